import { catalogEndpoints, contentEndpoints, ErrorCode, systemEndpoints } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/helper';
import { configItems } from '../../db/schema/system';
import { ensureAreaTranslations } from '../../seed/writers/area-translations';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(async () => {
  await ctx?.close();
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

describe('areas', () => {
  it('walks province → city → district', async () => {
    const provinces = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '0' } }, { lang: 'zh_CN' })
    ).ext;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const zhejiang = provinces.find((p) => p.name.startsWith('浙江'))!;
    const cities = (
      await api(ctx.app).call(
        systemEndpoints.areaChildren,
        { query: { pId: zhejiang.id } },
        { lang: 'zh_CN' },
      )
    ).ext;
    const hangzhou = cities.find((c) => c.name.startsWith('杭州'))!;
    expect(hangzhou.level).toBe(2);
    const districts = (
      await api(ctx.app).call(
        systemEndpoints.areaChildren,
        { query: { pId: hangzhou.id } },
        { lang: 'zh_CN' },
      )
    ).ext;
    expect(districts.length).toBeGreaterThan(5);
    expect(districts[0].level).toBe(3);
  });

  it('gives provinces with their cities and resolves a city name', async () => {
    const withCities = (
      await api(ctx.app).call(systemEndpoints.chooseArea, { query: { needCityFlag: '2' } }, { lang: 'zh_CN' })
    ).ext;
    expect(withCities.every((p) => Array.isArray(p.children) && p.children.length > 0)).toBe(true);
    const found = (
      await api(ctx.app).call(systemEndpoints.areaByName, { query: { name: '杭州' } }, { lang: 'zh_CN' })
    ).ext;
    expect(found?.name).toBe('杭州市');
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByName,
          { query: { name: 'Atlantis' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toBeNull();
  });
});

describe('areas in the language of the request', () => {
  const han = /\p{Script=Han}/u;
  const cyrillic = /^[\p{Script=Cyrillic}\s(),-]+$/u;

  it('seeds an English, Russian and Spanish name for every area, towns included', async () => {
    const { rows } = await ctx.database.db.execute<{ total: number; untranslated: number; chinese: number }>(
      sql`select count(*)::int4 as total,
          count(*) filter (where not name_i18n ?& array['en_US', 'ru_RU', 'es'])::int4 as untranslated,
          count(*) filter (where name_i18n::text ~ '[\u4e00-\u9fff]')::int4 as chinese
        from areas`,
    );
    expect(rows[0]!.total).toBeGreaterThan(3000);
    expect(rows[0]).toMatchObject({ untranslated: 0, chinese: 0 });
  });

  it('gives the top-bar city and the picker lists in Russian, English and Spanish', async () => {
    const ru = (await api(ctx.app).call(systemEndpoints.areaByConf, {}, { lang: 'ru_RU' })).ext;
    expect(ru.map((a) => a.name)).toEqual(['Провинция Чжэцзян', 'Ханчжоу']);
    expect(ru[1]).not.toHaveProperty('contentLang');
    const en = (await api(ctx.app).call(systemEndpoints.areaByConf, {}, { lang: 'en_US' })).ext;
    expect(en.map((a) => a.name)).toEqual(['Zhejiang Province', 'Hangzhou']);

    const provinces = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '0' } }, { lang: 'ru_RU' })
    ).ext;
    expect(provinces.find((p) => p.id === '110000')?.name).toBe('Пекин');
    expect(provinces.find((p) => p.id === '310000')?.name).toBe('Шанхай');
    for (const p of provinces) expect(p.name).toMatch(cyrillic);
    const districts = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '330100' } }, { lang: 'ru_RU' })
    ).ext;
    expect(districts.find((d) => d.id === '330106')?.name).toBe('Район Сиху');
    const towns = (
      await api(ctx.app).call(
        systemEndpoints.areaChildren,
        { query: { pId: districts[0].id } },
        { lang: 'en_US' },
      )
    ).ext;
    expect(towns.length).toBeGreaterThan(0);
    for (const t of towns) expect(t.name).not.toMatch(han);
    const es = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '440000' } }, { lang: 'es' })
    ).ext;
    expect(es.find((c) => c.id === '440100')?.name).toBe('Cantón');

    const withCities = (
      await api(ctx.app).call(systemEndpoints.chooseArea, { query: { needCityFlag: '2' } }, { lang: 'en_US' })
    ).ext;
    const inner = withCities.find((p) => p.id === '150000')!;
    expect(inner.name).toBe('Inner Mongolia');
    for (const c of inner.children ?? []) expect(c.name).not.toMatch(han);
    // The same lists in Chinese, from the same server: nothing is kept across languages.
    expect((await api(ctx.app).call(systemEndpoints.areaByConf, {}, { lang: 'zh_CN' })).ext[1].name).toBe(
      '杭州市',
    );
  });

  it('answers a position and a name with the city in the language, found by any of its names', async () => {
    const located = (
      await api(ctx.app).call(
        systemEndpoints.areaByLocation,
        { query: { lat: '30.25', lng: '120.14' } },
        { lang: 'ru_RU' },
      )
    ).ext;
    expect(located).toEqual({ id: '330100', pid: '330000', name: 'Ханчжоу' });
    for (const [name, lang, expected] of [
      ['Hangzhou', 'ru_RU', 'Ханчжоу'],
      ['ханчжоу', 'en_US', 'Hangzhou'],
      ['杭州', 'es', 'Hangzhou'],
      ['Pekín', 'zh_CN', '北京市'],
    ] as const) {
      const found = (await api(ctx.app).call(systemEndpoints.areaByName, { query: { name } }, { lang })).ext;
      expect(found?.name, name).toBe(expected);
    }
  });

  it('falls back to Chinese, marked, and fills an older database once at start', async () => {
    await ctx.database.db.execute(sql`update areas set name_i18n = '{}' where pid = '330100'`);
    const before = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '330100' } }, { lang: 'ru_RU' })
    ).ext;
    expect(before[0].name).toMatch(han);
    expect(before[0].contentLang).toBe('zh_CN');
    const filled = await ensureAreaTranslations(ctx.database.db);
    expect(filled).toBe(before.length);
    const after = (
      await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '330100' } }, { lang: 'ru_RU' })
    ).ext;
    expect(after.find((d) => d.id === '330106')).toEqual({
      id: '330106',
      pid: '330100',
      name: 'Район Сиху',
      level: 3,
    });
    expect(await ensureAreaTranslations(ctx.database.db)).toBe(0);
  });
});

