import { randomUUID } from 'node:crypto';
import { authEndpoints, benefitsEndpoints, ErrorCode, orderEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { addAddress as addBuyerAddress, type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { customers } from '../../db/schema/account';
import { coupons } from '../../db/schema/benefits';
import { pointsGoods, shops } from '../../db/schema/catalog';
import { accountEntries } from '../../db/schema/order';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
const db = () => ctx.database.db;
const day = 86400_000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  buyer = await makeBuyer(ctx.app, db(), { points: 1000 });
  other = await makeBuyer(ctx.app, db(), { points: 50 });
  await db()
    .insert(accountEntries)
    .values([
      {
        custId: buyer.custId,
        kind: 'topup',
        points: 1000,
        ref: 'seed',
        createdAt: new Date(Date.now() - day),
      },
      { custId: other.custId, kind: 'topup', points: 50, ref: 'seed', createdAt: new Date(Date.now() - day) },
      // A balance-only entry is not part of the points history.
      { custId: buyer.custId, kind: 'pay', balanceCents: -500, ref: 'P1' },
    ]);
});
afterAll(async () => {
  await ctx?.close();
});

/** The shared helper, bound to this file's app. */
const addAddress = (who: Buyer) => addBuyerAddress(ctx.app, who);

describe('points centre', () => {
  it('lists the grant and every points order, newest first, in pages, with the balance', async () => {
    const [goods] = await db()
      .insert(pointsGoods)
      .values({ name: '积分保温杯', points: 10, stock: 100 })
      .returning();
    const addressId = await addAddress(buyer);
    const orderNumbers: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await api(ctx.app).call(
        orderEndpoints.submitPointsOrder,
        {
          body: {
            goodsId: goods!.id,
            quantity: i === 11 ? 3 : 1,
            addressId,
            idempotencyKey: randomUUID(),
          },
        },
        { as: buyer },
      );
      expect(res.code, res.msg).toBe(ErrorCode.OK);
      orderNumbers.push(res.ext.orderNumber);
    }

    const account = await api(ctx.app).call(benefitsEndpoints.pointsAccount, {}, { as: buyer });
    expect(account.ext).toEqual({ balance: 870, earned: 1000, spent: 130 });

    const first = await api(ctx.app).call(
      benefitsEndpoints.pointsRecords,
      { query: { offset: '1', limit: '10' } },
      { as: buyer },
    );
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      kind: 'redeem',
      points: -30,
      orderNumber: orderNumbers[10],
      goodsName: '积分保温杯',
    });
    const second = await api(ctx.app).call(
      benefitsEndpoints.pointsRecords,
      { query: { offset: '2', limit: '10' } },
      { as: buyer },
    );
    expect(second.rows).toHaveLength(2);
    expect(second.rows.at(-1)).toMatchObject({
      kind: 'grant',
      points: 1000,
      orderNumber: null,
      goodsName: '',
    });
    const seen = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(seen).size).toBe(12);
  });

  it('shows another buyer only their own points', async () => {
    const records = await api(ctx.app).call(benefitsEndpoints.pointsRecords, {}, { as: other });
    expect(records.total).toBe(1);
    expect(records.rows[0]).toMatchObject({ kind: 'grant', points: 50 });
    const account = await api(ctx.app).call(benefitsEndpoints.pointsAccount, {}, { as: other });
    expect(account.ext).toEqual({ balance: 50, earned: 50, spent: 0 });
  });

  it('gives an empty history and zero balance to a buyer without points', async () => {
    const fresh = await makeBuyer(ctx.app, db());
    expect((await api(ctx.app).call(benefitsEndpoints.pointsRecords, {}, { as: fresh })).rows).toEqual([]);
    expect((await api(ctx.app).call(benefitsEndpoints.pointsAccount, {}, { as: fresh })).ext).toEqual({
      balance: 0,
      earned: 0,
      spent: 0,
    });
  });

  it('needs a session and valid paging', async () => {
    expect((await api(ctx.app).call(benefitsEndpoints.pointsRecords)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await api(ctx.app).call(benefitsEndpoints.pointsAccount)).code).toBe(ErrorCode.TOKEN_INVALID);
    const bad = await api(ctx.app).call(
      benefitsEndpoints.pointsRecords,
      { query: { offset: '0' } },
      { as: buyer },
    );
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/offset/);
  });
});

