import type { Locale } from '@mall/contracts';
import { catalogEndpoints, ErrorCode, hallsEndpoints } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { catalogTests, cyrillic, han, type ProductSummary as Summary } from '../../../test/catalog-kit';
import type { TestContext } from '../../../test/helper';

// The catalogue in the buyer's language (issue 18): product names, subtitles, parameter tables, styles, shops
// and brands of the demo seed in English, Russian and Spanish, Chinese marked where a translation is missing;
// points goods, activities, demands and regions too. Search by the translated names:
// catalog-languages-search.test.ts.

const fixture = catalogTests();
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = fixture);
});

type Spec = { name: string; value: string };

/** A product of the demo seed whose parameter table has its origin, pack and more. */
async function someProduct(): Promise<number> {
  const { rows } = await ctx.database.db.execute<{ id: number }>(
    sql`select id from products where status = 1 and product_type = 4 and jsonb_array_length(specs) >= 3
      and specs::text like '%产地%' order by id limit 1`,
  );
  return rows[0]!.id;
}

describe('the demo seed', () => {
  it('translates every product, shop and brand into English, Russian and Spanish', async () => {
    const { rows } = await ctx.database.db.execute<{ untranslated: number; total: number }>(sql`
      select count(*) filter (where not (name_i18n ?& array['en_US', 'ru_RU', 'es']
          and subtitle_i18n ?& array['en_US', 'ru_RU', 'es'] and specs_i18n ?& array['en_US', 'ru_RU', 'es']))::int4
          as untranslated,
        count(*)::int4 as total
      from products`);
    expect(rows[0]!.total).toBeGreaterThan(100);
    expect(rows[0]!.untranslated).toBe(0);
    for (const table of ['shops', 'brands']) {
      const column = table === 'shops' ? 'shop_name_i18n' : 'name_i18n';
      const found = await ctx.database.db.execute<{ untranslated: number }>(
        sql.raw(`select count(*)::int4 as untranslated from ${table}
          where not (${column} ?& array['en_US', 'ru_RU', 'es'] and description_i18n ?& array['en_US', 'ru_RU', 'es'])`),
      );
      expect(found.rows[0]!.untranslated, table).toBe(0);
    }
  });
});

describe('the demo seed, beyond names', () => {
  it('translates descriptions, regions, points goods, activities and demands', async () => {
    const checks: [string, string][] = [
      [
        'products',
        `not (detail_text_i18n ?& array['en_US', 'ru_RU', 'es'] and area_name_i18n ?& array['en_US', 'ru_RU', 'es'])`,
      ],
      ['shops', "not area_name_i18n ?& array['en_US', 'ru_RU', 'es']"],
      [
        'points_goods',
        "not (name_i18n ?& array['en_US', 'ru_RU', 'es'] and description_i18n ?& array['en_US', 'ru_RU', 'es'])",
      ],
      [
        'activities',
        "not (title_i18n ?& array['en_US', 'ru_RU', 'es'] and description_i18n ?& array['en_US', 'ru_RU', 'es'])",
      ],
      [
        'demands',
        "not (title_i18n ?& array['en_US', 'ru_RU', 'es'] and description_i18n ?& array['en_US', 'ru_RU', 'es'] and area_name_i18n ?& array['en_US', 'ru_RU', 'es'])",
      ],
    ];
    for (const [table, untranslated] of checks) {
      const found = await ctx.database.db.execute<{ untranslated: number; total: number }>(
        sql.raw(`select count(*) filter (where ${untranslated})::int4 as untranslated, count(*)::int4 as total
          from ${table}`),
      );
      expect(found.rows[0]!.total, table).toBeGreaterThan(0);
      expect(found.rows[0]!.untranslated, table).toBe(0);
    }
  });
});

