import { ErrorCode, limits, orderEndpoints, paymentEndpoints } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { testClock } from '../../../../test/auth-helper';
import {
  addAddress,
  type Buyer,
  makeBuyer,
  unpaidOrder as makeUnpaidOrder,
} from '../../../../test/buying-kit';
import { FakeAlipay } from '../../../../test/fake-gateways/alipay';
import type { Notification } from '../../../../test/fake-gateways/common';
import { FakeWechatPay } from '../../../../test/fake-gateways/wechat-pay';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { orders } from '../../../db/schema/order';
import { gatewayTradeTtlMs } from './payment.service';

// The whole flow of each gateway against its local fake (test/fake-gateways): our requests are signed
// (the fakes refuse a bad signature and count it), notifications are signed by the fake's key.
let ctx: TestContext;
let alipay: FakeAlipay;
let wechat: FakeWechatPay;
let buyer: Buyer;
let other: Buyer;
let addressId: number;
const clock = testClock();

beforeAll(async () => {
  alipay = await FakeAlipay.start();
  wechat = await FakeWechatPay.start(clock.now);
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    paymentGateways: { alipay: alipay.config(), wechat: wechat.config() },
  });
  buyer = await makeBuyer(ctx.app, ctx.database.db, { balanceCents: 0, payPassword: true });
  other = await makeBuyer(ctx.app, ctx.database.db, { balanceCents: 0, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
  await alipay?.stop();
  await wechat?.stop();
});

const unpaidOrder = (priceCents: number) =>
  makeUnpaidOrder(ctx.app, ctx.database.db, buyer, addressId, priceCents);
const orderStatus = async (orderNumber: string) =>
  (await api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer })).ext
    .status as string;
const paymentStatus = async (payNo: string) =>
  (await api(ctx.app).call(paymentEndpoints.queryPayment, { query: { payNo } }, { as: buyer })).ext
    .status as string;

