import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AccountInfo,
  centsToYuan,
  ErrorCode,
  type GatewayProvider as GatewayCode,
  type GatewayPay,
  type Locale,
  limits,
  type PayInfo,
  type Payment,
  type PaymentProvider as ProviderCode,
  paymentProviderSchema,
  type SandboxQr,
} from '@mall/contracts';
import { paths, storefrontUrl } from '@mall/contracts/storefront-paths';
import { AppError } from '../../../lib/app-error';
import type { SendLimiter } from '../../../lib/per-user-limiter';
import type { Session } from '../../account';
import type { ProfileService } from '../../auth';
import type { OrderRow } from '../orders/order.repository';
import { datePart, orderErrors, payDeadline, toSummary } from '../orders/order-summary';
import { GatewayError, type PaymentGateway } from './gateways/gateway';
import {
  orderStatusCodes,
  type PaymentRepository,
  type PaymentRow,
  paymentStatusCodes,
} from './payment.repository';
import type { PaymentProvider } from './payment-providers';
import { GatewaySettlement, markOrdersPaid, notFound, type PaymentLog } from './payment-settlement';

export type { PaymentLog };

/**
 * The web's return page (paths.payReturn) under the router's basename: where the gateways' pages send the
 * payer back.
 */
export const payReturnPath = storefrontUrl(paths.payReturn.href());

/** How long a gateway trade can be paid; the gateway closes it then (time_expire) and so do we. */
export const gatewayTradeTtlMs = 15 * 60_000;

/**
 * Payments one user may start per minute: far above a buyer paying their orders, low enough that a script
 * cannot hammer the payment password check (it has its own delay) or lock orders over and over.
 */
export const paymentsPerMinute = 20;

/** How long a sandbox QR code pays. */
export const sandboxQrTtlMs = 15 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Paying orders through a provider. Every payment is of the buyer's own unpaid orders, checked with the
 * orders locked, so two payments of one order can not both succeed.
 */
export class PaymentService {
  private readonly providers: Map<ProviderCode, PaymentProvider>;

  constructor(
    private readonly repo: PaymentRepository,
    private readonly profile: Pick<ProfileService, 'verifyPayPassword' | 'hasPayPassword'>,
    providers: PaymentProvider[],
    private readonly now: () => Date,
    /** Payments one user may start per minute (each locks orders and may check the payment password). */
    private readonly limiter: SendLimiter,
    gateways: PaymentGateway[] = [],
    private readonly log: PaymentLog = { warn() {}, error() {} },
  ) {
    this.providers = new Map(providers.map((p) => [p.code, p]));
    this.gateways = new Map(gateways.map((g) => [g.code, g]));
    this.settlement = new GatewaySettlement(repo, this.gateways, now, this.log);
  }

  private readonly gateways: Map<GatewayCode, PaymentGateway>;
  /** Notifications, status queries, the close of expired trades and refunds at the gateways. */
  readonly settlement: GatewaySettlement;

