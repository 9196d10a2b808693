import type { ClassNode, Locale } from '@mall/contracts';
import { localized } from '../../lib/localized';
import type { ClassTreeRepository } from './class-tree.repository';

export type ClassRow = Awaited<ReturnType<ClassTreeRepository['listClasses']>>[number];

// The class tree changes only when the operator edits it; every listing needs a class's level, so a
// short-lived copy saves a query per request. An edit from the platform console drops it at once (forget,
// on every copy through the site-changes announce); 30 s is the longest a change made otherwise (a script
// on the database) shows late.
const classCacheMs = 30_000;

/** The operator's class tree, and the storefront's classes by id for the other services (kept briefly). */
export class ClassTreeService {
  private classCache: { at: number; rows: ClassRow[]; byId: Map<number, ClassRow> } | null = null;
  /** Raised by forget: a read that began before it does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly repo: ClassTreeRepository,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The storefront's classes (type 1, shown) and their index by id, from the short-lived copy. */
  async classes() {
    if (this.classCache && this.now() - this.classCache.at < classCacheMs) return this.classCache;
    const generation = this.generation;
    const rows = await this.repo.listClasses(1, 1);
    const read = { at: this.now(), rows, byId: new Map(rows.map((r) => [r.id, r])) };
    if (generation === this.generation) this.classCache = read;
    return read;
  }

  /** Drops the kept copy (the tree was edited): the next request reads the tree again. */
  forget(): void {
    this.generation += 1;
    this.classCache = null;
  }

  async getClassTree(classType: number, showView: number, locale: Locale): Promise<ClassNode[]> {
    const rows =
      classType === 1 && showView === 1
        ? (await this.classes()).rows
        : await this.repo.listClasses(classType, showView);
    const nodes = new Map<number, ClassNode>();
    const roots: ClassNode[] = [];
    for (const r of rows) {
      nodes.set(r.id, {
        id: r.id,
        pid: r.pid,
        name: localized(r.name, r.nameI18n, locale),
        aliasName: localized(r.aliasName, r.aliasI18n, locale),
        parentCode: r.parentCode,
        level: r.level,
        children: [],
      });
    }
    // Rows come ordered by level, so a parent is always placed before its children.
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      if (r.pid === 0) roots.push(node);
      else nodes.get(r.pid)?.children.push(node);
    }
    return roots;
  }
}
