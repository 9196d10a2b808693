import {
  catalogEndpoints,
  ErrorCode,
  merchantPermissionCodes,
  type ShopProduct,
  type ShopProductInput,
  shopProductEndpoints,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { png, uploadPicture, viewPicture } from '../../../test/picture-kit';
import { auditLog } from '../../db/schema/audit';
import { classProductCounts, productClasses } from '../../db/schema/catalog';

// The merchant workbench's products (issue 33): a shop creates a draft with SKUs and pictures, publishes it
// (findable and buyable at once), edits it (a stale version refused), takes it down; only its own products.

let ctx: TestContext;
let shop: Merchant;
let other: Merchant;
let leafClassId: number;
let otherLeafClassId: number;
let pictures: string[];

const call = (who: Merchant) => ({
  save: (body: ShopProductInput) =>
    api(ctx.app).call(shopProductEndpoints.productSave, { body }, { as: who }),
  publish: (product: ShopProduct, action: 'publish' | 'takeDown' = 'publish') =>
    api(ctx.app).call(
      shopProductEndpoints.productPublish,
      { body: { productId: product.productId, version: product.version, action } },
      { as: who },
    ),
  detail: (productId: number) =>
    api(ctx.app).call(shopProductEndpoints.productDetail, { query: { productId } }, { as: who }),
  list: (query: Record<string, string> = {}) =>
    api(ctx.app).call(shopProductEndpoints.productList, { query }, { as: who }),
});

/** What the storefront's search finds for a word, in a language: the product ids. */
async function found(word: string, lang = 'zh_CN'): Promise<number[]> {
  const res = await ctx.app.inject({
    url: `/api${catalogEndpoints.productList.path}?searchkey=${encodeURIComponent(word)}&productType=4`,
    cookies: { site_lang: lang },
  });
  return res.json().rows.map((r: { productId: number }) => r.productId);
}

const storefrontDetail = (productId: number, lang = 'zh_CN') =>
  ctx.app.inject({
    url: `/api${catalogEndpoints.productDetail.path}?productId=${productId}`,
    cookies: { site_lang: lang },
  });

const kept = async (classId: number) =>
  (
    await ctx.database.db
      .select({ total: classProductCounts.total })
      .from(classProductCounts)
      .where(and(eq(classProductCounts.classId, classId), eq(classProductCounts.productType, 4)))
  )[0]?.total ?? 0;

function teapot(extra: Partial<ShopProductInput> = {}): ShopProductInput {
  return {
    classId: leafClassId,
    name: { zh_CN: '紫砂茶壶工作台款', en_US: 'Workbench clay teapot', ru_RU: 'Глиняный чайник', es: '' },
    unit: '把',
    images: pictures,
    detailHtml: {
      zh_CN: '<p>手工<strong>紫砂</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      en_US: '<p>Hand made</p>',
    },
    specs: [{ name: '容量', value: '300ml' }],
    skus: [
      {
        name: { zh_CN: '朱泥', en_US: 'Red clay' },
        price: '128.00',
        stock: '10',
        code: 'TP-RED',
        imageUrl: pictures[1],
      },
      { name: { zh_CN: '段泥' }, price: '98.5', stock: '5.5', code: 'TP-GOLD' },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  shop = await makeMerchant(ctx.app, db);
  other = await makeMerchant(ctx.app, db);
  const leaves = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 3), eq(productClasses.classType, 1)))
    .orderBy(productClasses.id)
    .limit(2);
  leafClassId = leaves[0]!.id;
  otherLeafClassId = leaves[1]!.id;
  pictures = [
    (await uploadPicture(ctx.app, shop, 'front.png', png(8, 6))).fileUrl,
    (await uploadPicture(ctx.app, shop, 'red.png', png(6, 6, [200, 30, 30]))).fileUrl,
  ];
});
afterAll(async () => {
  await ctx?.close();
});

