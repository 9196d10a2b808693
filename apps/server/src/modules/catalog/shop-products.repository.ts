import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  brands,
  classProductCounts,
  productClasses,
  products,
  shopClasses,
  shops,
} from '../../db/schema/catalog';
import { escapeLike } from '../../lib/escape-like';
import { AuditRepository } from '../audit';
import { PublicPictureUses } from '../gallery';
import { indexProducts, unindexProducts } from './search-index.repository';
import { compactText, normalizeText } from './search-text';

export type ShopProductRowData = typeof products.$inferSelect;

/** What a row of the workbench's product list shows (toShopProductRow). */
const listColumns = {
  id: products.id,
  version: products.version,
  status: products.status,
  name: products.name,
  nameI18n: products.nameI18n,
  images: products.images,
  imageUrl: products.imageUrl,
  priceCents: products.priceCents,
  stock: products.stock,
  unit: products.unit,
  skuCount: sql<number>`jsonb_array_length(${products.styles})`.mapWith(Number),
  model: products.model,
  sales: products.sales,
  updatedAt: products.updatedAt,
};
export type ShopProductListRow = {
  [K in keyof typeof listColumns]: K extends 'skuCount'
    ? number
    : ShopProductRowData[K & keyof ShopProductRowData];
};
export type ShopProductWrite = Omit<typeof products.$inferInsert, 'id' | 'shopId' | 'createdAt'>;

export interface ShopProductFilter {
  status?: number;
  keyword?: string;
}

/** The class path of a third-level class: its own id and its parents', or undefined when it is not one. */
export interface LeafClass {
  class1Id: number;
  class2Id: number;
  class3Id: number;
  names: string[];
}

/**
 * A shop's products as the workbench reads and writes them. Every query names the shop: another shop's
 * product is not found, never refused by a later check.
 */
