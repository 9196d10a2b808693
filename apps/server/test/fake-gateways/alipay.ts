import { createSign, createVerify, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AlipayConfig } from '../../src/modules/buying';
import { closeServer, listen, type Notification, rsaKeys } from './common';

/**
 * A local stand-in for Alipay's OpenAPI gateway (gateway.do, public-key mode, RSA2), built from Alipay's
 * documented protocol: every request's signature is checked with the application's public key (sorted
 * `key=value` of every parameter but `sign`, joined by &); answers are `{"<method>_response":{...},"sign"}`
 * signed with "Alipay's" key over the response object's text; notifications are form posts signed over the
 * sorted fields without sign and sign_type.
 */
export interface FakeAlipayTrade {
  payNo: string;
  amount: string;
  subject: string;
  state: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  notifyUrl: string;
  refunds: { refundNo: string; amount: string }[];
}

export class FakeAlipay {
  readonly appId = '2021000000000001';
  readonly trades = new Map<string, FakeAlipayTrade>();
  /** Requests whose signature did not verify (each answered isv.invalid-signature). */
  badSignatures = 0;
  /** Every method called, in order. */
  readonly calls: string[] = [];
  private readonly app = rsaKeys();
  private readonly alipay = rsaKeys();
  private server?: Server;
  origin = '';

  static async start() {
    const fake = new FakeAlipay();
    const { server, origin } = await listen((request, body, response) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      for (const [key, value] of new URLSearchParams(body)) params[key] = value;
      const answer = fake.handle(params);
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(answer);
    });
    fake.server = server;
    fake.origin = origin;
    return fake;
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

  private handle(params: Record<string, string>): string {
    const method = params.method ?? '';
    this.calls.push(method);
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    const verified =
      Boolean(sign) &&
      rest.app_id === this.appId &&
      createVerify('RSA-SHA256')
        .update(content)
        .verify(this.app.publicKey, sign ?? '', 'base64');
    if (!verified) {
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
      case 'alipay.trade.refund':
        if (!trade) return this.signed(method, notExist);
        if (!trade.refunds.some((r) => r.refundNo === biz.out_request_no))
          trade.refunds.push({ refundNo: biz.out_request_no ?? '', amount: biz.refund_amount ?? '' });
        return this.signed(method, {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.payNo,
          refund_fee: biz.refund_amount,
          fund_change: 'Y',
        });
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
