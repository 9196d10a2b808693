import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { pointsGoods, products } from '../../../db/schema/catalog';
import {
  cartItems,
  orderEvents,
  orderItems,
  orderStatusCodes,
  orderSubmissions,
  orders,
  shopShippingRules,
} from '../../../db/schema/order';
import { trimDecimal } from '../../../lib/localized';
import { BuyableRepository } from '../cart/buyable.repository';

import {
  changeBuyerAccount,
  eventsOfOrder,
  flatten,
  getBuyerAccount,
  hasLineNamed,
  itemsOfOrders,
  lockBuyerAccount,
  type NewOrder,
  type NewOrderItem,
  nextNumbers,
  type OrderItemRow,
  type OrderRow,
  orderSelect,
  paymentById,
  setOrderStatus,
  shipmentsOfOrders,
} from './order-shared.repository';

// Services take the codes from here, not from the schema.
export { type OrderInvoice, orderStatusCodes } from '../../../db/schema/order';
export type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from './order-shared.repository';

export interface OrderFilter {
  custId: number;
  status?: number;
  searchkey?: string;
}

/**
 * Orders, their lines, events and idempotency records, plus the stock, cart and points changes that must
 * happen in the same transaction as placing or cancelling an order. Every read of an order is scoped to
 * its buyer (or, for the chat picker, its seller).
 */
export class OrderRepository {
  constructor(private readonly db: Executor) {}

