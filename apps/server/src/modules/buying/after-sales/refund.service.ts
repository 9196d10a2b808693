import { toQuantityUnits } from '@mall/contracts';
import type { JobQueue, RunningJob } from '../../../lib/jobs/job-queue';
import { trimDecimal } from '../../../lib/localized';
import type { OrderRepository } from '../orders/order.repository';
import { orderStatusCodes } from '../orders/order.repository';
import { datePart } from '../orders/order-summary';
import { GatewayError, type GatewayRefundState } from '../payments/gateways/gateway';
import type { GatewaySettlement, PaymentLog } from '../payments/payment-settlement';
import {
  type AfterSaleRepository,
  afterSaleStatusCodes,
  type RefundRow,
  refundStateCodes,
} from './after-sale.repository';

/** The refund queue's job (docs/jobs.md). */
export const refundJob = 'refunds.run';
/** Tries of one refund's job before it is failed for good (30 s, doubling: about half an hour in all). */
export const refundRetryLimit = 6;

/** WeChat Pay's rules for partial refunds of one payment: at most 50, at least a minute apart. */
export const wechatRefundRules = { maxPerPayment: 50, minSecondsApart: 60 } as const;

/** What happens beside the money once a refund has succeeded (the invoices marked for reversal). */
export type RefundedHook = (orderIds: number[]) => Promise<void>;

/**
 * Money back through the way an order was paid. A refund row is written in the transaction that decides it
 * (with its number, made once: every retry reuses it, so a provider takes one refund however often it is
 * asked); the `refunds.run` job then moves the money: the balance in one transaction with everything that
 * comes with the refund, a gateway by its refund call, final once its notification or its query says so.
 */
export class RefundService {
  private refunded?: RefundedHook;

  constructor(
    private readonly repo: AfterSaleRepository,
    private readonly settlement: GatewaySettlement,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
    private readonly log: PaymentLog,
    /** Where WeChat Pay posts a refund's result (the payment notification's address). */
    private readonly notifyUrl: (code: string) => string,
  ) {
    settlement.onRefundNotice((code, notice) => this.notice(code, notice));
  }

  /** Called after each successful refund (the invoices module marks issued invoices for reversal). */
  onRefunded(hook: RefundedHook) {
    this.refunded = hook;
  }

  /**
   * Writes a queued refund of `amountCents` for a request (inside the caller's transaction, the request and
   * its order locked). Answers its number: the caller sends it to the queue once the transaction is done.
   */
  async create(
    repo: AfterSaleRepository,
    request: { id: number; orderId: number; buyCustId: number },
    order: { paymentId: number | null; payCents: number },
    amountCents: number,
  ): Promise<string> {
    const payment = order.paymentId ? await repo.paymentOf(order.paymentId) : undefined;
    const now = this.now();
    const refundNo = `R${datePart(now)}${String(await repo.nextNumber('refund_number_seq')).padStart(10, '0')}`;
    await repo.insertRefund({
      refundNo,
      afterSaleId: request.id,
      orderId: request.orderId,
      custId: request.buyCustId,
      paymentId: payment?.id ?? null,
      // An order paid before payments were recorded (the demo's past orders): back to the balance.
      provider: payment?.provider ?? 'virtual',
      amountCents,
      totalCents: payment?.amountCents ?? order.payCents,
      state: refundStateCodes.queued,
      createdAt: now,
    });
    return refundNo;
  }

  /** Puts a refund on the queue (after the transaction that wrote it). */
  async send(refundNo: string, startAfter?: Date) {
    await this.jobs.send(refundJob, { refundNo }, startAfter ? { startAfter } : {});
  }