async function notify(gateway: 'alipay' | 'wechat', notification: Notification) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${gateway}`,
    headers: notification.headers,
    payload: notification.body,
  });
  return { status: res.statusCode, body: res.body };
}

const start = (orderNumber: string, provider: 'alipay' | 'wechat', channel: 'qr' | 'h5' = 'qr') =>
  api(ctx.app).call(
    paymentEndpoints.createGatewayPay,
    {
      body: {
        orderNumbers: [orderNumber],
        provider,
        channel,
      },
    },
    { as: buyer },
  );

describe('the pay dialog offers the configured gateways', () => {
  it('lists alipay and wechat beside the balance', async () => {
    const order = await unpaidOrder(1234);
    const info = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: order.orderNumber } },
      { as: buyer },
    );
    expect(info.ext.providers).toEqual(expect.arrayContaining(['virtual', 'alipay', 'wechat']));
  });
});

describe('Alipay', () => {
  it('draws a precreate QR code, takes a correctly signed notification once (five deliveries)', async () => {
    const order = await unpaidOrder(1999);
    const res = await start(order.orderNumber, 'alipay');
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext).toMatchObject({ provider: 'alipay', status: 'pending', redirectUrl: '' });
    expect(res.ext.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const trade = alipay.trades.get(res.ext.payNo);
    expect(trade).toMatchObject({
      amount: order.amount,
      notifyUrl: expect.stringMatching(/\/api\/pay\/notify\/alipay$/),
    });
    expect(alipay.badSignatures).toBe(0);

    alipay.pay(res.ext.payNo);
    const notification = alipay.notification(res.ext.payNo);
    for (let i = 0; i < 5; i++)
      expect(await notify('alipay', notification)).toEqual({ status: 200, body: 'success' });
    expect(await paymentStatus(res.ext.payNo)).toBe('paid');
    expect(await orderStatus(order.orderNumber)).toBe('paid');
    // Paid once: a second payment of the same order is refused.
    expect((await start(order.orderNumber, 'alipay')).code).toBe(ErrorCode.CONFLICT);
  });

  it('refuses a wrongly signed notification, one for another app, and one with a changed amount', async () => {
    const order = await unpaidOrder(2500);
    const res = await start(order.orderNumber, 'alipay');
    alipay.pay(res.ext.payNo);
    expect(await notify('alipay', alipay.notification(res.ext.payNo, { wrongKey: true }))).toEqual({
      status: 200,
      body: 'fail',
    });
    expect(await notify('alipay', alipay.notification(res.ext.payNo, { appId: '2021999999999999' }))).toEqual(
      {
        status: 200,
        body: 'fail',
      },
    );
    expect(await notify('alipay', alipay.notification(res.ext.payNo, { amount: '0.01' }))).toEqual({
      status: 200,
      body: 'fail',
    });
    const tampered = alipay.notification(res.ext.payNo);
    const forged = { ...tampered, body: tampered.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') };
    expect((await notify('alipay', forged)).body).toBe('fail');
    expect(await orderStatus(order.orderNumber)).toBe('pendingPayment');
    expect(await paymentStatus(res.ext.payNo)).toBe('pending');
  });

  it('the return page asks Alipay before showing success', async () => {
    const order = await unpaidOrder(880);
    const res = await start(order.orderNumber, 'alipay');
    const sync = () =>
      api(ctx.app).call(paymentEndpoints.syncPayment, { body: { payNo: res.ext.payNo } }, { as: buyer });
    expect((await sync()).ext.status).toBe('pending');
    alipay.pay(res.ext.payNo);
    // No notification arrived: the query finds the trade paid.
    expect((await sync()).ext).toMatchObject({ status: 'paid', amount: order.amount });
    expect(await orderStatus(order.orderNumber)).toBe('paid');
    expect(alipay.calls.filter((c) => c === 'alipay.trade.query').length).toBeGreaterThanOrEqual(2);
    // Another buyer can not look at it.
    expect(
      (
        await api(ctx.app).call(
          paymentEndpoints.syncPayment,
          { body: { payNo: res.ext.payNo } },
          { as: other },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('phones get the wap page that returns to the return page', async () => {
    const order = await unpaidOrder(660);
    const res = await start(order.orderNumber, 'alipay', 'h5');
    expect(res.ext.qrCode).toBe('');
    const url = new URL(res.ext.redirectUrl);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    // The web's return page, under the router's basename (a page the server serves).
    const back = new URL(url.searchParams.get('return_url') ?? '');
    expect(`${back.pathname}${back.search}`).toBe(
      `/mallview/mall/fillorder/payreturn?payNo=${res.ext.payNo}`,
    );
    expect(JSON.parse(url.searchParams.get('biz_content') ?? '{}')).toMatchObject({
      out_trade_no: res.ext.payNo,
      total_amount: order.amount,
      product_code: 'QUICK_WAP_WAY',
    });
  });
});

describe('WeChat Pay', () => {
  it('draws a Native QR code and takes a signed, encrypted notification once (five deliveries)', async () => {
    const order = await unpaidOrder(4321);
    const res = await start(order.orderNumber, 'wechat');
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wechat.trades.get(res.ext.payNo)?.total).toBe(Math.round(Number(order.amount) * 100));
    expect(wechat.badSignatures).toBe(0);

    wechat.pay(res.ext.payNo);
    const notification = wechat.notification(res.ext.payNo);
    for (let i = 0; i < 5; i++) expect((await notify('wechat', notification)).status).toBe(204);
    expect(await paymentStatus(res.ext.payNo)).toBe('paid');
    expect(await orderStatus(order.orderNumber)).toBe('paid');
  });

  it('refuses a wrongly signed notification and a changed amount with {code: FAIL}', async () => {
    const order = await unpaidOrder(3000);
    const res = await start(order.orderNumber, 'wechat');
    wechat.pay(res.ext.payNo);
    const wrong = await notify('wechat', wechat.notification(res.ext.payNo, { wrongKey: true }));
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body)).toMatchObject({ code: 'FAIL' });
    const changed = await notify('wechat', wechat.notification(res.ext.payNo, { total: 1 }));
    expect(JSON.parse(changed.body)).toMatchObject({ code: 'FAIL' });
    // A body altered after signing fails the signature.
    const good = wechat.notification(res.ext.payNo);
    const altered = await notify('wechat', {
      ...good,
      body: good.body.replace('TRANSACTION', 'TRANSACTIOn'),
    });
    expect(altered.status).toBe(400);
    expect(await orderStatus(order.orderNumber)).toBe('pendingPayment');
  });

  it('phones get the H5 page with our return page as redirect_url', async () => {
    const order = await unpaidOrder(700);
    const res = await start(order.orderNumber, 'wechat', 'h5');
    const url = new URL(res.ext.redirectUrl);
    const back = new URL(url.searchParams.get('redirect_url') ?? '');
    expect(`${back.pathname}${back.search}`).toBe(
      `/mallview/mall/fillorder/payreturn?payNo=${res.ext.payNo}`,
    );
  });

  it('closes an unpaid trade when it expires; a late notification pays nothing and is refunded', async () => {
    const order = await unpaidOrder(1500);
    const res = await start(order.orderNumber, 'wechat');
    clock.advance(gatewayTradeTtlMs + 1000);
    const closed = await api(ctx.app).call(
      paymentEndpoints.syncPayment,
      {
        body: {
          payNo: res.ext.payNo,
        },
      },
      { as: buyer },
    );
    expect(closed.ext.status).toBe('expired');
    expect(wechat.trades.get(res.ext.payNo)?.state).toBe('CLOSED');
    // Out of order: a notification for the closed trade.
    wechat.trades.get(res.ext.payNo)!.state = 'SUCCESS';
    expect((await notify('wechat', wechat.notification(res.ext.payNo))).status).toBe(204);
    expect(await paymentStatus(res.ext.payNo)).toBe('expired');
    expect(await orderStatus(order.orderNumber)).toBe('pendingPayment');
    expect(wechat.trades.get(res.ext.payNo)?.refunds).toEqual([
      { refundNo: `R${res.ext.payNo.slice(1)}`, refund: Math.round(Number(order.amount) * 100) },
    ]);
  });

  it('an expired Alipay trade is closed at Alipay', async () => {
    const order = await unpaidOrder(990);
    const res = await start(order.orderNumber, 'alipay');
    clock.advance(gatewayTradeTtlMs + 1000);
    const closed = await api(ctx.app).call(
      paymentEndpoints.syncPayment,
      {
        body: {
          payNo: res.ext.payNo,
        },
      },
      { as: buyer },
    );
    expect(closed.ext.status).toBe('expired');
    expect(alipay.trades.get(res.ext.payNo)?.state).toBe('TRADE_CLOSED');
  });
});

describe('at the end of the payment period (the unpaid-order expiry)', () => {
  /** The order as if placed so long ago that its payment period ends in `minutes`. */
  async function endsIn(orderNumber: string, minutes: number) {
    const placed = new Date(clock.now().getTime() - limits.orderPayHours * 3_600_000 + minutes * 60_000);
    await ctx.database.db
      .update(orders)
      .set({ createdAt: placed })
      .where(eq(orders.orderNumber, orderNumber));
    return new Date(placed.getTime() + limits.orderPayHours * 3_600_000);
  }
  const expire = () => ctx.app.jobs.runHere('orders.expire-unpaid');

  it('a trade started near the deadline ends with it; paid at the gateway in time, the order is paid, not cancelled', async () => {
    const order = await unpaidOrder(2100);
    const deadline = await endsIn(order.orderNumber, 5);
    const res = await start(order.orderNumber, 'wechat');
    expect(res.ext.expireTime).toBe(deadline.toISOString());
    // Paid at WeChat in its last minute; the notification has not come (yet).
    wechat.trades.get(res.ext.payNo)!.state = 'SUCCESS';
    clock.advance(6 * 60_000);
    await expire();
    expect(await orderStatus(order.orderNumber)).toBe('paid');
    expect(await paymentStatus(res.ext.payNo)).toBe('paid');
    expect(wechat.trades.get(res.ext.payNo)?.refunds ?? []).toEqual([]);
  });

  it('an unpaid trade is closed at the gateway before its order is cancelled', async () => {
    const order = await unpaidOrder(1200);
    await endsIn(order.orderNumber, 3);
    const res = await start(order.orderNumber, 'alipay');
    clock.advance(4 * 60_000);
    await expire();
    expect(alipay.trades.get(res.ext.payNo)?.state).toBe('TRADE_CLOSED');
    expect(await paymentStatus(res.ext.payNo)).toBe('expired');
    expect(await orderStatus(order.orderNumber)).toBe('cancelled');
  });
});
