import type { CouponStatus } from '@mall/contracts';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/benefits';
import { shops } from '../../db/schema/catalog';
import { accountEntries, buyerAccounts, orderItems, orders } from '../../db/schema/order';

export interface PointsEntryRow {
  id: number;
  kind: string;
  points: number;
  ref: string;
  createdAt: Date;
  /** The order of `ref` when it is one of this customer's orders. */
  orderNumber: string | null;
  goodsName: string | null;
}

export type CouponRow = typeof coupons.$inferSelect & { shopName: string | null };

/** Points entries and coupons of buyer customers; every query is scoped to one customer. */
export class BenefitsRepository {
  constructor(private readonly db: Db) {}

  async pointsBalance(custId: number): Promise<number> {
    const [row] = await this.db
      .select({ points: buyerAccounts.points })
      .from(buyerAccounts)
      .where(eq(buyerAccounts.custId, custId));
    return row?.points ?? 0;
  }

  /** Sum of added and of spent points over the whole history. */
  async pointsTotals(custId: number): Promise<{ earned: number; spent: number }> {
    const [row] = await this.db
      .select({
        earned: sql<string>`coalesce(sum(${accountEntries.points}) filter (where ${accountEntries.points} > 0), 0)`,
        spent: sql<string>`coalesce(-sum(${accountEntries.points}) filter (where ${accountEntries.points} < 0), 0)`,
      })
      .from(accountEntries)
      .where(and(eq(accountEntries.custId, custId), ne(accountEntries.points, 0)));
    return { earned: Number(row?.earned ?? 0), spent: Number(row?.spent ?? 0) };
  }

  /** Entries that changed the points, newest first, with the points order they belong to. */
  async pointsEntries(custId: number, offset: number, limit: number): Promise<PointsEntryRow[]> {
    // The order is joined by number AND owner, so a ref can never reveal another customer's order.
    const firstItem = this.db
      .select({ title: orderItems.title })
      .from(orderItems)
      .where(eq(orderItems.orderId, orders.id))
      .orderBy(asc(orderItems.id))
      .limit(1);
    return this.db
      .select({
        id: accountEntries.id,
        kind: accountEntries.kind,
        points: accountEntries.points,
        ref: accountEntries.ref,
        createdAt: accountEntries.createdAt,
        orderNumber: orders.orderNumber,
        goodsName: sql<string | null>`(${firstItem})`,
      })
      .from(accountEntries)
      .leftJoin(
        orders,
        and(eq(orders.orderNumber, accountEntries.ref), eq(orders.buyCustId, accountEntries.custId)),
      )
      .where(and(eq(accountEntries.custId, custId), ne(accountEntries.points, 0)))
      .orderBy(desc(accountEntries.createdAt), desc(accountEntries.id))
      .offset(offset)
      .limit(limit);
  }

  async countPointsEntries(custId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(accountEntries)
      .where(and(eq(accountEntries.custId, custId), ne(accountEntries.points, 0)));
    return row?.n ?? 0;
  }

  private statusFilter(status: CouponStatus, now: Date): SQL | undefined {
    if (status === 'used') return isNotNull(coupons.usedAt);
    if (status === 'expired') return and(isNull(coupons.usedAt), lte(coupons.validUntil, now));
    return and(isNull(coupons.usedAt), gt(coupons.validUntil, now));
  }

  async coupons(
    custId: number,
    status: CouponStatus,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<CouponRow[]> {
    // Unused: the one ending soonest first (use it before it goes); used/expired: the latest first.
    const order =
      status === 'unused'
        ? [asc(coupons.validUntil), asc(coupons.id)]
        : status === 'used'
          ? [desc(coupons.usedAt), desc(coupons.id)]
          : [desc(coupons.validUntil), desc(coupons.id)];
    const rows = await this.db
      .select({ coupon: coupons, shopName: shops.shopName })
      .from(coupons)
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(and(eq(coupons.custId, custId), this.statusFilter(status, now)))
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({ ...r.coupon, shopName: r.shopName }));
  }

  async countCoupons(custId: number, now: Date): Promise<Record<CouponStatus, number>> {
    const [row] = await this.db
      .select({
        used: sql<number>`count(*) filter (where ${coupons.usedAt} is not null)::int`,
        expired: sql<number>`count(*) filter (where ${coupons.usedAt} is null and ${coupons.validUntil} <= ${now})::int`,
        unused: sql<number>`count(*) filter (where ${coupons.usedAt} is null and ${coupons.validUntil} > ${now})::int`,
      })
      .from(coupons)
      .where(eq(coupons.custId, custId));
    return { unused: row?.unused ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
  }
}