describe('a product from draft to sale', () => {
  it('saves a draft with two SKUs that nobody finds, publishes it, and buyers find and read it at once', async () => {
    const draft = expectOk(await call(shop).save(teapot()));
    expect(draft).toMatchObject({ status: 'draft', version: 1, price: '98.50', stock: '15.5', unit: '把' });
    expect(draft.skus.map((s) => [s.name.zh_CN, s.price, s.stock, s.code])).toEqual([
      ['朱泥', '128.00', '10', 'TP-RED'],
      ['段泥', '98.50', '5.5', 'TP-GOLD'],
    ]);
    expect(new Set(draft.skus.map((s) => s.styleId)).size).toBe(2);
    // The description is kept without what could run in a buyer's page.
    expect(draft.detailHtml.zh_CN).toContain('<strong>紫砂</strong>');
    expect(draft.detailHtml.zh_CN).not.toMatch(/script|onerror/);
    expect(await found('紫砂茶壶工作台款')).not.toContain(draft.productId);
    expect((await storefrontDetail(draft.productId)).json().code).toBe(ErrorCode.NOT_FOUND);

    const before = await kept(0);
    const onSale = expectOk(await call(shop).publish(draft));
    expect(onSale).toMatchObject({ status: 'onSale', version: 2 });
    expect(await kept(0)).toBe(before + 1);
    expect(await found('紫砂茶壶')).toContain(draft.productId);
    expect(await found('clay teapot', 'en_US')).toContain(draft.productId);
    expect(await found('Глиняный', 'ru_RU')).toContain(draft.productId);
    const page = (await storefrontDetail(draft.productId, 'en_US')).json().ext;
    expect(page.productName).toBe('Workbench clay teapot');
    expect(page.styles.map((s: { name: string }) => s.name)).toEqual(['Red clay', '段泥']);
    expect(page.fild.map((f: { fileUrl: string }) => f.fileUrl)).toEqual(pictures);
    // Its pictures are the product's now: everyone's to see (they were the merchant's own before).
    expect((await viewPicture(ctx.app, pictures[0]!)).statusCode).toBe(200);

    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(draft.productId))));
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.publish']);
  });

  it('refuses an edit made on an older version, shows a current one at once, and takes the product down', async () => {
    const first = expectOk(await call(shop).save(teapot({ name: { zh_CN: '青瓷茶杯工作台款' } })));
    const live = expectOk(await call(shop).publish(first));
    const red = live.skus[0]!;
    const edited = expectOk(
      await call(shop).save(
        teapot({
          productId: live.productId,
          version: live.version,
          name: { zh_CN: '青瓷茶杯工作台款' },
          classId: otherLeafClassId,
          skus: [{ styleId: red.styleId, name: { zh_CN: '朱泥' }, price: '150', stock: '3' }],
        }),
      ),
    );
    expect(edited).toMatchObject({
      status: 'onSale',
      version: live.version + 1,
      price: '150.00',
      stock: '3',
    });
    // The SKU kept its id: carts and orders naming it stay right.
    expect(edited.skus.map((s) => s.styleId)).toEqual([red.styleId]);
    const page = (await storefrontDetail(live.productId)).json().ext;
    expect(page.styles.map((s: { price: string }) => s.price)).toEqual(['150.00']);

    // The first tab still holds the older version: refused, nothing changed.
    const stale = await call(shop).save(
      teapot({ productId: live.productId, version: live.version, name: { zh_CN: '旧标签页的名字' } }),
    );
    expectError(stale, ErrorCode.CONFLICT);
    expect(stale.msg).toContain(String(edited.version));
    expect(expectOk(await call(shop).detail(live.productId)).name.zh_CN).toBe('青瓷茶杯工作台款');
    expectError(await call(shop).publish(live, 'takeDown'), ErrorCode.CONFLICT);

    const down = expectOk(await call(shop).publish(edited, 'takeDown'));
    expect(down.status).toBe('offShelf');
    expect(await found('青瓷茶杯工作台款')).not.toContain(live.productId);
    expect((await storefrontDetail(live.productId)).json().code).toBe(ErrorCode.NOT_FOUND);
    expectError(await call(shop).publish(down, 'takeDown'), ErrorCode.CONFLICT);
  });

  it('lists the shop’s products by status and by a word or a SKU code', async () => {
    const rows = (await call(shop).list({ limit: '50' })).rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const byCode = (await call(shop).list({ keyword: 'tp-gold' })).rows;
    expect(byCode.map((r) => r.name)).toContain('紫砂茶壶工作台款');
    const drafts = (await call(shop).list({ status: 'offShelf' })).rows;
    expect(drafts.map((r) => r.name)).toEqual(['青瓷茶杯工作台款']);
  });
});

