import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { WechatPayConfig } from '../../src/modules/buying';
import {
  cashierPage,
  closeServer,
  deliver,
  listen,
  type Notification,
  redirect,
  rsaKeys,
  sendHtml,
} from './common';
import { fakeGatewayIds } from './keys';

/**
 * A local stand-in for WeChat Pay API v3 (public-key mode), from the documented protocol: every request's
 * `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=..,nonce_str=..,signature=..,timestamp=..,serial_no=..`
 * is checked with the merchant's public key over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n" (a bad one
 * is 401 SIGN_ERROR); answers carry Wechatpay-Timestamp/-Nonce/-Signature/-Serial signed with "WeChat
 * Pay's" key; notifications carry the transaction AES-256-GCM-encrypted with the API v3 key. The h5_url it
 * hands out is a payer's page whose button pays, notifies and goes to the redirect_url we appended.
 */
export interface FakeWechatTrade {
  payNo: string;
  total: number;
  description: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  notifyUrl: string;
  refunds: { refundNo: string; refund: number }[];
}

export class FakeWechatPay {
  readonly mchId = fakeGatewayIds.wechatMchId;
  readonly appId = fakeGatewayIds.wechatAppId;
  readonly mchSerial = fakeGatewayIds.wechatMchSerial;
  readonly publicKeyId = fakeGatewayIds.wechatPublicKeyId;
  readonly trades = new Map<string, FakeWechatTrade>();
  badSignatures = 0;
  readonly calls: string[] = [];
  private server?: Server;
  origin = '';

