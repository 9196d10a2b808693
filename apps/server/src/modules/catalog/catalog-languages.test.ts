import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';

// The catalogue in the buyer's language (issue 18): product names, subtitles, parameter tables, styles, shops
// and brands of the demo seed in English, Russian and Spanish, Chinese marked where a translation is missing,
// and search by the translated names.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, lang = 'zh_CN') =>
  ctx.app.inject({ url, cookies: { site_lang: lang } }).then((r) => r.json());

const han = /\p{Script=Han}/u;
const cyrillic = /\p{Script=Cyrillic}/u;

type Spec = { name: string; value: string };
type Summary = {
  productId: number;
  productName: string;
  subtitle: string;
  shopName: string;
  contentLang?: string;
};

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

describe('product detail per language', () => {
  it('shows name, subtitle, specs and shop in the language, and Chinese in Chinese', async () => {
    const id = await someProduct();
    const zh = (await get(`/api/member/product/product/getproductdetail?productId=${id}`)).ext;
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
      const res = await get(`/api/member/product/product/getproductdetail?productId=${id}`, lang);
      expect(res.code).toBe(0);
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

  it('falls back to Chinese, marked as such, where a translation is missing', async () => {
    const id = await someProduct();
    await ctx.database.db.execute(
      sql`update products set name_i18n = name_i18n - 'es', specs_i18n = specs_i18n - 'es' where id = ${id}`,
    );
    const es = (await get(`/api/member/product/product/getproductdetail?productId=${id}`, 'es')).ext;
    expect(es.productName).toMatch(han);
    expect(es.contentLang).toBe('zh_CN');
    expect(es.specsContentLang).toBe('zh_CN');
    expect(es.specs.map((s: Spec) => s.name)).toContain('产地');
    const en = (await get(`/api/member/product/product/getproductdetail?productId=${id}`, 'en_US')).ext;
    expect(en.productName).not.toMatch(han);
    expect(en.contentLang).toBeUndefined();
  });
});

describe('lists per language', () => {
  it('a class page answers each language in its own, from the same cached page', async () => {
    const tree = (await get('/api/product/productclass/indexproductclass')).ext;
    const url = `/api/product/product/queryproductlist?classId=${tree[0].id}&offset=1&limit=10`;
    const zh = await get(url);
    const ru = await get(url, 'ru_RU');
    const zhAgain = await get(url);
    expect(ru.rows.map((r: Summary) => r.productId)).toEqual(zh.rows.map((r: Summary) => r.productId));
    for (const r of ru.rows as Summary[]) {
      expect(r.productName).toMatch(cyrillic);
      expect(r.shopName).not.toMatch(han);
    }
    for (const r of zhAgain.rows as Summary[]) expect(r.productName).toMatch(han);
  });

  it('shops and brands speak the language', async () => {
    const shops = await get('/api/product/shop/queryshoplist?limit=100', 'es');
    expect(shops.total).toBeGreaterThan(10);
    for (const s of shops.rows) {
      expect(s.shopName).not.toMatch(han);
      expect(s.description).not.toMatch(han);
    }
    // A Spanish buyer finds a shop by its Spanish name.
    const found = await get(
      `/api/product/shop/queryshoplist?searchkey=${encodeURIComponent('Tienda oficial')}`,
      'es',
    );
    expect(found.total).toBeGreaterThan(0);
    for (const s of found.rows) expect(s.shopName).toContain('Tienda oficial');

    const brands = await get('/api/product/brand/querybrandlist?limit=100', 'ru_RU');
    expect(brands.rows.length).toBeGreaterThan(5);
    for (const b of brands.rows) {
      expect(b.brandName).toMatch(cyrillic);
      expect(b.description).toMatch(cyrillic);
    }
    const zhBrands = await get('/api/product/brand/querybrandlist?limit=100');
    for (const b of zhBrands.rows) expect(b.brandName).toMatch(han);
  });
});

describe('search by translated names', () => {
  const search = (q: string, lang: string) =>
    get(`/api/product/product/queryproductlist?searchkey=${encodeURIComponent(q)}&limit=50`, lang);

  it('a Russian word finds the product in Russian, in any case form', async () => {
    const plural = await search('яблоки', 'ru_RU');
    expect(plural.total).toBeGreaterThan(0);
    for (const r of plural.rows as Summary[]) expect(r.productName.toLowerCase()).toContain('яблок');
    // The singular finds the same products.
    const singular = await search('Яблоко', 'ru_RU');
    expect(singular.rows.map((r: Summary) => r.productId)).toEqual(
      plural.rows.map((r: Summary) => r.productId),
    );
  });

  it('Spanish is found without accents or plural, English by its words', async () => {
    const accented = await search('jamón', 'es');
    const plain = await search('JAMON', 'es');
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.rows.map((r: Summary) => r.productId)).toEqual(
      accented.rows.map((r: Summary) => r.productId),
    );
    const manzana = await search('manzana', 'es');
    expect(manzana.total).toBeGreaterThan(0);
    for (const r of manzana.rows as Summary[]) expect(r.productName.toLowerCase()).toContain('manzana');

    const en = await search('hickory nuts', 'en_US');
    expect(en.total).toBeGreaterThan(0);
    for (const r of en.rows as Summary[]) expect(r.productName).toContain('hickory nuts');
  });

  it('Chinese search is unchanged', async () => {
    const res = await search('苹果', 'zh_CN');
    expect(res.total).toBeGreaterThan(0);
    for (const r of res.rows as Summary[]) expect(r.productName).toMatch(han);
  });
});
