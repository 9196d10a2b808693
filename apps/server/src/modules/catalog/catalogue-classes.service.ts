import {
  type CatalogueClass,
  type catalogueClassInputSchema,
  type catalogueClassMoveSchema,
  ErrorCode,
} from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, translationsOf } from '../../lib/localized';
import type { AuditActor } from '../audit';
import type {
  CatalogueClassRepository,
  ClassEditRow,
  ClassLevel,
  ClassWrite,
} from './catalogue-classes.repository';
import { showPicture } from './catalogue-pictures';
import type { CatalogueReindexService } from './catalogue-reindex.service';

type ClassInput = z.output<typeof catalogueClassInputSchema>;
type MoveInput = z.output<typeof catalogueClassMoveSchema>;

export interface CatalogueClassServiceDeps {
  repo: CatalogueClassRepository;
  reindex: CatalogueReindexService;
  /** The storefront's short-lived copy of the tree on this server copy (class-tree.service.ts). */
  classTree: { forget(): void };
  /** Where stored pictures are served (the gallery's OSS_FILE_HOME or /files): a picture's address is it + key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed (kept pages, kept class trees). */
  announce: (what: string) => Promise<void>;
}

/** What an announce of a class change says (the catalog module's copies drop their class tree on it). */
export const classChange = 'productClass';

const classNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'catalogue.classNotFound');
const parentNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'catalogue.parentNotFound');

/** The ancestor path of a class placed under `parent` ("3.17" under 17, itself under 3). */
function codeUnder(parent: ClassEditRow): string {
  return parent.parentCode ? `${parent.parentCode}.${parent.id}` : String(parent.id);
}

/** What the audit log keeps of a class: what a buyer or a merchant would notice changing. */
function auditView(row: ClassEditRow) {
  return {
    parentId: row.pid,
    name: row.name,
    nameI18n: row.nameI18n,
    aliasName: row.aliasName,
    aliasI18n: row.aliasI18n,
    icon: row.icon,
    sort: row.sort,
    shown: row.showView === 1,
    taxCode: row.taxCode,
    taxRate: row.taxRate,
  };
}

function toClass(row: ClassEditRow, products: number, onSale: number): CatalogueClass {
  return {
    classId: row.id,
    parentId: row.pid,
    level: row.level,
    parentCode: row.parentCode,
    name: allLanguages(row.name, row.nameI18n),
    alias: allLanguages(row.aliasName, row.aliasI18n),
    icon: row.icon,
    sort: row.sort,
    shown: row.showView === 1,
    taxCode: row.taxCode,
    taxRate: row.taxRate,
    products,
    onSale,
  };
}

/**
 * The storefront's class tree in the platform console (`platform:catalog:edit`): add, rename (four
 * languages), icon, order, show or hide, move to another parent, delete an empty class. Each change is
 * written with its audit entry in one transaction on the locked class; the storefront's class menu shows
 * it at the next request (this copy's kept tree is dropped, the others' by the announce). A class's
 * Chinese name is part of its products' search text: a rename or a move re-indexes them after the commit.
 */
export class CatalogueClassService {
  constructor(private readonly deps: CatalogueClassServiceDeps) {}

  /** Every class, parents before children, each level in display order, with its product counts. */
  async tree(): Promise<CatalogueClass[]> {
    const { repo } = this.deps;
    const rows = await repo.listClasses();
    const products = await repo.productCounts();
    const onSale = await repo.onSaleCounts();
    return rows.map((row) => toClass(row, products.get(row.id) ?? 0, onSale.get(row.id) ?? 0));
  }

