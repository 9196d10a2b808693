/**
 * A payment gateway (Alipay, WeChat Pay): the orders are paid when the gateway says so, by a signed
 * asynchronous notification or by our query of the trade. `out_trade_no` at the gateway is our payNo.
 */
export type GatewayCode = 'alipay' | 'wechat';

export interface GatewayOrder {
  payNo: string;
  amountCents: number;
  /** What the payer's wallet shows (shop names, cut to the gateway's limit). */
  subject: string;
  /** qr: a code the desktop dialog draws; h5: a page the phone's browser opens (Alipay wap, WeChat H5). */
  channel: 'qr' | 'h5';
  expiresAt: Date;
  /** The buyer's address (WeChat H5 requires it). */
  clientIp: string;
  /** Where the gateway's page sends the payer back (the return page). */
  returnUrl: string;
  /** Where the gateway posts its notification. */
  notifyUrl: string;
}

export interface GatewayStart {
  /** Content of the QR code to draw (qr channel, when the gateway answers one). */
  qrCode?: string;
  /** The gateway's page to open (h5 channel, or Alipay's desktop page). */
  redirectUrl?: string;
}

/** What the gateway says of a trade. `closed` also covers "no such trade" once it has expired. */
export interface GatewayTrade {
  payNo: string;
  state: 'paid' | 'pending' | 'closed' | 'refunded';
  /** Amount of the trade in cents, as the gateway reports it. */
  amountCents: number;
  /** The gateway's own transaction id ('' before paid). */
  tradeNo: string;
}

/** What a gateway says of one refund: done, still under way, refused for good, or never received. */
export interface GatewayRefundState {
  refundNo: string;
  state: 'success' | 'processing' | 'failed' | 'none';
  /** The refund's amount as the gateway reports it (NaN when it does not say). */
  amountCents: number;
  /** The gateway's own refund id ('' when none). */
  refundId: string;
}

/**
 * A verified notification, or why it was refused (the refusal is answered in the gateway's format): of a
 * trade, or (WeChat Pay's REFUND.*) of a refund.
 */
export type GatewayNotice =
  | { ok: true; trade: GatewayTrade; refund?: undefined }
  | { ok: true; refund: GatewayRefundState & { payNo: string }; trade?: undefined }
  | { ok: false; reason: string };

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are over the raw bytes). */
  rawBody: string;
}

export interface GatewayReply {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentGateway {
  readonly code: GatewayCode;
  start(order: GatewayOrder): Promise<GatewayStart>;
  query(payNo: string): Promise<GatewayTrade>;
  close(payNo: string): Promise<void>;
  /** Refunds part or all of a paid trade; `refundNo` makes a retry the same refund. */
  refund(input: {
    payNo: string;
    refundNo: string;
    amountCents: number;
    totalCents: number;
    reason: string;
    /** Where the gateway posts the refund's result (WeChat Pay). */
    notifyUrl?: string;
  }): Promise<{
    state: 'success' | 'processing';
  }>;
  /** Asks the gateway about one refund (the refund is final only when the gateway says so). */
  queryRefund(payNo: string, refundNo: string): Promise<GatewayRefundState>;
  /** Verifies a notification's signature (and decrypts it); never throws. */
  verifyNotification(request: NotifyRequest): GatewayNotice;
  /** What the gateway expects back: acknowledged (stop sending) or failed (send again later). */
  reply(acknowledged: boolean): GatewayReply;
}

/**
 * A gateway call that failed. `final`: the gateway refused the request itself (a business error such as
 * "more than is left to refund"), so asking again with the same data cannot succeed; otherwise it may (a
 * network error, a system error at the gateway) and is retried.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
  }
}

/** Yuan string with two decimals from cents (Alipay's total_amount). */
export const yuanText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Cents from a yuan string such as "12.30"; NaN when it is not one. */
export function centsOfYuan(text: string): number {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
