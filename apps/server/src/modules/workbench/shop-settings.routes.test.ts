import {
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  merchantPermissionCodes,
  type ShopSettingsInput,
  shopProductEndpoints,
  shopSettingsEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { png, uploadPicture, viewPicture } from '../../../test/picture-kit';
import { auditLog } from '../../db/schema/audit';
import { productClasses, products } from '../../db/schema/catalog';

// The merchant's own shop face (issue 33): logo from its gallery (made public), introduction in four
// languages, main class; shown on the storefront at once; another shop and the shop's name out of reach.

let ctx: TestContext;
let shop: Merchant;
let other: Merchant;
let topClassId: number;
let leafClassId: number;
let logo: string;

const settings = (who: Merchant) => api(ctx.app).call(shopSettingsEndpoints.shopSettings, {}, { as: who });
const save = (who: Merchant, body: ShopSettingsInput, lang: 'zh_CN' | 'en_US' = 'zh_CN') =>
  api(ctx.app).call(shopSettingsEndpoints.shopSave, { body }, { as: who, lang });
const shopHome = (shopId: number, lang: 'zh_CN' | 'en_US' = 'zh_CN') =>
  api(ctx.app).call(catalogEndpoints.shopDetail, { query: { shopId } }, { lang });

const face = (extra: Partial<ShopSettingsInput> = {}): ShopSettingsInput => ({
  logoUrl: logo,
  description: { zh_CN: '百年紫砂老店，手工制壶。', en_US: 'A century-old clay teapot workshop.' },
  mainClassId: topClassId,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  shop = await makeMerchant(ctx.app, db);
  other = await makeMerchant(ctx.app, db);
  const [top] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 1), eq(productClasses.classType, 1)))
    .limit(1);
  const [leaf] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 3), eq(productClasses.classType, 1)))
    .limit(1);
  topClassId = top!.id;
  leafClassId = leaf!.id;
  logo = (await uploadPicture(ctx.app, shop, 'logo.png', png(12, 12, [180, 40, 40]))).fileUrl;
});
afterAll(async () => {
  await ctx?.close();
});

describe('shop settings', () => {
  it('reads the caller’s own shop, named by the platform', async () => {
    const mine = expectOk(await settings(shop));
    expect(mine).toMatchObject({
      shopId: shop.shopId,
      shopName: shop.shopName,
      logoUrl: '',
      mainClassId: null,
      status: 'open',
    });
    expect(mine.description).toEqual({ zh_CN: '', en_US: '', ru_RU: '', es: '' });
  });

  it('saves a logo from the gallery, an introduction and a main class the storefront shows at once', async () => {
    // The logo is the merchant's own picture until the shop shows it.
    expect((await viewPicture(ctx.app, logo)).statusCode).not.toBe(200);
    const saved = expectOk(await save(shop, face()));
    expect(saved).toMatchObject({ logoUrl: logo, mainClassId: topClassId });
    expect(saved.description).toEqual({
      zh_CN: '百年紫砂老店，手工制壶。',
      en_US: 'A century-old clay teapot workshop.',
      ru_RU: '',
      es: '',
    });
    expect((await viewPicture(ctx.app, logo)).statusCode).toBe(200);
    const home = expectOk(await shopHome(shop.shopId, 'en_US'));
    expect(home).toMatchObject({
      logoUrl: logo,
      description: 'A century-old clay teapot workshop.',
      shopName: shop.shopName,
    });
    expect(expectOk(await shopHome(shop.shopId)).description).toBe('百年紫砂老店，手工制壶。');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.settings'), eq(auditLog.entityId, String(shop.shopId))));
    expect(entry).toMatchObject({ centre: 'merchant', shopId: shop.shopId, actorUserId: shop.userId });
    expect(entry!.after).toContain('A century-old clay teapot workshop.');

    // Saved again without a logo: the picture is no longer the shop's to show.
    expectOk(await save(shop, face({ logoUrl: '' })));
    expect((await viewPicture(ctx.app, logo)).statusCode).not.toBe(200);
    expectOk(await save(shop, face()));
  });

  it('refuses another shop’s picture, a class below the top, the name, and long texts', async () => {
    const refused = await save(other, face(), 'en_US');
    expectError(refused, ErrorCode.NOT_FOUND);
    expect(refused.msg).toContain(logo.slice(logo.lastIndexOf('/') + 1));
    expectError(await save(shop, face({ mainClassId: leafClassId })), ErrorCode.VALIDATION_FAILED);
    expectError(
      await api(ctx.app).call(
        shopSettingsEndpoints.shopSave,
        // The name is not the merchant's to change: an unknown field is refused.
        { body: { ...face(), shopName: '改个名字' } as ShopSettingsInput },
        { as: shop },
      ),
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(
      await save(shop, face({ description: { zh_CN: '长'.repeat(1001) } })),
      ErrorCode.VALIDATION_FAILED,
    );
    expect(expectOk(await settings(shop)).shopName).toBe(shop.shopName);
  });

  it('changes only the caller’s own shop', async () => {
    expectOk(await save(other, { logoUrl: '', description: { zh_CN: '另一家店' }, mainClassId: null }));
    expect(expectOk(await settings(other)).description.zh_CN).toBe('另一家店');
    const mine = expectOk(await settings(shop));
    expect(mine).toMatchObject({ logoUrl: logo, mainClassId: topClassId });
    expect(mine.description.zh_CN).toBe('百年紫砂老店，手工制壶。');
    expect(expectOk(await shopHome(shop.shopId)).description).toBe('百年紫砂老店，手工制壶。');
  });

  it('needs the shop code of the seller centre', async () => {
    const clerk = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.productEdit],
    });
    expectError(await settings(clerk), ErrorCode.FORBIDDEN);
    expectError(await save(clerk, face({ logoUrl: '' })), ErrorCode.FORBIDDEN);
    const editor = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.shopEdit],
    });
    expect(expectOk(await settings(editor)).shopId).toBe(editor.shopId);
    const buyer = await makeBuyer(ctx.app, ctx.database.db);
    const admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
    for (const who of [buyer, admin]) {
      expectError(
        await api(ctx.app).call(shopSettingsEndpoints.shopSettings, {}, { as: who }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await api(ctx.app).call(shopSettingsEndpoints.shopSave, { body: face({ logoUrl: '' }) }, { as: who }),
        ErrorCode.FORBIDDEN,
      );
    }
    const noShop = await makeMerchant(ctx.app, ctx.database.db, { shop: false });
    expectError(await settings(noShop), ErrorCode.FORBIDDEN);
  });
});