describe('location lookups', () => {
  it('finds the city nearest to a position, and nothing far from every known city', async () => {
    const shanghai = (
      await api(ctx.app).call(
        systemEndpoints.areaByLocation,
        { query: { lat: '31.2304', lng: '121.4737' } },
        { lang: 'zh_CN' },
      )
    ).ext;
    expect(shanghai).toEqual({ id: '310100', pid: '310000', name: '上海市' });
    // West Lake is 5 km from the centre of 杭州; 宁波's suburbs are nearer 宁波 than 杭州.
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByLocation,
          { query: { lat: '30.25', lng: '120.14' } },
          { lang: 'zh_CN' },
        )
      ).ext?.name,
    ).toBe('杭州市');
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByLocation,
          { query: { lat: '29.9', lng: '121.6' } },
          { lang: 'zh_CN' },
        )
      ).ext?.name,
    ).toBe('宁波市');
    // The middle of the Pacific, and Berlin.
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByLocation,
          { query: { lat: '0', lng: '-160' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toBeNull();
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByLocation,
          { query: { lat: '52.52', lng: '13.4' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toBeNull();
  });

  it('refuses positions that are not coordinates with 40000 and a translated message', async () => {
    for (const query of [
      '',
      'lat=31',
      'lat=abc&lng=120',
      'lat=91&lng=120',
      'lat=30&lng=-181',
      'lat=1e999&lng=1',
    ]) {
      const res = await ctx.app.inject({
        url: `/api${systemEndpoints.areaByLocation.path}?${query}`,
        cookies: { site_lang: 'en_US' },
      });
      expect(res.statusCode, query).toBeLessThan(500);
      const body = res.json();
      expect(body.code, query).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.msg, query).toMatch(/lat|lng/);
    }
  });

  it('gives the configured default location with its province', async () => {
    const params = (
      await api(ctx.app).call(
        systemEndpoints.paramList,
        { query: { codes: 'DEFAULT_LOCATION_AREA_CODE' } },
        { lang: 'zh_CN' },
      )
    ).ext;
    const path = (await api(ctx.app).call(systemEndpoints.areaByConf, {}, { lang: 'zh_CN' })).ext;
    expect(path.map((a) => a.name)).toEqual(['浙江省', '杭州市']);
    expect(path[1].id).toBe(params.DEFAULT_LOCATION_AREA_CODE);
    expect(path.map((a) => a.level)).toEqual([1, 2]);
    const same = (
      await api(ctx.app).call(
        systemEndpoints.areaByConf,
        { query: { paramCode: 'DEFAULT_LOCATION_AREA_CODE' } },
        { lang: 'zh_CN' },
      )
    ).ext;
    expect(same).toEqual(path);
  });

  it('answers an empty path for a parameter that names no area, and 40000 for a malformed code', async () => {
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByConf,
          { query: { paramCode: 'MALL_TEMPLATE' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toEqual([]);
    expect(
      (
        await api(ctx.app).call(
          systemEndpoints.areaByConf,
          { query: { paramCode: 'NO_SUCH_PARAM' } },
          { lang: 'zh_CN' },
        )
      ).ext,
    ).toEqual([]);
    for (const code of ["x' or 1=1--", 'a'.repeat(65), '../etc']) {
      const body = await api(ctx.app).call(
        systemEndpoints.areaByConf,
        { query: { paramCode: code } },
        { lang: 'ru_RU' },
      );
      expect(body.code, code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.msg, code).toMatch(/paramCode/);
    }
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
