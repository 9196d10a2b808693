import { randomUUID } from 'node:crypto';
import type { Locale } from '@mall/contracts';
import {
  addressEndpoints,
  cartEndpoints,
  type EndpointBodyIn,
  ErrorCode,
  orderEndpoints,
  paymentEndpoints,
} from '@mall/contracts';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import {
  addAddress as addBuyerAddress,
  type Buyer,
  makeBuyer,
  makeProduct,
  sessionOf,
  stockOf,
  style,
} from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { pointsGoods, products } from '../../../db/schema/catalog';
import { cartItems, orderStatusCodes, orders, shopShippingRules } from '../../../db/schema/order';
import { sellerCentreCode } from '../../../seed/data/accounts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let addressId: number;
let otherAddressId: number;

const db = () => ctx.database.db;

/** The shared helper, bound to this file's app. */
const addAddress = (who: Buyer) => addBuyerAddress(ctx.app, who);

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000, points: 500 });
  other = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000, points: 500 });
  addressId = await addAddress(buyer);
  otherAddressId = await addAddress(other);
  // Known shipping fees for the shops the tests use.
  await db().delete(shopShippingRules);
  await db()
    .insert(shopShippingRules)
    .values([
      { shopId: 1, feeCents: 800, freeOverCents: 10000 },
      { shopId: 2, feeCents: 1200, freeOverCents: null },
    ]);
});
afterAll(async () => {
  await ctx?.close();
});

const addToCart = (who: Buyer, productId: number, quantity: string, styleId?: number) =>
  api(ctx.app).call(
    cartEndpoints.addCart,
    {
      body: {
        productId,
        quantity,
        ...(styleId ? { styleId } : {}),
      },
    },
    { as: who },
  );
const emptyCart = async (who: Buyer) => db().delete(cartItems).where(eq(cartItems.userId, who.userId));
const preview = (who: Buyer, body: EndpointBodyIn<typeof orderEndpoints.preview>) =>
  api(ctx.app).call(orderEndpoints.preview, { body }, { as: who });
const submit = (who: Buyer, body: Omit<EndpointBodyIn<typeof orderEndpoints.submit>, 'idempotencyKey'>) =>
  api(ctx.app).call(orderEndpoints.submit, { body: { idempotencyKey: randomUUID(), ...body } }, { as: who });
const detail = (who: Buyer, orderNumber: string) =>
  api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: who });
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

/** Preview, then submit with the amount the preview showed. */
async function placeOrder(who: Buyer, body: EndpointBodyIn<typeof orderEndpoints.preview>) {
  const shown = await preview(who, body);
  expect(shown.code, shown.msg).toBe(ErrorCode.OK);
  return submit(who, { addressId, ...body, payAmount: shown.ext.payAmount });
}