export class ShopProductRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository on it, the audit log the change appends to and the pictures' uses. */
  transaction<T>(
    fn: (repo: ShopProductRepository, audit: AuditRepository, pictures: PublicPictureUses) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new ShopProductRepository(tx), new AuditRepository(tx), new PublicPictureUses(tx, 'product')),
    );
  }

  /**
   * A page of the shop's products, the last changed first, with the columns the list shows only: a whole row
   * carries the description, the search columns and the SKUs (measured on the bench's 6,000-product shop, the
   * whole rows made the page several times slower: bench/consoles.ts).
   */
  async findProducts(shopId: number, filter: ShopProductFilter, offset: number, limit: number) {
    const where = and(eq(products.shopId, shopId), ...this.conditions(filter));
    const page = (columns: typeof listColumns) =>
      this.db
        .select(columns)
        .from(products)
        .where(where)
        .orderBy(desc(products.updatedAt), desc(products.id))
        .offset(offset)
        .limit(limit);
    const countAll = async () =>
      (await this.db.select({ total: count() }).from(products).where(where))[0]!.total;
    if (!filter.keyword) {
      // Without a word the page and the count each read an index of the shop (its status): a few ms apiece.
      const [rows, total] = await Promise.all([page(listColumns), countAll()]);
      return { rows, total };
    }
    // With a word every row of the shop is read once: the total rides on the page instead of a second pass
    // (the embedded database runs statements one after the other); a page past the end has no row to carry it.
    const rows = await this.db
      .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .offset(offset)
      .limit(limit);
    if (rows.length > 0) return { rows, total: rows[0]!.total };
    return { rows, total: offset > 0 ? await countAll() : 0 };
  }

  /**
   * A word of the name in any language (the search columns, normalised as the storefront's search is:
   * products.search_name and search_other, which also hold the keywords, brand, classes and model), the
   * product's code, or a SKU's exact code. Measured on the bench's 6,000-product shop: reading the names'
   * translations and the SKUs' JSON for every row took about 70 ms a page, these columns about 16 ms; the SKU
   * codes are looked up only for a word that can be a code (printable ASCII, no spaces).
   */
  private conditions(filter: ShopProductFilter): SQL[] {
    const list: SQL[] = [];
    if (filter.status !== undefined) list.push(eq(products.status, filter.status));
    const word = filter.keyword?.trim();
    if (word) {
      const code = word.toLowerCase();
      const matches = [
        sql`${products.searchName} like ${`%${escapeLike(compactText(word))}%`}`,
        sql`${products.searchOther} like ${`%${escapeLike(normalizeText(word))}%`}`,
        sql`lower(${products.model}) = ${code}`,
      ];
      // Any case, as the merchant types it (the SKUs' JSON is read only here: about 30 ms on that shop).
      if (/^[\x21-\x7e]+$/.test(word))
        matches.push(
          sql`exists (select 1 from jsonb_array_elements(${products.styles}) s where lower(s->>'code') = ${code})`,
        );
      list.push(or(...matches) as SQL);
    }
    return list;
  }

  /** One of the shop's products; `lock` holds it for the rest of the transaction. */
  async getProduct(shopId: number, productId: number, lock = false): Promise<ShopProductRowData | undefined> {
    const query = this.db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  /**
   * The shop's status (1 open, 0 suspended by the platform) and reason, held until the transaction ends: a
   * suspension or restore of the shop (which locks it for update) waits for a publish under way, and after it.
   */
  async shopState(shopId: number): Promise<{ status: number; suspendedReason: string } | undefined> {
    const [row] = await this.db
      .select({ status: shops.status, suspendedReason: shops.suspendedReason })
      .from(shops)
      .where(eq(shops.id, shopId))
      .for('share');
    return row;
  }

  /** Several of the shop's products, in the order of `ids` (unknown ones and other shops' left out). */
  async getProducts(shopId: number, ids: number[]): Promise<ShopProductRowData[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The shop's products after `afterId`, by id (a status, or all): the export reads them page by page. */
  async productsAfter(
    shopId: number,
    status: number | undefined,
    afterId: number,
    limit: number,
  ): Promise<ShopProductRowData[]> {
    return this.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.shopId, shopId),
          sql`${products.id} > ${afterId}`,
          status === undefined ? undefined : eq(products.status, status),
        ),
      )
      .orderBy(products.id)
      .limit(limit);
  }

  /** The shop's products (of a status, or all) and the sheet rows they take: one per SKU, one without. */
  async countRows(shopId: number, status: number | undefined): Promise<{ products: number; rows: number }> {
    const [row] = await this.db
      .select({
        products: count(),
        rows: sql<number>`coalesce(sum(greatest(jsonb_array_length(${products.styles}), 1)), 0)::int`,
      })
      .from(products)
      .where(
        and(eq(products.shopId, shopId), status === undefined ? undefined : eq(products.status, status)),
      );
    return { products: row?.products ?? 0, rows: Number(row?.rows ?? 0) };
  }

  /** A fresh product id, so pictures and SKU ids can name it before the row is written. */
  async nextProductId(): Promise<number> {
    const result = await this.db.execute<{ id: string }>(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::text as id`,
    );
    return Number(result.rows[0].id);
  }

  /** `n` fresh SKU ids. */
  async nextStyleIds(n: number): Promise<number[]> {
    if (n === 0) return [];
    const result = await this.db.execute<{ id: string }>(
      sql`select nextval('product_style_ids')::text as id from generate_series(1, ${n})`,
    );
    return result.rows.map((r) => Number(r.id));
  }

  async insertProduct(id: number, shopId: number, values: ShopProductWrite, now: Date): Promise<void> {
    await this.db.insert(products).values({ ...values, id, shopId, createdAt: now, updatedAt: now });
  }

  async updateProduct(id: number, values: Partial<ShopProductWrite>, now: Date): Promise<void> {
    await this.db
      .update(products)
      .set({ ...values, version: sql`${products.version} + 1`, updatedAt: now })
      .where(eq(products.id, id));
  }

  /** Takes products out of the search index as they are listed now (before a change to them). */
  unindex(ids: number[]): Promise<void> {
    return unindexProducts(this.db as Db, ids);
  }

  /** Recomputes products' search columns and lists those on sale in the index (after a change). */
  index(ids: number[]): Promise<void> {
    return indexProducts(this.db as Db, ids);
  }

  /** Moves the kept per-class counts of products on sale (class 0 counts all of the type). */
  async countOnSale(productType: number, classIds: number[], delta: 1 | -1): Promise<void> {
    const ids = [0, ...classIds];
    await this.db
      .insert(classProductCounts)
      .values(ids.map((classId) => ({ classId, productType, total: Math.max(delta, 0) })))
      .onConflictDoUpdate({
        target: [classProductCounts.classId, classProductCounts.productType],
        set: { total: sql`greatest(${classProductCounts.total} + ${delta}, 0)` },
      });
  }

  /** The class path of a shown third-level class of the mall's tree, or undefined. */
  /**
   * A class of the tree's third level with its path. Inside a save's transaction, `lock` holds the path's
   * rows (shared) until it ends: a class move or delete (which locks them for update) waits for the save, or
   * the save reads the path the move committed; a product is never saved under a path that no longer is.
   */
  async leafClass(classId: number, lock = false): Promise<LeafClass | undefined> {
    const read = <T extends { for: (strength: 'share') => unknown }>(query: T) =>
      (lock ? query.for('share') : query) as T;
    const [leaf] = await read(
      this.db
        .select({ id: productClasses.id, pid: productClasses.pid, level: productClasses.level })
        .from(productClasses)
        .where(and(eq(productClasses.id, classId), eq(productClasses.classType, 1))),
    );
    if (leaf?.level !== 3) return undefined;
    const [parent] = await read(
      this.db
        .select({ id: productClasses.id, pid: productClasses.pid })
        .from(productClasses)
        .where(eq(productClasses.id, leaf.pid)),
    );
    if (!parent) return undefined;
    const path = [parent.pid, parent.id, leaf.id];
    const rows = await read(
      this.db
        .select({ id: productClasses.id, name: productClasses.name })
        .from(productClasses)
        .where(inArray(productClasses.id, path)),
    );
    if (!rows.some((r) => r.id === parent.pid)) return undefined;
    const names = path.map((id) => rows.find((r) => r.id === id)?.name ?? '');
    return { class1Id: path[0], class2Id: path[1], class3Id: path[2], names };
  }

  /** Whether the id is one of the shop's own classes. */
  async isShopClass(shopId: number, shopClassId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shopClasses.id })
      .from(shopClasses)
      .where(and(eq(shopClasses.id, shopClassId), eq(shopClasses.shopId, shopId)));
    return row !== undefined;
  }

  async classNames(ids: number[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: productClasses.id, name: productClasses.name })
      .from(productClasses)
      .where(inArray(productClasses.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.name ?? '');
  }

  async brandExists(brandId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    return row !== undefined;
  }
}