describe('coupons', () => {
  let shopId: number;

  beforeAll(async () => {
    const [seller] = await db()
      .insert(customers)
      .values({ custName: '测试店铺公司', userClass: 1 })
      .returning();
    const [shop] = await db()
      .insert(shops)
      .values({ custId: seller!.id, shopName: '绿源农场旗舰店' })
      .returning();
    shopId = shop!.id;
    const now = Date.now();
    const at = (days: number) => new Date(now + days * day);
    const coupon = (custId: number, days: number, extra: Partial<typeof coupons.$inferInsert> = {}) => ({
      custId,
      amountCents: 1000,
      thresholdCents: 9900,
      validFrom: at(-30),
      validUntil: at(days),
      ...extra,
    });
    await db()
      .insert(coupons)
      .values([
        // 12 unused: ending in 1..11 days, and one that starts tomorrow (still unused, ends in 40 days).
        ...Array.from({ length: 11 }, (_, i) => coupon(buyer.custId, i + 1)),
        coupon(buyer.custId, 40, { validFrom: at(1), amountCents: 20000, thresholdCents: 0, shopId }),
        coupon(buyer.custId, 5, { usedAt: at(-2), usedOrderNumber: '202611200000000001' }),
        coupon(buyer.custId, -1),
        coupon(buyer.custId, -10, { shopId }),
        coupon(other.custId, 3, { amountCents: 300 }),
      ]);
  });

  it('counts the coupons of each tab', async () => {
    const counts = await api(ctx.app).call(benefitsEndpoints.couponCount, {}, { as: buyer });
    expect(counts.ext).toEqual({ unused: 12, used: 1, expired: 2 });
  });

  it('lists unused coupons ending soonest first, in pages of 10, with amount, threshold and scope', async () => {
    const first = await api(ctx.app).call(benefitsEndpoints.couponList, {}, { as: buyer });
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      status: 'unused',
      amount: '10.00',
      threshold: '99.00',
      scope: 'platform',
      shopName: '',
      usedAt: null,
    });
    const ends = first.rows.map((r) => Date.parse(r.validUntil));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const second = await api(ctx.app).call(
      benefitsEndpoints.couponList,
      { query: { status: 'unused', offset: '2' } },
      { as: buyer },
    );
    expect(second.rows).toHaveLength(2);
    expect(second.rows.at(-1)).toMatchObject({
      amount: '200.00',
      threshold: '0.00',
      scope: 'shop',
      shopId,
      shopName: '绿源农场旗舰店',
    });
  });

  it('lists used and expired coupons in their own tabs', async () => {
    const used = await api(ctx.app).call(
      benefitsEndpoints.couponList,
      { query: { status: 'used' } },
      { as: buyer },
    );
    expect(used.total).toBe(1);
    expect(used.rows[0]).toMatchObject({ status: 'used', usedOrderNumber: '202611200000000001' });
    expect(used.rows[0].usedAt).toEqual(expect.any(String));
    const expired = await api(ctx.app).call(
      benefitsEndpoints.couponList,
      { query: { status: 'expired' } },
      { as: buyer },
    );
    expect(expired.total).toBe(2);
    expect(expired.rows.map((r) => [r.status, r.scope])).toEqual([
      ['expired', 'platform'],
      ['expired', 'shop'],
    ]);
  });

  it('shows another buyer only their own coupons', async () => {
    const list = await api(ctx.app).call(benefitsEndpoints.couponList, {}, { as: other });
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ amount: '3.00' });
    expect((await api(ctx.app).call(benefitsEndpoints.couponCount, {}, { as: other })).ext).toEqual({
      unused: 1,
      used: 0,
      expired: 0,
    });
  });

  it('refuses an unknown tab, in the request language, and needs a session', async () => {
    const bad = await api(ctx.app).unchecked(
      benefitsEndpoints.couponList,
      { query: { status: 'lost' } },
      { as: buyer },
    );
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/status/);
    const zh = await api(ctx.app).unchecked(
      benefitsEndpoints.couponList,
      { query: { status: 'lost' } },
      { as: buyer, lang: 'zh_CN' },
    );
    expect(zh.msg).not.toBe(bad.msg);
    expect((await api(ctx.app).call(benefitsEndpoints.couponList)).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('the buyer centre menu', () => {
  it('opens the points centre and coupons, and the coming-soon page for the screens without behaviour', async () => {
    const { menus } = (await api(ctx.app).call(authEndpoints.menus, {}, { as: buyer })).ext;
    const leaves = new Map<string, string>();
    const walk = (items: { url: string; component: string; children: unknown[] }[]) => {
      for (const item of items) {
        if (item.children.length > 0) walk(item.children as typeof items);
        else leaves.set(item.url, item.component);
      }
    };
    walk(menus);
    expect(leaves.get('/user/finance/points')).toBe('finance/points');
    expect(leaves.get('/user/finance/coupon')).toBe('finance/coupon');
    for (const url of [
      '/user/order/refund',
      '/user/order/return',
      '/user/order/invoice',
      '/user/finance/bill',
      '/user/logistics/driver',
      '/user/logistics/vehicle',
    ]) {
      expect(leaves.get(url), url).toBe('todo');
    }
  });
});
