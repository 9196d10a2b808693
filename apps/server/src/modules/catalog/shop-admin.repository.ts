import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { customers } from '../../db/schema/account';
import { productClasses, products, shops } from '../../db/schema/catalog';
import { containsFolded, translationContains } from '../../lib/fold-case';
import { AuditRepository } from '../audit';
import { indexMany, unindexMany } from './search-index-bulk.repository';

/** shops.status. */
export const shopStatusCodes = { open: 1, suspended: 0 } as const;
/** products.status of a product on sale (1), and of one held while its shop is suspended (3). */
export const onSaleStatus = 1;
export const heldStatus = 3;

export interface ShopFilter {
  status?: number;
  keyword?: string;
}

/** A shop as the platform console lists it. */
const shopColumns = {
  id: shops.id,
  shopName: shops.shopName,
  logoUrl: shops.logoUrl,
  description: shops.description,
  areaName: shops.areaName,
  mainClassId: shops.mainClassId,
  status: shops.status,
  suspendedReason: shops.suspendedReason,
  createdAt: shops.createdAt,
  companyName: customers.custName,
  phone: customers.cellphone,
};
export type ShopAdminRow = {
  id: number;
  shopName: string;
  logoUrl: string;
  description: string;
  areaName: string;
  mainClassId: number | null;
  status: number;
  suspendedReason: string;
  createdAt: Date;
  companyName: string;
  phone: string;
};

/** A shop's products per status (products.status → count). */
export type StatusCounts = Map<number, number>;

/**
 * The platform's reads and writes of shops (suspend, restore) and the moves of a shop's products between on
 * sale (1) and held (3), each move with its search postings and kept class counts in the same transaction.
 */
export class ShopAdminRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository on it, and the audit log the change appends to. */
  transaction<T>(fn: (repo: ShopAdminRepository, audit: AuditRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new ShopAdminRepository(tx), new AuditRepository(tx)));
  }

  async findShops(filter: ShopFilter, offset: number, limit: number) {
    const where = and(
      filter.status === undefined ? undefined : eq(shops.status, filter.status),
      filter.keyword
        ? or(
            containsFolded(shops.shopName, filter.keyword),
            translationContains(shops.shopNameI18n, filter.keyword),
            containsFolded(customers.custName, filter.keyword),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(shopColumns)
        .from(shops)
        .innerJoin(customers, eq(customers.id, shops.custId))
        .where(where)
        // Suspended shops first: the ones the platform has to come back to.
        .orderBy(asc(shops.status), desc(shops.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ value: count() })
        .from(shops)
        .innerJoin(customers, eq(customers.id, shops.custId))
        .where(where),
    ]);
    return { rows: rows as ShopAdminRow[], total: total?.value ?? 0 };
  }

  async getShop(shopId: number, lock = false): Promise<ShopAdminRow | undefined> {
    const query = this.db
      .select(shopColumns)
      .from(shops)
      .innerJoin(customers, eq(customers.id, shops.custId))
      .where(eq(shops.id, shopId));
    const [row] = await (lock ? query.for('update', { of: shops }) : query);
    return row as ShopAdminRow | undefined;
  }

  /** The shops' products counted per status (read through the shop index). */
  async statusCounts(shopIds: number[]): Promise<Map<number, StatusCounts>> {
    const out = new Map<number, StatusCounts>(shopIds.map((id) => [id, new Map()]));
    if (shopIds.length === 0) return out;
    const rows = await this.db
      .select({ shopId: products.shopId, status: products.status, n: count() })
      .from(products)
      .where(inArray(products.shopId, shopIds))
      .groupBy(products.shopId, products.status);
    for (const row of rows) out.get(row.shopId)?.set(row.status, row.n);
    return out;
  }

  async className(classId: number): Promise<string> {
    const [row] = await this.db
      .select({ name: productClasses.name })
      .from(productClasses)
      .where(eq(productClasses.id, classId));
    return row?.name ?? '';
  }

  async setStatus(shopId: number, status: number, reason: string): Promise<void> {
    await this.db.update(shops).set({ status, suspendedReason: reason }).where(eq(shops.id, shopId));
  }

  /** The shop's status, held until the transaction ends (a suspension or restore waits for this batch). */
  async shopStatus(shopId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ status: shops.status })
      .from(shops)
      .where(eq(shops.id, shopId))
      .for('share');
    return row?.status;
  }

  /**
   * Moves up to `limit` of the shop's products from status `from` to `to` (held ↔ on sale), lowest ids first:
   * out of the search index before the change as they were listed, back in after; the kept class counts
   * follow. Answers how many moved (fewer than `limit`: none is left). The products are locked first, then
   * the index (its one lock): the same order as a product's own publish, so the two never deadlock.
   */
  async moveProducts(shopId: number, from: number, to: number, limit: number): Promise<number> {
    const picked = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.status, from)))
      .orderBy(asc(products.id))
      .limit(limit)
      .for('update');
    const ids = picked.map((r) => r.id);
    if (ids.length === 0) return 0;
    // Only products on sale have postings: taken out while on sale (before), listed once on sale (after).
    if (from === onSaleStatus) await unindexMany(this.db as Db, ids);
    // The merchant's version and change time stay: the platform's hold is no edit of theirs.
    await this.db.update(products).set({ status: to }).where(inArray(products.id, ids));
    if (to === onSaleStatus) await indexMany(this.db as Db, ids);
    await this.countOnSale(ids, to === onSaleStatus ? 1 : -1);
    return ids.length;
  }

  /**
   * Moves the kept per-class counts of products on sale by the products' classes (class 0 counts all of the
   * product type), one statement for the batch.
   */
  private async countOnSale(ids: number[], sign: 1 | -1): Promise<void> {
    const deltas = sql`
      select c.class_id, p.product_type, count(*)::int as n
      from products p
      cross join lateral (values (0), (p.class1_id), (p.class2_id), (p.class3_id)) as c(class_id)
      where p.id = any(${sql.param(ids)}::int4[])
      group by c.class_id, p.product_type`;
    if (sign === 1) {
      await this.db.execute(sql`
        insert into class_product_counts (class_id, product_type, total)
        ${deltas}
        on conflict (class_id, product_type)
        do update set total = class_product_counts.total + excluded.total`);
    } else {
      await this.db.execute(sql`
        update class_product_counts k set total = greatest(k.total - d.n, 0)
        from (${deltas}) as d
        where k.class_id = d.class_id and k.product_type = d.product_type`);
    }
  }
}