describe('bad input and another shop', () => {
  it("answers another shop's product as not found, everywhere, and lists none of it", async () => {
    const mine = expectOk(await call(shop).save(teapot({ name: { zh_CN: '只属于本店的壶' } })));
    expectError(await call(other).detail(mine.productId), ErrorCode.NOT_FOUND);
    expectError(await call(other).publish(mine), ErrorCode.NOT_FOUND);
    const theirs = await call(other).save(
      teapot({ productId: mine.productId, version: mine.version, images: ['/files/x.png'], skus: [] }),
    );
    expectError(theirs, ErrorCode.NOT_FOUND);
    expect((await call(other).list()).rows).toEqual([]);
    expect(expectOk(await call(shop).detail(mine.productId)).name.zh_CN).toBe('只属于本店的壶');
  });

  it("refuses another user's picture, a class that is not a leaf, a repeated SKU name and a zero minimum", async () => {
    const theirs = (await uploadPicture(ctx.app, other, 'theirs.png', png(4, 4))).fileUrl;
    const res = await call(shop).save(teapot({ images: [theirs], skus: [] }));
    expectError(res, ErrorCode.NOT_FOUND);
    expect(res.msg).toContain(theirs.slice(theirs.lastIndexOf('/') + 1));
    const [top] = await ctx.database.db
      .select({ id: productClasses.id })
      .from(productClasses)
      .where(eq(productClasses.level, 1))
      .limit(1);
    expectError(await call(shop).save(teapot({ classId: top!.id })), ErrorCode.VALIDATION_FAILED);
    expectError(
      await call(shop).save(
        teapot({
          skus: [
            { name: { zh_CN: '同名' }, price: '1', stock: '1' },
            { name: { zh_CN: '同名' }, price: '2', stock: '1' },
          ],
        }),
      ),
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(await call(shop).save(teapot({ minOrder: '0' })), ErrorCode.VALIDATION_FAILED);
    expectError(await call(shop).save(teapot({ images: [], skus: [] })), ErrorCode.VALIDATION_FAILED);
    const strayPicture = await call(shop).save(
      teapot({ skus: [{ name: { zh_CN: '图' }, price: '1', stock: '1', imageUrl: theirs }] }),
    );
    expect(expectError(strayPicture, ErrorCode.VALIDATION_FAILED)).toMatch(/one of the product's pictures/);
    // Nothing was half-written: no picture of those became public.
    const [{ n }] = (
      await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from gallery_picture_uses where storage_key = ${theirs.replace(/^\/files\//, '')}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('needs the product codes of the seller centre', async () => {
    const viewer = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.productView],
    });
    expectOk(await call(viewer).list());
    expectError(await call(viewer).save(teapot()), ErrorCode.FORBIDDEN);
    const editor = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.productEdit],
    });
    expectError(await call(editor).list(), ErrorCode.FORBIDDEN);
    const buyer = await makeBuyer(ctx.app, ctx.database.db);
    const asBuyer = await api(ctx.app).call(shopProductEndpoints.productList, { query: {} }, { as: buyer });
    expectError(asBuyer, ErrorCode.FORBIDDEN);
  });
});
