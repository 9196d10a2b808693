import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAlipay } from '../../../../../test/fake-gateways/alipay';
import { FakeWechatPay } from '../../../../../test/fake-gateways/wechat-pay';
import { AlipayGateway } from './alipay';
import { GatewayError, type GatewayOrder, type PaymentGateway } from './gateway';
import { WechatPayGateway } from './wechat-pay';

// Refunds at the provider level (the after-sales screens will call them through PaymentService.refund):
// each gateway's refund call against its local fake, which checks our signature, takes a retry of the
// same refund number once, and refuses an unpaid trade or more than is left to refund, as the providers do.
let alipay: FakeAlipay;
let wechat: FakeWechatPay;

beforeAll(async () => {
  [alipay, wechat] = await Promise.all([FakeAlipay.start(), FakeWechatPay.start()]);
});
afterAll(async () => {
  await Promise.all([alipay?.stop(), wechat?.stop()]);
});

let seq = 0;
const order = (amountCents: number): GatewayOrder => ({
  payNo: `P20261127${String(++seq).padStart(10, '0')}`,
  amountCents,
  subject: '童趣玩具专营店',
  channel: 'qr',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  clientIp: '127.0.0.1',
  returnUrl: 'http://127.0.0.1/mallview/mall/fillorder/payreturn',
  notifyUrl: 'http://127.0.0.1/api/pay/notify/x',
});

const cases: {
  name: string;
  gateway: () => PaymentGateway;
  fake: () => FakeAlipay | FakeWechatPay;
  refunds: (payNo: string) => { refundNo: string; cents: number }[];
}[] = [
  {
    name: 'Alipay (alipay.trade.refund)',
    gateway: () => new AlipayGateway(alipay.config()),
    fake: () => alipay,
    refunds: (payNo) =>
      (alipay.trades.get(payNo)?.refunds ?? []).map((r) => ({
        refundNo: r.refundNo,
        cents: Math.round(Number(r.amount) * 100),
      })),
  },
  {
    name: 'WeChat Pay (/v3/refund/domestic/refunds)',
    gateway: () => new WechatPayGateway(wechat.config()),
    fake: () => wechat,
    refunds: (payNo) =>
      (wechat.trades.get(payNo)?.refunds ?? []).map((r) => ({ refundNo: r.refundNo, cents: r.refund })),
  },
];

describe.each(cases)('$name', ({ gateway: make, fake, refunds }) => {
  it('refunds part, then the rest; a retry of a refund number refunds nothing more', async () => {
    const gateway = make();
    const trade = order(5090);
    await gateway.start(trade);
    fake().pay(trade.payNo);
    const refund = (refundNo: string, amountCents: number) =>
      gateway.refund({ payNo: trade.payNo, refundNo, amountCents, totalCents: 5090, reason: '退货' });

    expect(await refund(`R${trade.payNo}1`, 1000)).toEqual({ state: 'processing' });
    expect(await refund(`R${trade.payNo}1`, 1000)).toEqual({ state: 'processing' });
    expect(await refund(`R${trade.payNo}2`, 4090)).toEqual({ state: 'processing' });
    expect(refunds(trade.payNo)).toEqual([
      { refundNo: `R${trade.payNo}1`, cents: 1000 },
      { refundNo: `R${trade.payNo}2`, cents: 4090 },
    ]);
    // Nothing is left: the gateway refuses, and the caller hears it.
    await expect(refund(`R${trade.payNo}3`, 1)).rejects.toBeInstanceOf(GatewayError);
    expect(refunds(trade.payNo)).toHaveLength(2);
    expect(fake().badSignatures).toBe(0);
  });

  it('an unpaid trade or an unknown one is not refunded', async () => {
    const gateway = make();
    const unpaid = order(700);
    await gateway.start(unpaid);
    const refund = (payNo: string) =>
      gateway.refund({ payNo, refundNo: `R${payNo}`, amountCents: 700, totalCents: 700, reason: '退货' });
    await expect(refund(unpaid.payNo)).rejects.toBeInstanceOf(GatewayError);
    await expect(refund('P202611279999999999')).rejects.toBeInstanceOf(GatewayError);
    expect(refunds(unpaid.payNo)).toEqual([]);
  });
});