  private async take(session: Session) {
    if (!(await this.limiter.take(session.userId)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', { seconds: 60 });
  }

  private provider(code: ProviderCode): PaymentProvider {
    const provider = this.providers.get(code);
    // The sandbox is not registered in production (PAYMENT_SANDBOX): its link would let a buyer pay for free.
    if (!provider) throw new AppError(ErrorCode.FORBIDDEN, 'pay.providerUnavailable');
    return provider;
  }

  async accountInfo(session: Session): Promise<AccountInfo> {
    const account = await this.repo.getAccount(session.custId);
    return { balance: centsToYuan(account.balanceCents), points: account.points };
  }

  async payInfo(session: Session, orderNumbers: string[], locale: Locale): Promise<PayInfo> {
    const numbers = [...new Set(orderNumbers)];
    const rows = await this.repo.orders(session.custId, numbers);
    if (rows.length !== numbers.length) throw orderErrors.notFound();
    const [account, hasPayPassword] = await Promise.all([
      this.repo.getAccount(session.custId),
      this.profile.hasPayPassword(session),
    ]);
    const unpaid = rows.filter((r) => r.status === orderStatusCodes.pendingPayment);
    return {
      orders: rows.map((r) => {
        const summary = toSummary(r, [], locale, this.now());
        return {
          orderNumber: r.orderNumber,
          shopName: summary.shopName,
          payAmount: summary.payAmount,
          status: summary.status,
        };
      }),
      amount: centsToYuan(unpaid.reduce((sum, r) => sum + r.payCents, 0)),
      payDeadline:
        unpaid.length === 0
          ? ''
          : new Date(Math.min(...unpaid.map((r) => payDeadline(r.createdAt).getTime()))).toISOString(),
      balance: centsToYuan(account.balanceCents),
      hasPayPassword,
      providers: [...this.providers.keys()],
    };
  }

  /** Pays from the virtual account after the payment password (its throttle applies). */
  async payByAccount(session: Session, orderNumbers: string[], payPassword: string, locale: Locale) {
    await this.take(session);
    await this.profile.verifyPayPassword(session, payPassword);
    const payment = await this.start(session, orderNumbers, this.provider('virtual'), locale);
    return this.toPayment(payment.row, payment.orders, locale);
  }

  /** `origin` is the configured public origin (PUBLIC_URL), never the request's Host header. */
  async createSandboxQr(
    session: Session,
    orderNumbers: string[],
    origin: string,
    locale: Locale,
  ): Promise<SandboxQr> {
    await this.take(session);
    const token = randomBytes(24).toString('base64url');
    const payment = await this.start(session, orderNumbers, this.provider('sandbox_qr'), locale, {
      tokenHash: sha256(token),
      ttlMs: sandboxQrTtlMs,
    });
    const query = new URLSearchParams({ payNo: payment.row.payNo, token });
    return {
      ...this.toPayment(payment.row, payment.orders, locale),
      confirmUrl: `${origin}/api/pay/sandbox/confirm?${query}`,
      expireTime: payment.expiresAt.toISOString(),
    };
  }

  /**
   * Locks the orders, checks they are the buyer's and unpaid, lets the provider collect, records it all. A
   * payment that can be paid later (a QR code, a gateway trade) lives `ttlMs`, but never past the orders'
   * payment deadline: once that passes the orders are cancelled (order-expiry.service.ts), and no trade may
   * still be payable then.
   */
  private async start(
    session: Session,
    orderNumbers: string[],
    provider: PaymentProvider,
    locale: Locale,
    extra: { tokenHash?: string; ttlMs?: number } = {},
  ) {
    const numbers = [...new Set(orderNumbers)];
    return this.repo.transaction(async (repo) => {
      const rows = await repo.orders(session.custId, numbers, { lock: true });
      if (rows.length !== numbers.length) throw orderErrors.notFound();
      const notPending = rows.find((r) => r.status !== orderStatusCodes.pendingPayment);
      if (notPending) throw orderErrors.notPending(notPending.status, locale);
      // The countdown the buyer saw ended: the order waits to be cancelled, it is not paid any more.
      if (rows.some((r) => payDeadline(r.createdAt) <= this.now()))
        throw new AppError(ErrorCode.CONFLICT, 'pay.deadlinePassed', { hours: limits.orderPayHours });
      const deadline = Math.min(...rows.map((r) => payDeadline(r.createdAt).getTime()));
      const expiresAt =
        extra.ttlMs === undefined ? null : new Date(Math.min(this.now().getTime() + extra.ttlMs, deadline));
      const amountCents = rows.reduce((sum, r) => sum + r.payCents, 0);
      const seq = await repo.nextPayNumber();
      const payNo = `P${datePart(this.now())}${String(seq).padStart(10, '0')}`;
      const state = await provider.collect({ repo, custId: session.custId, amountCents, payNo });
      const now = this.now();
      const row = await repo.insert({
        payNo,
        custId: session.custId,
        userId: session.userId,
        provider: provider.code,
        status: state === 'paid' ? paymentStatusCodes.paid : paymentStatusCodes.pending,
        amountCents,
        orderNumbers: rows.map((r) => r.orderNumber),
        tokenHash: extra.tokenHash ?? null,
        expiresAt,
        paidAt: state === 'paid' ? now : null,
        createdAt: now,
      });
      if (state === 'paid') await markOrdersPaid(repo, rows, row.id, now);
      return { row, orders: rows, expiresAt: expiresAt ?? now };
    });
  }

  async queryPayment(session: Session, payNo: string, locale: Locale): Promise<Payment> {
    const row = await this.repo.get(payNo, { custId: session.custId });
    if (!row) throw notFound();
    return this.toPayment(row, await this.repo.orders(row.custId, row.orderNumbers), locale);
  }

  /**
   * The sandbox QR code's link: pays once (opening it again answers the same paid payment). Unknown
   * number or wrong token answer 40400; an expired code or orders no longer unpaid cannot pay.
   */
  async confirmSandbox(payNo: string, token: string, locale: Locale): Promise<Payment> {
    // With the sandbox switched off, links handed out before (e.g. by a demo run on the same database) pay
    // nothing either: they answer like an unknown link.
    if (!this.providers.has('sandbox_qr')) throw notFound();
    const { row, orders } = await this.repo.transaction(async (repo) => {
      const payment = await repo.get(payNo, { lock: true });
      const expected = payment?.tokenHash ? Buffer.from(payment.tokenHash, 'hex') : Buffer.alloc(32);
      const given = Buffer.from(sha256(token), 'hex');
      if (!payment?.tokenHash || !timingSafeEqual(expected, given)) throw notFound();
      const rows = await repo.orders(payment.custId, payment.orderNumbers, { lock: true });
      if (payment.status === paymentStatusCodes.paid) return { row: payment, orders: rows };
      const now = this.now();
      if (payment.status === paymentStatusCodes.expired || (payment.expiresAt && payment.expiresAt <= now))
        throw new AppError(ErrorCode.CONFLICT, 'pay.expired');
      const notPending = rows.find((r) => r.status !== orderStatusCodes.pendingPayment);
      if (notPending || rows.length !== payment.orderNumbers.length) {
        await repo.setStatus(payment.id, paymentStatusCodes.expired);
        return { row: { ...payment, status: paymentStatusCodes.expired }, orders: rows };
      }
      await repo.setStatus(payment.id, paymentStatusCodes.paid, now);
      await markOrdersPaid(repo, rows, payment.id, now);
      return { row: { ...payment, status: paymentStatusCodes.paid, paidAt: now }, orders: rows };
    });
    if (row.status !== paymentStatusCodes.paid) throw new AppError(ErrorCode.CONFLICT, 'pay.expired');
    return this.toPayment(row, orders, locale);
  }

  /**
   * Starts a payment at a gateway: the payment is recorded pending (orders locked and checked as for every
   * payment), then the gateway's trade is created outside the transaction. A gateway that fails leaves
   * the payment expired and the orders unpaid.
   */
  async createGatewayPay(
    session: Session,
    input: { orderNumbers: string[]; provider: GatewayCode; channel: 'qr' | 'h5' },
    context: { origin: string; clientIp: string },
    locale: Locale,
  ): Promise<GatewayPay> {
    await this.take(session);
    const gateway = this.gateways.get(input.provider);
    if (!gateway) throw new AppError(ErrorCode.FORBIDDEN, 'pay.providerUnavailable');
    const { row, orders, expiresAt } = await this.start(
      session,
      input.orderNumbers,
      this.provider(gateway.code),
      locale,
      { ttlMs: gatewayTradeTtlMs },
    );
    const shops = [...new Set(orders.map((o) => toSummary(o, [], locale, this.now()).shopName))];
    try {
      const started = await gateway.start({
        payNo: row.payNo,
        amountCents: row.amountCents,
        subject: `${shops.join(', ')} ${orders.map((o) => o.orderNumber).join(',')}`,
        channel: input.channel,
        expiresAt,
        clientIp: context.clientIp,
        returnUrl: `${context.origin}${payReturnPath}?payNo=${row.payNo}`,
        notifyUrl: `${context.origin}/api/pay/notify/${gateway.code}`,
      });
      return {
        ...this.toPayment(row, orders, locale),
        qrCode: started.qrCode ?? '',
        redirectUrl: started.redirectUrl ?? '',
        expireTime: expiresAt.toISOString(),
      };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.error({ err: error, payNo: row.payNo }, 'payment gateway: could not start a trade');
      await this.repo.expireIfPending(row.id);
      throw new AppError(ErrorCode.UNAVAILABLE, 'pay.gatewayUnavailable');
    }
  }

  /**
   * The return page and "already paid": asks the gateway about a pending payment of the buyer's and
   * records the answer; one past its time is closed at the gateway. A gateway out of reach leaves the
   * payment as it was (the notification may still come).
   */
  async syncPayment(session: Session, payNo: string, locale: Locale): Promise<Payment> {
    await this.take(session);
    const row = await this.repo.get(payNo, { custId: session.custId });
    if (!row) throw notFound();
    const gateway = this.gateways.get(row.provider as GatewayCode);
    if (gateway && row.status === paymentStatusCodes.pending) await this.settlement.settle(gateway, row);
    return this.queryPayment(session, payNo, locale);
  }

  private toPayment(row: PaymentRow, orders: OrderRow[], locale: Locale): Payment {
    const expired =
      row.status === paymentStatusCodes.expired ||
      (row.status === paymentStatusCodes.pending && row.expiresAt !== null && row.expiresAt <= this.now());
    return {
      payNo: row.payNo,
      provider: paymentProviderSchema.catch('virtual').parse(row.provider),
      status: row.status === paymentStatusCodes.paid ? 'paid' : expired ? 'expired' : 'pending',
      amount: centsToYuan(row.amountCents),
      paidTime: row.paidAt?.toISOString() ?? '',
      orders: orders.map((o) => ({
        orderNumber: o.orderNumber,
        shopName: toSummary(o, [], locale, this.now()).shopName,
        payAmount: centsToYuan(o.payCents),
      })),
    };
  }
}
