import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { customers } from '../../../db/schema/account';
import {
  afterSaleEvents,
  afterSaleItems,
  afterSaleStatusCodes,
  afterSales,
  refundStateCodes,
  refunds,
} from '../../../db/schema/after-sales';
import { shops } from '../../../db/schema/catalog';
import { orderItems, orderShipments, orders, payments } from '../../../db/schema/order';
import { AuditRepository } from '../../audit';
import { OrderRepository } from '../orders/order.repository';
import { nextNumbers } from '../orders/order-shared.repository';

export { afterSaleStatusCodes, refundStateCodes } from '../../../db/schema/after-sales';

export type AfterSaleRow = typeof afterSales.$inferSelect;
export type AfterSaleItemRow = typeof afterSaleItems.$inferSelect;
export type AfterSaleEventRow = typeof afterSaleEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewAfterSale = typeof afterSales.$inferInsert;

/** A request with what its lists show beside it. */
export type AfterSaleListRow = AfterSaleRow & {
  orderNumber: string;
  shopName: string;
  shopNameI18n: Record<string, string>;
  shopCustId: number;
  buyerName: string;
};

/** States whose request no longer holds its units (they may be asked about again). */
export const releasedStatuses = [afterSaleStatusCodes.withdrawn, afterSaleStatusCodes.closed];
/** States still waiting for someone. */
export const openStatusCodes = [1, 2, 3, 4, 6, 7, 8];

export interface AfterSaleFilter {
  buyCustId?: number;
  shopId?: number;
  kind?: number;
  /** One status, or several (the "open" filter). */
  statuses?: number[];
  /** An after-sales or order number (prefix). */
  keyword?: string;
}

/**
 * After-sales requests, their lines, timeline and refunds. Every read names its owner (the buyer customer,
 * the shop) except the platform's; a request of another owner is not found.
 */
