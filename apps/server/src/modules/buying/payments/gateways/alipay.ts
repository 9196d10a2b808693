import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { type AlipayConfig, pemOf } from '../gateway-config';
import {
  centsOfYuan,
  GatewayError,
  type GatewayNotice,
  type GatewayOrder,
  type GatewayRefundState,
  type GatewayTrade,
  type NotifyRequest,
  type PaymentGateway,
  yuanText,
} from './gateway';

/** Alipay's times are Beijing time, "yyyy-MM-dd HH:mm:ss". */
function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Either PEM or the bare base64 of Alipay's key tool, PKCS#8 or PKCS#1: handed to the SDK as PKCS#8 PEM. */
export function pkcs8Pem(value: string): string {
  try {
    return createPrivateKey(pemOf(value, 'PRIVATE KEY')).export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    const der = Buffer.from(value.replace(/\s+/g, ''), 'base64');
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString();
  }
}

interface AlipayResult {
  code?: string;
  msg?: string;
  subCode?: string;
  subMsg?: string;
  [key: string]: unknown;
}

const tradeStates: Record<string, GatewayTrade['state']> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/**
 * Alipay through its official SDK (`alipay-sdk`, public-key mode, RSA2): desktop gets a precreate QR code
 * (or Alipay's page when ALIPAY_DESKTOP=page), phones the wap page; every answer's signature is checked
 * (validateSign), notifications with checkNotifySignV2 and then against our app id.
 */
export class AlipayGateway implements PaymentGateway {
  readonly code = 'alipay' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: pkcs8Pem(config.privateKey),
      keyType: 'PKCS8',
      alipayPublicKey: createPublicKey(pemOf(config.alipayPublicKey, 'PUBLIC KEY'))
        .export({ type: 'spki', format: 'pem' })
        .toString(),
      gateway: config.gateway,
      signType: 'RSA2',
      timeout: 10_000,
    });
  }

  private async call(method: string, params: Record<string, unknown>): Promise<AlipayResult> {
    try {
      return (await this.sdk.exec(method, params, { validateSign: true })) as AlipayResult;
    } catch (error) {
      throw new GatewayError(`alipay ${method}: ${(error as Error).message}`);
    }
  }

  async start(order: GatewayOrder) {
    const biz = {
      out_trade_no: order.payNo,
      total_amount: yuanText(order.amountCents),
      subject: order.subject.slice(0, 128),
      time_expire: beijingTime(order.expiresAt),
    };
    if (order.channel === 'h5')
      return {
        redirectUrl: this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
          bizContent: { ...biz, product_code: 'QUICK_WAP_WAY', quit_url: order.returnUrl },
          returnUrl: order.returnUrl,
          notifyUrl: order.notifyUrl,
        }),
      };
    if (this.config.desktop === 'page')
      return {
        redirectUrl: this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
          bizContent: { ...biz, product_code: 'FAST_INSTANT_TRADE_PAY' },
          returnUrl: order.returnUrl,
          notifyUrl: order.notifyUrl,
        }),
      };
    const result = await this.call('alipay.trade.precreate', { bizContent: biz, notifyUrl: order.notifyUrl });
    if (result.code !== '10000' || typeof result.qrCode !== 'string')
      throw new GatewayError(
        `alipay precreate: ${result.code} ${result.subCode ?? ''} ${result.subMsg ?? ''}`,
      );
    return { qrCode: result.qrCode };
  }

  async query(payNo: string): Promise<GatewayTrade> {
    const result = await this.call('alipay.trade.query', { bizContent: { out_trade_no: payNo } });
    // A page or wap trade exists only once the payer has opened it.
    if (result.subCode === 'ACQ.TRADE_NOT_EXIST')
      return { payNo, state: 'pending', amountCents: 0, tradeNo: '' };
    if (result.code !== '10000')
      throw new GatewayError(`alipay query: ${result.code} ${result.subCode ?? ''}`);
    return {
      payNo: String(result.outTradeNo ?? payNo),
      state: tradeStates[String(result.tradeStatus)] ?? 'pending',
      amountCents: centsOfYuan(String(result.totalAmount ?? '')),
      tradeNo: String(result.tradeNo ?? ''),
    };
  }

  async close(payNo: string) {
    const result = await this.call('alipay.trade.close', { bizContent: { out_trade_no: payNo } });
    // Never opened by the payer: there is nothing to close, and it can not be paid any more either.
    if (result.code !== '10000' && result.subCode !== 'ACQ.TRADE_NOT_EXIST')
      throw new GatewayError(`alipay close: ${result.code} ${result.subCode ?? ''}`);
  }

  async refund(input: { payNo: string; refundNo: string; amountCents: number; reason: string }) {
    const result = await this.call('alipay.trade.refund', {
      bizContent: {
        out_trade_no: input.payNo,
        out_request_no: input.refundNo,
        refund_amount: yuanText(input.amountCents),
        refund_reason: input.reason.slice(0, 256),
      },
    });
    if (result.code !== '10000')
      // 40004 is a business refusal (amount, trade state): the same request can not succeed later.
      throw new GatewayError(
        `alipay refund: ${result.code} ${result.subCode ?? ''} ${result.subMsg ?? ''}`.trim(),
        result.code === '40004' && result.subCode !== 'ACQ.SYSTEM_ERROR',
      );
    // A success answer says the request was taken; the refund query confirms the money moved.
    return { state: 'processing' as const };
  }

  async queryRefund(payNo: string, refundNo: string): Promise<GatewayRefundState> {
    const result = await this.call('alipay.trade.fastpay.refund.query', {
      bizContent: { out_trade_no: payNo, out_request_no: refundNo, query_options: ['gmt_refund_pay'] },
    });
    if (result.code !== '10000')
      throw new GatewayError(`alipay refund query: ${result.code} ${result.subCode ?? ''}`);
    // An answer without the refund means Alipay never took it: the same out_request_no may be sent again.
    if (!result.outRequestNo && !result.refundAmount)
      return { refundNo, state: 'none', amountCents: Number.NaN, refundId: '' };
    const status = String(result.refundStatus ?? 'REFUND_SUCCESS');
    return {
      refundNo,
      state: status === 'REFUND_SUCCESS' ? 'success' : 'processing',
      amountCents: centsOfYuan(String(result.refundAmount ?? '')),
      refundId: String(result.tradeNo ?? ''),
    };
  }

  verifyNotification({ rawBody }: NotifyRequest): GatewayNotice {
    const fields = Object.fromEntries(new URLSearchParams(rawBody));
    if (!fields.sign || !this.sdk.checkNotifySignV2(fields)) return { ok: false, reason: 'bad signature' };
    if (fields.app_id !== this.config.appId) return { ok: false, reason: 'another app id' };
    const state = tradeStates[fields.trade_status ?? ''];
    if (!state || !fields.out_trade_no) return { ok: false, reason: 'not a trade notification' };
    return {
      ok: true,
      trade: {
        payNo: fields.out_trade_no,
        state,
        amountCents: centsOfYuan(fields.total_amount ?? ''),
        tradeNo: fields.trade_no ?? '',
      },
    };
  }

  reply(acknowledged: boolean) {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: acknowledged ? 'success' : 'fail' };
  }
}