  /** `userId`: the session's user, whose gallery a new icon comes from. */
  async save(actor: AuditActor, userId: number, input: ClassInput): Promise<CatalogueClass> {
    const fileHome = await this.deps.fileHome();
    const values: ClassWrite = {
      name: input.name.zh_CN,
      nameI18n: translationsOf(input.name),
      aliasName: input.alias.zh_CN,
      aliasI18n: translationsOf(input.alias),
      icon: input.icon,
      sort: input.sort,
      showView: input.shown ? 1 : 0,
      taxCode: input.taxCode,
      taxRate: input.taxRate,
    };
    const { row, renamed } = await this.deps.repo.transaction(async (repo, audit, pictures) => {
      if (input.classId === undefined) {
        const parentId = input.parentId ?? 0;
        const [parent] = parentId === 0 ? [] : await repo.lockClasses([parentId]);
        if (parentId !== 0 && !parent) throw parentNotFound();
        if (parent && parent.level >= 3)
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.underLeaf');
        // Tax code and rate are a top class's; its products inherit them.
        const level = parent ? parent.level + 1 : 1;
        const written = level === 1 ? values : { ...values, taxCode: '', taxRate: 0 };
        await repo.nameTurn();
        if (await repo.siblingNamed(parentId, values.name, 0))
          throw new AppError(ErrorCode.CONFLICT, 'catalogue.classNameTaken', { name: values.name });
        const created = await repo.insertClass({
          ...written,
          pid: parentId,
          parentCode: parent ? codeUnder(parent) : '',
          level,
        });
        await showPicture(pictures, fileHome, userId, created.id, '', input.icon);
        await audit.append(actor, {
          action: 'productClass.create',
          entityType: 'productClass',
          entityId: created.id,
          before: null,
          after: auditView(created),
        });
        return { row: created, renamed: false };
      }
      const [before] = await repo.lockClasses([input.classId]);
      if (!before) throw classNotFound();
      const written =
        before.level === 1 ? values : { ...values, taxCode: before.taxCode, taxRate: before.taxRate };
      if (values.name !== before.name) await repo.nameTurn();
      if (values.name !== before.name && (await repo.siblingNamed(before.pid, values.name, before.id)))
        throw new AppError(ErrorCode.CONFLICT, 'catalogue.classNameTaken', { name: values.name });
      await showPicture(pictures, fileHome, userId, before.id, before.icon, input.icon);
      const updated = await repo.updateClass(before.id, written);
      await audit.append(actor, {
        action: 'productClass.update',
        entityType: 'productClass',
        entityId: before.id,
        before: auditView(before),
        after: auditView(updated),
      });
      return { row: updated, renamed: updated.name !== before.name };
    });
    await this.changed();
    if (renamed) await this.deps.reindex.afterChange({ classId: row.id });
    return this.one(row);
  }

  /**
   * Puts a class of level 2 under another top class, or one of level 3 under another class of level 2,
   * with its subclasses and products: their class path and the kept counts change in the same transaction.
   */
  async move(actor: AuditActor, input: MoveInput): Promise<CatalogueClass> {
    const row = await this.deps.repo.transaction(async (repo, audit) => {
      if (input.parentId === input.classId)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.moveUnderItself');
      const locked = await repo.lockClasses([input.classId, input.parentId]);
      const before = locked.find((r) => r.id === input.classId);
      const parent = locked.find((r) => r.id === input.parentId);
      if (!before) throw classNotFound();
      if (before.level === 1) throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.moveTop');
      if (!parent) throw parentNotFound();
      if (parent.parentCode.split('.').includes(String(before.id)))
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.moveUnderItself');
      if (parent.level !== before.level - 1)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.moveLevel', { level: before.level - 1 });
      if (parent.id === before.pid)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'catalogue.moveSameParent');
      await repo.nameTurn();
      if (await repo.siblingNamed(parent.id, before.name, before.id))
        throw new AppError(ErrorCode.CONFLICT, 'catalogue.classNameTaken', { name: before.name });
      const parentCode = codeUnder(parent);
      const moved = await repo.moveClass(before, parent, parentCode);
      await audit.append(actor, {
        action: 'productClass.move',
        entityType: 'productClass',
        entityId: before.id,
        before: { parentId: before.pid, parentCode: before.parentCode },
        after: { parentId: parent.id, parentCode, products: moved.products, onSale: moved.onSale },
      });
      return { ...before, pid: parent.id, parentCode };
    });
    await this.changed();
    // Its products' class names (the new parent's, and its parent's) are searched: re-indexed.
    await this.deps.reindex.afterChange({ classId: row.id });
    return this.one(row);
  }

  /** Deletes a class without subclasses and without products (in any state). */
  async remove(actor: AuditActor, classId: number): Promise<null> {
    await this.deps.repo.transaction(async (repo, audit, pictures) => {
      const [row] = await repo.lockClasses([classId]);
      if (!row) throw classNotFound();
      const children = await repo.childCount(row.id);
      if (children > 0)
        throw new AppError(ErrorCode.CONFLICT, 'catalogue.classHasChildren', { count: children });
      const products = await repo.productCount(row.id, row.level as ClassLevel);
      if (products > 0)
        throw new AppError(ErrorCode.CONFLICT, 'catalogue.classHasProducts', { count: products });
      await pictures.release(row.id, []);
      await repo.deleteClass(row.id);
      await audit.append(actor, {
        action: 'productClass.delete',
        entityType: 'productClass',
        entityId: row.id,
        before: auditView(row),
        after: null,
      });
    });
    await this.changed();
    return null;
  }

  /** This copy's kept class tree goes now; the other copies' (and every copy's kept pages) by the announce. */
  private async changed(): Promise<void> {
    this.deps.classTree.forget();
    await this.deps.announce(classChange);
  }

  private async one(row: ClassEditRow): Promise<CatalogueClass> {
    const level = row.level as ClassLevel;
    return toClass(
      row,
      await this.deps.repo.productCount(row.id, level),
      await this.deps.repo.onSaleCount(row.id),
    );
  }
}