export class AfterSaleRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository, the orders' (locks, stock, the account) and the audit log on it. */
  transaction<T>(
    fn: (repo: AfterSaleRepository, other: { orders: OrderRepository; audit: AuditRepository }) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new AfterSaleRepository(tx), { orders: new OrderRepository(tx), audit: new AuditRepository(tx) }),
    );
  }

  async nextNumber(sequence: 'after_sale_number_seq' | 'refund_number_seq'): Promise<number> {
    const result = await this.db.execute<{ n: string }>(
      sql`select nextval(${sequence}::regclass)::text as n`,
    );
    return Number(result.rows[0]!.n);
  }

  /** What requests not withdrawn or closed hold of an order's lines, and of its shipping. */
  async claimsOf(orderId: number) {
    const [lines, [shipping]] = await Promise.all([
      this.db
        .select({
          itemId: afterSaleItems.orderItemId,
          quantity: afterSaleItems.quantity,
          amountCents: afterSaleItems.amountCents,
          kind: afterSales.kind,
          status: afterSales.status,
        })
        .from(afterSaleItems)
        .innerJoin(afterSales, eq(afterSales.id, afterSaleItems.afterSaleId))
        .where(and(eq(afterSales.orderId, orderId), notInArray(afterSales.status, releasedStatuses))),
      this.db
        .select({ cents: sql<string>`coalesce(sum(${afterSales.shippingCents}), 0)::text` })
        .from(afterSales)
        .where(and(eq(afterSales.orderId, orderId), notInArray(afterSales.status, releasedStatuses))),
    ]);
    return { lines, shippingCents: Number(shipping?.cents ?? 0) };
  }

  /** Units of each line refunded without a return (they never left, or never arrived): not to be shipped. */
  async refundOnlyUnits(orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .select({ itemId: afterSaleItems.orderItemId, quantity: afterSaleItems.quantity })
      .from(afterSaleItems)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleItems.afterSaleId))
      .where(
        and(
          inArray(afterSales.orderId, orderIds),
          eq(afterSales.kind, 1),
          notInArray(afterSales.status, releasedStatuses),
        ),
      );
  }

  shippedLines(orderId: number) {
    return this.db
      .select({ lines: orderShipments.lines })
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId));
  }

  async insert(
    request: NewAfterSale,
    items: { orderItemId: number; quantity: string; amountCents: number }[],
    event: { actorUserId: number | null; note?: string },
  ): Promise<number> {
    const [row] = await this.db.insert(afterSales).values(request).returning({ id: afterSales.id });
    const id = row!.id;
    await this.db.insert(afterSaleItems).values(items.map((i) => ({ ...i, afterSaleId: id })));
    await this.addEvent(id, request.status, 'buyer', {
      actorUserId: event.actorUserId,
      noteKey: 'afterSale.note.requested',
      note: event.note ?? '',
    });
    return id;
  }

  async addEvent(
    afterSaleId: number,
    status: number,
    actor: 'buyer' | 'merchant' | 'platform' | 'system',
    what: {
      actorUserId?: number | null;
      noteKey?: string;
      note?: string;
      data?: Record<string, string | number>;
    },
  ) {
    await this.db.insert(afterSaleEvents).values({
      afterSaleId,
      status,
      actor,
      actorUserId: what.actorUserId ?? null,
      noteKey: what.noteKey ?? null,
      note: what.note ?? '',
      data: what.data ?? {},
    });
  }

  /** Changes a request's state (and what goes with it); `finished` for a final state. */
  async update(id: number, change: Partial<NewAfterSale>, now: Date) {
    await this.db
      .update(afterSales)
      .set({ ...change, updatedAt: now })
      .where(eq(afterSales.id, id));
  }

  private listSelect() {
    return this.db
      .select({
        request: afterSales,
        orderNumber: orders.orderNumber,
        shopName: shops.shopName,
        shopNameI18n: shops.shopNameI18n,
        shopCustId: shops.custId,
        buyerName: customers.custName,
      })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(shops, eq(shops.id, afterSales.shopId))
      .innerJoin(customers, eq(customers.id, afterSales.buyCustId));
  }

  private flatten(rows: Awaited<ReturnType<AfterSaleRepository['listSelect']>>): AfterSaleListRow[] {
    return rows.map((r) => ({
      ...r.request,
      orderNumber: r.orderNumber,
      shopName: r.shopName,
      shopNameI18n: r.shopNameI18n,
      shopCustId: r.shopCustId,
      buyerName: r.buyerName,
    }));
  }

  /** One request by number, of its owner (buyer or shop; neither: the platform's view); `lock` to change it. */
  async get(
    afterSaleNo: string,
    owner: { buyCustId?: number; shopId?: number },
    lock = false,
  ): Promise<AfterSaleListRow | undefined> {
    const parts: SQL[] = [eq(afterSales.afterSaleNo, afterSaleNo)];
    if (owner.buyCustId !== undefined) parts.push(eq(afterSales.buyCustId, owner.buyCustId));
    if (owner.shopId !== undefined) parts.push(eq(afterSales.shopId, owner.shopId));
    const query = this.listSelect().where(and(...parts));
    const rows = lock ? await query.for('update', { of: afterSales }) : await query;
    return this.flatten(rows)[0];
  }

  async getById(id: number, lock = false): Promise<AfterSaleListRow | undefined> {
    const query = this.listSelect().where(eq(afterSales.id, id));
    return this.flatten(lock ? await query.for('update', { of: afterSales }) : await query)[0];
  }

  private where(filter: AfterSaleFilter): SQL {
    const parts: SQL[] = [];
    if (filter.buyCustId !== undefined) parts.push(eq(afterSales.buyCustId, filter.buyCustId));
    if (filter.shopId !== undefined) parts.push(eq(afterSales.shopId, filter.shopId));
    if (filter.kind !== undefined) parts.push(eq(afterSales.kind, filter.kind));
    if (filter.statuses) parts.push(inArray(afterSales.status, filter.statuses));
    const key = filter.keyword?.trim();
    if (key && /^\d+$/.test(key))
      parts.push(
        or(
          sql`${afterSales.afterSaleNo} like ${`${key}%`}`,
          sql`exists (select 1 from "orders" o where o."id" = ${afterSales.orderId} and o."order_number" like ${`${key}%`})`,
        )!,
      );
    else if (key) parts.push(sql`false`);
    return parts.length ? and(...parts)! : sql`true`;
  }

  /** A page of requests, newest first, and how many match. */
  async list(filter: AfterSaleFilter, offset: number, limit: number) {
    const where = this.where(filter);
    const [rows, [total]] = await Promise.all([
      this.listSelect()
        .where(where)
        .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(afterSales).where(where),
    ]);
    return { rows: this.flatten(rows), total: total?.n ?? 0 };
  }

  /** The lines of these requests with the order lines they name. */
  itemsOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ line: afterSaleItems, item: orderItems })
      .from(afterSaleItems)
      .innerJoin(orderItems, eq(orderItems.id, afterSaleItems.orderItemId))
      .where(inArray(afterSaleItems.afterSaleId, ids))
      .orderBy(asc(afterSaleItems.id));
  }

  eventsOf(id: number) {
    return this.db
      .select()
      .from(afterSaleEvents)
      .where(eq(afterSaleEvents.afterSaleId, id))
      .orderBy(asc(afterSaleEvents.id));
  }

  /** Open requests per order (the order list's badge). */
  async openCounts(orderIds: number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: afterSales.orderId, n: count() })
      .from(afterSales)
      .where(and(inArray(afterSales.orderId, orderIds), inArray(afterSales.status, openStatusCodes)))
      .groupBy(afterSales.orderId);
    return new Map(rows.map((r) => [r.orderId, r.n]));
  }

  /** Requests whose deadline has passed, oldest first (the deadline sweep's next batch). */
  due(now: Date, limit: number) {
    return this.db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(and(isNotNull(afterSales.deadlineAt), lte(afterSales.deadlineAt, now)))
      .orderBy(asc(afterSales.deadlineAt))
      .limit(limit);
  }

  // ---- refunds ----

  async insertRefund(row: typeof refunds.$inferInsert) {
    await this.db.insert(refunds).values(row);
  }

  async lockRefund(refundNo: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.refundNo, refundNo)).for('update');
    return row;
  }

  async getRefund(refundNo: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.refundNo, refundNo));
    return row;
  }

  async latestRefundOf(afterSaleId: number): Promise<RefundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(refunds)
      .where(eq(refunds.afterSaleId, afterSaleId))
      .orderBy(desc(refunds.id))
      .limit(1);
    return row;
  }

  async updateRefund(id: number, change: Partial<typeof refunds.$inferInsert>) {
    await this.db.update(refunds).set(change).where(eq(refunds.id, id));
  }

  /** A payment's refunds at its provider so far (WeChat Pay: at most 50, a minute apart). */
  async providerRefundsOf(paymentId: number) {
    return this.db
      .select({ id: refunds.id, state: refunds.state, requestedAt: refunds.requestedAt })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), isNotNull(refunds.requestedAt)));
  }

  /** Refunds not finished whose job may have been lost (the sweep sends them again). */
  openRefunds(before: Date, limit: number) {
    return this.db
      .select({ refundNo: refunds.refundNo })
      .from(refunds)
      .where(
        and(
          inArray(refunds.state, [refundStateCodes.queued, refundStateCodes.processing]),
          lte(refunds.createdAt, before),
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(limit);
  }

  async paymentOf(paymentId: number) {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  /** Adds to an order's refunded money (the CHECK constraint keeps it within what was paid). */
  async addRefunded(orderId: number, cents: number) {
    const [row] = await this.db
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
      .where(eq(orders.id, orderId))
      .returning({ refundedCents: orders.refundedCents, payCents: orders.payCents });
    return row!;
  }

  /** Requests of an order still open, other than `exceptId`. */
  async otherOpen(orderId: number, exceptId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.orderId, orderId),
          inArray(afterSales.status, openStatusCodes),
          sql`${afterSales.id} <> ${exceptId}`,
        ),
      );
    return row?.n ?? 0;
  }

  /** Requests waiting for the shop (the dashboard's figure): to answer, and returns to receive. */
  async waitingForShop(shopId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.shopId, shopId),
          inArray(afterSales.status, [afterSaleStatusCodes.requested, afterSaleStatusCodes.returning]),
        ),
      );
    return row?.n ?? 0;
  }
}
