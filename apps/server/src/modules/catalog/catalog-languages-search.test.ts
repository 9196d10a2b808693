import type { Locale } from '@mall/contracts';
import { catalogEndpoints, hallsEndpoints } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { catalogTests, han, type ProductSummary as Summary } from '../../../test/catalog-kit';
import type { TestContext } from '../../../test/helper';

// Search in the buyer's language (issue 18): products, demands and suppliers found by their translated names
// and regions. What each language shows: catalog-languages.test.ts.

const fixture = catalogTests();
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = fixture);
});

describe('search by translated names', () => {
  const search = (q: string, lang: Locale) =>
    api(ctx.app).call(catalogEndpoints.productList, { query: { searchkey: q, limit: '50' } }, { lang });

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

describe('demand and supplier search in the language of the buyer', () => {
  type Demand = { id: number; title: string };
  const demandSearch = (q: string, lang: Locale) =>
    api(ctx.app).call(catalogEndpoints.demandList, { query: { searchkey: q, limit: '50' } }, { lang });

  /** A demand of the seed and the longest word of its title in a language. */
  async function demandWord(lang: 'en_US' | 'ru_RU' | 'es') {
    const { rows } = await ctx.database.db.execute<{ id: number; title: string }>(
      sql`select id, title_i18n->>${lang} as title from demands where status = 1 and title_i18n ? ${lang}
        order by id limit 1`,
    );
    const words = rows[0]!.title.split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
    return { id: rows[0]!.id, word: words.sort((a, b) => b.length - a.length)[0]! };
  }

  it('finds a demand by a Russian, English or Spanish word of its title', async () => {
    for (const lang of ['ru_RU', 'en_US', 'es'] as const) {
      const { id, word } = await demandWord(lang);
      // Typed in upper case: the case of the title does not matter.
      const found = await demandSearch(word.toUpperCase(), lang);
      expect(
        found.rows.map((d: Demand) => d.id),
        `${lang} ${word}`,
      ).toContain(id);
      expect(found.total, `${lang} ${word}`).toBeGreaterThan(0);
    }
    // The Chinese title still finds it, and a word nobody wrote finds nothing.
    const { rows } = await ctx.database.db.execute<{ id: number; title: string }>(
      sql`select id, title from demands where status = 1 order by id limit 1`,
    );
    const zh = await demandSearch(Array.from(rows[0]!.title).slice(0, 2).join(''), 'zh_CN');
    expect(zh.rows.map((d: Demand) => d.id)).toContain(rows[0]!.id);
    expect((await demandSearch('Xylophonequartz', 'en_US')).total).toBe(0);
  });

  it('finds suppliers by their region in English and Russian', async () => {
    type Supplier = { shopId: number; areaName: string };
    const supplierSearch = (q: string, lang: Locale) =>
      api(ctx.app).call(hallsEndpoints.supplierList, { query: { searchkey: q, limit: '50' } }, { lang });
    const zh = await supplierSearch('杭州', 'zh_CN');
    expect(zh.total).toBeGreaterThan(0);
    const ids = zh.rows.map((s: Supplier) => s.shopId).sort();
    for (const [word, lang] of [
      ['Hangzhou', 'en_US'],
      ['hangzhou', 'es'],
      ['Ханчжоу', 'ru_RU'],
    ] as const) {
      const found = await supplierSearch(word, lang);
      expect(found.rows.map((s: Supplier) => s.shopId).sort(), word).toEqual(ids);
      for (const s of found.rows as Supplier[]) expect(s.areaName, word).not.toMatch(han);
    }
    // A shop whose region has no translation of its own is found through the area names.
    await ctx.database.db.execute(sql`update shops set area_name_i18n = '{}' where id = ${ids[0]}`);
    const viaAreas = await supplierSearch('Ханчжоу', 'ru_RU');
    expect(viaAreas.rows.map((s: Supplier) => s.shopId)).toContain(ids[0]);
    // A province by its translated name.
    const zhejiang = await supplierSearch('Zhejiang', 'en_US');
    expect(zhejiang.rows.map((s: Supplier) => s.shopId)).toEqual(expect.arrayContaining(ids));
  });
});