  /** The job: moves the money of one refund, or learns where it stands. Idempotent by refund number. */
  async run(refundNo: string, job: Pick<RunningJob, 'retryCount'>): Promise<object> {
    const refund = await this.repo.getRefund(refundNo);
    if (!refund) return { skipped: 'unknown refund' };
    if (refund.state === refundStateCodes.succeeded || refund.state === refundStateCodes.failed)
      return { skipped: 'finished' };
    if (refund.provider === 'virtual' || refund.provider === 'sandbox_qr') {
      // The balance moves in the transaction that finishes the refund; a sandbox payment moved no money.
      await this.succeed(refundNo, '');
      return { state: 'succeeded' };
    }
    const gateway = this.settlement.gateway(refund.provider);
    if (!gateway) {
      await this.fail(refundNo, `${refund.provider} is not configured`);
      return { state: 'failed' };
    }
    const payment = refund.paymentId ? await this.repo.paymentOf(refund.paymentId) : undefined;
    if (!payment) {
      await this.fail(refundNo, 'the payment is missing');
      return { state: 'failed' };
    }
    try {
      if (refund.requestedAt) {
        // Asked before (a retry, a job that died, a refund under way): the gateway says where it stands.
        const state = await gateway.queryRefund(payment.payNo, refundNo);
        if (state.state !== 'none') return this.apply(refund, state);
      }
      if (refund.provider === 'wechat') {
        const earlier = (await this.repo.providerRefundsOf(payment.id)).filter((r) => r.id !== refund.id);
        if (earlier.length >= wechatRefundRules.maxPerPayment) {
          await this.fail(
            refundNo,
            `WeChat Pay takes at most ${wechatRefundRules.maxPerPayment} refunds a payment`,
          );
          return { state: 'failed' };
        }
        const last = Math.max(0, ...earlier.map((r) => r.requestedAt?.getTime() ?? 0));
        const wait = last + wechatRefundRules.minSecondsApart * 1000 - this.now().getTime();
        if (wait > 0) {
          await this.send(refundNo, new Date(this.now().getTime() + wait));
          return { state: 'waiting', seconds: Math.ceil(wait / 1000) };
        }
      }
      await this.repo.updateRefund(refund.id, {
        requestedAt: refund.requestedAt ?? this.now(),
        attempts: refund.attempts + 1,
      });
      await gateway.refund({
        payNo: payment.payNo,
        refundNo,
        amountCents: refund.amountCents,
        totalCents: refund.totalCents,
        reason: 'after-sales refund',
        notifyUrl: this.notifyUrl(refund.provider),
      });
      // Taken: the final word is the query (Alipay answers at once) or WeChat Pay's notification.
      const state = await gateway.queryRefund(payment.payNo, refundNo).catch(
        (): GatewayRefundState => ({
          refundNo,
          state: 'processing',
          amountCents: Number.NaN,
          refundId: '',
        }),
      );
      return this.apply(refund, state.state === 'none' ? { ...state, state: 'processing' } : state);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await this.repo.updateRefund(refund.id, { lastError: error.message.slice(0, 300) });
      if (error.final || job.retryCount >= refundRetryLimit) {
        this.log.error({ refundNo, err: error }, 'refund failed for good');
        await this.fail(refundNo, error.message);
        return { state: 'failed' };
      }
      this.log.warn({ refundNo, err: error }, 'refund: gateway error, retried');
      throw error;
    }
  }

  /** What the gateway said of the refund. */
  private async apply(refund: RefundRow, state: GatewayRefundState): Promise<object> {
    if (state.state === 'success') {
      if (Number.isFinite(state.amountCents) && state.amountCents !== refund.amountCents) {
        await this.fail(
          refund.refundNo,
          `the gateway refunded ${state.amountCents}, not ${refund.amountCents}`,
        );
        return { state: 'failed' };
      }
      await this.succeed(refund.refundNo, state.refundId);
      return { state: 'succeeded' };
    }
    if (state.state === 'failed') {
      await this.fail(refund.refundNo, 'the gateway closed the refund');
      return { state: 'failed' };
    }
    await this.repo.updateRefund(refund.id, { state: refundStateCodes.processing });
    // Asked again in a minute unless the notification comes first (which finds it finished then).
    await this.send(refund.refundNo, new Date(this.now().getTime() + 60_000));
    return { state: 'processing' };
  }

  /** A refund notification (WeChat Pay): taken when it names one of our refunds of that payment. */
  private async notice(code: string, notice: GatewayRefundState & { payNo: string }): Promise<boolean> {
    const refund = await this.repo.getRefund(notice.refundNo);
    if (!refund || refund.provider !== code) return false;
    const payment = refund.paymentId ? await this.repo.paymentOf(refund.paymentId) : undefined;
    if (!payment || payment.payNo !== notice.payNo) return false;
    if (refund.state === refundStateCodes.succeeded || refund.state === refundStateCodes.failed) return true;
    if (notice.state === 'processing' || notice.state === 'none') return true;
    await this.apply(refund, notice);
    return true;
  }

  /**
   * The refund succeeded: in one transaction, the balance (a balance refund), the order's refunded money, the
   * request refunded, the points the refunded money had earned taken back, the stock of units that never
   * left, and the order closed when nothing is left of it. A second call finds it succeeded and does nothing.
   */
  async succeed(refundNo: string, providerRefundId: string) {
    const orderId = await this.repo.transaction(async (repo, { orders }) => {
      const refund = await repo.lockRefund(refundNo);
      if (!refund || refund.state === refundStateCodes.succeeded) return null;
      const order = await orders.lockOrder(refund.orderId);
      if (!order) return null;
      const now = this.now();
      if (refund.provider === 'virtual') {
        await orders.lockAccount(refund.custId);
        await orders.changeAccount(refund.custId, {
          balanceCents: refund.amountCents,
          kind: 'refund',
          ref: refundNo,
        });
      }
      await repo.updateRefund(refund.id, {
        state: refundStateCodes.succeeded,
        succeededAt: now,
        providerRefundId,
        lastError: '',
      });
      const totals = await repo.addRefunded(order.id, refund.amountCents);
      await this.takeBackPoints(orders, order, totals.refundedCents);
      if (refund.afterSaleId) {
        const request = await repo.getById(refund.afterSaleId, true);
        if (request) {
          await repo.update(
            request.id,
            { status: afterSaleStatusCodes.refunded, deadlineAt: null, finishedAt: now },
            now,
          );
          await repo.addEvent(request.id, afterSaleStatusCodes.refunded, 'system', {
            noteKey: 'afterSale.note.refunded',
            data: { refundNo, amount: refund.amountCents },
          });
          await this.restockUnshipped(repo, orders, request);
        }
      }
      await this.closeIfNothingLeft(repo, orders, order.id);
      return order.id;
    });
    if (orderId !== null && this.refunded) {
      try {
        await this.refunded([orderId]);
      } catch (error) {
        this.log.error({ refundNo, err: error }, 'refund: the after-refund step failed');
      }
    }
  }