describe('product detail per language', () => {
  it('shows name, subtitle, specs and shop in the language, and Chinese in Chinese', async () => {
    const id = await someProduct();
    const zh = (
      await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: id } }, { lang: 'zh_CN' })
    ).ext;
    expect(zh.productName).toMatch(han);
    expect(zh.contentLang).toBeUndefined();
    expect(zh.specs.map((s: Spec) => s.name)).toContain('产地');

    const labels = {
      en_US: ['Pack', 'Origin'],
      ru_RU: ['Фасовка', 'Происхождение'],
      es: ['Formato', 'Origen'],
    };
    const names = new Set<string>();
    for (const [lang, [pack, origin]] of Object.entries(labels)) {
      const res = await api(ctx.app).call(
        catalogEndpoints.productDetail,
        { query: { productId: id } },
        { lang: lang as Locale },
      );
      expect(res.code).toBe(ErrorCode.OK);
      const p = res.ext;
      expect(p.productName, lang).not.toMatch(han);
      expect(p.subtitle, lang).not.toMatch(han);
      expect(p.shopName, lang).not.toMatch(han);
      expect(p.contentLang, lang).toBeUndefined();
      expect(p.specsContentLang, lang).toBeUndefined();
      expect(p.specs).toHaveLength(zh.specs.length);
      const specNames = p.specs.map((s: Spec) => s.name);
      expect(specNames, lang).toContain(pack);
      expect(specNames, lang).toContain(origin);
      for (const s of p.specs as Spec[]) expect(`${s.name}: ${s.value}`, lang).not.toMatch(han);
      for (const st of p.styles as { name: string }[]) expect(st.name, lang).not.toMatch(han);
      names.add(p.productName);
      if (lang === 'ru_RU') expect(p.productName).toMatch(cyrillic);
    }
    expect(names.size).toBe(3);
  });

  it('gives the description in the language, Chinese marked where it has none', async () => {
    const id = await someProduct();
    const get = (lang: Locale = 'zh_CN') =>
      api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: id } }, { lang });
    const zh = (await get()).ext;
    expect(zh.detailText).toMatch(han);
    expect(zh.detailContentLang).toBeUndefined();
    const ru = (await get('ru_RU')).ext;
    expect(ru.detailText).toMatch(cyrillic);
    expect(ru.detailText).not.toMatch(han);
    // As many lines as the Chinese one: the same facts, line by line.
    expect(ru.detailText.split('\n')).toHaveLength(zh.detailText.split('\n').length);
    expect(ru.detailText).toContain(ru.productName);
    expect(ru.detailContentLang).toBeUndefined();
    const en = (await get('en_US')).ext;
    expect(en.detailText).toMatch(/^Product: /);
    await ctx.database.db.execute(
      sql`update products set detail_text_i18n = detail_text_i18n - 'ru_RU' where id = ${id}`,
    );
    const fallback = (await get('ru_RU')).ext;
    expect(fallback.detailText).toBe(zh.detailText);
    expect(fallback.detailContentLang).toBe('zh_CN');
    // The rest of the product is still Russian.
    expect(fallback.productName).toMatch(cyrillic);
  });

  it('gives the rich description in the language, Chinese marked where it has none, and every picture', async () => {
    // Not someProduct(): the tests around change its translations and read its plain description.
    const { rows } = await ctx.database.db.execute<{ id: number; image_url: string }>(
      sql`select id, image_url from products where status = 1 and id <> ${await someProduct()} order by id limit 1`,
    );
    const { id, image_url: imageUrl } = rows[0]!;
    const get = async (lang: Locale) =>
      (await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: id } }, { lang })).ext;
    // A product from before the rich description: only the plain text, and its one picture.
    const plain = await get('zh_CN');
    expect(plain.detailHtml).toBe('');
    expect(plain.fild).toEqual([{ fileUrl: imageUrl }]);

    const zhHtml = '<h2>详情</h2><p>新疆长绒棉，<strong>亲肤</strong>透气。</p>';
    const enHtml = '<h2>Details</h2><p>Long-staple cotton, <strong>soft</strong> and breathable.</p>';
    const images = [imageUrl, '/files/products/second.png'];
    await ctx.database.db.execute(
      sql`update products set detail_html = ${zhHtml}, detail_html_i18n = ${JSON.stringify({ en_US: enHtml })}::jsonb,
        images = ${JSON.stringify(images)}::jsonb where id = ${id}`,
    );
    const zh = await get('zh_CN');
    expect(zh).toMatchObject({ detailHtml: zhHtml, detailText: plain.detailText });
    expect(zh.detailContentLang).toBeUndefined();
    expect(zh.fild).toEqual(images.map((fileUrl) => ({ fileUrl })));
    const en = await get('en_US');
    expect(en.detailHtml).toBe(enHtml);
    expect(en.detailContentLang).toBeUndefined();
    // No Russian rich text: the Chinese one, marked, even though the plain text has a Russian translation.
    const ru = await get('ru_RU');
    expect(ru.detailHtml).toBe(zhHtml);
    expect(ru.detailText).toMatch(cyrillic);
    expect(ru.detailContentLang).toBe('zh_CN');
  });

  it('falls back to Chinese, marked as such, where a translation is missing', async () => {
    const id = await someProduct();
    await ctx.database.db.execute(
      sql`update products set name_i18n = name_i18n - 'es', specs_i18n = specs_i18n - 'es' where id = ${id}`,
    );
    const es = (
      await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: id } }, { lang: 'es' })
    ).ext;
    expect(es.productName).toMatch(han);
    expect(es.contentLang).toBe('zh_CN');
    expect(es.specsContentLang).toBe('zh_CN');
    expect(es.specs.map((s: Spec) => s.name)).toContain('产地');
    const en = (
      await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: id } }, { lang: 'en_US' })
    ).ext;
    expect(en.productName).not.toMatch(han);
    expect(en.contentLang).toBeUndefined();
  });
});

