import type { Locale } from '@mall/contracts';
import {
  addressEndpoints,
  cartEndpoints,
  ErrorCode,
  orderEndpoints,
  paymentEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { type Buyer, makeProduct, sessionOf, stockOf } from '../../../../test/buying-kit';
import type { TestContext } from '../../../../test/helper';
import { orderTests } from '../../../../test/order-kit';
import { products } from '../../../db/schema/catalog';
import { orderStatusCodes, orders } from '../../../db/schema/order';
import { sellerCentreCode } from '../../../seed/data/accounts';

// Placed orders: detail, list, counts, actions, the chat picker, in the buyer language; the demo orders.
const t = orderTests();
const { addToCart, emptyCart, submit, detail, placeOrder } = t;
let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let addressId: number;
beforeAll(() => {
  ({ ctx, buyer, other, addressId } = t.fixture);
});

const db = () => ctx.database.db;

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
    // More orders than a page holds, newest first.
    const listed = await makeProduct(db(), { name: '列表商品', stock: '20', priceCents: 500, shopId: 2 });
    for (let i = 0; i < 5; i++)
      await placeOrder(buyer, {
        source: 'buynow' as const,
        lines: [{ productId: listed.id, quantity: '1' }],
      });
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
      { query: { sellCustId: ru.shopCustId! } },
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