describe('checkout', () => {
  it('previews one order per shop with shipping, discounts and totals computed on the server', async () => {
    await emptyCart(buyer);
    const a = await makeProduct(db(), { shopId: 1, priceCents: 2500 });
    const b = await makeProduct(db(), { shopId: 2, priceCents: 19999 });
    await addToCart(buyer, a.id, '3');
    await addToCart(buyer, b.id, '2');
    const res = await preview(buyer, {
      source: 'cart' as const,
      shops: [
        { shopId: 2, deliveryType: 'express' as const, discountCode: 'FULL_REDUCTION', remark: '请电话联系' },
      ],
    });
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    const { ext } = res;
    expect(ext.address?.addressId).toBe(addressId);
    expect(ext.orders.map((o) => o.shopId).sort()).toEqual([1, 2]);
    const o1 = ext.orders.find((o) => o.shopId === 1);
    const o2 = ext.orders.find((o) => o.shopId === 2)!;
    expect(o1).toMatchObject({
      orderType: 4,
      moduleCode: 'order_set',
      goodsAmount: '75.00',
      shippingFee: '8.00',
      payAmount: '83.00',
    });
    expect(o2).toMatchObject({
      goodsAmount: '399.98',
      shippingFee: '12.00',
      discountAmount: '20.00',
      payAmount: '391.98',
      discountCode: 'FULL_REDUCTION',
      remark: '请电话联系',
    });
    expect(o2.discountMethods.map((d) => d.code)).toEqual(['FULL_REDUCTION', 'MEMBER_DISCOUNT']);
    expect(o2.discountMethods[0].description).toBe('¥20.00 off orders from ¥300.00');
    expect(ext).toMatchObject({
      goodsAmount: '474.98',
      shippingFee: '20.00',
      discountAmount: '20.00',
      payAmount: '474.98',
    });
    expect(ext.invoiceEnabled).toBe(true);
    const pickup = await preview(buyer, {
      source: 'cart' as const,
      shops: [{ shopId: 1, deliveryType: 'pickup' as const }],
    });
    expect(pickup.ext.orders.find((o) => o.shopId === 1)?.shippingFee).toBe('0.00');
  });

  it('totals of random carts equal the sum of their lines and are never negative', async () => {
    const pool = await Promise.all(
      [1, 1, 2, 2, 3].map((shopId, i) =>
        makeProduct(db(), {
          shopId,
          priceCents: [1, 333, 1999, 12345, 99999][i],
          stock: '100000',
          minOrder: '0.01',
          step: '0.01',
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            product: fc.integer({ min: 0, max: 4 }),
            qty: fc.integer({ min: 1, max: 999 }),
            cents: fc.integer({ min: 0, max: 99 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
            selector: (l) => l.product,
          },
        ),
        fc.constantFrom(undefined, 'FULL_REDUCTION', 'MEMBER_DISCOUNT'),
        async (lines, discountCode) => {
          await emptyCart(buyer);
          for (const l of lines) {
            const res = await addToCart(
              buyer,
              pool[l.product]!.id,
              `${l.qty}.${String(l.cents).padStart(2, '0')}`,
            );
            expect(res.code, res.msg).toBe(ErrorCode.OK);
          }
          const { ext } = await preview(buyer, {
            source: 'cart' as const,
            shops: discountCode ? [1, 2, 3].map((shopId) => ({ shopId, discountCode })) : [],
          });
          const cents = (v: string) => Math.round(Number(v) * 100);
          let goods = 0;
          let pay = 0;
          for (const order of ext.orders) {
            const lineSum = order.lines.reduce((s: number, l: { amount: string }) => s + cents(l.amount), 0);
            expect(cents(order.goodsAmount)).toBe(lineSum);
            expect(cents(order.payAmount)).toBe(
              cents(order.goodsAmount) + cents(order.shippingFee) - cents(order.discountAmount),
            );
            expect(cents(order.payAmount)).toBeGreaterThanOrEqual(0);
            expect(cents(order.discountAmount)).toBeLessThanOrEqual(cents(order.goodsAmount));
            goods += cents(order.goodsAmount);
            pay += cents(order.payAmount);
          }
          expect(cents(ext.goodsAmount)).toBe(goods);
          expect(cents(ext.payAmount)).toBe(pay);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('places one pending order per shop, reserves stock and empties the bought cart lines', async () => {
    await emptyCart(buyer);
    const a = await makeProduct(db(), { shopId: 1, priceCents: 1000, stock: '50' });
    const b = await makeProduct(db(), { shopId: 2, priceCents: 500, stock: '20' });
    const colours = [style('红色', 1500, '5'), style('蓝色', 1600, '7')];
    const c = await makeProduct(db(), { shopId: 1, stock: '12', styles: colours });
    const supply = await makeProduct(db(), { shopId: 1, priceCents: 300, productType: 3 });
    const kept = await makeProduct(db(), { shopId: 1 });
    await addToCart(buyer, a.id, '4');
    await addToCart(buyer, b.id, '3');
    await addToCart(buyer, c.id, '2', colours[1]!.styleId);
    await addToCart(buyer, supply.id, '10');
    const keptLine = (await addToCart(buyer, kept.id, '1')).ext.cartId;
    await api(ctx.app).call(
      cartEndpoints.selectCart,
      {
        body: {
          cartIds: [keptLine],
          selected: false,
        },
      },
      { as: buyer },
    );
    const res = await placeOrder(buyer, {
      source: 'cart' as const,
      invoice: { type: 'normal' as const, title: '杭州优采贸易有限公司' },
    });
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.orderNumbers).toHaveLength(3);
    for (const n of res.ext.orderNumbers) expect(n).toMatch(/^\d{18}$/);
    const details = await Promise.all(
      res.ext.orderNumbers.map((n: string) => detail(buyer, n).then((r) => r.ext)),
    );
    const byType = details.map((d) => [d.shopId, d.orderType, d.status]);
    expect(byType).toEqual(
      expect.arrayContaining([
        [1, 4, 'pendingPayment'],
        [2, 4, 'pendingPayment'],
        [1, 3, 'pendingPayment'],
      ]),
    );
    const styled = details.flatMap((d) => d.items).find((i) => i.productId === c.id);
    expect(styled).toMatchObject({ productStyle: '蓝色', price: '16.00', quantity: '2', amount: '32.00' });
    expect(details[0].invoice).toEqual({ type: 'normal' as const, title: '杭州优采贸易有限公司', taxNo: '' });
    expect(details[0].address.fullAddress).toMatch(/^浙江省 杭州市 .+ 文三路 90 号$/);
    expect(details[0].timeline.map((t) => t.status)).toEqual(['pendingPayment']);
    expect((await stockOf(db(), a.id)).stock).toBe(46);
    expect((await stockOf(db(), b.id)).stock).toBe(17);
    const cStock = await stockOf(db(), c.id);
    expect(cStock.stock).toBe(10);
    expect(cStock.styles.map((s) => s.stock)).toEqual(['5', '5']);
    const cart = (await api(ctx.app).call(cartEndpoints.cartList, {}, { as: buyer })).ext;
    expect(cart.totalCount).toBe(1);
    expect(cart.shops[0].items[0].productId).toBe(kept.id);
  });

  it('creates the orders once for a retried or double-clicked submit', async () => {
    await emptyCart(buyer);
    const p = await makeProduct(db(), { stock: '100', priceCents: 700 });
    await addToCart(buyer, p.id, '5');
    const shown = await preview(buyer, { source: 'cart' as const });
    const body = {
      source: 'cart' as const,
      addressId,
      payAmount: shown.ext.payAmount,
      idempotencyKey: randomUUID(),
    };
    const before = await orderCount();
    const [first, second] = await Promise.all([
      api(ctx.app).call(orderEndpoints.submit, { body }, { as: buyer }),
      api(ctx.app).call(orderEndpoints.submit, { body }, { as: buyer }),
    ]);
    const retry = await api(ctx.app).call(orderEndpoints.submit, { body }, { as: buyer });
    expect(first.code, first.msg).toBe(ErrorCode.OK);
    expect(second.ext).toEqual(first.ext);
    expect(retry.ext).toEqual(first.ext);
    expect(await orderCount()).toBe(before + 1);
    expect((await stockOf(db(), p.id)).stock).toBe(95);
  });

  it('refuses a total the buyer did not see (tampered or changed price) and changes nothing', async () => {
    await emptyCart(buyer);
    const p = await makeProduct(db(), { stock: '30', priceCents: 1000 });
    await addToCart(buyer, p.id, '2');
    const before = await orderCount();
    const tampered = await submit(buyer, { source: 'cart' as const, addressId, payAmount: '0.01' });
    expect(tampered.code).toBe(ErrorCode.CONFLICT);
    expect(tampered.msg).toMatch(/check the new amount/);
    const shown = await preview(buyer, { source: 'cart' as const });
    await db().update(products).set({ priceCents: 1100 }).where(eq(products.id, p.id));
    const stale = await submit(buyer, { source: 'cart' as const, addressId, payAmount: shown.ext.payAmount });
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    const priceField = await api(ctx.app).unchecked(
      orderEndpoints.submit,
      {
        body: {
          idempotencyKey: randomUUID(),
          source: 'buynow',
          lines: [{ productId: p.id, quantity: '1', price: '0.01' }],
          addressId,
          payAmount: '0.01',
        },
      },
      { as: buyer },
    );
    expect(priceField.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(priceField.msg).toMatch(/price/);
    expect(await orderCount()).toBe(before);
    expect((await stockOf(db(), p.id)).stock).toBe(30);
    expect((await api(ctx.app).call(cartEndpoints.cartNum, {}, { as: buyer })).ext).toBe(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await makeProduct(db(), { stock: '10', priceCents: 1000, name: '检查商品' });
    const huge = await makeProduct(db(), { stock: '99999999', priceCents: 99_999_999 });
    const before = await orderCount();
    const buyNow = (line: object, extra: object = {}) =>
      api(ctx.app).unchecked(
        orderEndpoints.submit,
        {
          body: {
            idempotencyKey: randomUUID(),
            source: 'buynow',
            lines: [line],
            addressId,
            payAmount: '10.00',
            ...extra,
          },
        },
        { as: buyer },
      );
    const cases: [Promise<{ code: number; msg: string }>, number, RegExp][] = [
      [buyNow({ productId: p.id, quantity: '-1' }), ErrorCode.VALIDATION_FAILED, /greater than 0/],
      [buyNow({ productId: p.id, quantity: '1.001' }), ErrorCode.VALIDATION_FAILED, /2 decimals/],
      [buyNow({ productId: p.id, quantity: '11' }), ErrorCode.VALIDATION_FAILED, /only 10/],
      [buyNow({ productId: p.id, quantity: '1e9' }), ErrorCode.VALIDATION_FAILED, /quantity/],
      [buyNow({ productId: 2_000_000_000, quantity: '1' }), ErrorCode.NOT_FOUND, /does not exist/],
      [
        buyNow({ productId: huge.id, quantity: '99999' }),
        ErrorCode.VALIDATION_FAILED,
        /at most ¥99999999.99/,
      ],
      [
        buyNow({ productId: p.id, quantity: '1' }, { addressId: otherAddressId }),
        40400,
        /address does not exist/,
      ],
      [
        buyNow(
          { productId: p.id, quantity: '1' },
          { shops: [{ shopId: p.shopId, discountCode: 'FREE_LUNCH' }] },
        ),
        40000,
        /"FREE_LUNCH" is not available/,
      ],
      [
        buyNow({ productId: p.id, quantity: '1' }, { invoice: { type: 'vat' as const, title: '某公司' } }),
        40000,
        /taxpayer/,
      ],
      [
        buyNow(
          { productId: p.id, quantity: '1' },
          { invoice: { type: 'vat' as const, title: 'x', taxNo: '12' } },
        ),
        40000,
        /invoice.taxNo/,
      ],
      [
        submit(buyer, { source: 'buynow' as const, lines: [], addressId, payAmount: '1.00' }),
        ErrorCode.VALIDATION_FAILED,
        /lines/,
      ],
      [
        submit(buyer, { source: 'buynow' as const, addressId, payAmount: '1.00' }),
        ErrorCode.VALIDATION_FAILED,
        /exactly one/,
      ],
      [
        buyNow({ productId: p.id, quantity: '1' }, { payAmount: '10' }),
        ErrorCode.VALIDATION_FAILED,
        /payAmount/,
      ],
    ];
    for (const [request, code, message] of cases) {
      const res = await request;
      expect(res.code, res.msg).toBe(code);
      expect(res.msg).toMatch(message);
    }
    expect(await orderCount()).toBe(before);
    expect((await stockOf(db(), p.id)).stock).toBe(10);
  });

  it('buys now without touching the cart', async () => {
    await emptyCart(buyer);
    const inCart = await makeProduct(db());
    await addToCart(buyer, inCart.id, '1');
    const p = await makeProduct(db(), { priceCents: 4321, stock: '9', shopId: 2 });
    const res = await placeOrder(buyer, {
      source: 'buynow' as const,
      lines: [{ productId: p.id, quantity: '2' }],
    });
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.payAmount).toBe('98.42'); // 86.42 + 12.00 shipping of shop 2
    expect((await api(ctx.app).call(cartEndpoints.cartNum, {}, { as: buyer })).ext).toBe(1);
    expect((await stockOf(db(), p.id)).stock).toBe(7);
  });

  it('sells exactly the stock when many buyers order the last units at once', async () => {
    const p = await makeProduct(db(), { stock: '10', priceCents: 1000, shopId: 1 });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => makeBuyer(ctx.app, db())));
    const addresses = await Promise.all(buyers.map((b) => addAddress(b)));
    const before = await orderCount();
    const results = await Promise.all(
      buyers.map((b, i) =>
        submit(b, {
          source: 'buynow' as const,
          lines: [{ productId: p.id, quantity: '1' }],
          addressId: addresses[i],
          payAmount: '18.00',
        }),
      ),
    );
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.msg).toMatch(/stock|sold out/);
    expect((await stockOf(db(), p.id)).stock).toBe(0);
    expect(await orderCount()).toBe(before + 10);
  }, 120_000);
});

describe('orders', () => {
  let pending: string;
  let product: Awaited<ReturnType<typeof makeProduct>>;

  beforeAll(async () => {
    product = await makeProduct(db(), { name: '可取消商品', stock: '20', priceCents: 1234, shopId: 1 });
    const res = await placeOrder(buyer, {
      source: 'buynow' as const,
      lines: [{ productId: product.id, quantity: '3' }],
    });
    pending = res.ext.orderNumbers[0];
  });

  it('shows a buyer their order; another buyer gets the same answer as a missing order', async () => {
    const mine = await detail(buyer, pending);
    expect(mine.ext).toMatchObject({
      orderNumber: pending,
      status: 'pendingPayment',
      canPay: true,
      canCancel: true,
      shopId: 1,
    });
    const missing = await detail(other, '20990101999999999');
    const foreign = await detail(other, pending);
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists orders with status filter, search by number or product, and paging', async () => {
    const all = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { offset: '1', limit: '5' } },
      { as: buyer },
    );
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const times = all.rows.map((r) => r.gmtCreate);
    expect([...times].sort().reverse()).toEqual(times);
    const byName = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { searchkey: '可取消' } },
      { as: buyer },
    );
    expect(byName.rows.map((r) => r.orderNumber)).toEqual([pending]);
    const byNumber = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { searchkey: pending.slice(0, 17) } },
      { as: buyer },
    );
    expect(byNumber.rows.map((r) => r.orderNumber)).toContain(pending);
    const pendings = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { status: 'pendingPayment', limit: '100' } },
      { as: buyer },
    );
    expect(pendings.rows.every((r) => r.status === 'pendingPayment')).toBe(true);
    const counts = (await api(ctx.app).call(orderEndpoints.statusCount, {}, { as: buyer })).ext;
    expect(counts.pendingPayment).toBe(pendings.total);
    expect(counts.all).toBe(all.total);
    const foreign = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { searchkey: pending } },
      { as: other },
    );
    expect(foreign.total).toBe(0);
    const bad = await api(ctx.app).unchecked(
      orderEndpoints.list,
      { query: { status: 'lost' } },
      { as: buyer },
    );
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('lets only the buyer cancel an unpaid order, and the stock returns', async () => {
    expect((await stockOf(db(), product.id)).stock).toBe(17);
    const foreign = await api(ctx.app).call(
      orderEndpoints.cancel,
      {
        body: {
          orderNumber: pending,
        },
      },
      { as: other },
    );
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    const res = await api(ctx.app).call(
      orderEndpoints.cancel,
      {
        body: {
          orderNumber: pending,
          reason: '不想要了',
        },
      },
      { as: buyer },
    );
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.status).toBe('cancelled');
    expect(res.ext.timeline.map((t) => [t.status, t.note])).toEqual([
      ['pendingPayment', ''],
      ['cancelled', '不想要了'],
    ]);
    expect((await stockOf(db(), product.id)).stock).toBe(20);
    const again = await api(ctx.app).call(
      orderEndpoints.cancel,
      {
        body: {
          orderNumber: pending,
        },
      },
      { as: buyer },
    );
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(again.msg).toMatch(/"Cancelled"/);
    expect((await stockOf(db(), product.id)).stock).toBe(20);
  });

  it('confirms receipt of a shipped order only', async () => {
    const p = await makeProduct(db());
    const res = await placeOrder(buyer, {
      source: 'buynow' as const,
      lines: [{ productId: p.id, quantity: '1' }],
    });
    const number = res.ext.orderNumbers[0];
    const early = await api(ctx.app).call(
      orderEndpoints.confirmReceipt,
      {
        body: {
          orderNumber: number,
        },
      },
      { as: buyer },
    );
    expect(early.code).toBe(ErrorCode.CONFLICT);
    await db().update(orders).set({ status: orderStatusCodes.shipped }).where(eq(orders.orderNumber, number));
    expect(
      (
        await api(ctx.app).call(
          orderEndpoints.confirmReceipt,
          { body: { orderNumber: number } },
          { as: other },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
    const done = await api(ctx.app).call(
      orderEndpoints.confirmReceipt,
      {
        body: {
          orderNumber: number,
        },
      },
      { as: buyer },
    );
    expect(done.ext).toMatchObject({ status: 'completed', canConfirm: false });
  });

  it('buys again: the order’s lines go back to the cart, selected alone; another buyer cannot', async () => {
    await emptyCart(buyer);
    const keep = await makeProduct(db());
    await addToCart(buyer, keep.id, '1');
    const foreign = await api(ctx.app).call(
      orderEndpoints.buyAgain,
      {
        body: {
          orderNumber: pending,
        },
      },
      { as: other },
    );
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    expect((await api(ctx.app).call(cartEndpoints.cartNum, {}, { as: other })).ext).toBe(0);
    const res = await api(ctx.app).call(
      orderEndpoints.buyAgain,
      { body: { orderNumber: pending } },
      { as: buyer },
    );
    expect(res.ext).toMatchObject({ added: 1, skipped: [], cartNum: 2 });
    const cart = (await api(ctx.app).call(cartEndpoints.cartList, {}, { as: buyer })).ext;
    const lines = cart.shops.flatMap((s) => s.items);
    expect(lines.find((l) => l.productId === product.id)).toMatchObject({
      quantity: '3',
      selected: true,
    });
    expect(lines.find((l) => l.productId === keep.id)).toMatchObject({
      selected: false,
    });
    await db().update(products).set({ status: 0 }).where(eq(products.id, product.id));
    const offShelf = await api(ctx.app).call(
      orderEndpoints.buyAgain,
      {
        body: {
          orderNumber: pending,
        },
      },
      { as: buyer },
    );
    expect(offShelf.ext.added).toBe(0);
    expect(offShelf.ext.skipped[0].reason).toMatch(/no longer on sale/);
  });

  it('lists order cards for the chat picker, 20 a page, only between the right parties', async () => {
    const res = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: '4' } },
      { as: buyer },
    );
    expect(res.code).toBe(ErrorCode.OK);
    expect(res.rows.length).toBeGreaterThan(0);
    expect(res.rows.length).toBeLessThanOrEqual(20);
    expect(res.rows[0]).toHaveProperty('orderItems');
    expect(res.rows[0].orderItems[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        price: expect.any(String),
      }),
    );
    const forbidden = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { buyCustId: buyer.custId } },
      { as: other },
    );
    expect(forbidden.code).toBe(ErrorCode.FORBIDDEN);
    // The merchant answers chats from the seller centre (it is no member of the buyer centre).
    const merchant = await sessionOf(ctx.app, db(), '13900000001');
    const asSeller = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: merchant.custId, buyCustId: buyer.custId } },
      {
        as: {
          ...merchant,
          token: await ctx.app.services.sessions.create({
            userId: merchant.userId,
            subsysCode: sellerCentreCode,
          }),
        },
      },
    );
    expect(asSeller.total).toBe(res.total);
  });
});