describe('the shop home’s banner, notice and own classes', () => {
  const classes = (who: Merchant) => api(ctx.app).call(shopSettingsEndpoints.shopClassList, {}, { as: who });
  const listed = async (shopId: number, shopClassId?: number) =>
    expectOk(
      await api(ctx.app).call(catalogEndpoints.productList, {
        query: { shopId, ...(shopClassId ? { shopClassId } : {}), offset: 1, limit: 20 },
      }),
    ).rows.map((r) => r.productId);
  const product = async (who: Merchant, shopClassId: number | null) => {
    const picture = (await uploadPicture(ctx.app, who, 'pot.png', png(40, 40, [150, 80, 40]))).fileUrl;
    const draft = expectOk(
      await api(ctx.app).call(
        shopProductEndpoints.productSave,
        {
          body: {
            classId: leafClassId,
            shopClassId,
            name: { zh_CN: `店铺分类验证壶${shopClassId ?? '无'}` },
            unit: '把',
            price: '88',
            stock: '5',
            images: [picture],
          },
        },
        { as: who, lang: 'en_US' },
      ),
    );
    return expectOk(
      await api(ctx.app).call(
        shopProductEndpoints.productPublish,
        { body: { productId: draft.productId, version: draft.version, action: 'publish' } },
        { as: who },
      ),
    );
  };

  it('shows a banner, a notice and the shop’s classes with their products, in the visitor’s language', async () => {
    const banner = (await uploadPicture(ctx.app, shop, 'banner.png', png(60, 12, [40, 90, 160]))).fileUrl;
    const saved = expectOk(
      await save(
        shop,
        face({
          bannerUrl: banner,
          notice: {
            zh_CN: '春节期间 2 月 1 日至 8 日暂停发货。',
            en_US: 'No shipping from 1 to 8 February.',
          },
          classes: [{ names: { zh_CN: '紫砂壶', en_US: 'Clay teapots' } }, { names: { zh_CN: '茶杯' } }],
        }),
      ),
    );
    expect(saved.bannerUrl).toBe(banner);
    expect(saved.classes.map((c) => [c.names.zh_CN, c.names.en_US, c.productCount])).toEqual([
      ['紫砂壶', 'Clay teapots', 0],
      ['茶杯', '', 0],
    ]);
    expect((await viewPicture(ctx.app, banner)).statusCode).toBe(200);
    const [teapots, cups] = saved.classes;
    const inTeapots = await product(shop, teapots!.id);
    const unclassed = await product(shop, null);
    expect(inTeapots.shopClassId).toBe(teapots!.id);
    expect(expectOk(await settings(shop)).classes.map((c) => c.productCount)).toEqual([1, 0]);

    const home = expectOk(await shopHome(shop.shopId, 'en_US'));
    expect(home).toMatchObject({ bannerUrl: banner, notice: 'No shipping from 1 to 8 February.' });
    expect(home.shopClasses).toEqual([
      { id: teapots!.id, name: 'Clay teapots', count: 1 },
      { id: cups!.id, name: '茶杯', count: 0 },
    ]);
    expect(await listed(shop.shopId, teapots!.id)).toEqual([inTeapots.productId]);
    expect(await listed(shop.shopId)).toEqual(
      expect.arrayContaining([inTeapots.productId, unclassed.productId]),
    );
    // A class names the products of its own shop only.
    expect(await listed(other.shopId, teapots!.id)).toEqual([]);
    expect(expectOk(await classes(shop)).map((c) => c.id)).toEqual([teapots!.id, cups!.id]);

    // Saved without the three: they stay as they are.
    expectOk(await save(shop, face()));
    const again = expectOk(await settings(shop));
    expect(again.bannerUrl).toBe(banner);
    expect(again.notice.en_US).toBe('No shipping from 1 to 8 February.');
    expect(again.classes).toHaveLength(2);
  });

  it('renames, reorders and deletes classes; a deleted class’s products stay on sale, unclassed', async () => {
    const [teapots, cups] = expectOk(await settings(shop)).classes;
    const saved = expectOk(
      await save(
        shop,
        face({ classes: [{ id: cups!.id, names: { zh_CN: '茶杯套装' } }, { names: { zh_CN: '茶盘' } }] }),
      ),
    );
    expect(saved.classes.map((c) => c.names.zh_CN)).toEqual(['茶杯套装', '茶盘']);
    expect(saved.classes[0]!.id).toBe(cups!.id);
    const [moved] = await ctx.database.db
      .select({ shopClassId: products.shopClassId, status: products.status })
      .from(products)
      .where(eq(products.name, `店铺分类验证壶${teapots!.id}`));
    expect(moved).toEqual({ shopClassId: null, status: 1 });
    expect(expectOk(await shopHome(shop.shopId)).shopClasses.map((c) => c.name)).toEqual([
      '茶杯套装',
      '茶盘',
    ]);
  });

  it('refuses another shop’s class, two classes of one name and too many, writing nothing', async () => {
    const mine = expectOk(await settings(shop)).classes;
    const refused = await save(
      other,
      face({ logoUrl: '', classes: [{ id: mine[0]!.id, names: { zh_CN: '抢' } }] }),
      'en_US',
    );
    expectError(refused, ErrorCode.NOT_FOUND);
    expect(refused.msg).toContain('shop class');
    expect(expectOk(await settings(shop)).classes).toEqual(mine);
    expect(expectOk(await settings(other)).classes).toEqual([]);
    // Nor can its products go into it.
    const picture = (await uploadPicture(ctx.app, other, 'cup.png', png(40, 40, [90, 80, 40]))).fileUrl;
    const foreign = await api(ctx.app).call(
      shopProductEndpoints.productSave,
      {
        body: {
          classId: leafClassId,
          shopClassId: mine[0]!.id,
          name: { zh_CN: '越界' },
          unit: '把',
          images: [picture],
        },
      },
      { as: other, lang: 'en_US' },
    );
    expectError(foreign, ErrorCode.NOT_FOUND);
    expect(foreign.msg).toContain('shop class');

    const twice = await save(
      shop,
      face({ classes: [{ names: { zh_CN: '茶盘' } }, { names: { zh_CN: '茶盘' } }] }),
      'en_US',
    );
    expectError(twice, ErrorCode.VALIDATION_FAILED);
    expect(twice.msg).toContain('Two shop classes have this name');
    const many = Array.from({ length: 31 }, (_, i) => ({ names: { zh_CN: `分类${i}` } }));
    expectError(await save(shop, face({ classes: many })), ErrorCode.VALIDATION_FAILED);
    expect(expectOk(await settings(shop)).classes).toEqual(mine);
  });

  it('lists the classes to whoever may see the products, and to nobody else', async () => {
    const viewer = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.productView],
    });
    expect(expectOk(await classes(viewer))).toEqual([]);
    const shipper = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.orderShip],
    });
    expectError(await classes(shipper), ErrorCode.FORBIDDEN);
  });
});
