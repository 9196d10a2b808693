import type { EndpointBodyIn, Locale } from '@mall/contracts';
import { cartEndpoints, ErrorCode } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { type Buyer, makeBuyer, makeProduct, setParam, style } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { products } from '../../../db/schema/catalog';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, ctx.database.db);
  other = await makeBuyer(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const cart = (who: Buyer = buyer) => api(ctx.app).call(cartEndpoints.cartList, {}, { as: who });
const add = (
  body: EndpointBodyIn<typeof cartEndpoints.addCart>,
  who: Buyer = buyer,
  lang: Locale = 'en_US',
) => api(ctx.app).call(cartEndpoints.addCart, { body }, { as: who, lang });
const cartNum = (who: Buyer = buyer) =>
  api(ctx.app)
    .call(cartEndpoints.cartNum, { query: { stockSource: '1' } }, { as: who })
    .then((r) => r.ext as number);
const clear = async (who: Buyer = buyer) => {
  const { ext } = await cart(who);
  const ids = [
    ...ext.shops.flatMap((s) => s.items.map((i) => i.cartId)),
    ...ext.invalidItems.map((i) => i.cartId),
  ];
  if (ids.length) await api(ctx.app).call(cartEndpoints.deleteCart, { body: { cartIds: ids } }, { as: who });
};

describe('cart', () => {
  it('needs a session', async () => {
    const res = await api(ctx.app).call(cartEndpoints.cartNum, { query: { stockSource: '1' } });
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('adds products, groups them by shop and totals the selected lines in fen', async () => {
    await clear();
    const a = await makeProduct(db(), { shopId: 1, priceCents: 1999, minOrder: '1' });
    const b = await makeProduct(db(), { shopId: 2, priceCents: 350, minOrder: '2', step: '2' });
    const c = await makeProduct(db(), { shopId: 1, priceCents: 1, minOrder: '1' });
    expect((await add({ productId: a.id, quantity: '3' })).code).toBe(ErrorCode.OK);
    expect((await add({ productId: b.id, quantity: 4 })).code).toBe(ErrorCode.OK);
    const added = await add({ productId: c.id, quantity: '7' });
    expect(added.ext).toMatchObject({ quantity: '7', cartNum: 3 });
    expect(await cartNum()).toBe(3);
    const { ext } = await cart();
    expect(ext.shops.map((s) => s.shopId)).toEqual([1, 2]);
    const shop1 = ext.shops[0];
    expect(shop1.items.map((i) => i.productId)).toEqual([c.id, a.id]);
    expect(shop1.selectedAmount).toBe('60.04'); // 3 × 19.99 + 7 × 0.01
    expect(ext.shops[1].selectedAmount).toBe('14.00');
    expect(ext.selectedAmount).toBe('74.04');
    expect(ext.selectedCount).toBe(3);
    expect(ext.quantityDecimals).toBe(2);
  });

  it('gives each line its base price, so a volume price shows only where a cheaper tier applies (issue 31)', async () => {
    await clear();
    // As the seed's products: the first tier is the base price, the next ones cheaper.
    const p = await makeProduct(db(), {
      priceCents: 1000,
      priceTiers: [
        { minQty: '1', priceCents: 1000 },
        { minQty: '10', priceCents: 900 },
      ],
    });
    const q = await makeProduct(db(), { priceCents: 500 });
    await add({ productId: p.id, quantity: '2' });
    await add({ productId: q.id, quantity: '1' });
    const line = async (productId: number) => {
      const { ext } = await cart();
      return ext.shops.flatMap((s) => s.items).find((i) => i.productId === productId);
    };
    expect(await line(p.id)).toMatchObject({ price: '10.00', basePrice: '10.00' });
    expect(await line(q.id)).toMatchObject({ price: '5.00', basePrice: '5.00' });
    await add({ productId: p.id, quantity: '8' });
    expect(await line(p.id)).toMatchObject({ quantity: '10', price: '9.00', basePrice: '10.00' });
  });

  it('adds to an existing line, and two concurrent adds end with the sum', async () => {
    await clear();
    const p = await makeProduct(db(), { stock: '1000' });
    await add({ productId: p.id, quantity: '1' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => add({ productId: p.id, quantity: '2' })),
    );
    expect(results.every((r) => r.code === 0)).toBe(true);
    const { ext } = await cart();
    expect(ext.shops[0].items).toHaveLength(1);
    expect(ext.shops[0].items[0].quantity).toBe('21');
  });

  it('refuses bad quantities with a clear message and changes nothing', async () => {
    await clear();
    const p = await makeProduct(db(), { stock: '50', minOrder: '5', step: '5', name: '规则商品' });
    await add({ productId: p.id, quantity: '5' });
    const cases: [unknown, RegExp][] = [
      ['-1', /greater than 0/],
      ['0', /greater than 0/],
      ['1.234', /2 decimals/],
      ['123456789', /8 integer digits/],
      ['99999999999999999999', /8 integer digits/],
      ['abc', /quantity/],
      ['1e3', /quantity/],
      [Number.NaN, /quantity/],
      ['60', /Not enough stock of "规则商品": only 50/],
      ['3', /multiples of 5/],
    ];
    for (const [quantity, message] of cases) {
      const res = await add({ productId: p.id, quantity });
      expect(res.code, String(quantity)).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg, String(quantity)).toMatch(message);
    }
    const { ext } = await cart();
    expect(ext.shops[0].items[0].quantity).toBe('5');
    const below = await api(ctx.app).call(
      cartEndpoints.updateCartNum,
      {
        body: {
          cartId: ext.shops[0].items[0].cartId,
          quantity: '2',
        },
      },
      { as: buyer },
    );
    expect(below.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(below.msg).toMatch(/minimum order of "规则商品" is 5/);
  });

  it('answers in the request language', async () => {
    const p = await makeProduct(db(), { stock: '3', name: '少量商品', minOrder: '1' });
    const res = await add({ productId: p.id, quantity: '4' }, buyer, 'zh_CN');
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toBe('“少量商品”库存不足，仅剩 3件'.replace('3件', `3${p.unit}`));
  });

  it('follows PRODUCT_NUMS for decimals', async () => {
    await clear();
    const p = await makeProduct(db(), { step: '0.5', minOrder: '0.5' });
    expect((await add({ productId: p.id, quantity: '1.5' })).code).toBe(ErrorCode.OK);
    await setParam(db(), 'PRODUCT_NUMS', '0');
    try {
      const res = await add({ productId: p.id, quantity: '0.5' });
      expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(/0 decimals/);
    } finally {
      await setParam(db(), 'PRODUCT_NUMS', '2');
    }
  });

  it('refuses unknown products, unknown fields and missing styles', async () => {
    expect((await add({ productId: 99999999, quantity: '1' })).code).toBe(ErrorCode.NOT_FOUND);
    const tampered = await api(ctx.app).unchecked(
      cartEndpoints.addCart,
      { body: { productId: 1, quantity: '1', price: '0.01' } },
      { as: buyer },
    );
    expect(tampered.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(tampered.msg).toMatch(/price/);
    const styled = await makeProduct(db(), {
      styles: [style('红色', 1200, '10'), style('蓝色', 1300, '10')],
    });
    const missing = await add({ productId: styled.id, quantity: '1' });
    expect(missing.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(missing.msg).toMatch(/choose a style/);
    expect((await add({ productId: styled.id, styleId: 1, quantity: '1' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const ok = await add({ productId: styled.id, styleId: styled.styles[1]!.styleId, quantity: '2' });
    expect(ok.code).toBe(ErrorCode.OK);
    const item = (await cart()).ext.shops.flatMap((s) => s.items).find((i) => i.productId === styled.id);
    expect(item).toMatchObject({ styleName: '蓝色', price: '13.00', amount: '26.00', stock: '10' });
  });

  it('lists off-shelf and sold-out lines apart and leaves them out of the totals', async () => {
    await clear();
    const on = await makeProduct(db(), { priceCents: 500 });
    const off = await makeProduct(db(), { priceCents: 700 });
    const gone = await makeProduct(db(), { priceCents: 900, stock: '10' });
    for (const p of [on, off, gone]) await add({ productId: p.id, quantity: '1' });
    await db().update(products).set({ status: 0 }).where(eq(products.id, off.id));
    await db().update(products).set({ stock: '0' }).where(eq(products.id, gone.id));
    const { ext } = await cart();
    expect(ext.totalCount).toBe(3);
    expect(ext.selectedAmount).toBe('5.00');
    const reasons = Object.fromEntries(ext.invalidItems.map((i) => [i.productId, i.invalidReason]));
    expect(reasons).toEqual({ [off.id]: 'offShelf', [gone.id]: 'outOfStock' });
    const cleared = await api(ctx.app).call(cartEndpoints.clearInvalid, {}, { as: buyer });
    expect(cleared.ext.invalidItems).toEqual([]);
    expect(cleared.ext.totalCount).toBe(1);
  });

  it('selects, unselects and removes lines', async () => {
    await clear();
    const a = await makeProduct(db(), { priceCents: 100 });
    const b = await makeProduct(db(), { priceCents: 200 });
    await add({ productId: a.id, quantity: '1' });
    await add({ productId: b.id, quantity: '1' });
    const ids = (await cart()).ext.shops[0].items.map((i) => i.cartId);
    const unselected = await api(ctx.app).call(
      cartEndpoints.selectCart,
      {
        body: {
          cartIds: [ids[0]],
          selected: false,
        },
      },
      { as: buyer },
    );
    expect(unselected.ext.selectedAmount).toBe('1.00');
    const removed = await api(ctx.app).call(
      cartEndpoints.deleteCart,
      { body: { cartIds: [ids[1]] } },
      { as: buyer },
    );
    expect(removed.ext.totalCount).toBe(1);
    expect(removed.ext.selectedAmount).toBe('0.00');
  });

  it('keeps one buyer away from another buyer’s lines', async () => {
    await clear();
    const p = await makeProduct(db());
    await add({ productId: p.id, quantity: '2' });
    const cartId = (await cart()).ext.shops[0].items[0].cartId;
    const update = await api(ctx.app).call(
      cartEndpoints.updateCartNum,
      {
        body: {
          cartId,
          quantity: '9',
        },
      },
      { as: other },
    );
    expect(update.code).toBe(ErrorCode.NOT_FOUND);
    await api(ctx.app).call(cartEndpoints.deleteCart, { body: { cartIds: [cartId] } }, { as: other });
    await api(ctx.app).call(
      cartEndpoints.selectCart,
      {
        body: {
          cartIds: [cartId],
          selected: false,
        },
      },
      { as: other },
    );
    expect((await cart(other)).ext.totalCount).toBe(0);
    const mine = (await cart()).ext.shops[0].items[0];
    expect(mine).toMatchObject({ cartId, quantity: '2', selected: true });
  });
});

describe('cart in the buyer language', () => {
  it('shows product and shop names in the language, Chinese where a product has no translation', async () => {
    await clear();
    const translated = await makeProduct(db(), { shopId: 1, priceCents: 500, minOrder: '1' });
    const untranslated = await makeProduct(db(), { shopId: 1, priceCents: 600, minOrder: '1' });
    await db()
      .update(products)
      .set({ nameI18n: { ru_RU: 'Тестовый товар', en_US: 'Test product' } })
      .where(eq(products.id, translated.id));
    for (const p of [translated, untranslated])
      expect((await add({ productId: p.id, quantity: '1' })).code).toBe(ErrorCode.OK);

    const ru = (await api(ctx.app).call(cartEndpoints.cartList, {}, { as: buyer, lang: 'ru_RU' })).ext;
    const lines = ru.shops.flatMap((s) => s.items);
    const name = (id: number) => lines.find((l) => l.productId === id)?.productName;
    expect(name(translated.id)).toBe('Тестовый товар');
    expect(name(untranslated.id)).toMatch(/\p{Script=Han}/u);
    // The seeded shop 1 has a Russian name.
    expect(ru.shops[0].shopName).toMatch(/\p{Script=Cyrillic}/u);

    const zh = (await api(ctx.app).call(cartEndpoints.cartList, {}, { as: buyer, lang: 'zh_CN' })).ext;
    expect(zh.shops[0].shopName).toMatch(/\p{Script=Han}/u);
    await clear();
  });
});
