import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, api, type Buyer, makeBuyer, makeProduct } from '../../../../test/buying-kit';
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

const check = (productId: number, who: Buyer | null = buyer, extra = '', lang = 'en_US') =>
  api(
    ctx.app,
    who,
    'GET',
    `/member/order/cart/checkbindpurchase?productId=${productId}${extra}`,
    undefined,
    lang,
  );
const add = (productId: number, who: Buyer = buyer) =>
  api(ctx.app, who, 'POST', '/member/order/cart/addcart', { productId, quantity: '1' });
const cartLines = async (who: Buyer = buyer) => {
  const { ext } = await api(ctx.app, who, 'GET', '/member/order/cart/querycartlist');
  return ext.shops.flatMap((s: { items: { cartId: number; productId: number }[] }) => s.items);
};

describe('bind-purchase check (spec §8)', () => {
  it('needs a session and a known product', async () => {
    expect((await check(accessory.id, null)).code).toBe(50002);
    expect((await check(2_000_000_000)).code).toBe(40400);
    expect((await api(ctx.app, buyer, 'GET', '/member/order/cart/checkbindpurchase?productId=x')).code).toBe(
      40000,
    );
  });

  it('passes (0) for a product sold on its own, in the cart and at once', async () => {
    expect(await check(main.id)).toMatchObject({ code: 0, ext: null });
    expect(await check(main.id, buyer, '&buyNow=1')).toMatchObject({ code: 0, ext: null });
  });

  it('answers -1 naming the main product while the cart lacks it, 0 once it is there', async () => {
    const refused = await check(accessory.id);
    expect(refused.code).toBe(-1);
    expect(refused.msg).toBe(
      `"原装硒鼓" is sold only together with "激光打印机 主机": add "激光打印机 主机" to the cart first`,
    );
    expect((await check(accessory.id, buyer, '', 'zh_CN')).msg).toBe(
      '“原装硒鼓”需与“激光打印机 主机”一起购买，请先将“激光打印机 主机”加入购物车',
    );
    // Another buyer's cart holding the main product changes nothing for this one.
    expect((await add(main.id, other)).code).toBe(0);
    expect((await check(accessory.id)).code).toBe(-1);
    expect((await check(accessory.id, other)).code).toBe(0);

    expect((await add(main.id)).code).toBe(0);
    expect(await check(accessory.id)).toMatchObject({ code: 0, ext: null });
    // Buying at once orders the accessory alone: never passes.
    expect((await check(accessory.id, buyer, '&buyNow=1')).code).toBe(-1);
  });
});

describe('bind purchase on the writers', () => {
  it('addcart refuses the accessory without its main product (40000, nothing added), accepts it after', async () => {
    const fresh = await makeBuyer(ctx.app, ctx.database.db);
    const refused = await add(accessory.id, fresh);
    expect(refused.code).toBe(40000);
    expect(refused.msg).toContain('激光打印机 主机');
    expect(await cartLines(fresh)).toEqual([]);
    expect((await add(main.id, fresh)).code).toBe(0);
    expect((await add(accessory.id, fresh)).code).toBe(0);
    expect((await cartLines(fresh)).map((l: { productId: number }) => l.productId).sort()).toEqual(
      [main.id, accessory.id].sort(),
    );
  });

  it('checkout refuses the accessory without its main product in the same order', async () => {
    const fresh = await makeBuyer(ctx.app, ctx.database.db);
    const addressId = await addAddress(ctx.app, fresh);
    const alone = await api(ctx.app, fresh, 'POST', '/member/order/order/previeworder', {
      source: 'buynow',
      lines: [{ productId: accessory.id, quantity: '1' }],
      addressId,
    });
    expect(alone.code).toBe(40000);
    const submitted = await api(ctx.app, fresh, 'POST', '/member/order/order/submitorder', {
      source: 'buynow',
      lines: [{ productId: accessory.id, quantity: '1' }],
      addressId,
      payAmount: '10.00',
      idempotencyKey: randomUUID(),
    });
    expect(submitted.code).toBe(40000);
    expect(submitted.msg).toContain('激光打印机 主机');

    // From the cart: both lines, then the main product unselected.
    await add(main.id, fresh);
    await add(accessory.id, fresh);
    const both = await api(ctx.app, fresh, 'POST', '/member/order/order/previeworder', {
      source: 'cart',
      addressId,
    });
    expect(both.code).toBe(0);
    const mainLine = (await cartLines(fresh)).find((l: { productId: number }) => l.productId === main.id);
    await api(ctx.app, fresh, 'POST', '/member/order/cart/selectcart', {
      cartIds: [mainLine.cartId],
      selected: false,
    });
    const without = await api(ctx.app, fresh, 'POST', '/member/order/order/previeworder', {
      source: 'cart',
      addressId,
    });
    expect(without.code).toBe(40000);
  });

  it('the demo seed binds a toner cartridge to a printer, shown on its detail', async () => {
    const [bound] = await ctx.database.db
      .select({ id: products.id, bindProductId: products.bindProductId })
      .from(products)
      .where(isNotNull(products.bindProductId))
      .orderBy(products.id)
      .limit(1);
    expect(bound).toBeDefined();
    const detail = await api(
      ctx.app,
      null,
      'GET',
      `/member/product/product/getproductdetail?productId=${bound!.id}`,
      undefined,
      'zh_CN',
    );
    expect(detail.ext.bindProduct).toMatchObject({ productId: bound!.bindProductId });
    expect(detail.ext.bindProduct.productName).toMatch(/打印机|一体机/);
  });
});