describe('orders in the buyer language', () => {
  it('checkout, the order, its list, the chat picker and the pay dialog name lines in the language', async () => {
    await emptyCart(buyer);
    const translated = await makeProduct(db(), { shopId: 1, priceCents: 1500 });
    const untranslated = await makeProduct(db(), { shopId: 1, priceCents: 1600 });
    await db()
      .update(products)
      .set({
        nameI18n: { ru_RU: 'Тестовый чай', en_US: 'Test tea', es: 'Té de prueba' },
        styles: [
          {
            styleId: 1,
            name: '红色',
            priceCents: 1500,
            stock: '100',
            imageUrl: '',
            nameI18n: { ru_RU: 'Красный', en_US: 'Red', es: 'Rojo' },
          },
        ],
      })
      .where(eq(products.id, translated.id));
    await addToCart(buyer, translated.id, '1', 1);
    await addToCart(buyer, untranslated.id, '1');
    const han = /\p{Script=Han}/u;
    type Line = { productId: number } & Record<string, unknown>;
    const line = (lines: Line[], id: number) => lines.find((l) => l.productId === id)!;

    const shown = await api(ctx.app).call(
      orderEndpoints.preview,
      { body: { source: 'cart' as const } },
      { as: buyer, lang: 'ru_RU' },
    );
    expect(shown.code, shown.msg).toBe(ErrorCode.OK);
    const [order] = shown.ext.orders;
    expect(order.shopName).toMatch(/\p{Script=Cyrillic}/u);
    expect(order.shopContentLang).toBeUndefined();
    expect(line(order.lines, translated.id)).toMatchObject({
      productName: 'Тестовый чай',
      styleName: 'Красный',
    });
    expect(line(order.lines, translated.id).contentLang).toBeUndefined();
    // No translation: the Chinese name, marked so the page can say it is Chinese.
    expect(line(order.lines, untranslated.id)).toMatchObject({
      productName: untranslated.name,
      contentLang: 'zh_CN',
    });

    const placed = await submit(buyer, {
      source: 'cart' as const,
      addressId,
      payAmount: shown.ext.payAmount,
    });
    expect(placed.code, placed.msg).toBe(ErrorCode.OK);
    const [orderNumber] = placed.ext.orderNumbers;
    // The order keeps the names it was bought under, in every language.
    const inLang = async (lang: Locale) =>
      (await api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer, lang })).ext;
    const ru = await inLang('ru_RU');
    expect(line(ru.items, translated.id)).toMatchObject({ title: 'Тестовый чай', productStyle: 'Красный' });
    expect(line(ru.items, untranslated.id)).toMatchObject({ title: untranslated.name, contentLang: 'zh_CN' });
    expect(ru.shopName).toMatch(/\p{Script=Cyrillic}/u);
    const es = await inLang('es');
    expect(line(es.items, translated.id)).toMatchObject({ title: 'Té de prueba', productStyle: 'Rojo' });
    const zh = await inLang('zh_CN');
    expect(line(zh.items, translated.id)).toMatchObject({ title: translated.name, productStyle: '红色' });
    expect(line(zh.items, translated.id).contentLang).toBeUndefined();
    expect(zh.shopName).toMatch(han);
    // A later rename of the product does not rename what was bought.
    await db()
      .update(products)
      .set({ nameI18n: { ru_RU: 'Другое имя' } })
      .where(eq(products.id, translated.id));
    expect(line((await inLang('ru_RU')).items, translated.id).title).toBe('Тестовый чай');

    // Found by the name the buyer read, in their language.
    const list = await api(ctx.app).call(
      orderEndpoints.list,
      { query: { searchkey: 'Тестовый' } },
      { as: buyer, lang: 'ru_RU' },
    );
    const listed = list.rows.find((o) => o.orderNumber === orderNumber)!;
    expect(line(listed.items, translated.id).title).toBe('Тестовый чай');
    // In any case: Cyrillic and accented Latin letters fold like ASCII whatever the database's locale.
    for (const [key, lang] of [
      ['тестовый', 'ru_RU'],
      ['ТЕСТОВЫЙ ЧАЙ', 'ru_RU'],
      ['TÉ DE', 'es'],
      ['té de PRUEBA', 'es'],
    ] as const) {
      const found = await api(ctx.app).call(
        orderEndpoints.list,
        { query: { searchkey: key } },
        { as: buyer, lang },
      );
      expect(
        found.rows.map((o) => o.orderNumber),
        `"${key}" finds the order`,
      ).toContain(orderNumber);
    }

    const cards = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: ru.shopCustId } },
      { as: buyer, lang: 'ru_RU' },
    );
    const card = cards.rows.find((o) => o.orderNumber === orderNumber)!;
    expect(card.shopName).toMatch(/\p{Script=Cyrillic}/u);
    expect(card.orderItems.map((i) => i.title)).toContain('Тестовый чай');

    const pay = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: orderNumber } },
      { as: buyer, lang: 'ru_RU' },
    );
    expect(pay.code, pay.msg).toBe(ErrorCode.OK);
    expect(pay.ext.orders[0].shopName).toMatch(/\p{Script=Cyrillic}/u);
  });
});

