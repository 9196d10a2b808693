import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { pemOf, type WechatPayConfig } from '../gateway-config';
import {
  GatewayError,
  type GatewayNotice,
  type GatewayOrder,
  type GatewayRefundState,
  type GatewayTrade,
  type NotifyRequest,
  type PaymentGateway,
} from './gateway';

/**
 * WeChat Pay API v3 on Node's own crypto and fetch, following the documented protocol: requests signed
 * WECHATPAY2-SHA256-RSA2048 with the merchant key, answers and notifications verified with the WeChat Pay
 * public key (public-key mode: Wechatpay-Serial is the key's id), notification resources decrypted with
 * AES-256-GCM and the API v3 key.
 *
 * Why no SDK: there is no official Node SDK. The maintained community ones were checked and each brings
 * more than the ~200 lines below: wechatpay-node-v3 2.2.1 pins superagent 8 and @fidm/x509 and declares
 * no engines; wechatpay-axios-plugin 0.9.6 brings axios, fast-xml-parser and a multipart package for the v2
 * API and CLI we do not use. The v3 protocol is small (RSA-SHA256 over a fixed message, AES-GCM), and all
 * of it is in node:crypto.
 */

/** Answers and notifications older or newer than this are refused (replays of a captured message). */
export const wechatClockSkewSeconds = 300;

const tradeStates: Record<string, GatewayTrade['state']> = {
  SUCCESS: 'paid',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
  REFUND: 'refunded',
};

