import {
  cartEndpoints,
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  orderEndpoints,
  shopAdminEndpoints,
  shopProductEndpoints,
  workbenchEndpoints,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { addAddress, type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { auditLog } from '../../db/schema/audit';
import { products } from '../../db/schema/catalog';
import { indexProducts } from './search-index.repository';
import { indexMany } from './search-index-bulk.repository';
import { shopMoveBatch } from './shop-admin.service';

// The platform suspends a shop and restores it (issue 33): its products leave search, the class listings and
// checkout and come back exactly as they were; its pages and its merchant's dashboard say why; its merchant
// can neither publish nor take down meanwhile. A shop of more products than one batch moves the rest on the
// job queue.

let ctx: TestContext;
let admin: Buyer;
let shop: Merchant;
let buyer: Buyer;
/** The shop's products: more than one batch, all on sale, in one third-level class. */
let ids: number[];
let classIds: { class1Id: number; class2Id: number; class3Id: number };
const shopProducts = shopMoveBatch + 30;
const word = '停业验证';

const platform = (who = admin) => ({
  list: (query: Record<string, string> = {}) =>
    api(ctx.app).call(shopAdminEndpoints.shopList, { query }, { as: who }),
  detail: (shopId: number) =>
    api(ctx.app).call(shopAdminEndpoints.shopDetail, { query: { shopId } }, { as: who }),
  suspend: (shopId: number, reason: string, lang: 'zh_CN' | 'en_US' = 'zh_CN') =>
    api(ctx.app).call(shopAdminEndpoints.shopSuspend, { body: { shopId, reason } }, { as: who, lang }),
  restore: (shopId: number) =>
    api(ctx.app).call(shopAdminEndpoints.shopRestore, { body: { shopId } }, { as: who }),
});

/** What the storefront's search finds for a word: its total and the first page's ids. */
async function search(searchkey: string, extra: Record<string, string> = {}) {
  const res = expectOk(
    await api(ctx.app).call(catalogEndpoints.productList, {
      query: { searchkey, productType: 4, limit: 100, ...extra },
    }),
  );
  return res;
}
/**
 * A class listing (no search word), by price: its total is the kept class count, its rows are read live (the
 * newest-first page is kept 2 to 10 s per server copy by design: product-search.service.ts).
 */
const classListing = async (classId: number) =>
  expectOk(
    await api(ctx.app).call(catalogEndpoints.productList, {
      query: { classId, productType: 4, sort: 'price', order: 'desc', limit: 100 },
    }),
  );
const storefrontProduct = (productId: number, lang: 'zh_CN' | 'en_US' = 'zh_CN') =>
  api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId } }, { lang });
const shopHome = (shopId: number, lang: 'zh_CN' | 'en_US' = 'zh_CN') =>
  api(ctx.app).call(catalogEndpoints.shopDetail, { query: { shopId } }, { lang });
const moveTheRest = () => ctx.app.jobs.runHere('shops.move-products', { shopId: shop.shopId });

/** The whole search index, every key of every list and every list's count, as an order-free checksum. */
async function searchIndex(): Promise<string> {
  const result = await ctx.database.db.execute<{ keys: string; counts: string }>(sql`
    select
      (select sum(hashtext(token || '/' || product_type || '/' || field || '/' || k))::text || ':' || count(*)
        from search_postings, unnest(keys) k) as keys,
      (select sum(hashtext(token || '/' || product_type || '/' || field || '/' || n))::text || ':' || count(*)
        from search_token_counts) as counts`);
  const row = result.rows[0]!;
  return `${row.keys} ${row.counts}`;
}
let indexBefore = '';