  /** `keys`: the merchant's and "WeChat Pay's" key pairs and the API v3 key (fresh ones unless given). */
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly keys: {
      merchant: { privateKey: string; publicKey: string };
      platform: { privateKey: string; publicKey: string };
      apiV3Key: string;
    } = { merchant: rsaKeys(), platform: rsaKeys(), apiV3Key: randomBytes(16).toString('hex') },
  ) {}

  get apiV3Key() {
    return this.keys.apiV3Key;
  }

  private get merchant() {
    return this.keys.merchant;
  }

  private get platform() {
    return this.keys.platform;
  }

  static async start(now?: () => Date) {
    const fake = new FakeWechatPay(now);
    const { server, origin } = await listen((request, body, response) => fake.serve(request, body, response));
    fake.server = server;
    fake.origin = origin;
    return fake;
  }

  /** One HTTP request: API v3, the H5 payer's page, or its pay button. */
  async serve(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const trade = [...this.trades.values()].find(
      (t) =>
        t.transactionId === (url.searchParams.get('prepay_id') ?? new URLSearchParams(body).get('prepay_id')),
    );
    if (request.method === 'GET' && url.pathname === '/h5pay') {
      if (!trade) return sendHtml(response, 404, 'no such prepay_id');
      return sendHtml(
        response,
        200,
        cashierPage({
          title: '微信支付 · H5',
          amount: (trade.total / 100).toFixed(2),
          subject: trade.description,
          payAction: '/h5pay/pay',
          fields: {
            prepay_id: trade.transactionId,
            redirect_url: url.searchParams.get('redirect_url') ?? '',
          },
          backUrl: url.searchParams.get('redirect_url') ?? '',
        }),
      );
    }
    if (request.method === 'POST' && url.pathname === '/h5pay/pay') {
      if (!trade) return sendHtml(response, 404, 'no such prepay_id');
      await this.payAndNotify(trade.payNo);
      return redirect(response, new URLSearchParams(body).get('redirect_url') ?? '/');
    }
    this.handle(
      request.method ?? 'GET',
      request.url ?? '/',
      String(request.headers.authorization ?? ''),
      body,
      response,
    );
  }

  /**
   * The payer paid: the trade is paid and, unless `notify` is false, TRANSACTION.SUCCESS is delivered to
   * the trade's notify_url (answers what our server said, or undefined when none was sent).
   */
  async payAndNotify(payNo: string, notify = true) {
    const trade = this.pay(payNo);
    if (!notify) return undefined;
    return deliver(trade.notifyUrl, this.notification(payNo));
  }

  stop() {
    return this.server ? closeServer(this.server) : Promise.resolve();
  }

  config(): WechatPayConfig {
    return {
      mchId: this.mchId,
      appId: this.appId,
      mchSerial: this.mchSerial,
      privateKey: this.merchant.privateKey,
      apiV3Key: this.apiV3Key,
      platformPublicKey: this.platform.publicKey,
      platformPublicKeyId: this.publicKeyId,
      baseUrl: this.origin,
    };
  }

  /** Signature headers of a message "from WeChat Pay" (answers and notifications). */
  private signatureHeaders(body: string, wrongKey = false): Record<string, string> {
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const key = wrongKey ? rsaKeys().privateKey : this.platform.privateKey;
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': createSign('RSA-SHA256')
        .update(`${timestamp}\n${nonce}\n${body}\n`)
        .sign(key, 'base64'),
      'wechatpay-serial': this.publicKeyId,
    };
  }

  private send(response: ServerResponse, status: number, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    for (const [name, value] of Object.entries(this.signatureHeaders(body))) response.setHeader(name, value);
    if (body) response.setHeader('content-type', 'application/json');
    response.statusCode = status;
    response.end(body);
  }

  private verified(method: string, path: string, authorization: string, body: string): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization);
    if (!match?.[1]) return false;
    const parts = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    if (parts.mchid !== this.mchId || parts.serial_no !== this.mchSerial) return false;
    const message = `${method}\n${path}\n${parts.timestamp}\n${parts.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(this.merchant.publicKey, parts.signature ?? '', 'base64');
  }

  private handle(
    method: string,
    path: string,
    authorization: string,
    body: string,
    response: ServerResponse,
  ) {
    this.calls.push(`${method} ${path.split('?')[0]}`);
    if (!this.verified(method, path, authorization, body)) {
      this.badSignatures += 1;
      return this.send(response, 401, { code: 'SIGN_ERROR', message: 'signature check failed' });
    }
    const data = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const pathname = path.split('?')[0] ?? '';
    if (
      method === 'POST' &&
      (pathname === '/v3/pay/transactions/native' || pathname === '/v3/pay/transactions/h5')
    ) {
      if (data.mchid !== this.mchId || data.appid !== this.appId)
        return this.send(response, 400, { code: 'PARAM_ERROR', message: 'mchid/appid' });
      const trade: FakeWechatTrade = {
        payNo: String(data.out_trade_no),
        total: Number((data.amount as { total: number }).total),
        description: String(data.description),
        state: 'NOTPAY',
        transactionId: `4200${randomBytes(8).toString('hex')}`,
        notifyUrl: String(data.notify_url),
        refunds: [],
      };
      this.trades.set(trade.payNo, trade);
      return pathname.endsWith('native')
        ? this.send(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=fake${trade.transactionId}` })
        : this.send(response, 200, { h5_url: `${this.origin}/h5pay?prepay_id=${trade.transactionId}` });
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(pathname);
    if (byNo) {
      const trade = this.trades.get(decodeURIComponent(byNo[1] ?? ''));
      if (!trade) return this.send(response, 404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      if (byNo[2]) {
        if (trade.state === 'SUCCESS')
          return this.send(response, 400, { code: 'ORDERPAID', message: 'paid' });
        trade.state = 'CLOSED';
        return this.send(response, 204);
      }
      return this.send(response, 200, this.transaction(trade));
    }
    if (method === 'POST' && pathname === '/v3/refund/domestic/refunds') {
      const trade = this.trades.get(String(data.out_trade_no));
      if (!trade) return this.send(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: 'no such order' });
      const amount = data.amount as { refund: number; total: number };
      if (amount.total !== trade.total)
        return this.send(response, 400, { code: 'PARAM_ERROR', message: 'total' });
      if (trade.state !== 'SUCCESS')
        return this.send(response, 400, { code: 'INVALID_REQUEST', message: 'the order is not paid' });
      // out_refund_no makes a retry the same refund; a new one may not take more than is left.
      if (!trade.refunds.some((r) => r.refundNo === data.out_refund_no)) {
        const refunded = trade.refunds.reduce((sum, r) => sum + r.refund, 0);
        if (refunded + amount.refund > trade.total)
          return this.send(response, 400, { code: 'INVALID_REQUEST', message: 'refund exceeds the order' });
        trade.refunds.push({ refundNo: String(data.out_refund_no), refund: amount.refund });
      }
      return this.send(response, 200, { out_refund_no: data.out_refund_no, status: 'SUCCESS' });
    }
    return this.send(response, 404, { code: 'NOT_FOUND', message: pathname });
  }

  private transaction(trade: FakeWechatTrade, total = trade.total) {
    return {
      appid: this.appId,
      mchid: this.mchId,
      out_trade_no: trade.payNo,
      transaction_id: trade.transactionId,
      trade_state: trade.state,
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  pay(payNo: string) {
    const trade = this.trades.get(payNo);
    if (!trade) throw new Error(`no trade ${payNo}`);
    trade.state = 'SUCCESS';
    return trade;
  }

  /** TRANSACTION.SUCCESS for a trade; `wrongKey` signs with another key, `total` reports another amount. */
  notification(payNo: string, options: { wrongKey?: boolean; total?: number } = {}): Notification {
    const trade = this.trades.get(payNo);
    if (!trade) throw new Error(`no trade ${payNo}`);
    const nonce = randomBytes(6).toString('hex');
    const associatedData = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    const plain = JSON.stringify({ ...this.transaction(trade, options.total), trade_state: 'SUCCESS' });
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: '2026-11-27T10:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: associatedData,
        nonce,
      },
    });
    return {
      headers: { 'content-type': 'application/json', ...this.signatureHeaders(body, options.wrongKey) },
      body,
    };
  }
}
