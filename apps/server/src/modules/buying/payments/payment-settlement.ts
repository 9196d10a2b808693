import { centsToYuan, ErrorCode, type GatewayProvider as GatewayCode } from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import type { OrderRow } from '../orders/order.repository';
import {
  GatewayError,
  type GatewayRefundState,
  type GatewayTrade,
  type NotifyRequest,
  type PaymentGateway,
} from './gateways/gateway';
import {
  orderStatusCodes,
  type PaymentRepository,
  type PaymentRow,
  paymentStatusCodes,
} from './payment.repository';

/** Where gateway failures and refused notifications are reported (the app's logger). */
export interface PaymentLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'pay.notFound');

/** Marks the orders of a payment paid. */
export async function markOrdersPaid(
  repo: PaymentRepository,
  rows: OrderRow[],
  paymentId: number,
  now: Date,
) {
  for (const order of rows) {
    await repo.setOrderPaid(order.id, paymentId, now);
  }
}

/**
 * What the gateways say of their trades: notifications, status queries and the close of expired trades,
 * and refunds. PaymentService starts the payments.
 */
export class GatewaySettlement {
  constructor(
    private readonly repo: PaymentRepository,
    private readonly gateways: ReadonlyMap<GatewayCode, PaymentGateway>,
    private readonly now: () => Date,
    private readonly log: PaymentLog,
  ) {}

  /**
   * A gateway's asynchronous notification: the signature is checked by the gateway, then the trade against
   * our payment (same gateway, same amount). Answers whether it was taken (the gateway stops sending) in
   * the gateway's format; a replay of a taken notification is taken again and pays nothing more.
   */
  async notify(code: string, request: NotifyRequest) {
    const gateway = this.gateways.get(code as GatewayCode);
    if (!gateway) throw notFound();
    const notice = gateway.verifyNotification(request);
    if (!notice.ok) {
      this.log.warn({ gateway: code, reason: notice.reason }, 'payment gateway: notification refused');
      return gateway.reply(false);
    }
    if (notice.refund) {
      // A refund's result (WeChat Pay's REFUND.*): the refunds of after-sales take it (idempotently).
      const taken = this.refundListener ? await this.refundListener(gateway.code, notice.refund) : false;
      return gateway.reply(taken);
    }
    return gateway.reply(await this.applyTrade(gateway, notice.trade));
  }

  /** Who takes refund notifications (the after-sales refunds); answers whether it was taken. */
  private refundListener?: (
    code: GatewayCode,
    refund: GatewayRefundState & { payNo: string },
  ) => Promise<boolean>;

  onRefundNotice(
    listener: (code: GatewayCode, refund: GatewayRefundState & { payNo: string }) => Promise<boolean>,
  ) {
    this.refundListener = listener;
  }

  /** The configured gateways, by code (the refunds call them). */
  gateway(code: string): PaymentGateway | undefined {
    return this.gateways.get(code as GatewayCode);
  }

