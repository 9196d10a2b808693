import type { Locale } from '@mall/contracts';
import { ErrorCode, limits, orderEndpoints, paymentEndpoints } from '@mall/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { addAddress, type Buyer, buyNow, makeBuyer, makeProduct, stockOf } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { type App, buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type Database, openDatabase } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema/order';

// The end of an unpaid order's payment period, run by the job queue: this file's copy works the queue.
let ctx: TestContext;
let buyer: Buyer;
let addressId: number;

const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    env: { JOB_WORKERS: 'true', UNPAID_ORDERS_PER_BUYER: '1000', UNPAID_UNITS_PER_BUYER: '99999999' },
  });
  buyer = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
});

/** Orders `quantity` of the product now (bought at once); answers the order number. */
async function order(app: App, productId: number, quantity: string, who = buyer, address = addressId) {
  const res = await buyNow(app, who, address, [{ productId, quantity }]);
  expect(res.code, res.msg).toBe(ErrorCode.OK);
  return res.ext.orderNumbers[0]!;
}

/** The orders as if placed a whole payment period (and a minute) ago. */
async function pastDeadline(...orderNumbers: string[]) {
  const placed = new Date(Date.now() - limits.orderPayHours * 3_600_000 - 60_000);
  await db().update(orders).set({ createdAt: placed }).where(inArray(orders.orderNumber, orderNumbers));
}

const detail = async (orderNumber: string, lang: Locale = 'en_US') =>
  (await api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer, lang })).ext;
const status = async (orderNumber: string) => (await detail(orderNumber)).status as string;

async function cancellations(orderNumber: string) {
  const rows = await db()
    .select({ status: orderEvents.status })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return rows.filter((r) => r.status === 9).length;
}

describe('unpaid orders past their payment period', () => {
  it('are cancelled by the queue, their stock back once; younger and paid orders stay', async () => {
    const product = await makeProduct(db(), { stock: '100' });
    const old = await order(ctx.app, product.id, '3');
    const young = await order(ctx.app, product.id, '2');
    const paid = await order(ctx.app, product.id, '4');
    const pay = await api(ctx.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [paid],
          payPassword: '135790',
        },
      },
      { as: buyer },
    );
    expect(pay.code, pay.msg).toBe(ErrorCode.OK);
    await pastDeadline(old, paid);
    expect((await stockOf(db(), product.id)).stock).toBe(91);

    await ctx.app.jobs.send('orders.expire-unpaid');
    await expect.poll(() => status(old), { timeout: 30_000 }).toBe('cancelled');
    expect((await stockOf(db(), product.id)).stock).toBe(94);
    expect(await status(young)).toBe('pendingPayment');
    expect(await status(paid)).toBe('paid');

    // What the buyer reads in the timeline, in their language.
    const timeline = (await detail(old)).timeline as { status: string; note: string }[];
    expect(timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Not paid within the payment period: cancelled automatically',
    });
    expect(((await detail(old, 'zh_CN')).timeline as { note: string }[]).at(-1)?.note).toBe(
      '超过付款期限未付款，系统已自动取消',
    );
    expect(((await detail(old, 'ru_RU')).timeline as { note: string }[]).at(-1)?.note).toBe(
      'Не оплачен в срок: отменён автоматически',
    );

    // Run again (a retry, another copy, the next minute): nothing more moves.
    await ctx.app.jobs.runHere('orders.expire-unpaid');
    expect((await stockOf(db(), product.id)).stock).toBe(94);
    expect(await cancellations(old)).toBe(1);
  });

  it('once, with two server copies sweeping at the same moment', async () => {
    // A second copy of the server on the same database (its own pool on PostgreSQL; the embedded database
    // is one process's, so a second copy there shares its connection), also working the queue.
    const url = (ctx.database.pool.options as { connectionString?: string }).connectionString;
    const second: Database = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : ctx.database;
    const config = loadConfig({
      NODE_ENV: 'test',
      MALL_DATA_DIR: ctx.filesDir,
      WEB_DIST_DIR: '/nonexistent',
      WEB_SSR_DIR: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '100000',
      JOB_WORKERS: 'true',
    });
    const copy = await buildApp({ config, database: second });
    await copy.ready();
    try {
      const product = await makeProduct(db(), { stock: '50' });
      const numbers: string[] = [];
      for (let i = 0; i < 8; i++) numbers.push(await order(ctx.app, product.id, '2'));
      await pastDeadline(...numbers);
      expect((await stockOf(db(), product.id)).stock).toBe(34);
      // Both copies send the sweep and run it themselves, all at once.
      await Promise.all([
        ctx.app.jobs.send('orders.expire-unpaid'),
        copy.jobs.send('orders.expire-unpaid'),
        ctx.app.jobs.runHere('orders.expire-unpaid'),
        copy.jobs.runHere('orders.expire-unpaid'),
      ]);
      for (const n of numbers) await expect.poll(() => status(n), { timeout: 30_000 }).toBe('cancelled');
      expect((await stockOf(db(), product.id)).stock).toBe(50);
      for (const n of numbers) expect(await cancellations(n)).toBe(1);
    } finally {
      await copy.close();
      if (second !== ctx.database) await second.close();
    }
  });
});