describe('points orders', () => {
  it('spends points and points-goods stock, once per idempotency key', async () => {
    const [goods] = await db()
      .insert(pointsGoods)
      .values({ name: '积分水杯', points: 120, stock: 3 })
      .returning();
    const body = { goodsId: goods!.id, quantity: 2, addressId, idempotencyKey: randomUUID() };
    const first = await api(ctx.app).call(orderEndpoints.submitIntegral, { body }, { as: buyer });
    expect(first.code, first.msg).toBe(ErrorCode.OK);
    expect(first.ext).toMatchObject({ pointsSpent: 240, pointsLeft: 260 });
    const again = await api(ctx.app).call(orderEndpoints.submitIntegral, { body }, { as: buyer });
    expect(again.ext).toEqual(first.ext);
    const order = (await detail(buyer, first.ext.orderNumber)).ext;
    expect(order).toMatchObject({
      orderType: 11,
      payKind: 'points',
      status: 'paid',
      pointsAmount: 240,
      canPay: false,
      canBuyAgain: false,
    });
    expect((await api(ctx.app).call(paymentEndpoints.accountInfo, {}, { as: buyer })).ext.points).toBe(260);
    const stock = await db()
      .select({ stock: pointsGoods.stock })
      .from(pointsGoods)
      .where(eq(pointsGoods.id, goods!.id));
    expect(stock[0]!.stock).toBe(1);
  });

  it('says clearly when points or stock are not enough, and changes nothing', async () => {
    const [goods] = await db()
      .insert(pointsGoods)
      .values({ name: '积分背包', points: 400, stock: 5 })
      .returning();
    const poor = await api(ctx.app).call(
      orderEndpoints.submitIntegral,
      {
        body: {
          goodsId: goods!.id,
          quantity: 1,
          addressId,
          idempotencyKey: randomUUID(),
        },
      },
      { as: buyer },
    );
    expect(poor.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(poor.msg).toBe('Not enough points: 400 needed, you have 260');
    const rich = await makeBuyer(ctx.app, db(), { points: 100_000 });
    const richAddress = await addAddress(rich);
    const tooMany = await api(ctx.app).call(
      orderEndpoints.submitIntegral,
      {
        body: {
          goodsId: goods!.id,
          quantity: 6,
          addressId: richAddress,
          idempotencyKey: randomUUID(),
        },
      },
      { as: rich },
    );
    expect(tooMany.msg).toMatch(/only 5 left/);
    expect((await api(ctx.app).call(paymentEndpoints.accountInfo, {}, { as: rich })).ext.points).toBe(
      100_000,
    );
    const left = await db().execute<{ stock: number }>(
      sql`select stock from points_goods where id = ${goods!.id}`,
    );
    expect(left.rows[0]!.stock).toBe(5);
  });
});

describe('demo data', () => {
  it('gives the demo buyer money, points, two addresses and orders in every status', async () => {
    const demo = await sessionOf(ctx.app, db(), '13800000001');
    const account = (await api(ctx.app).call(paymentEndpoints.accountInfo, {}, { as: demo })).ext;
    expect(account).toEqual({ balance: '50000.00', points: 8000 });
    const addresses = (await api(ctx.app).call(addressEndpoints.list, {}, { as: demo })).ext;
    expect(addresses.map((a) => [a.cityName, a.isDefault])).toEqual([
      // Named in the request's language (en_US).
      ['Hangzhou', true],
      [expect.any(String), false],
    ]);
    const counts = (await api(ctx.app).call(orderEndpoints.statusCount, {}, { as: demo })).ext;
    expect(counts).toMatchObject({
      all: 8,
      pendingPayment: 1,
      paid: 1,
      shipped: 3,
      completed: 2,
      cancelled: 1,
    });
    const list = await api(ctx.app).call(orderEndpoints.list, { query: { limit: '20' } }, { as: demo });
    for (const order of list.rows) {
      const full = (await detail(demo, order.orderNumber)).ext;
      expect(full.timeline.at(-1)?.status).toBe(order.status);
      expect(full.items.length).toBeGreaterThan(0);
    }
  });
});