  /**
   * Records what a gateway says of a trade; answers false when it does not match our payment (nothing
   * changes). A trade paid after we closed its payment (or after its orders were paid another way) is
   * refunded at the gateway: the buyer's money is not kept for orders it did not pay.
   */
  private async applyTrade(gateway: PaymentGateway, trade: GatewayTrade): Promise<boolean> {
    const outcome = await this.repo.transaction(async (repo) => {
      const payment = await repo.get(trade.payNo, { lock: true });
      if (!payment || payment.provider !== gateway.code)
        return { taken: false, reason: 'unknown trade' } as const;
      if (trade.state !== 'paid') {
        if (trade.state === 'closed') await repo.expireIfPending(payment.id);
        return { taken: true } as const;
      }
      if (trade.amountCents !== payment.amountCents)
        return { taken: false, reason: `amount ${trade.amountCents} is not ${payment.amountCents}` } as const;
      if (payment.status === paymentStatusCodes.paid) return { taken: true } as const;
      const rows = await repo.orders(payment.custId, payment.orderNumbers, { lock: true });
      const payable =
        payment.status === paymentStatusCodes.pending &&
        rows.length === payment.orderNumbers.length &&
        rows.every((r) => r.status === orderStatusCodes.pendingPayment);
      if (!payable) {
        await repo.expireIfPending(payment.id);
        return { taken: true, refund: payment } as const;
      }
      const now = this.now();
      await repo.setStatus(payment.id, paymentStatusCodes.paid, now);
      await markOrdersPaid(repo, rows, payment.id, now);
      return { taken: true } as const;
    });
    if ('reason' in outcome) {
      this.log.error(
        { gateway: gateway.code, payNo: trade.payNo, reason: outcome.reason },
        'payment gateway: trade refused',
      );
      return false;
    }
    if ('refund' in outcome && outcome.refund) {
      const payment = outcome.refund;
      this.log.warn(
        { gateway: gateway.code, payNo: payment.payNo },
        'payment gateway: paid after closing, refunding',
      );
      try {
        await gateway.refund({
          payNo: payment.payNo,
          refundNo: `R${payment.payNo.slice(1)}`,
          amountCents: payment.amountCents,
          totalCents: payment.amountCents,
          reason: 'order closed before the payment arrived',
        });
      } catch (error) {
        // Answered as not taken: the gateway sends again, and the refund is tried again.
        this.log.error({ err: error, payNo: payment.payNo }, 'payment gateway: refund failed');
        return false;
      }
    }
    return true;
  }

  /** Asks the gateway about a pending payment; closes it at the gateway when its time is over. */
  async settle(gateway: PaymentGateway, row: PaymentRow) {
    try {
      const trade = await gateway.query(row.payNo);
      if (trade.state === 'paid' || trade.state === 'closed') {
        await this.applyTrade(gateway, { ...trade, payNo: row.payNo });
        if (trade.state === 'paid') return;
      }
      if (row.expiresAt && row.expiresAt <= this.now()) {
        await gateway.close(row.payNo);
        await this.repo.expireIfPending(row.id);
      }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ err: error, payNo: row.payNo }, 'payment gateway: query or close failed');
    }
  }

  /**
   * Before unpaid orders are cancelled: asks the gateway about every payment of theirs still pending (one
   * paid in its last moment marks its orders paid, so they are not cancelled) and closes the rest there. A
   * gateway out of reach leaves its payment pending: should that trade turn out paid, the notification finds
   * the orders cancelled and refunds it (applyTrade).
   */
  async settleOpenPaymentsOf(orderNumbers: string[]): Promise<void> {
    if (this.gateways.size === 0 || orderNumbers.length === 0) return;
    for (const row of await this.repo.pendingOfOrders([...this.gateways.keys()], orderNumbers)) {
      const gateway = this.gateways.get(row.provider as GatewayCode);
      if (gateway) await this.settle(gateway, row);
    }
  }

  /** Closes, at their gateway, pending gateway payments whose time is over (the `payments.close-expired` job). */
  async closeExpired(limit = 50): Promise<number> {
    const codes = [...this.gateways.keys()];
    if (codes.length === 0) return 0;
    const rows = await this.repo.pendingExpired(codes, this.now(), limit);
    for (const row of rows) {
      const gateway = this.gateways.get(row.provider as GatewayCode);
      if (gateway) await this.settle(gateway, row);
    }
    return rows.length;
  }

  /** Refunds a paid gateway payment, in part or whole (the after-sales screens will call this). */
  async refund(payNo: string, input: { refundNo: string; amountCents: number; reason: string }) {
    const row = await this.repo.get(payNo);
    if (!row || row.status !== paymentStatusCodes.paid) throw notFound();
    const gateway = this.gateways.get(row.provider as GatewayCode);
    if (!gateway) throw new AppError(ErrorCode.FORBIDDEN, 'pay.providerUnavailable');
    if (input.amountCents < 1 || input.amountCents > row.amountCents)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'pay.refundAmountInvalid', {
        max: centsToYuan(row.amountCents),
      });
    return gateway.refund({ payNo, totalCents: row.amountCents, ...input });
  }
}