describe('unpaid orders a buyer may hold', () => {
  let limited: TestContext;
  let who: Buyer;
  let address: number;
  beforeAll(async () => {
    limited = await createTestContext({
      seed: 'demo',
      env: { UNPAID_ORDERS_PER_BUYER: '2', UNPAID_UNITS_PER_BUYER: '10' },
    });
    who = await makeBuyer(limited.app, limited.database.db, { balanceCents: 1_000_000, payPassword: true });
    address = await addAddress(limited.app, who);
  });
  afterAll(async () => {
    await limited?.close();
  });

  const submit = (productId: number, quantity: string, lang: Locale = 'en_US') =>
    buyNow(limited.app, who, address, [{ productId, quantity }], lang);

  it('refuses a third unpaid order and units over the limit, translated, holding nothing more', async () => {
    const product = await makeProduct(limited.database.db, { stock: '100' });
    expect((await submit(product.id, '4')).code).toBe(ErrorCode.OK);
    const over = await submit(product.id, '7');
    expect(over.code).toBe(ErrorCode.CONFLICT);
    expect(over.msg).toBe(
      'Your unpaid orders already hold 4 units; with this order they would exceed the limit of 10. Pay or cancel some of them first',
    );
    expect((await submit(product.id, '6')).code).toBe(ErrorCode.OK);
    const third = await submit(product.id, '1', 'zh_CN');
    expect(third.code).toBe(ErrorCode.CONFLICT);
    expect(third.msg).toBe('您已有 2 笔待付款订单（最多 2 笔），请先付款或取消部分订单后再下单');
    expect((await stockOf(limited.database.db, product.id)).stock).toBe(90);
  });

  it('counts parallel submits one after the other: no more than the limit get through', async () => {
    const other = await makeBuyer(limited.app, limited.database.db, { balanceCents: 0 });
    const otherAddress = await addAddress(limited.app, other);
    const product = await makeProduct(limited.database.db, { stock: '100' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        order(limited.app, product.id, '1', other, otherAddress).catch(() => null),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    expect((await stockOf(limited.database.db, product.id)).stock).toBe(98);
  });

  it('frees the room once an order is paid or cancelled', async () => {
    const third = await makeBuyer(limited.app, limited.database.db, {
      balanceCents: 1_000_000,
      payPassword: true,
    });
    const thirdAddress = await addAddress(limited.app, third);
    const product = await makeProduct(limited.database.db, { stock: '100' });
    const a = await order(limited.app, product.id, '1', third, thirdAddress);
    const b = await order(limited.app, product.id, '1', third, thirdAddress);
    await api(limited.app).call(
      paymentEndpoints.payByAccount,
      {
        body: {
          orderNumbers: [a],
          payPassword: '135790',
        },
      },
      { as: third },
    );
    await api(limited.app).call(orderEndpoints.cancel, { body: { orderNumber: b } }, { as: third });
    await order(limited.app, product.id, '1', third, thirdAddress);
    await order(limited.app, product.id, '1', third, thirdAddress);
  });
});
