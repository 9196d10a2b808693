import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { brands, productClasses } from '../../db/schema/catalog';
import { galleryFiles } from '../../db/schema/gallery';

/** The reads the spreadsheet import checks rows against (the writes go through the catalog's products). */
export class ProductImportRepository {
  constructor(private readonly db: Db) {}

  /** The mall tree's third-level classes with their Chinese path (the product form offers the same ones). */
  async leafClasses(): Promise<{ id: number; path: string[] }[]> {
    const rows = await this.db
      .select({
        id: productClasses.id,
        pid: productClasses.pid,
        name: productClasses.name,
        level: productClasses.level,
      })
      .from(productClasses)
      .where(eq(productClasses.classType, 1));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return rows.flatMap((row) => {
      if (row.level !== 3) return [];
      const parent = byId.get(row.pid);
      const top = parent ? byId.get(parent.pid) : undefined;
      return parent && top ? [{ id: row.id, path: [top.name, parent.name, row.name] }] : [];
    });
  }

  /** Every brand with its names (Chinese and translations). */
  async brands(): Promise<{ id: number; names: string[] }[]> {
    const rows = await this.db
      .select({ id: brands.id, name: brands.name, i18n: brands.nameI18n })
      .from(brands);
    return rows.map((row) => ({ id: row.id, names: [row.name, ...Object.values(row.i18n ?? {})] }));
  }

  /** The user's pictures in their gallery (not deleted from it) named by stored name or by file name. */
  async galleryPictures(
    userId: number,
    keys: string[],
    names: string[],
  ): Promise<{ key: string; fileName: string }[]> {
    if (keys.length === 0 && names.length === 0) return [];
    return this.db
      .select({ key: galleryFiles.storageKey, fileName: galleryFiles.fileName })
      .from(galleryFiles)
      .where(
        and(
          eq(galleryFiles.userId, userId),
          isNotNull(galleryFiles.folderId),
          or(
            keys.length > 0 ? inArray(galleryFiles.storageKey, keys) : undefined,
            names.length > 0 ? inArray(galleryFiles.fileName, names) : undefined,
          ),
        ),
      );
  }

  /**
   * What an import saved already: the audit entries its saves wrote (each in the save's own transaction, so
   * an entry exists exactly when its product was saved), by item. A retried import skips these.
   */
  async savedItems(
    shopId: number,
    importId: string,
    since: Date,
  ): Promise<Map<number, { productId: number; created: boolean }>> {
    const rows = await this.db
      .select({ entityId: auditLog.entityId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.shopId, shopId),
          eq(auditLog.entityType, 'product'),
          inArray(auditLog.action, ['product.create', 'product.edit']),
          gte(auditLog.at, since),
          sql`(${auditLog.after})::jsonb -> 'import' ->> 'id' = ${importId}`,
        ),
      );
    const saved = new Map<number, { productId: number; created: boolean }>();
    for (const row of rows) {
      const item = (JSON.parse(row.after ?? '{}') as { import?: { item?: number } }).import?.item;
      if (typeof item === 'number')
        saved.set(item, { productId: Number(row.entityId), created: row.action === 'product.create' });
    }
    return saved;
  }
}
