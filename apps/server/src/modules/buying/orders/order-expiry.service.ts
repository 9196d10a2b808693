import { limits } from '@mall/contracts';
import type { GatewaySettlement } from '../payments/payment-settlement';
import { type OrderRepository, orderStatusCodes } from './order.repository';
import { payDeadline } from './order-summary';

/** Orders looked at per batch; a run takes a few batches at most, the next run (a minute later) the rest. */
const batchSize = 100;
const batchesPerRun = 10;

/**
 * The end of an unpaid order's payment period (limits.orderPayHours after it was placed): the order is
 * cancelled and its reserved stock goes back on sale. Run by the `orders.expire-unpaid` job (docs/jobs.md).
 * Running it twice, or on two server copies at once, cancels each order once: every order is cancelled
 * under its row lock, and only while it is still unpaid and past its deadline.
 */
export class OrderExpiryService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly payments: Pick<GatewaySettlement, 'settleOpenPaymentsOf'>,
    private readonly now: () => Date,
  ) {}

  /** Cancels the unpaid orders whose payment period is over; answers how many it cancelled. */
  async expireDue(): Promise<number> {
    let cancelled = 0;
    for (let batch = 0; batch < batchesPerRun; batch++) {
      const cutoff = new Date(this.now().getTime() - limits.orderPayHours * 3_600_000);
      const due = await this.repo.unpaidPlacedBefore(cutoff, batchSize);
      if (due.length === 0) break;
      // A gateway trade may have been paid in its last moment: ask first, so a paid order is not cancelled.
      await this.payments.settleOpenPaymentsOf(due.map((order) => order.orderNumber));
      let cancelledNow = 0;
      for (const order of due) if (await this.expire(order.id)) cancelledNow++;
      cancelled += cancelledNow;
      // Nothing left that this run could cancel (the rest was paid meanwhile, or the batch was the last).
      if (cancelledNow === 0 || due.length < batchSize) break;
    }
    return cancelled;
  }

  private expire(orderId: number): Promise<boolean> {
    return this.repo.transaction(async (repo) => {
      const row = await repo.lockOrder(orderId);
      // Paid, cancelled by the buyer or by another copy since it was listed: nothing to do.
      if (row?.status !== orderStatusCodes.pendingPayment) return false;
      if (payDeadline(row.createdAt) > this.now()) return false;
      await repo.cancelAndRestock(row.id, { key: 'order.note.payExpired' }, '');
      return true;
    });
  }
}
