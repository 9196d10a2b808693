import { and, arrayOverlaps, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { orderStatusCodes, paymentStatusCodes, payments } from '../../../db/schema/order';
import {
  changeBuyerAccount,
  getBuyerAccount,
  lockBuyerAccount,
  nextNumbers,
  type OrderRow,
  ordersOfBuyer,
  setOrderStatus,
} from '../orders/order-shared.repository';

// Services take the codes from here, not from the schema.
export { orderStatusCodes, paymentStatusCodes } from '../../../db/schema/order';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Payments, and what a payment reads and changes with them in one transaction: the buyer's orders and
 * virtual account (through the query functions the order repository shares, on this repository's own
 * connection or transaction).
 */
export class PaymentRepository {
  constructor(private readonly db: Executor) {}

  transaction<T>(fn: (repo: PaymentRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new PaymentRepository(tx)));
  }

  async insert(values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(values).returning();
    return row!;
  }

  /** A payment by number; with `custId` only the buyer's own. */
  async get(
    payNo: string,
    options: { custId?: number; lock?: boolean } = {},
  ): Promise<PaymentRow | undefined> {
    const where =
      options.custId === undefined
        ? eq(payments.payNo, payNo)
        : and(eq(payments.payNo, payNo), eq(payments.custId, options.custId));
    const query = this.db.select().from(payments).where(where);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  async setStatus(id: number, status: number, paidAt?: Date) {
    await this.db
      .update(payments)
      .set({ status, ...(paidAt ? { paidAt } : {}) })
      .where(eq(payments.id, id));
  }

  /** Marks a pending payment expired; false when it is not pending any more (a notification paid it). */
  async expireIfPending(id: number): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ status: paymentStatusCodes.expired })
      .where(and(eq(payments.id, id), eq(payments.status, paymentStatusCodes.pending)))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** Pending payments of these providers whose time ran out (to be closed at their gateway), oldest first. */
  pendingExpired(providers: string[], now: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, paymentStatusCodes.pending),
          inArray(payments.provider, providers),
          lte(payments.expiresAt, now),
        ),
      )
      .orderBy(payments.expiresAt)
      .limit(limit);
  }

  /** Pending payments of these providers that pay any of these orders. */
  pendingOfOrders(providers: string[], orderNumbers: string[]): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, paymentStatusCodes.pending),
          inArray(payments.provider, providers),
          arrayOverlaps(payments.orderNumbers, orderNumbers),
        ),
      )
      .orderBy(payments.id);
  }

  /** The next value of the payment number sequence. */
  async nextPayNumber(): Promise<number> {
    const [n] = await nextNumbers(this.db, 1, 'pay_number_seq');
    return n!;
  }

  /** A buyer's orders by number (all must be theirs); `lock` keeps them until the payment's transaction ends. */
  orders(custId: number, orderNumbers: string[], options: { lock?: boolean } = {}): Promise<OrderRow[]> {
    return ordersOfBuyer(this.db, custId, orderNumbers, options.lock);
  }

  /** Marks an order paid by a payment, with its timeline event. */
  setOrderPaid(orderId: number, paymentId: number, paidAt: Date) {
    return setOrderStatus(this.db, orderId, orderStatusCodes.paid, '', { paidAt, paymentId });
  }

  getAccount(custId: number) {
    return getBuyerAccount(this.db, custId);
  }

  /** The buyer's account row, created empty when missing, locked for the rest of the transaction. */
  lockAccount(custId: number) {
    return lockBuyerAccount(this.db, custId);
  }

  /** Changes the balance and records why (the CHECK constraints refuse going below 0). */
  changeAccount(custId: number, change: { balanceCents: number; kind: string; ref: string }) {
    return changeBuyerAccount(this.db, custId, change);
  }
}