describe('lists per language', () => {
  it('a class page answers each language in its own, from the same cached page', async () => {
    const tree = (await api(ctx.app).call(catalogEndpoints.classTree, {}, { lang: 'zh_CN' })).ext;
    const get = (lang: Locale = 'zh_CN') =>
      api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { classId: tree[0]!.id, offset: 1, limit: 10 } },
        { lang },
      );
    const zh = await get();
    const ru = await get('ru_RU');
    const zhAgain = await get();
    expect(ru.rows.map((r: Summary) => r.productId)).toEqual(zh.rows.map((r: Summary) => r.productId));
    for (const r of ru.rows as Summary[]) {
      expect(r.productName).toMatch(cyrillic);
      expect(r.shopName).not.toMatch(han);
    }
    for (const r of zhAgain.rows as Summary[]) expect(r.productName).toMatch(han);
  });

  it('shops and brands speak the language', async () => {
    const shops = await api(ctx.app).call(
      catalogEndpoints.shopList,
      { query: { limit: '100' } },
      { lang: 'es' },
    );
    expect(shops.total).toBeGreaterThan(10);
    for (const s of shops.rows) {
      expect(s.shopName).not.toMatch(han);
      expect(s.description).not.toMatch(han);
    }
    // A Spanish buyer finds a shop by its Spanish name.
    const found = await api(ctx.app).call(
      catalogEndpoints.shopList,
      { query: { searchkey: 'Tienda oficial' } },
      { lang: 'es' },
    );
    expect(found.total).toBeGreaterThan(0);
    for (const s of found.rows) expect(s.shopName).toContain('Tienda oficial');
    // In any case, whatever the database's locale: the same shops.
    const upper = await api(ctx.app).call(
      catalogEndpoints.shopList,
      { query: { searchkey: 'TIENDA OFICIAL' } },
      { lang: 'es' },
    );
    expect(upper.total).toBe(found.total);

    const brands = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { limit: '100' } },
      { lang: 'ru_RU' },
    );
    expect(brands.rows.length).toBeGreaterThan(5);
    for (const b of brands.rows) {
      expect(b.brandName).toMatch(cyrillic);
      expect(b.description).toMatch(cyrillic);
    }
    // A Russian buyer finds a brand typing its name in lower case.
    const brand = brands.rows[0].brandName as string;
    const byLower = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { limit: '100', searchkey: brand.toLowerCase() } },
      { lang: 'ru_RU' },
    );
    expect(byLower.rows.map((b) => b.brandName)).toContain(brand);
    const zhBrands = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { limit: '100' } },
      { lang: 'zh_CN' },
    );
    for (const b of zhBrands.rows) expect(b.brandName).toMatch(han);
  });
});

