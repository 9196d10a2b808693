import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema/order';
import { OrderRepository, type Tx } from '../orders/order.repository';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Payments. A payment changes orders and the buyer's account in the same transaction, so this repository
 * hands out the order repository bound to its transaction (`orders`) instead of going through a service.
 */
export class PaymentRepository {
  readonly orders: OrderRepository;

  constructor(private readonly db: Db | Tx) {
    this.orders = new OrderRepository(db);
  }

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
}
