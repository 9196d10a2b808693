import {
  type CatalogueBrandInput,
  type CatalogueUnitInput,
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  catalogueEditEndpoints as ep,
  type Locale,
} from '@mall/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { licencePicture } from '../../../test/merchant-kit';
import { auditLog } from '../../db/schema/audit';
import { products } from '../../db/schema/catalog';

// The platform console's brands and units of measure (issue 33): brands found by a word of any language,
// added and renamed with the brand centre and search following at once, deleted only while no product uses
// them; units listed, added, translated, disabled (the merchant's product form then no longer offers them).

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const saveBrand = (body: CatalogueBrandInput, as: Buyer = admin, lang: Locale = 'en_US') =>
  api(ctx.app).call(ep.brandSave, { body }, { as, lang });
const deleteBrand = (brandId: number, as: Buyer = admin) =>
  api(ctx.app).call(ep.brandDelete, { body: { brandId } }, { as, lang: 'en_US' });
const saveUnit = (body: CatalogueUnitInput, as: Buyer = admin) =>
  api(ctx.app).call(ep.unitSave, { body }, { as, lang: 'en_US' });
const brandCentre = async (searchkey: string, lang: Locale = 'zh_CN') =>
  expectOk(await api(ctx.app).call(catalogEndpoints.brandList, { query: { searchkey } }, { lang })).rows;
const productUnits = async (lang: Locale) => expectOk(await api(ctx.app).call(ep.productUnits, {}, { lang }));
const audited = (entityType: string, entityId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, String(entityId)),
        eq(auditLog.action, action),
      ),
    );