describe('points mall, activities, demands and regions per language', () => {
  it('points goods answer in the language, from the list and the detail', async () => {
    const list = await api(ctx.app).call(
      catalogEndpoints.pointsGoodsList,
      { query: { limit: '50' } },
      { lang: 'ru_RU' },
    );
    expect(list.rows.length).toBeGreaterThan(10);
    for (const g of list.rows) {
      expect(g.name).toMatch(cyrillic);
      expect(g.description).not.toMatch(han);
      expect(g.contentLang).toBeUndefined();
    }
    const id = list.rows[0].id;
    const es = (
      await api(ctx.app).call(catalogEndpoints.pointsGoodsDetail, { query: { id } }, { lang: 'es' })
    ).ext;
    expect(es.name).not.toMatch(han);
    expect(es.name).not.toBe(list.rows[0].name);
    const zh = (
      await api(ctx.app).call(catalogEndpoints.pointsGoodsDetail, { query: { id } }, { lang: 'zh_CN' })
    ).ext;
    expect(zh.name).toMatch(han);
    await ctx.database.db.execute(sql`update points_goods set name_i18n = '{}' where id = ${id}`);
    const fallback = (
      await api(ctx.app).call(catalogEndpoints.pointsGoodsDetail, { query: { id } }, { lang: 'ru_RU' })
    ).ext;
    expect(fallback).toMatchObject({ name: zh.name, contentLang: 'zh_CN' });
  });

  it('activities and demands answer in the language', async () => {
    const activities = await api(ctx.app).call(
      catalogEndpoints.marketList,
      { query: { limit: '20' } },
      { lang: 'en_US' },
    );
    expect(activities.rows.length).toBeGreaterThan(0);
    for (const a of activities.rows) {
      expect(a.title).not.toMatch(han);
      expect(a.description).not.toMatch(han);
    }
    const activity = (
      await api(ctx.app).call(
        catalogEndpoints.marketDetail,
        { query: { id: activities.rows[0].id } },
        { lang: 'ru_RU' },
      )
    ).ext;
    expect(activity.title).toMatch(cyrillic);
    for (const p of activity.products) expect(p.productName).toMatch(cyrillic);

    const demands = await api(ctx.app).call(
      catalogEndpoints.demandList,
      { query: { limit: '20' } },
      { lang: 'ru_RU' },
    );
    expect(demands.rows.length).toBeGreaterThan(0);
    for (const d of demands.rows) {
      expect(d.title).toMatch(cyrillic);
      expect(d.areaName).not.toMatch(han);
    }
    const demand = (
      await api(ctx.app).call(
        catalogEndpoints.demandDetail,
        { query: { id: demands.rows[0].id } },
        { lang: 'es' },
      )
    ).ext;
    expect(demand.description).not.toMatch(han);
    expect(demand.className).not.toMatch(han);
    const zh = (
      await api(ctx.app).call(
        catalogEndpoints.demandDetail,
        { query: { id: demands.rows[0].id } },
        { lang: 'zh_CN' },
      )
    ).ext;
    expect(zh.title).toMatch(han);
  });

  it('regions: product and shop places, area filters keep the Chinese value, the town page', async () => {
    const ru = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { isFarm: '1', limit: '20' } },
      { lang: 'ru_RU' },
    );
    expect(ru.rows.length).toBeGreaterThan(0);
    for (const r of ru.rows) expect(r.areaName).not.toMatch(han);
    const facets = (
      await api(ctx.app).call(catalogEndpoints.productFacets, { query: { isFarm: '1' } }, { lang: 'ru_RU' })
    ).ext;
    expect(facets.areas.length).toBeGreaterThan(0);
    const area = facets.areas[0];
    expect(area.name).toMatch(han);
    expect(area.label).toMatch(cyrillic);
    // The Chinese value still filters, in any language.
    const filtered = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { isFarm: '1', areaName: area.name } },
      { lang: 'ru_RU' },
    );
    expect(filtered.total).toBeGreaterThanOrEqual(area.count);
    for (const r of filtered.rows) expect(r.areaName).toBe(area.label);

    const town = (await api(ctx.app).call(hallsEndpoints.townHome, {}, { lang: 'ru_RU' })).ext;
    const townZh = (await api(ctx.app).call(hallsEndpoints.townHome, {}, { lang: 'zh_CN' })).ext;
    expect(town.stats).toEqual(townZh.stats);
    for (const region of town.regions) {
      expect(region.province).toMatch(han);
      expect(region.label).toMatch(cyrillic);
      for (const shop of region.shops) expect(shop.shopName).not.toMatch(han);
    }
    for (const origin of town.origins) expect(origin.label).not.toMatch(han);
    expect(town.origins.map((o) => o.areaName)).toEqual(townZh.origins.map((o) => o.areaName));
    expect(town.news.length).toBeGreaterThan(0);
    for (const n of town.news) expect(n.title).toMatch(cyrillic);
    // The Chinese copy is not the Russian one: one cache, each language its own answer.
    expect(townZh.regions[0].label).toBe(townZh.regions[0].province);
    expect(townZh.news[0].title).toMatch(han);
  });
});
