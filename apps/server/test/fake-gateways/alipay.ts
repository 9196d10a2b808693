import { createSign, createVerify, randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AlipayConfig } from '../../src/modules/buying';
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
 * A local stand-in for Alipay's OpenAPI gateway (gateway.do, public-key mode, RSA2), built from Alipay's
 * documented protocol: every request's signature is checked with the application's public key (sorted
 * `key=value` of every parameter but `sign`, joined by &); answers are `{"<method>_response":{...},"sign"}`
 * signed with "Alipay's" key over the response object's text; notifications are form posts signed over the
 * sorted fields without sign and sign_type. The payer's pages (alipay.trade.page.pay and wap.pay, which the
 * browser opens at gateway.do) are a cashier whose button pays, notifies and returns to return_url.
 */
export interface FakeAlipayTrade {
  payNo: string;
  amount: string;
  subject: string;
  state: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  notifyUrl: string;
  /** Where the payer's page sends the payer back (page and wap pay). */
  returnUrl: string;
  refunds: { refundNo: string; amount: string }[];
}

type KeyPair = { privateKey: string; publicKey: string };
const payerMethods = new Set(['alipay.trade.page.pay', 'alipay.trade.wap.pay']);

export class FakeAlipay {
  readonly appId = fakeGatewayIds.alipayAppId;
  readonly trades = new Map<string, FakeAlipayTrade>();
  /** Requests whose signature did not verify (each answered isv.invalid-signature). */
  badSignatures = 0;
  /** Every method called, in order. */
  readonly calls: string[] = [];
  private server?: Server;
  origin = '';

  /** `keys`: the application's and "Alipay's" key pairs (fresh ones unless given). */
  constructor(
    private readonly keys: { app: KeyPair; alipay: KeyPair } = { app: rsaKeys(), alipay: rsaKeys() },
  ) {}

  private get app() {
    return this.keys.app;
  }

  private get alipay() {
    return this.keys.alipay;
  }

  static async start() {
    const fake = new FakeAlipay();
    const { server, origin } = await listen((request, body, response) => fake.serve(request, body, response));
    fake.server = server;
    fake.origin = origin;
    return fake;
  }

  /** Whether `pathname` is one of this fake's (the browser tests serve both fakes on one port). */
  static owns(pathname: string) {
    return pathname === '/gateway.do' || pathname.startsWith('/alipay/');
  }

