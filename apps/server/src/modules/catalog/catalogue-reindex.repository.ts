import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productClasses, products } from '../../db/schema/catalog';
import { refreshProducts } from './search-index.repository';

/** Whose products a re-index walks: a class's (any level) or a brand's. */
export type ReindexTarget = { classId: number } | { brandId: number };

/** The products whose search text names a class or a brand, and their re-index. */
export class CatalogueReindexRepository {
  constructor(private readonly db: Db) {}

  /** Ids of the products filed under the class (at its level) or of the brand, ascending; [] for none. */
  async productIds(target: ReindexTarget): Promise<number[]> {
    let where: SQL;
    if ('classId' in target) {
      const [cls] = await this.db
        .select({ level: productClasses.level })
        .from(productClasses)
        .where(eq(productClasses.id, target.classId));
      if (!cls) return [];
      const column =
        cls.level === 1 ? products.class1Id : cls.level === 2 ? products.class2Id : products.class3Id;
      where = eq(column, target.classId);
    } else {
      where = eq(products.brandId, target.brandId);
    }
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(asc(products.id));
    return rows.map((row) => row.id);
  }

  /**
   * Recomputes the products' search text from their current class and brand names and moves the tokens
   * that changed in the search index, in one transaction: a search sees each batch before or after, never
   * half-way.
   */
  reindex(ids: number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return refreshProducts(this.db, ids);
  }
}
