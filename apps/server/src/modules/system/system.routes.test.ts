import { catalogEndpoints, contentEndpoints, ErrorCode, systemEndpoints } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import type { TestContext } from '../../../test/helper';
import { systemTests } from '../../../test/system-kit';
import { configItems } from '../../db/schema/system';

// System parameters, configuration (the calls of spec §7) and content, on a database with no demo data.
// Areas and locations: system-areas.routes.test.ts.

const fixture = systemTests();
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = fixture);
});

describe('system parameters and configuration', () => {
  it('serves every system parameter the storefront reads', async () => {
    const { ext } = await api(ctx.app).call(systemEndpoints.paramList, {}, { lang: 'zh_CN' });
    for (const code of [
      'MALL_HOT_WORD',
      'FRONT_MALL_SWITCH',
      'MALL_TEMPLATE',
      'PRODUCT_NUMS',
      'mallphone',
      'copyright',
      'beian',
      'ICPB',
      'WEB_GRAY_STYLE',
      'webtitle',
    ]) {
      expect(ext, code).toHaveProperty(code);
    }
    expect(ext.MALL_HOT_WORD.split('#').length).toBeGreaterThan(2);
    // The logo spells the mall's name: a Russian buyer gets the Russian picture, and the file is there.
    const logo = (
      await api(ctx.app).call(
        systemEndpoints.paramList,
        { query: { codes: 'mallfooterlogo' } },
        { lang: 'ru_RU' },
      )
    ).ext.mallfooterlogo;
    expect(logo).toMatch(/footer-logo\.ru_RU\.svg$/);
    expect(logo).not.toBe(ext.mallfooterlogo);
    const picture = await ctx.app.inject({ url: logo });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('Юньцай');
    const some = await api(ctx.app).call(
      systemEndpoints.paramList,
      { query: { codes: 'MALL_TEMPLATE,mallphone' } },
      { lang: 'zh_CN' },
    );
    expect(Object.keys(some.ext).sort()).toEqual(['MALL_TEMPLATE', 'mallphone']);
  });

  it('lists the menu tabs with JSON remarks, translated', async () => {
    const query = { moduleCode: 'front_mall_set', itemCode: 'MALL_HOME_TAB', aliveFlag: 1 };
    const zh = await api(ctx.app).call(systemEndpoints.typeConfigList, { query }, { lang: 'zh_CN' });
    const en = await api(ctx.app).call(systemEndpoints.typeConfigList, { query }, { lang: 'en_US' });
    expect(zh.ext.length).toBeGreaterThanOrEqual(5);
    for (const tab of zh.ext) expect(JSON.parse(tab.remark)).toHaveProperty('path');
    expect(en.ext[0].showName).not.toBe(zh.ext[0].showName);
  });

  it('keys config switches by item code', async () => {
    const res = await api(ctx.app).call(
      systemEndpoints.configItemMap,
      { query: { moduleCode: 'system_configuration', itemCodeList: 'OPEN_TAX_CODE,OPEN_TAX_RATE' } },
      { lang: 'zh_CN' },
    );
    expect(Object.keys(res.ext).sort()).toEqual(['OPEN_TAX_CODE', 'OPEN_TAX_RATE']);
  });

  it('lists the four sites and their languages', async () => {
    const { ext } = await api(ctx.app).call(systemEndpoints.getSite, {}, { lang: 'zh_CN' });
    expect(ext.map((s) => s.languageCode).sort()).toEqual(['en_US', 'es', 'ru_RU', 'zh_CN']);
  });

  it('serves MALL_TEMPLATE and portal flags changed in the database on the next request, no restart', async () => {
    // The storefront picks its template and its landing from these answers (README, templates).
    await ctx.database.db.execute(sql`update sys_params set value = '3' where code = 'MALL_TEMPLATE'`);
    await ctx.database.db.execute(sql`update sites set portal_mall_flag = 2 where language_code = 'en_US'`);
    try {
      expect(
        (
          await api(ctx.app).call(
            systemEndpoints.paramList,
            { query: { codes: 'MALL_TEMPLATE' } },
            { lang: 'zh_CN' },
          )
        ).ext,
      ).toEqual({ MALL_TEMPLATE: '3' });
      const sites: { languageCode: string; portalMallFlag: number }[] = (
        await api(ctx.app).call(systemEndpoints.getSite, {}, { lang: 'zh_CN' })
      ).ext;
      expect(sites.find((site) => site.languageCode === 'en_US')?.portalMallFlag).toBe(2);
    } finally {
      await ctx.database.db.execute(sql`update sys_params set value = '1' where code = 'MALL_TEMPLATE'`);
      await ctx.database.db.execute(sql`update sites set portal_mall_flag = 1 where language_code = 'en_US'`);
    }
  });

  it('serves interface translations per language', async () => {
    const zh = await api(ctx.app).call(
      systemEndpoints.langTags,
      { query: { languageCode: 'zh_CN' } },
      { lang: 'zh_CN' },
    );
    const ru = await api(ctx.app).call(
      systemEndpoints.langTags,
      { query: { languageCode: 'ru_RU', promptKeys: 'tags.slogan' } },
      { lang: 'zh_CN' },
    );
    expect(zh.ext['tags.slogan']).toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(ru.ext)).toEqual(['tags.slogan']);
    expect(ru.ext['tags.slogan']).toMatch(/[а-яА-Я]/);
    expect(
      (
        await api(ctx.app).unchecked(
          systemEndpoints.langTags,
          { query: { languageCode: 'xx' } },
          { lang: 'en_US' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('configuration calls of spec §7', () => {
  it('querytypeconfiglist with aliveFlag=1 leaves out disabled items; without it lists them all', async () => {
    const query = { moduleCode: 'front_mall_set', itemCode: 'MALL_HOME_TAB' };
    const get = (more: { aliveFlag?: number | string } = {}) =>
      api(ctx.app).unchecked(
        systemEndpoints.typeConfigList,
        { query: { ...query, ...more } },
        { lang: 'zh_CN' },
      );
    const all = (await get()).ext;
    await ctx.database.db
      .update(configItems)
      .set({ enableFlag: 0 })
      .where(eq(configItems.configCode, all[1].configCode));
    try {
      const alive = (await get({ aliveFlag: 1 })).ext;
      expect(alive.map((i) => i.configCode)).toEqual(
        all.filter((_: unknown, i: number) => i !== 1).map((i) => i.configCode),
      );
      expect((await get()).ext).toHaveLength(all.length);
      expect((await get({ aliveFlag: 'x' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    } finally {
      await ctx.database.db
        .update(configItems)
        .set({ enableFlag: 1 })
        .where(eq(configItems.configCode, all[1].configCode));
    }
  });

  it('getdicstype answers each dictionary asked for in order, translated; an unknown type is []', async () => {
    const zh = await api(ctx.app).call(
      systemEndpoints.dicsByType,
      { query: { dicTypes: 'invoice_type,order_status,nothing_here' } },
      { lang: 'zh_CN' },
    );
    expect(zh.code, zh.msg).toBe(ErrorCode.OK);
    expect(zh.ext.invoice_type.map((d) => d.dicCode)).toEqual(['none', 'normal', 'vat']);
    expect(zh.ext.invoice_type[2].dicLabel).toBe('增值税专用发票');
    expect(zh.ext.order_status).toHaveLength(5);
    expect(zh.ext.nothing_here).toEqual([]);
    const en = await api(ctx.app).call(
      systemEndpoints.dicsByType,
      { query: { dicTypes: 'invoice_type' } },
      { lang: 'en_US' },
    );
    expect(en.ext.invoice_type[2].dicLabel).toBe('VAT special invoice');
    for (const bad of ['', 'dicTypes=', "dicTypes=a'b", `dicTypes=${'a'.repeat(65)}`]) {
      const res = await api(ctx.app).unchecked(
        systemEndpoints.dicsByType,
        { rawQuery: bad },
        { lang: 'en_US' },
      );
      expect(res.code, bad).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg, bad).toMatch(/dicTypes/);
    }
  });

  it('queryconfigitem answers the switch of one item, null when it is not configured', async () => {
    const item = await api(ctx.app).call(
      systemEndpoints.configItem,
      { query: { moduleCode: 'order_set', itemCode: 'SHIPPING_COST_ENABLED' } },
      { lang: 'en_US' },
    );
    expect(item.ext).toMatchObject({
      itemCode: 'SHIPPING_COST_ENABLED',
      enableFlag: 1,
      showName: 'Shipping costs',
    });
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.configItem,
          { query: { moduleCode: 'order_set', itemCode: 'NOPE' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toBeNull();
    for (const bad of ['moduleCode=order_set', 'itemCode=X', 'moduleCode=a b&itemCode=X']) {
      expect(
        (await api(ctx.app).unchecked(systemEndpoints.configItem, { rawQuery: bad }, { lang: 'zh_CN' })).code,
        bad,
      ).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('queryconfigitemlist answers every item of a module, filtered by item codes and enableFlag', async () => {
    const all = await api(ctx.app).call(
      systemEndpoints.configItemList,
      { body: { moduleCode: 'order_supply' } },
      { lang: 'zh_CN' },
    );
    expect(all.code, all.msg).toBe(ErrorCode.OK);
    expect(all.ext.map((i) => i.itemCode)).toEqual(['SHIPPING_COST_ENABLED']);
    const on = await api(ctx.app).call(
      systemEndpoints.configItemList,
      {
        body: {
          moduleCode: 'system_configuration',
          itemCodeList: ['OPEN_TAX_CODE', 'OPEN_TAX_RATE'],
          enableFlag: 1,
        },
      },
      { lang: 'zh_CN' },
    );
    expect(on.ext.map((i) => i.itemCode).sort()).toEqual(['OPEN_TAX_CODE', 'OPEN_TAX_RATE']);
    const off = await api(ctx.app).call(
      systemEndpoints.configItemList,
      {
        body: {
          moduleCode: 'order_supply',
          enableFlag: 1,
        },
      },
      { lang: 'zh_CN' },
    );
    expect(off.ext).toEqual([]);
    for (const bad of [
      {},
      { moduleCode: '' },
      { moduleCode: 'x', enableFlag: 2 },
      { moduleCode: 'x', more: 1 },
    ]) {
      expect(
        (await api(ctx.app).unchecked(systemEndpoints.configItemList, { body: bad }, { lang: 'zh_CN' })).code,
        JSON.stringify(bad),
      ).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('queryexistswitchsettings keys switches moduleCode@itemCode, config items and module@ITEM parameters', async () => {
    const all = (await api(ctx.app).call(systemEndpoints.switchSettings, {}, { lang: 'zh_CN' })).ext;
    expect(all['system_configuration@OPEN_TAX_CODE']).toEqual({
      moduleCode: 'system_configuration',
      itemCode: 'OPEN_TAX_CODE',
      enableFlag: 1,
    });
    expect(all['order_supply@SHIPPING_COST_ENABLED'].enableFlag).toBe(0);
    // The seed without the demo leaves discounts off.
    expect(all['order_set@DISCOUNT_METHOD']).toEqual({
      moduleCode: 'order_set',
      itemCode: 'DISCOUNT_METHOD',
      enableFlag: 0,
    });
    // Type lists (menu tabs) are not switches.
    expect(Object.keys(all).some((k) => k.includes('MALL_HOME_TAB'))).toBe(false);
    const one = (
      await api(ctx.app).call(
        systemEndpoints.switchSettings,
        { query: { moduleCode: 'order_set' } },
        { lang: 'zh_CN' },
      )
    ).ext;
    expect(Object.keys(one).sort()).toEqual(['order_set@DISCOUNT_METHOD', 'order_set@SHIPPING_COST_ENABLED']);
    // `_` in the module code is not a wildcard.
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.switchSettings,
          { query: { moduleCode: 'order_se_' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toEqual({});
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.switchSettings,
          { query: { moduleCode: '%' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('getlistbymulcode answers the defaults asked for, in order, leaving out unknown codes', async () => {
    const res = await api(ctx.app).call(
      systemEndpoints.defaultConfigList,
      { body: { codes: ['ORDER_DELIVERY_TYPE', 'NO_SUCH_CODE', 'ORDER_INVOICE_TYPE'] } },
      { lang: 'ru_RU' },
    );
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext).toEqual([
      { code: 'ORDER_DELIVERY_TYPE', value: 'express', name: 'Доставка по умолчанию' },
      { code: 'ORDER_INVOICE_TYPE', value: 'normal', name: 'Тип счёта по умолчанию' },
    ]);
    for (const bad of [{}, { codes: [] }, { codes: ['a-b'] }, { codes: 'ORDER_INVOICE_TYPE' }]) {
      expect(
        (await api(ctx.app).unchecked(systemEndpoints.defaultConfigList, { body: bad }, { lang: 'zh_CN' }))
          .code,
        JSON.stringify(bad),
      ).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('getdataparamtertitlelist answers the titles of a business in order, translated; [] for an unknown one', async () => {
    const es = await api(ctx.app).call(
      systemEndpoints.dataParamTitles,
      { query: { bizCode: 'quick_order_import' } },
      { lang: 'es' },
    );
    expect(es.ext).toEqual([
      { paramCode: 'productCode', title: 'Código del producto', required: true, sort: 1 },
      { paramCode: 'styleName', title: 'Variante', required: false, sort: 2 },
      { paramCode: 'quantity', title: 'Cantidad', required: true, sort: 3 },
    ]);
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.dataParamTitles,
          { query: { bizCode: 'quick_order_import' } },
          { lang: 'zh_CN' },
        )
      ).ext[0].title,
    ).toBe('商品编码');
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.dataParamTitles,
          { query: { bizCode: 'unknown' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toEqual([]);
    const missing = await api(ctx.app).call(systemEndpoints.dataParamTitles, {}, { lang: 'en_US' });
    expect(missing.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(missing.msg).toMatch(/bizCode/);
  });
});

describe('content', () => {
  it('lists footer menus and links, translated', async () => {
    const zh = (
      await api(ctx.app).call(
        contentEndpoints.footerMenus,
        { query: { classSource: '1' } },
        { lang: 'zh_CN' },
      )
    ).ext;
    const en = (
      await api(ctx.app).call(
        contentEndpoints.footerMenus,
        { query: { classSource: '1' } },
        { lang: 'en_US' },
      )
    ).ext;
    expect(zh.length).toBeGreaterThanOrEqual(4);
    expect(zh[0].menuList.length).toBeGreaterThan(0);
    expect(en[0].className).not.toBe(zh[0].className);
    const links = (
      await api(ctx.app).call(contentEndpoints.bizLinks, { query: { linkType: '1' } }, { lang: 'zh_CN' })
    ).ext;
    expect(links.length).toBeGreaterThan(0);
  });

  it('seeds no accounts or products when MALL_SEED is none', async () => {
    const products = await api(ctx.app).call(catalogEndpoints.productList, {}, { lang: 'zh_CN' });
    expect(products.total).toBe(0);
  });
});