  /** One HTTP request: the OpenAPI gateway, the payer's page, or its pay button. */
  async serve(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/alipay/cashier/pay') {
      const payNo = new URLSearchParams(body).get('out_trade_no') ?? '';
      const trade = this.trades.get(payNo);
      if (!trade) return sendHtml(response, 404, 'no such trade');
      await this.payAndNotify(payNo);
      return redirect(response, this.returnAddress(trade));
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(body)) params[key] = value;
    if (request.method === 'GET' && payerMethods.has(params.method ?? ''))
      return this.cashier(params, response);
    const answer = this.handle(params);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(answer);
  }

  /** The payer's page of a page or wap trade; the trade exists from here on (as at Alipay). */
  private cashier(params: Record<string, string>, response: ServerResponse) {
    const method = params.method ?? '';
    this.calls.push(method);
    if (!this.verify(params)) {
      this.badSignatures += 1;
      return sendHtml(response, 400, 'invalid signature (isv.invalid-signature)');
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const payNo = biz.out_trade_no ?? '';
    const trade = this.trades.get(payNo) ?? {
      payNo,
      amount: biz.total_amount ?? '',
      subject: biz.subject ?? '',
      state: 'WAIT_BUYER_PAY' as const,
      tradeNo: `2026${randomBytes(8).toString('hex')}`,
      notifyUrl: params.notify_url ?? '',
      returnUrl: params.return_url ?? '',
      refunds: [],
    };
    this.trades.set(payNo, trade);
    return sendHtml(
      response,
      200,
      cashierPage({
        title: method === 'alipay.trade.wap.pay' ? '支付宝 · 手机网站支付' : '支付宝 · 电脑网站支付',
        amount: trade.amount,
        subject: trade.subject,
        payAction: '/alipay/cashier/pay',
        fields: { out_trade_no: payNo },
        backUrl: biz.quit_url || trade.returnUrl,
      }),
    );
  }

  /** return_url with the synchronous return's parameters Alipay adds (signed, as Alipay does). */
  private returnAddress(trade: FakeAlipayTrade) {
    const url = new URL(trade.returnUrl);
    const fields: Record<string, string> = {
      app_id: this.appId,
      charset: 'utf-8',
      method: 'alipay.trade.page.pay.return',
      out_trade_no: trade.payNo,
      seller_id: '2088000000000001',
      timestamp: '2026-11-27 10:00:00',
      total_amount: trade.amount,
      trade_no: trade.tradeNo,
      version: '1.0',
    };
    const content = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(this.alipay.privateKey, 'base64');
    for (const [key, value] of Object.entries({ ...fields, sign_type: 'RSA2', sign }))
      url.searchParams.set(key, value);
    return url.toString();
  }

  /**
   * The payer paid: the trade is paid and, unless `notify` is false, its notification is delivered to the
   * trade's notify_url (answers what our server said, or undefined when none was sent).
   */
  async payAndNotify(payNo: string, notify = true) {
    this.pay(payNo);
    if (!notify) return undefined;
    const trade = this.trades.get(payNo);
    return deliver(trade?.notifyUrl ?? '', this.notification(payNo));
  }

  stop() {
    return this.server ? closeServer(this.server) : Promise.resolve();
  }

  /** Our side's settings: the application key pair is ours, Alipay's public key is the fake's. */
  config(desktop: AlipayConfig['desktop'] = 'precreate'): AlipayConfig {
    return {
      appId: this.appId,
      privateKey: this.app.privateKey,
      alipayPublicKey: this.alipay.publicKey,
      gateway: `${this.origin}/gateway.do`,
      desktop,
    };
  }

  private signed(method: string, content: object) {
    const text = JSON.stringify(content);
    const sign = createSign('RSA-SHA256').update(text).sign(this.alipay.privateKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${sign}"}`;
  }

  /** A request's signature: sorted `key=value` of every parameter but sign, by the application's key. */
  private verify(params: Record<string, string>) {
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    return (
      Boolean(sign) &&
      rest.app_id === this.appId &&
      createVerify('RSA-SHA256')
        .update(content)
        .verify(this.app.publicKey, sign ?? '', 'base64')
    );
  }

  private handle(params: Record<string, string>): string {
    const method = params.method ?? '';
    this.calls.push(method);
    if (!this.verify(params)) {
      this.badSignatures += 1;
      return this.signed(method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: 'invalid signature',
      });
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = this.trades.get(biz.out_trade_no ?? '');
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    switch (method) {
      case 'alipay.trade.precreate': {
        const created: FakeAlipayTrade = {
          payNo: biz.out_trade_no ?? '',
          amount: biz.total_amount ?? '',
          subject: biz.subject ?? '',
          state: 'WAIT_BUYER_PAY',
          tradeNo: `2026${randomBytes(8).toString('hex')}`,
          notifyUrl: params.notify_url ?? '',
          returnUrl: '',
          refunds: [],
        };
        this.trades.set(created.payNo, created);
        return this.signed(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: created.payNo,
          qr_code: `https://qr.alipay.com/fake${created.tradeNo}`,
        });
      }
      case 'alipay.trade.query':
        if (!trade) return this.signed(method, notExist);
        return this.signed(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.payNo,
          trade_no: trade.tradeNo,
          trade_status: trade.state,
          total_amount: trade.amount,
        });
      case 'alipay.trade.close':
        if (!trade) return this.signed(method, notExist);
        if (trade.state === 'TRADE_SUCCESS')
          return this.signed(method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.TRADE_STATUS_ERROR',
          });
        trade.state = 'TRADE_CLOSED';
        return this.signed(method, { code: '10000', msg: 'Success', out_trade_no: trade.payNo });
      case 'alipay.trade.refund': {
        if (!trade) return this.signed(method, notExist);
        const refused = (subCode: string) =>
          this.signed(method, { code: '40004', msg: 'Business Failed', sub_code: subCode });
        if (trade.state !== 'TRADE_SUCCESS') return refused('ACQ.TRADE_STATUS_ERROR');
        // out_request_no makes a retry the same refund; a new one may not take more than is left.
        if (!trade.refunds.some((r) => r.refundNo === biz.out_request_no)) {
          const cents = (yuan: string) => Math.round(Number(yuan) * 100);
          const refunded = trade.refunds.reduce((sum, r) => sum + cents(r.amount), 0);
          if (refunded + cents(biz.refund_amount ?? '') > cents(trade.amount))
            return refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL');
          trade.refunds.push({ refundNo: biz.out_request_no ?? '', amount: biz.refund_amount ?? '' });
        }
        return this.signed(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.payNo,
          refund_fee: biz.refund_amount,
          fund_change: 'Y',
        });
      }
      default:
        return this.signed(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.METHOD_UNKNOWN' });
    }
  }

  /** The payer scanned and paid: the trade is paid at "Alipay" (a notification is sent separately). */
  pay(payNo: string) {
    const trade = this.trades.get(payNo);
    if (!trade) throw new Error(`no trade ${payNo}`);
    trade.state = 'TRADE_SUCCESS';
    return trade;
  }

  /**
   * The asynchronous notification of a trade. `wrongKey` signs it with a key that is not Alipay's;
   * `amount` reports another amount (signed correctly, as a tampering merchant-side bug would not be).
   */
  notification(
    payNo: string,
    options: { wrongKey?: boolean; amount?: string; appId?: string; status?: string } = {},
  ): Notification {
    const trade = this.trades.get(payNo);
    const fields: Record<string, string> = {
      notify_time: '2026-11-27 10:00:00',
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      app_id: options.appId ?? this.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade?.tradeNo ?? '2026000',
      out_trade_no: payNo,
      trade_status: options.status ?? 'TRADE_SUCCESS',
      total_amount: options.amount ?? trade?.amount ?? '0.00',
      gmt_payment: '2026-11-27 10:00:00',
    };
    const content = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('&');
    const key = options.wrongKey ? rsaKeys().privateKey : this.alipay.privateKey;
    const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString(),
    };
  }
}
