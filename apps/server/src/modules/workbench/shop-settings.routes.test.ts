import {
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  merchantPermissionCodes,
  type ShopSettingsInput,
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
import { productClasses } from '../../db/schema/catalog';

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