/** Class counts that differ from the products on sale (the seed's test: none should). */
async function countsOff(): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from class_product_counts k
    where k.total <> (select count(*) from products p where p.status = 1 and p.product_type = k.product_type
      and (k.class_id = 0 or k.class_id in (p.class1_id, p.class2_id, p.class3_id)))`);
  return result.rows[0]!.n;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  admin = await sessionOf(ctx.app, db, '13900000000', centreCodes.platform);
  shop = await makeMerchant(ctx.app, db);
  buyer = await makeBuyer(ctx.app, db, { balanceCents: 1_000_000 });
  await addAddress(ctx.app, buyer);
  // The shop's products, listed in the index and counted in their class as if the merchant had published
  // each: written as drafts, their search columns computed, then put on sale and listed in one go.
  const [template] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
  classIds = { class1Id: template!.class1Id, class2Id: template!.class2Id, class3Id: template!.class3Id };
  const rows = await db.execute<{ id: number }>(sql`
    insert into products (product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
      market_price_cents, unit, stock, min_order, step, image_url, status, created_at)
    select 4, ${shop.shopId}, ${classIds.class1Id}, ${classIds.class2Id}, ${classIds.class3Id},
      case when i = 1 then ${`${word} 孤品紫砂壶`} else ${`${word} 茶具 `} || i end, 1000, 0, '件', 100, 1, 1,
      ${template!.imageUrl}, 2, now() - i * interval '1 minute'
    from generate_series(1, ${shopProducts}) as i returning id`);
  ids = rows.rows.map((r) => r.id).sort((a, b) => a - b);
  await indexProducts(db, ids);
  await db.execute(sql`update products set status = 1 where id = any(${sql.param(ids)}::int4[])`);
  await db.transaction((tx) => indexMany(tx, ids));
  await db.execute(sql`
    update class_product_counts k set total = (select count(*) from products p
      where p.status = 1 and p.product_type = k.product_type
        and (k.class_id = 0 or k.class_id in (p.class1_id, p.class2_id, p.class3_id)))
    where k.product_type = 4 and k.class_id in (0, ${classIds.class1Id}, ${classIds.class2Id}, ${classIds.class3Id})`);
});
afterAll(async () => {
  await ctx?.close();
});

describe('suspending a shop', () => {
  it('lists the shops, finds one by name, and reads it', async () => {
    const all = await platform().list();
    expect(all.total).toBeGreaterThan(30);
    const found = expectOk(await platform().list({ keyword: shop.shopName }));
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({
      shopId: shop.shopId,
      status: 'open',
      onSale: shopProducts,
      moving: 0,
    });
    const detail = expectOk(await platform().detail(shop.shopId));
    expect(detail.products).toEqual({ onSale: shopProducts, held: 0, offShelf: 0, draft: 0 });
    expectError(await platform().detail(99_999), ErrorCode.NOT_FOUND);
    expect(expectOk(await platform().list({ status: 'suspended' })).rows).toEqual([]);
  });

  it('takes its products out of search, the class listings and checkout, and says why on its pages', async () => {
    const [first] = ids;
    const cartLine = expectOk(
      await api(ctx.app).call(
        cartEndpoints.addCart,
        { body: { productId: first!, quantity: '1' } },
        { as: buyer },
      ),
    );
    expect(cartLine.cartNum).toBe(1);
    expect((await search(`${word} 孤品`)).rows.map((r) => r.productId)).toEqual([first]);
    expect((await search(word)).total).toBe(shopProducts);
    const classBefore = (await classListing(classIds.class3Id)).total;
    const allBefore = (await classListing(classIds.class1Id)).total;
    indexBefore = await searchIndex();

    const reason = '涉嫌销售假冒商品，待核实';
    const suspended = expectOk(await platform().suspend(shop.shopId, reason));
    // One batch in the request; the rest waits on the job queue.
    expect(suspended).toMatchObject({ status: 'suspended', suspendedReason: reason, onSale: 0 });
    expect(suspended.moving).toBe(shopProducts - shopMoveBatch);
    expect(suspended.products.held).toBe(shopMoveBatch);

    // Already now: its pages say why, and nothing of it can be bought.
    const page = expectOk(await storefrontProduct(ids.at(-1)!, 'en_US'));
    expect(page.shopSuspended).toEqual({ reason });
    expect(expectOk(await storefrontProduct(first!)).shopSuspended).toEqual({ reason });
    const home = expectOk(await shopHome(shop.shopId, 'en_US'));
    expect(home.suspendedReason).toBe(reason);
    const preview = await api(ctx.app).call(
      orderEndpoints.preview,
      { body: { source: 'cart' } },
      { as: buyer },
    );
    expect(preview.code).not.toBe(ErrorCode.OK);
    expect(preview.msg).toContain(`${word} 孤品紫砂壶`);
    const buyLast = await api(ctx.app).call(
      orderEndpoints.preview,
      { body: { source: 'buynow', lines: [{ productId: ids.at(-1)!, quantity: '1' }] } },
      { as: buyer },
    );
    expectError(buyLast, ErrorCode.VALIDATION_FAILED);

    await moveTheRest();
    expect(expectOk(await platform().detail(shop.shopId))).toMatchObject({
      moving: 0,
      held: shopProducts,
      products: { onSale: 0, held: shopProducts, offShelf: 0, draft: 0 },
    });
    expect((await search(word)).total).toBe(0);
    expect((await search(`${word} 孤品`)).rows).toEqual([]);
    const listing = await classListing(classIds.class3Id);
    expect(listing.total).toBe(classBefore - shopProducts);
    expect(listing.rows.map((r) => r.productId)).not.toContain(first);
    expect((await classListing(classIds.class1Id)).total).toBe(allBefore - shopProducts);
    expect(await countsOff()).toBe(0);
    // Out of the shop list too.
    const shopList = expectOk(
      await api(ctx.app).call(catalogEndpoints.shopList, { query: { searchkey: shop.shopName } }),
    );
    expect(shopList.rows).toEqual([]);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'shop'), eq(auditLog.entityId, String(shop.shopId))));
    expect(entry).toMatchObject({ action: 'shop.suspend', centre: 'platform', actorUserId: admin.userId });
    expect(entry!.after).toContain(reason);
  });

  it('shows the merchant the reason and refuses its publishing and taking down meanwhile', async () => {
    const dashboard = expectOk(await api(ctx.app).call(workbenchEndpoints.dashboard, {}, { as: shop }));
    expect(dashboard.suspendedReason).toBe('涉嫌销售假冒商品，待核实');
    const list = expectOk(
      await api(ctx.app).call(
        shopProductEndpoints.productList,
        { query: { status: 'suspended' } },
        { as: shop },
      ),
    );
    expect(list.total).toBe(shopProducts);
    const row = list.rows[0]!;
    const refused = await api(ctx.app).call(
      shopProductEndpoints.productPublish,
      { body: { productId: row.productId, version: row.version, action: 'takeDown' } },
      { as: shop, lang: 'en_US' },
    );
    expectError(refused, ErrorCode.CONFLICT);
    expect(refused.msg).toContain('suspended');
    expect(refused.msg).toContain('涉嫌销售假冒商品');
    expectError(await platform().suspend(shop.shopId, '再次暂停'), ErrorCode.CONFLICT);
  });

  it('restores it: the same products on sale, in search and in the class listings as before', async () => {
    const classBefore = (await classListing(classIds.class3Id)).total;
    const restored = expectOk(await platform().restore(shop.shopId));
    expect(restored).toMatchObject({
      status: 'open',
      suspendedReason: '',
      moving: shopProducts - shopMoveBatch,
    });
    await moveTheRest();
    expect(expectOk(await platform().detail(shop.shopId))).toMatchObject({
      onSale: shopProducts,
      moving: 0,
      products: { onSale: shopProducts, held: 0 },
    });
    expect((await search(word)).total).toBe(shopProducts);
    expect((await search(`${word} 孤品`)).rows.map((r) => r.productId)).toEqual([ids[0]]);
    expect((await classListing(classIds.class3Id)).total).toBe(classBefore + shopProducts);
    expect(await countsOff()).toBe(0);
    expect(await searchIndex()).toBe(indexBefore);
    expect(expectOk(await storefrontProduct(ids[0]!)).shopSuspended).toBeUndefined();
    expect(expectOk(await shopHome(shop.shopId)).suspendedReason).toBeUndefined();
    const preview = await api(ctx.app).call(
      orderEndpoints.preview,
      { body: { source: 'cart' } },
      { as: buyer },
    );
    expect(preview.code, preview.msg).toBe(ErrorCode.OK);
    const dashboard = expectOk(await api(ctx.app).call(workbenchEndpoints.dashboard, {}, { as: shop }));
    expect(dashboard.suspendedReason).toBeNull();
    expectError(await platform().restore(shop.shopId), ErrorCode.CONFLICT);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'shop'), eq(auditLog.entityId, String(shop.shopId))));
    expect(actions.map((a) => a.action)).toEqual(['shop.suspend', 'shop.restore']);
  });

  it('suspends a small shop in the request alone, and refuses a suspension without a reason', async () => {
    const small = await makeMerchant(ctx.app, ctx.database.db);
    const empty = await platform().suspend(small.shopId, '   ', 'en_US');
    expectError(empty, ErrorCode.VALIDATION_FAILED);
    expect(empty.msg).toContain('reason');
    const done = expectOk(await platform().suspend(small.shopId, 'Licence expired'));
    expect(done).toMatchObject({ status: 'suspended', moving: 0 });
    expectError(await platform().suspend(99_999, 'x'), ErrorCode.NOT_FOUND);
    expect(expectOk(await platform().list({ status: 'suspended' })).rows.map((r) => r.shopId)).toEqual([
      small.shopId,
    ]);
  });

  it('is refused to platform staff without the shop code, to buyers and to merchants', async () => {
    const auditor = await sessionOf(ctx.app, ctx.database.db, '13900000012', centreCodes.platform);
    const buyerSide = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    for (const who of [auditor, buyerSide, shop]) {
      expectError(await platform(who).list(), ErrorCode.FORBIDDEN);
      expectError(await platform(who).detail(shop.shopId), ErrorCode.FORBIDDEN);
      expectError(await platform(who).suspend(shop.shopId, '越权'), ErrorCode.FORBIDDEN);
      expectError(await platform(who).restore(shop.shopId), ErrorCode.FORBIDDEN);
    }
    expect(expectOk(await platform().detail(shop.shopId)).status).toBe('open');
  });
});
