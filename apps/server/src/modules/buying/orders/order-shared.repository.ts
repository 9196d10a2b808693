import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shops } from '../../../db/schema/catalog';
import {
  accountEntries,
  buyerAccounts,
  orderEvents,
  orderItems,
  orderShipments,
  orders,
  payments,
} from '../../../db/schema/order';
import { containsFolded, translationContains } from '../../../lib/fold-case';

export type OrderRow = typeof orders.$inferSelect & {
  shopName: string | null;
  shopNameI18n: Record<string, string> | null;
  shopLogoUrl: string | null;
  /** After-sales requests of the order still waiting for someone. */
  openAfterSales: number;
  /** AFTERSALE_WINDOW_DAYS: days after receipt an after-sales request can be made. */
  windowDays: number;
};
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * What every order page shows of its after-sales: the requests still open (read through after_sales_order_idx)
 * and the after-sales window's setting (its default when the database has none).
 */
export const afterSaleColumns = {
  openAfterSales: sql<number>`(select count(*)::int from "after_sales" a
    where a."order_id" = "orders"."id" and a."status" in (1, 2, 3, 4, 6, 7, 8))`,
  windowDays: sql<number>`coalesce((select case when p."value" ~ '^[0-9]{1,2}$' then p."value"::int end
    from "sys_params" p where p."code" = 'AFTERSALE_WINDOW_DAYS'), 15)`,
};

/** Orders with their shop's name and logo (a points order has no shop). */
export function orderSelect(db: Executor) {
  return db
    .select({
      order: orders,
      shopName: shops.shopName,
      shopNameI18n: shops.shopNameI18n,
      shopLogoUrl: shops.logoUrl,
      ...afterSaleColumns,
    })
    .from(orders)
    .leftJoin(shops, eq(shops.id, orders.shopId));
}

export function flatten(
  rows: {
    order: typeof orders.$inferSelect;
    shopName: string | null;
    shopNameI18n: Record<string, string> | null;
    shopLogoUrl: string | null;
    openAfterSales: number;
    windowDays: number;
  }[],
): OrderRow[] {
  return rows.map((r) => ({
    ...r.order,
    shopName: r.shopName,
    shopNameI18n: r.shopNameI18n,
    shopLogoUrl: r.shopLogoUrl,
    openAfterSales: Number(r.openAfterSales),
    windowDays: Number(r.windowDays),
  }));
}

/*
 * Reads and writes that orders and payments both make, as functions of a connection or transaction: each
 * repository calls them on its own executor, neither wraps the other.
 */

/** Orders of a buyer by number, in id order; `lock` (payment) keeps them until the transaction ends. */
export async function ordersOfBuyer(
  db: Executor,
  custId: number,
  orderNumbers: string[],
  lock = false,
): Promise<OrderRow[]> {
  const query = orderSelect(db)
    .where(and(eq(orders.buyCustId, custId), inArray(orders.orderNumber, orderNumbers)))
    .orderBy(asc(orders.id));
  return flatten(lock ? await query.for('update', { of: orders }) : await query);
}

/** Next values of a sequence, one per order (or payment) to number. */
export async function nextNumbers(
  db: Executor,
  n: number,
  sequence: 'order_number_seq' | 'pay_number_seq' | 'after_sale_number_seq' | 'refund_number_seq',
): Promise<number[]> {
  const result = await db.execute<{ n: string }>(
    sql`select nextval(${sequence}::regclass)::text as n from generate_series(1, ${n})`,
  );
  return result.rows.map((r) => Number(r.n));
}

/**
 * Sets an order's status and records the change in its timeline: `note` as written (a buyer's reason), or
 * `noteKey`, a server message the timeline shows in the reader's language.
 */
export async function setOrderStatus(
  db: Executor,
  orderId: number,
  status: number,
  note: string | { key: string } = '',
  extra: Partial<NewOrder> = {},
) {
  await db
    .update(orders)
    .set({ status, ...extra })
    .where(eq(orders.id, orderId));
  await db
    .insert(orderEvents)
    .values(
      typeof note === 'string' ? { orderId, status, note } : { orderId, status, note: '', noteKey: note.key },
    );
}

/** The buyer's account row, created empty when missing, locked for the rest of the transaction. */
export async function lockBuyerAccount(db: Executor, custId: number) {
  await db.insert(buyerAccounts).values({ custId }).onConflictDoNothing();
  const [row] = await db.select().from(buyerAccounts).where(eq(buyerAccounts.custId, custId)).for('update');
  return row!;
}

export async function getBuyerAccount(db: Executor, custId: number) {
  const [row] = await db.select().from(buyerAccounts).where(eq(buyerAccounts.custId, custId));
  return row ?? { custId, balanceCents: 0, points: 0 };
}

/** Changes balance and points and records why (the CHECK constraints refuse going below 0). */
export async function changeBuyerAccount(
  db: Executor,
  custId: number,
  change: { balanceCents?: number; points?: number; kind: string; ref: string },
) {
  await db
    .update(buyerAccounts)
    .set({
      balanceCents: sql`${buyerAccounts.balanceCents} + ${change.balanceCents ?? 0}`,
      points: sql`${buyerAccounts.points} + ${change.points ?? 0}`,
      updatedAt: new Date(),
    })
    .where(eq(buyerAccounts.custId, custId));
  await db.insert(accountEntries).values({
    custId,
    kind: change.kind,
    balanceCents: change.balanceCents ?? 0,
    points: change.points ?? 0,
    ref: change.ref,
  });
}

/** The lines of these orders, in id order (the order pages of the buyer and of the shop). */
export function itemsOfOrders(db: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** An order's timeline, oldest first. */
export function eventsOfOrder(db: Executor, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function paymentById(db: Executor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** The shipments of these orders, oldest first. */
export function shipmentsOfOrders(db: Executor, orderIds: number[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, orderIds))
    .orderBy(asc(orderShipments.id));
}

/**
 * The order has a line whose name holds `key`: the name the buyer reads (Chinese, or its translation in any
 * language), in any case. The buyer's order search and the shop's both filter by it.
 */
export function hasLineNamed(db: Executor, key: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orders.id),
          or(containsFolded(orderItems.title, key), translationContains(orderItems.titleI18n, key)),
        ),
      ),
  );
}