/** RFC 3339 in Beijing time, as the v3 API writes times. */
function rfc3339Beijing(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

const header = (headers: NotifyRequest['headers'], name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A refund's state from WeChat Pay's refund object (query answer or notification). */
function refundStateOf(data: Record<string, unknown>): Omit<GatewayRefundState, 'refundNo'> {
  const state =
    data.status === 'SUCCESS'
      ? 'success'
      : data.status === 'CLOSED' || data.status === 'ABNORMAL'
        ? 'failed'
        : 'processing';
  return {
    state,
    amountCents: Number((data.amount as { refund?: number } | undefined)?.refund ?? Number.NaN),
    refundId: String(data.refund_id ?? ''),
  };
}

export class WechatPayGateway implements PaymentGateway {
  readonly code = 'wechat' as const;
  private readonly privateKey: KeyObject;
  private readonly platformKey: KeyObject;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.privateKey = createPrivateKey(pemOf(config.privateKey, 'PRIVATE KEY'));
    this.platformKey = createPublicKey(pemOf(config.platformPublicKey, 'PUBLIC KEY'));
  }

  /** The Authorization header of one request (exported for the fake gateway's tests). */
  authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(this.privateKey, 'base64');
    return (
      `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",` +
      `signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.mchSerial}"`
    );
  }

  /** Whether a message (answer or notification) was signed by WeChat Pay's key, recently. */
  private signedByWechat(headers: NotifyRequest['headers'], body: string): boolean {
    const timestamp = header(headers, 'Wechatpay-Timestamp') ?? '';
    const nonce = header(headers, 'Wechatpay-Nonce') ?? '';
    const signature = header(headers, 'Wechatpay-Signature') ?? '';
    const serial = header(headers, 'Wechatpay-Serial') ?? '';
    if (serial !== this.config.platformPublicKeyId || !/^\d{1,12}$/.test(timestamp) || !signature)
      return false;
    if (Math.abs(this.now().getTime() / 1000 - Number(timestamp)) > wechatClockSkewSeconds) return false;
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(this.platformKey, signature, 'base64');
  }

  private async call(method: 'GET' | 'POST', pathWithQuery: string, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${pathWithQuery}`, {
        method,
        headers: {
          authorization: this.authorization(method, pathWithQuery, body),
          accept: 'application/json',
          'user-agent': 'mall-storefront',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GatewayError(`wechat ${pathWithQuery}: ${(error as Error).message}`);
    }
    const text = await response.text();
    const headers = Object.fromEntries(response.headers);
    // Every answer, errors included, is signed; one that is not did not come from WeChat Pay.
    if (!this.signedByWechat(headers, text))
      throw new GatewayError(`wechat ${pathWithQuery}: answer ${response.status} not signed by WeChat Pay`);
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: response.status, data };
  }

  async start(order: GatewayOrder) {
    const common = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: order.subject.slice(0, 127),
      out_trade_no: order.payNo,
      time_expire: rfc3339Beijing(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amountCents, currency: 'CNY' },
    };
    if (order.channel === 'h5') {
      const { status, data } = await this.call('POST', '/v3/pay/transactions/h5', {
        ...common,
        scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
      });
      if (status !== 200 || typeof data.h5_url !== 'string')
        throw new GatewayError(`wechat h5: ${status} ${String(data.code ?? '')}`);
      const url = new URL(data.h5_url);
      url.searchParams.set('redirect_url', order.returnUrl);
      return { redirectUrl: url.toString() };
    }
    const { status, data } = await this.call('POST', '/v3/pay/transactions/native', common);
    if (status !== 200 || typeof data.code_url !== 'string')
      throw new GatewayError(`wechat native: ${status} ${String(data.code ?? '')}`);
    return { qrCode: data.code_url };
  }

  async query(payNo: string): Promise<GatewayTrade> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}?mchid=${this.config.mchId}`;
    const { status, data } = await this.call('GET', path);
    if (status === 404) return { payNo, state: 'pending', amountCents: 0, tradeNo: '' };
    if (status !== 200) throw new GatewayError(`wechat query: ${status} ${String(data.code ?? '')}`);
    if (data.mchid !== this.config.mchId || data.appid !== this.config.appId)
      throw new GatewayError('wechat query: the trade is another merchant’s');
    return {
      payNo: String(data.out_trade_no ?? ''),
      state: tradeStates[String(data.trade_state)] ?? 'pending',
      amountCents: Number((data.amount as { total?: number } | undefined)?.total ?? Number.NaN),
      tradeNo: String(data.transaction_id ?? ''),
    };
  }

  async close(payNo: string) {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payNo)}/close`;
    const { status, data } = await this.call('POST', path, { mchid: this.config.mchId });
    if (status !== 204 && status !== 200)
      throw new GatewayError(`wechat close: ${status} ${String(data.code ?? '')}`);
  }

  async refund(input: {
    payNo: string;
    refundNo: string;
    amountCents: number;
    totalCents: number;
    reason: string;
    notifyUrl?: string;
  }) {
    const { status, data } = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.payNo,
      out_refund_no: input.refundNo,
      reason: input.reason.slice(0, 80),
      ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
      amount: { refund: input.amountCents, total: input.totalCents, currency: 'CNY' },
    });
    if (status !== 200 || (data.status !== 'SUCCESS' && data.status !== 'PROCESSING'))
      // A 4xx answer is WeChat Pay refusing the request (amount, state, parameters): asking again is no use;
      // 429 (frequency) and 5xx (system error) may pass later.
      throw new GatewayError(
        `wechat refund: ${status} ${String(data.code ?? data.status ?? '')} ${String(data.message ?? '')}`.trim(),
        status >= 400 && status < 500 && status !== 429 && data.code !== 'FREQUENCY_LIMITED',
      );
    // Either way the request was taken ("accepted"); the final word is the notification or the query.
    return { state: 'processing' as const };
  }

  async queryRefund(_payNo: string, refundNo: string): Promise<GatewayRefundState> {
    const { status, data } = await this.call(
      'GET',
      `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
    );
    if (status === 404) return { refundNo, state: 'none', amountCents: Number.NaN, refundId: '' };
    if (status !== 200) throw new GatewayError(`wechat refund query: ${status} ${String(data.code ?? '')}`);
    return { refundNo, ...refundStateOf(data) };
  }

  verifyNotification({ headers, rawBody }: NotifyRequest): GatewayNotice {
    if (!this.signedByWechat(headers, rawBody)) return { ok: false, reason: 'bad signature' };
    let transaction: Record<string, unknown>;
    let eventType = '';
    try {
      const notice = JSON.parse(rawBody) as {
        event_type?: string;
        resource?: { algorithm?: string; ciphertext: string; associated_data?: string; nonce: string };
      };
      eventType = String(notice.event_type ?? '');
      const resource = notice.resource;
      if (resource?.algorithm !== 'AEAD_AES_256_GCM' || !resource)
        return { ok: false, reason: 'no resource' };
      const sealed = Buffer.from(resource.ciphertext, 'base64');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(this.config.apiV3Key),
        Buffer.from(resource.nonce),
      );
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      transaction = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    } catch {
      return { ok: false, reason: 'resource not readable' };
    }
    if (eventType.startsWith('REFUND.')) {
      // Refund notices carry no appid: the merchant id and our refund number say whose it is.
      if (transaction.mchid !== this.config.mchId) return { ok: false, reason: 'another merchant' };
      if (typeof transaction.out_refund_no !== 'string' || typeof transaction.out_trade_no !== 'string')
        return { ok: false, reason: 'not a refund' };
      return {
        ok: true,
        refund: {
          payNo: transaction.out_trade_no,
          refundNo: transaction.out_refund_no,
          ...refundStateOf({ ...transaction, status: transaction.refund_status }),
        },
      };
    }
    if (transaction.mchid !== this.config.mchId || transaction.appid !== this.config.appId)
      return { ok: false, reason: 'another merchant' };
    const state = tradeStates[String(transaction.trade_state)];
    if (!state || typeof transaction.out_trade_no !== 'string') return { ok: false, reason: 'not a trade' };
    return {
      ok: true,
      trade: {
        payNo: transaction.out_trade_no,
        state,
        amountCents: Number((transaction.amount as { total?: number } | undefined)?.total ?? Number.NaN),
        tradeNo: String(transaction.transaction_id ?? ''),
      },
    };
  }

  reply(acknowledged: boolean) {
    return acknowledged
      ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
      : {
          status: 400,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 'FAIL', message: 'not accepted' }),
        };
  }
}