describe('brands', () => {
  it('lists brands in display order with their products, by a word of any language', async () => {
    const page = expectOk(await api(ctx.app).call(ep.brandList, { query: { limit: 100 } }, { as: admin }));
    expect(page.total).toBeGreaterThan(0);
    const used = page.rows.find((b) => b.products > 0)!;
    const [{ n }] = (
      await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where brand_id = ${used.brandId}`,
      )
    ).rows;
    expect(used.products).toBe(n);
    const translated = page.rows.find((b) => b.name.ru_RU !== '')!;
    const word = translated.name.ru_RU.split(' ')[0]!.toUpperCase();
    const found = expectOk(
      await api(ctx.app).call(ep.brandList, { query: { keyword: word } }, { as: admin }),
    );
    expect(found.rows.map((b) => b.brandId)).toContain(translated.brandId);
  });

  it('adds a brand with a logo from the gallery: the brand centre shows it at once, in Russian too', async () => {
    const logo = await licencePicture(ctx.app, admin);
    const added = expectOk(
      await saveBrand({
        name: { zh_CN: '云雀工坊', ru_RU: 'Мастерская Жаворонок' },
        description: { zh_CN: '手工器物', ru_RU: 'Ручные изделия' },
        logoUrl: logo.fileUrl,
        sort: 1,
      }),
    );
    expect(added).toMatchObject({ logoUrl: logo.fileUrl, products: 0 });
    expect((await brandCentre('云雀工坊')).map((b) => b.brandName)).toEqual(['云雀工坊']);
    expect((await brandCentre('Жаворонок', 'ru_RU')).map((b) => b.brandName)).toEqual([
      'Мастерская Жаворонок',
    ]);
    const [entry] = await audited('brand', added.brandId, 'brand.create');
    expect(entry).toMatchObject({ centre: 'platform', actorUserId: admin.userId });
  });

  it('renames a brand: its products are found by the new name at once', async () => {
    const [used] = await ctx.database.db
      .select({ brandId: products.brandId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(isNotNull(products.brandId), eq(products.status, 1), eq(products.productType, 4)))
      .groupBy(products.brandId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const list = expectOk(await api(ctx.app).call(ep.brandList, { query: { limit: 100 } }, { as: admin }));
    const brand = list.rows.find((b) => b.brandId === used!.brandId)!;
    expectOk(
      await saveBrand({
        brandId: brand.brandId,
        name: { ...brand.name, zh_CN: '青鸾新牌' },
        sort: brand.sort,
      }),
    );
    const found = expectOk(
      await api(ctx.app).call(catalogEndpoints.productList, { query: { searchkey: '青鸾新牌', limit: 100 } }),
    );
    expect(found.rows.length).toBe(Math.min(used!.n, 100));
    const [entry] = await audited('brand', brand.brandId, 'brand.update');
    expect(entry!.before).toContain(brand.name.zh_CN);
  });

  it('deletes a brand no product uses, and refuses one in use, a taken name and unknown ids', async () => {
    const list = expectOk(await api(ctx.app).call(ep.brandList, { query: { limit: 100 } }, { as: admin }));
    const used = list.rows.find((b) => b.products > 1)!;
    expect(expectError(await deleteBrand(used.brandId), ErrorCode.CONFLICT)).toContain(
      `${used.products} products`,
    );
    expect(
      expectError(await saveBrand({ name: { zh_CN: used.name.zh_CN } }, admin, 'zh_CN'), ErrorCode.CONFLICT),
    ).toContain(used.name.zh_CN);
    const spare = expectOk(await saveBrand({ name: { zh_CN: '临时品牌' } }));
    expectOk(await deleteBrand(spare.brandId));
    expect(await brandCentre('临时品牌')).toEqual([]);
    expect(await audited('brand', spare.brandId, 'brand.delete')).toHaveLength(1);
    expectError(await deleteBrand(spare.brandId), ErrorCode.NOT_FOUND);
    expectError(await saveBrand({ brandId: 999_999, name: { zh_CN: '无' } }), ErrorCode.NOT_FOUND);
    const other = await licencePicture(ctx.app, await makeBuyer(ctx.app, ctx.database.db));
    expectError(
      await saveBrand({ name: { zh_CN: '借图品牌' }, logoUrl: other.fileUrl }),
      ErrorCode.NOT_FOUND,
    );
    expect(await brandCentre('借图品牌')).toEqual([]);
  });
});

describe('units of measure', () => {
  it('lists the seeded units; the product form’s public list names them in the reader’s language', async () => {
    const units = expectOk(await api(ctx.app).call(ep.unitList, {}, { as: admin }));
    expect(units.map((u) => u.code)).toEqual([
      ...['件', '个', '箱', '袋', '瓶', '盒', '包', '把', '台', '套', '斤', '公斤', '吨', '米', '卷', '张'],
    ]);
    expect(units.every((u) => u.enabled)).toBe(true);
    expect(units[0]!.name).toEqual({ zh_CN: '件', en_US: 'piece', ru_RU: 'штука', es: 'pieza' });
    expect((await productUnits('ru_RU'))[0]).toEqual({ code: '件', label: 'штука' });
    expect((await productUnits('zh_CN'))[0]).toEqual({ code: '件', label: '件' });
  });

  it('adds a unit, edits its translations, refuses its Chinese name changed or taken, and disables it', async () => {
    const added = expectOk(await saveUnit({ name: { zh_CN: '捆', en_US: 'bundle' }, sort: 50 }));
    expect(added).toMatchObject({ code: '捆', enabled: true });
    expect((await productUnits('en_US')).at(-1)).toEqual({ code: '捆', label: 'bundle' });
    expectError(await saveUnit({ name: { zh_CN: '捆' } }), ErrorCode.CONFLICT);
    const edited = expectOk(
      await saveUnit({ unitId: added.unitId, name: { zh_CN: '捆', en_US: 'bale', ru_RU: 'тюк' }, sort: 50 }),
    );
    expect(edited.name).toMatchObject({ en_US: 'bale', ru_RU: 'тюк' });
    expect(
      expectError(
        await saveUnit({ unitId: added.unitId, name: { zh_CN: '扎' } }),
        ErrorCode.VALIDATION_FAILED,
      ),
    ).toContain('cannot change');
    const off = expectOk(
      await api(ctx.app).call(
        ep.unitEnable,
        { body: { unitId: added.unitId, enabled: false } },
        { as: admin },
      ),
    );
    expect(off.enabled).toBe(false);
    expect((await productUnits('en_US')).map((u) => u.code)).not.toContain('捆');
    expect(
      expectOk(await api(ctx.app).call(ep.unitList, {}, { as: admin })).find((u) => u.unitId === added.unitId)
        ?.enabled,
    ).toBe(false);
    expectOk(
      await api(ctx.app).call(
        ep.unitEnable,
        { body: { unitId: added.unitId, enabled: true } },
        { as: admin },
      ),
    );
    expect((await productUnits('en_US')).map((u) => u.code)).toContain('捆');
    for (const action of [
      'productUnit.create',
      'productUnit.update',
      'productUnit.disable',
      'productUnit.enable',
    ])
      expect(await audited('productUnit', added.unitId, action), action).toHaveLength(1);
    expectError(await saveUnit({ unitId: 999_999, name: { zh_CN: '无' } }), ErrorCode.NOT_FOUND);
    expectError(
      await api(ctx.app).call(ep.unitEnable, { body: { unitId: 999_999, enabled: true } }, { as: admin }),
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await saveUnit({ name: { zh_CN: '超过十六个字符的计量单位名称很长很长' } }),
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('permissions', () => {
  it('refuses platform staff without the catalogue code, and other centres, on every endpoint', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    const buyer = await makeBuyer(ctx.app, ctx.database.db);
    const [unit] = expectOk(await api(ctx.app).call(ep.unitList, {}, { as: admin }));
    for (const as of [reviewer, buyer]) {
      expectError(await api(ctx.app).call(ep.brandList, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await saveBrand({ name: { zh_CN: '无权品牌' } }, as), ErrorCode.FORBIDDEN);
      expectError(await deleteBrand(1, as), ErrorCode.FORBIDDEN);
      expectError(await api(ctx.app).call(ep.unitList, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await saveUnit({ name: { zh_CN: '无权' } }, as), ErrorCode.FORBIDDEN);
      expectError(
        await api(ctx.app).call(ep.unitEnable, { body: { unitId: unit!.unitId, enabled: false } }, { as }),
        ErrorCode.FORBIDDEN,
      );
    }
    expect(await brandCentre('无权品牌')).toEqual([]);
    expect((await productUnits('zh_CN')).map((u) => u.code)).toContain(unit!.code);
    // The public unit list needs no session at all.
    expect((await productUnits('es'))[0]).toEqual({ code: '件', label: 'pieza' });
  });
});
