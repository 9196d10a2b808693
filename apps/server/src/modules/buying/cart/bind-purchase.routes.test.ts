import { randomUUID } from 'node:crypto';
import type { Locale } from '@mall/contracts';
import { cartEndpoints, catalogEndpoints, ErrorCode, orderEndpoints } from '@mall/contracts';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { addAddress, type Buyer, makeBuyer, makeProduct } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { products } from '../../../db/schema/catalog';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let main: { id: number; name: string };
let accessory: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, ctx.database.db);
  other = await makeBuyer(ctx.app, ctx.database.db);
  main = await makeProduct(ctx.database.db, { name: '激光打印机 主机', shopId: 2 });
  accessory = await makeProduct(ctx.database.db, { name: '原装硒鼓', shopId: 2, bindProductId: main.id });
});
afterAll(async () => {
  await ctx?.close();
});

const check = (productId: number, who: Buyer | null = buyer, buyNow?: 1, lang: Locale = 'en_US') =>
  api(ctx.app).call(cartEndpoints.checkBindPurchase, { query: { productId, buyNow } }, { as: who, lang });
const add = (productId: number, who: Buyer = buyer) =>
  api(ctx.app).call(cartEndpoints.addCart, { body: { productId, quantity: '1' } }, { as: who });
const cartLines = async (who: Buyer = buyer) => {
  const { ext } = await api(ctx.app).call(cartEndpoints.cartList, {}, { as: who });
  return ext.shops.flatMap((s) => s.items);
};

describe('bind-purchase check (spec §8)', () => {
  it('needs a session and a known product', async () => {
    expect((await check(accessory.id, null)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await check(2_000_000_000)).code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await api(ctx.app).call(cartEndpoints.checkBindPurchase, { query: { productId: 'x' } }, { as: buyer }))
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('passes (0) for a product sold on its own, in the cart and at once', async () => {
    expect(await check(main.id)).toMatchObject({ code: 0, ext: null });
    expect(await check(main.id, buyer, 1)).toMatchObject({ code: 0, ext: null });
  });

  it('answers -1 naming the main product while the cart lacks it, 0 once it is there', async () => {
    const refused = await check(accessory.id);
    expect(refused.code).toBe(ErrorCode.SILENT_REJECT);
    expect(refused.msg).toBe(
      `"原装硒鼓" is sold only together with "激光打印机 主机": add "激光打印机 主机" to the cart first`,
    );
    expect((await check(accessory.id, buyer, undefined, 'zh_CN')).msg).toBe(
      '“原装硒鼓”需与“激光打印机 主机”一起购买，请先将“激光打印机 主机”加入购物车',
    );
    // Another buyer's cart holding the main product changes nothing for this one.
    expect((await add(main.id, other)).code).toBe(ErrorCode.OK);
    expect((await check(accessory.id)).code).toBe(ErrorCode.SILENT_REJECT);
    expect((await check(accessory.id, other)).code).toBe(ErrorCode.OK);

    expect((await add(main.id)).code).toBe(ErrorCode.OK);
    expect(await check(accessory.id)).toMatchObject({ code: 0, ext: null });
    // Buying at once orders the accessory alone: never passes.
    expect((await check(accessory.id, buyer, 1)).code).toBe(ErrorCode.SILENT_REJECT);
  });
});

describe('bind purchase on the writers', () => {
  it('addcart refuses the accessory without its main product (40000, nothing added), accepts it after', async () => {
    const fresh = await makeBuyer(ctx.app, ctx.database.db);
    const refused = await add(accessory.id, fresh);
    expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(refused.msg).toContain('激光打印机 主机');
    expect(await cartLines(fresh)).toEqual([]);
    expect((await add(main.id, fresh)).code).toBe(ErrorCode.OK);
    expect((await add(accessory.id, fresh)).code).toBe(ErrorCode.OK);
    expect((await cartLines(fresh)).map((l) => l.productId).sort()).toEqual([main.id, accessory.id].sort());
  });

  it('checkout refuses the accessory without its main product in the same order', async () => {
    const fresh = await makeBuyer(ctx.app, ctx.database.db);
    const addressId = await addAddress(ctx.app, fresh);
    const alone = await api(ctx.app).call(
      orderEndpoints.preview,
      {
        body: {
          source: 'buynow' as const,
          lines: [{ productId: accessory.id, quantity: '1' }],
          addressId,
        },
      },
      { as: fresh },
    );
    expect(alone.code).toBe(ErrorCode.VALIDATION_FAILED);
    const submitted = await api(ctx.app).call(
      orderEndpoints.submit,
      {
        body: {
          source: 'buynow' as const,
          lines: [{ productId: accessory.id, quantity: '1' }],
          addressId,
          payAmount: '10.00',
          idempotencyKey: randomUUID(),
        },
      },
      { as: fresh },
    );
    expect(submitted.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(submitted.msg).toContain('激光打印机 主机');

    // From the cart: both lines, then the main product unselected.
    await add(main.id, fresh);
    await add(accessory.id, fresh);
    const both = await api(ctx.app).call(
      orderEndpoints.preview,
      {
        body: {
          source: 'cart' as const,
          addressId,
        },
      },
      { as: fresh },
    );
    expect(both.code).toBe(ErrorCode.OK);
    const mainLine = (await cartLines(fresh)).find((l) => l.productId === main.id)!;
    await api(ctx.app).call(
      cartEndpoints.selectCart,
      {
        body: {
          cartIds: [mainLine.cartId],
          selected: false,
        },
      },
      { as: fresh },
    );
    const without = await api(ctx.app).call(
      orderEndpoints.preview,
      {
        body: {
          source: 'cart' as const,
          addressId,
        },
      },
      { as: fresh },
    );
    expect(without.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('the demo seed binds a toner cartridge to a printer, shown on its detail', async () => {
    const [bound] = await ctx.database.db
      .select({ id: products.id, bindProductId: products.bindProductId })
      .from(products)
      .where(isNotNull(products.bindProductId))
      .orderBy(products.id)
      .limit(1);
    expect(bound).toBeDefined();
    const detail = await api(ctx.app).call(
      catalogEndpoints.productDetail,
      { query: { productId: bound!.id } },
      { lang: 'zh_CN' },
    );
    expect(detail.ext.bindProduct).toMatchObject({ productId: bound!.bindProductId });
    expect(detail.ext.bindProduct?.productName).toMatch(/打印机|一体机/);
  });
});