  /** Runs `fn` in one transaction with this repository and the products' one (checkout locks them) bound to it. */
  transaction<T>(
    fn: (repo: OrderRepository, other: { buyable: BuyableRepository }) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new OrderRepository(tx), { buyable: new BuyableRepository(tx) }),
    );
  }

  // ---- idempotency ----

  async findSubmission(userId: number, key: string) {
    const [row] = await this.db
      .select()
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.userId, userId), eq(orderSubmissions.idempotencyKey, key)));
    return row;
  }

  /**
   * Claims an idempotency key; null when it is taken. Under PostgreSQL a concurrent claim of the same key
   * waits here for the first transaction and then sees its row, so only one submit ever proceeds.
   */
  async claimSubmission(userId: number, key: string): Promise<number | null> {
    const [row] = await this.db
      .insert(orderSubmissions)
      .values({ userId, idempotencyKey: key, orderNumbers: [] })
      .onConflictDoNothing()
      .returning({ id: orderSubmissions.id });
    return row?.id ?? null;
  }

  async finishSubmission(id: number, orderNumbers: string[], payCents: number, pointsSpent = 0) {
    await this.db
      .update(orderSubmissions)
      .set({ orderNumbers, payCents, pointsSpent })
      .where(eq(orderSubmissions.id, id));
  }

  // ---- cart and stock (inside the submit transaction) ----

  /** The user's selected cart lines, locked so a concurrent change waits for the order. */
  selectedCartLines(userId: number) {
    return this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
      .for('update');
  }

  async deleteCartLines(userId: number, ids: number[]) {
    if (ids.length === 0) return;
    await this.db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  }

  async shippingRules(shopIds: number[]) {
    if (shopIds.length === 0) return [];
    return this.db.select().from(shopShippingRules).where(inArray(shopShippingRules.shopId, shopIds));
  }

  /**
   * Moves a product's stock (and its style's, kept inside the product's styles JSON) by `delta`, a signed
   * decimal string. Callers hold the row lock and have checked the stock; the condition is a last guard.
   */
  async moveStock(productId: number, styleId: number, delta: string): Promise<boolean> {
    const styles = styleId
      ? sql`(select coalesce(jsonb_agg(case when (s->>'styleId')::int = ${styleId}
              then jsonb_set(s, '{stock}', to_jsonb(trim_scale((s->>'stock')::numeric + ${delta}::numeric)::text))
              else s end order by i), '[]'::jsonb)
            from jsonb_array_elements(${products.styles}) with ordinality as e(s, i))`
      : sql`${products.styles}`;
    const styleGuard = styleId
      ? sql`exists (select 1 from jsonb_array_elements(${products.styles}) s
            where (s->>'styleId')::int = ${styleId} and (s->>'stock')::numeric + ${delta}::numeric >= 0)`
      : sql`true`;
    const rows = await this.db
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}::numeric`, styles })
      .where(and(eq(products.id, productId), sql`${products.stock} + ${delta}::numeric >= 0`, styleGuard))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** Takes points goods stock; false when not enough is left. */
  async takePointsGoods(goodsId: number, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(pointsGoods)
      .set({ stock: sql`${pointsGoods.stock} - ${quantity}` })
      .where(and(eq(pointsGoods.id, goodsId), sql`${pointsGoods.stock} >= ${quantity}`))
      .returning({ id: pointsGoods.id });
    return rows.length > 0;
  }

  async getPointsGoods(goodsId: number) {
    const [row] = await this.db.select().from(pointsGoods).where(eq(pointsGoods.id, goodsId));
    return row;
  }

  // ---- buyer accounts ----

  /** The buyer's account row, created empty when missing, locked for the rest of the transaction. */
  lockAccount(custId: number) {
    return lockBuyerAccount(this.db, custId);
  }

  getAccount(custId: number) {
    return getBuyerAccount(this.db, custId);
  }

  /** Changes balance and points and records why (the CHECK constraints refuse going below 0). */
  changeAccount(
    custId: number,
    change: { balanceCents?: number; points?: number; kind: string; ref: string },
  ) {
    return changeBuyerAccount(this.db, custId, change);
  }

  // ---- orders ----

  /** Next values of the order number sequence, one per order. */
  nextOrderNumbers(n: number): Promise<number[]> {
    return nextNumbers(this.db, n, 'order_number_seq');
  }

  async insertOrder(order: NewOrder, items: NewOrderItem[], event: { status: number; note?: string }) {
    const [row] = await this.db.insert(orders).values(order).returning({ id: orders.id });
    const orderId = row!.id;
    await this.db.insert(orderItems).values(items.map((i) => ({ ...i, orderId })));
    await this.db.insert(orderEvents).values({
      orderId,
      status: event.status,
      note: event.note ?? '',
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    });
    return orderId;
  }

  /** One order of a buyer; `lock` for a status change. */
  async getOrder(custId: number, orderNumber: string, lock = false): Promise<OrderRow | undefined> {
    const query = orderSelect(this.db).where(
      and(eq(orders.buyCustId, custId), eq(orders.orderNumber, orderNumber)),
    );
    const rows = lock ? await query.for('update', { of: orders }) : await query;
    return flatten(rows)[0];
  }

  /** One order its customer bought or sold (a chat order card): another customer's answers like a missing one. */
  async getOrderOfParty(custId: number, orderNumber: string): Promise<OrderRow | undefined> {
    const rows = await orderSelect(this.db).where(
      and(
        eq(orders.orderNumber, orderNumber),
        or(eq(orders.buyCustId, custId), eq(orders.sellCustId, custId)),
      ),
    );
    return flatten(rows)[0];
  }

  /** Lines among `itemIds` of the order numbered `orderNumber` (the others are not read). */
  itemsOfOrderNumber(orderNumber: string, itemIds: number[]): Promise<OrderItemRow[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.orderNumber, orderNumber), inArray(orderItems.id, itemIds)))
      .then((rows) => rows.map((r) => r.item));
  }

  itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
    return itemsOfOrders(this.db, orderIds);
  }

  eventsOf(orderId: number) {
    return eventsOfOrder(this.db, orderId);
  }

  paymentOf(paymentId: number) {
    return paymentById(this.db, paymentId);
  }

  shipmentsOf(orderIds: number[]) {
    return shipmentsOfOrders(this.db, orderIds);
  }

  setStatus(
    orderId: number,
    status: number,
    note: string | { key: string } = '',
    extra: Partial<NewOrder> = {},
  ) {
    return setOrderStatus(this.db, orderId, status, note, extra);
  }

  /**
   * Cancels an unpaid order the caller has locked and puts its reserved stock back: the buyer's cancel and
   * the expiry of its payment period.
   */
  async cancelAndRestock(orderId: number, note: string | { key: string }, cancelReason: string) {
    await this.setStatus(orderId, orderStatusCodes.cancelled, note, { cancelReason });
    const items = await this.itemsOf([orderId]);
    // In product id order, like the submit's locks, so a cancel and a submit never deadlock.
    items.sort((a, b) => a.productId - b.productId || a.styleId - b.styleId);
    for (const item of items) {
      // A product deleted since keeps nothing to return to; its update simply matches no row.
      await this.moveStock(item.productId, item.styleId, trimDecimal(item.quantity));
    }
  }

  async setPointsTakenBack(orderId: number, points: number) {
    await this.db.update(orders).set({ pointsTakenBack: points }).where(eq(orders.id, orderId));
  }

  /**
   * Completes a shipped order the caller has locked (the buyer's confirmation, or the automatic one): its
   * receipt time starts the after-sales window, and it earns `pointsPerYuan` points a yuan of what it paid and
   * kept (refunds before receipt earn nothing).
   */
  async complete(
    order: {
      id: number;
      orderNumber: string;
      buyCustId: number;
      payCents: number;
      refundedCents: number;
      payKind: number;
    },
    note: string | { key: string },
    pointsPerYuan: number,
    now: Date,
  ) {
    const points =
      order.payKind === 1
        ? Math.floor(Math.max(0, order.payCents - order.refundedCents) / 100) * pointsPerYuan
        : 0;
    await this.setStatus(order.id, orderStatusCodes.completed, note, {
      completedAt: now,
      pointsEarned: points,
    });
    if (points > 0) {
      await this.lockAccount(order.buyCustId);
      await this.changeAccount(order.buyCustId, { points, kind: 'earn', ref: order.orderNumber });
    }
  }

  /** Shipped money orders shipped before `cutoff` with no after-sales request open (the automatic receipt). */
  shippedBefore(cutoff: Date, limit: number): Promise<{ id: number }[]> {
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, orderStatusCodes.shipped),
          lt(orders.shippedAt, cutoff),
          sql`not exists (select 1 from "after_sales" a where a."order_id" = ${orders.id} and a."status" in (1, 2, 3, 4, 6, 7, 8))`,
        ),
      )
      .orderBy(asc(orders.shippedAt))
      .limit(limit);
  }

  /** Unpaid money orders placed before `cutoff`, oldest first (the expiry's next batch). */
  unpaidPlacedBefore(cutoff: Date, limit: number): Promise<{ id: number; orderNumber: string }[]> {
    return this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          eq(orders.status, orderStatusCodes.pendingPayment),
          eq(orders.payKind, 1), // money: points orders are paid when placed
          lt(orders.createdAt, cutoff),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
  }

  /** One order by id, locked for a status change. */
  async lockOrder(orderId: number): Promise<typeof orders.$inferSelect | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** The unpaid money orders a buyer holds and the units on them (the checkout's limits). */
  async unpaidHeld(custId: number): Promise<{ orders: number; units: string }> {
    const [row] = await this.db
      .select({
        orders: sql<number>`count(distinct ${orders.id})::int`,
        units: sql<string>`coalesce(sum(${orderItems.quantity}), 0)::text`,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.buyCustId, custId),
          eq(orders.status, orderStatusCodes.pendingPayment),
          eq(orders.payKind, 1),
        ),
      );
    return { orders: row?.orders ?? 0, units: row?.units ?? '0' };
  }

  private filterWhere(filter: OrderFilter): SQL {
    const parts: SQL[] = [eq(orders.buyCustId, filter.custId)];
    if (filter.status !== undefined) parts.push(eq(orders.status, filter.status));
    const key = filter.searchkey?.trim();
    if (key) {
      const titleMatch = hasLineNamed(this.db, key);
      parts.push(
        /^\d+$/.test(key) ? sql`(${orders.orderNumber} like ${`${key}%`} or ${titleMatch})` : titleMatch,
      );
    }
    return and(...parts)!;
  }

  async findOrders(filter: OrderFilter, offset: number, limit: number) {
    const where = this.filterWhere(filter);
    const [rows, [total]] = await Promise.all([
      orderSelect(this.db)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows: flatten(rows), total: total?.n ?? 0 };
  }

  /** The invoice of the buyer's latest order that asked for one (of a given type, or any). */
  async lastInvoice(custId: number, type?: 'normal' | 'vat') {
    const [row] = await this.db
      .select({ invoice: orders.invoice })
      .from(orders)
      .where(
        and(
          eq(orders.buyCustId, custId),
          type ? sql`${orders.invoice}->>'type' = ${type}` : sql`${orders.invoice}->>'type' <> 'none'`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return row?.invoice ?? null;
  }

  statusCounts(custId: number) {
    return this.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.buyCustId, custId))
      .groupBy(orders.status);
  }

  /** The chat order picker: orders between a buyer and (optionally) a seller. */
  async findChatOrders(where: { buyCustId?: number; sellCustId?: number }, offset: number, limit: number) {
    const parts: SQL[] = [sql`true`];
    if (where.buyCustId !== undefined) parts.push(eq(orders.buyCustId, where.buyCustId));
    if (where.sellCustId !== undefined) parts.push(eq(orders.sellCustId, where.sellCustId));
    const condition = and(...parts)!;
    const [rows, [total]] = await Promise.all([
      orderSelect(this.db)
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(orders).where(condition),
    ]);
    return { rows: flatten(rows), total: total?.n ?? 0 };
  }
}
