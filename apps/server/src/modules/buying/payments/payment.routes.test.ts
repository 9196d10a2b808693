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
import { createTestContext, type TestContext } from '../../../../test/helper';
import { orders } from '../../../db/schema/order';
import { paymentsPerMinute } from './payment.service';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let addressId: number;
const clock = testClock();

const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', now: clock.now });
  buyer = await makeBuyer(ctx.app, db(), { balanceCents: 10_000, payPassword: true });
  other = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
});

const unpaidOrder = (priceCents: number) => makeUnpaidOrder(ctx.app, db(), buyer, addressId, priceCents);

const balance = (who: Buyer = buyer) =>
  api(ctx.app)
    .call(paymentEndpoints.accountInfo, {}, { as: who })
    .then((r) => r.ext.balance as string);
const status = (orderNumber: string) =>
  api(ctx.app)
    .call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer })
    .then((r) => r.ext);
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

describe('virtual account', () => {
  it('shows what is due, then pays from the balance after the payment password', async () => {
    const order = await unpaidOrder(2000);
    const info = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: order.orderNumber } },
      { as: buyer },
    );
    expect(info.ext).toMatchObject({
      amount: order.amount,
      balance: '100.00',
      hasPayPassword: true,
      providers: ['virtual', 'sandbox_qr'],
    });
    const wrong = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '000000',
        },
      },
      { as: buyer },
    );
    expect(wrong.code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect((await status(order.orderNumber)).status).toBe('pendingPayment');
    expect(await balance()).toBe('100.00');
    const paid = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: buyer },
    );
    expect(paid.code, paid.msg).toBe(ErrorCode.OK);
    expect(paid.ext).toMatchObject({ provider: 'virtual', status: 'paid', amount: order.amount });
    expect(paid.ext.payNo).toMatch(/^P\d{18}$/);
    expect(cents(await balance())).toBe(10_000 - cents(order.amount));
    const detail = await status(order.orderNumber);
    expect(detail).toMatchObject({ status: 'paid', canPay: false, canCancel: false });
    expect(detail.payment).toMatchObject({
      payNo: paid.ext.payNo,
      provider: 'virtual',
      amount: order.amount,
    });
    expect(detail.timeline.map((t) => t.status)).toEqual(['pendingPayment', 'paid']);
    const twice = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: buyer },
    );
    expect(twice.code).toBe(ErrorCode.CONFLICT);
    expect(cents(await balance())).toBe(10_000 - cents(order.amount));
    const success = await api(ctx.app).call(
      paymentEndpoints.queryPayment,
      { query: { payNo: paid.ext.payNo } },
      { as: buyer },
    );
    expect(success.ext).toEqual(paid.ext);
  });

  it('refuses when the balance is short and changes nothing', async () => {
    const before = await balance();
    const order = await unpaidOrder(50_000);
    const res = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: buyer },
    );
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toBe(`Not enough balance: ¥${order.amount} to pay, balance ¥${before}`);
    expect(await balance()).toBe(before);
    expect((await status(order.orderNumber)).status).toBe('pendingPayment');
  });

  it(`shows the payment deadline (placed + ${limits.orderPayHours} h) and refuses to pay after it`, async () => {
    const placedAt = clock.now().getTime();
    const order = await unpaidOrder(1000);
    const deadline = new Date(placedAt + limits.orderPayHours * 3600_000).toISOString();
    const info = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: order.orderNumber } },
      { as: buyer },
    );
    expect(info.ext.payDeadline).toBe(deadline);
    expect(await status(order.orderNumber)).toMatchObject({ payDeadline: deadline, canPay: true });
    const before = await balance();
    // The order as if placed a whole payment period ago (moving the clock would end the sessions too).
    await db()
      .update(orders)
      .set({ createdAt: new Date(placedAt - limits.orderPayHours * 3600_000) })
      .where(eq(orders.orderNumber, order.orderNumber));
    expect((await status(order.orderNumber)).canPay).toBe(false);
    const late = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: buyer },
    );
    expect(late.code).toBe(ErrorCode.CONFLICT);
    expect(late.msg).toBe(
      `The ${limits.orderPayHours}-hour payment period of this order is over: it is cancelled by itself, please order again`,
    );
    expect(await balance()).toBe(before);
    // Paid or cancelled, an order has no deadline any more.
    await api(ctx.app).call(
      orderEndpoints.cancel,
      { body: { orderNumber: order.orderNumber } },
      { as: buyer },
    );
    expect((await status(order.orderNumber)).payDeadline).toBe('');
  });

  it('never pays or shows another buyer’s orders and payments', async () => {
    const order = await unpaidOrder(100);
    const pay = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [order.orderNumber],
          payPassword: '135790',
        },
      },
      { as: other },
    );
    expect(pay.code).toBe(ErrorCode.NOT_FOUND);
    const qr = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: other },
    );
    expect(qr.code).toBe(ErrorCode.NOT_FOUND);
    const info = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: order.orderNumber } },
      { as: other },
    );
    expect(info.code).toBe(ErrorCode.NOT_FOUND);
    expect(await balance(other)).toBe('10000.00');
    expect((await status(order.orderNumber)).status).toBe('pendingPayment');
    const mine = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: buyer },
    );
    const peek = await api(ctx.app).call(
      paymentEndpoints.queryPayment,
      { query: { payNo: mine.ext.payNo } },
      { as: other },
    );
    expect(peek.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('sandbox QR', () => {
  it('pays when its confirm link is opened, once', async () => {
    const order = await unpaidOrder(3000);
    const created = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: buyer },
    );
    expect(created.code, created.msg).toBe(ErrorCode.OK);
    expect(created.ext).toMatchObject({ status: 'pending', amount: order.amount, provider: 'sandbox_qr' });
    const link = new URL(created.ext.confirmUrl);
    expect(link.pathname).toBe(`/api${paymentEndpoints.sandboxConfirm.path}`);
    const polled = await api(ctx.app).call(
      paymentEndpoints.queryPayment,
      { query: { payNo: created.ext.payNo } },
      { as: buyer },
    );
    expect(polled.ext.status).toBe('pending');
    const wrongToken = await ctx.app.inject({
      url: `/api${paymentEndpoints.sandboxConfirm.path}?payNo=${created.ext.payNo}&token=${'x'.repeat(32)}`,
    });
    expect(wrongToken.json().code).toBe(ErrorCode.NOT_FOUND);
    const opened = await ctx.app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { accept: 'text/html' },
      cookies: { site_lang: 'zh_CN' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/text\/html/);
    expect(opened.body).toContain('支付成功');
    expect(opened.body).not.toMatch(/<script/i);
    const again = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(again.json()).toMatchObject({ code: 0, ext: { status: 'paid', payNo: created.ext.payNo } });
    const after = await api(ctx.app).call(
      paymentEndpoints.queryPayment,
      { query: { payNo: created.ext.payNo } },
      { as: buyer },
    );
    expect(after.ext).toMatchObject({
      status: 'paid',
      orders: [{ orderNumber: order.orderNumber, payAmount: order.amount }],
    });
    expect(after.ext.paidTime).not.toBe('');
    expect((await status(order.orderNumber)).status).toBe('paid');
  });

  it('builds its link from the public address, never from the Host header', async () => {
    const order = await unpaidOrder(1500);
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api${paymentEndpoints.createSandboxQr.path}`,
      payload: { orderNumbers: [order.orderNumber] },
      headers: {
        'x-access-token': buyer.token,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    const link = new URL(created.json().ext.confirmUrl);
    // The test configuration sets no PUBLIC_URL: outside production it follows HOST and PORT.
    expect(link.origin).toBe('http://127.0.0.1:8080');
    expect(link.pathname).toBe(`/api${paymentEndpoints.sandboxConfirm.path}`);
  });

  it('expires after 15 minutes, and cannot pay an order cancelled meanwhile', async () => {
    const order = await unpaidOrder(1000);
    const created = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: buyer },
    );
    clock.advance(16 * 60_000);
    const link = new URL(created.ext.confirmUrl);
    const late = await ctx.app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { accept: 'text/html' },
      cookies: { site_lang: 'en_US' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.body).toMatch(/expired/);
    expect((await status(order.orderNumber)).status).toBe('pendingPayment');
    const fresh = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: buyer },
    );
    await api(ctx.app).call(
      orderEndpoints.cancel,
      { body: { orderNumber: order.orderNumber } },
      { as: buyer },
    );
    const freshLink = new URL(fresh.ext.confirmUrl);
    const cancelled = await ctx.app.inject({ url: `${freshLink.pathname}${freshLink.search}` });
    expect(cancelled.json().code).toBe(ErrorCode.CONFLICT);
    expect((await status(order.orderNumber)).status).toBe('cancelled');
  });
});

describe('limits', () => {
  it(`lets one buyer start at most ${paymentsPerMinute} payments a minute; another buyer is not held back`, async () => {
    clock.advance(60_000);
    const hasty = await makeBuyer(ctx.app, db(), { balanceCents: 100, payPassword: true });
    const pay = (who: Buyer) =>
      api(ctx.app)
        .call(
          paymentEndpoints.payByAccount,
          {
            body: {
              orderNumbers: ['2099010100000001'],
              payPassword: '135790',
            },
          },
          { as: who },
        )
        .then((r) => r.code);
    const codes: number[] = [];
    for (let i = 0; i < paymentsPerMinute + 1; i++) codes.push(await pay(hasty));
    // Each counted attempt went as far as the (unknown) order; the one past the limit went nowhere.
    expect(codes.slice(0, paymentsPerMinute).every((c) => c !== 42900)).toBe(true);
    expect(codes[paymentsPerMinute]).toBe(ErrorCode.RATE_LIMITED);
    expect(await pay(other)).not.toBe(ErrorCode.RATE_LIMITED);
    clock.advance(60_000);
    expect(await pay(hasty)).not.toBe(ErrorCode.RATE_LIMITED);
  });
});