  /** The refund failed for good: the request stays refunding, with the reason for the merchant and the buyer. */
  async fail(refundNo: string, reason: string) {
    await this.repo.transaction(async (repo) => {
      const refund = await repo.lockRefund(refundNo);
      if (!refund || refund.state === refundStateCodes.succeeded || refund.state === refundStateCodes.failed)
        return;
      await repo.updateRefund(refund.id, { state: refundStateCodes.failed, lastError: reason.slice(0, 300) });
      if (refund.afterSaleId)
        await repo.addEvent(refund.afterSaleId, afterSaleStatusCodes.refunding, 'system', {
          noteKey: 'afterSale.note.refundFailed',
          data: { refundNo, error: reason.slice(0, 200) },
        });
    });
  }

  /** Points the order earned, in proportion to what is refunded now (never below the buyer's points). */
  private async takeBackPoints(
    orders: OrderRepository,
    order: {
      id: number;
      orderNumber: string;
      buyCustId: number;
      pointsEarned: number;
      pointsTakenBack: number;
      payCents: number;
    },
    refundedCents: number,
  ) {
    if (order.pointsEarned <= 0 || order.payCents <= 0) return;
    const due = Math.floor((order.pointsEarned * Math.min(refundedCents, order.payCents)) / order.payCents);
    const more = due - order.pointsTakenBack;
    if (more <= 0) return;
    const account = await orders.lockAccount(order.buyCustId);
    const take = Math.min(more, account.points);
    if (take > 0)
      await orders.changeAccount(order.buyCustId, {
        points: -take,
        kind: 'takeback',
        ref: order.orderNumber,
      });
    await orders.setPointsTakenBack(order.id, order.pointsTakenBack + more);
  }

  /** A refund only of units not shipped: their stock goes back (they never left the warehouse). */
  private async restockUnshipped(
    repo: AfterSaleRepository,
    orders: OrderRepository,
    request: { id: number; kind: number; stockReturned: boolean },
  ) {
    if (request.kind !== 1 || request.stockReturned) return;
    const [first] = await repo.eventsOf(request.id);
    if (Number(first?.data.orderStatus) !== orderStatusCodes.paid) return;
    const lines = await repo.itemsOf([request.id]);
    lines.sort((a, b) => a.item.productId - b.item.productId || a.item.styleId - b.item.styleId);
    for (const { line, item } of lines)
      await orders.moveStock(item.productId, item.styleId, trimDecimal(line.quantity));
    await repo.update(request.id, { stockReturned: true }, this.now());
  }

  /**
   * Everything paid came back: the order is closed. A paid order whose units are all shipped or refunded is
   * shipped (nothing is left to ship).
   */
  private async closeIfNothingLeft(repo: AfterSaleRepository, orders: OrderRepository, orderId: number) {
    const order = await orders.lockOrder(orderId);
    if (!order || order.status === orderStatusCodes.cancelled) return;
    if (order.refundedCents >= order.payCents) {
      await orders.setStatus(order.id, orderStatusCodes.cancelled, { key: 'order.note.refundedInFull' });
      return;
    }
    if (order.status !== orderStatusCodes.paid) return;
    const [items, shipments, refundOnly] = await Promise.all([
      orders.itemsOf([orderId]),
      orders.shipmentsOf([orderId]),
      repo.refundOnlyUnits([orderId]),
    ]);
    if (shipments.length === 0) return;
    const units = (q: string) => toQuantityUnits(q) ?? 0n;
    const done = items.every((item) => {
      const shipped = shipments.flatMap((s) => s.lines).filter((l) => l.itemId === item.id);
      const refunded = refundOnly.filter((l) => l.itemId === item.id);
      const sum = [...shipped, ...refunded].reduce((n, l) => n + units(l.quantity), 0n);
      return sum >= units(item.quantity);
    });
    if (done) await orders.setStatus(order.id, orderStatusCodes.shipped, '', { shippedAt: this.now() });
  }
}
