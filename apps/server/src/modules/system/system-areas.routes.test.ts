import { ErrorCode, systemEndpoints } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import type { TestContext } from '../../../test/helper';
import { systemTests } from '../../../test/system-kit';
import { ensureAreaTranslations } from '../../seed/writers/area-translations';

// Areas and location lookups: the area tree, its names in the language of the request, the city nearest a
// position and the default location. Parameters, configuration and content: system.routes.test.ts.

const fixture = systemTests();
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = fixture);
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
