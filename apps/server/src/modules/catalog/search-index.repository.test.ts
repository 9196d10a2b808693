import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { defaultSearchLimits, ProductSearch } from './product-search.repository';
import {
  ensureSearchIndex,
  indexProducts,
  rebuildSearchIndex,
  unindexProducts,
} from './search-index.repository';
import { searchColumns, searchTokensOf } from './search-postings';
import { parseSearch } from './search-query';
import { compactText, normalizeText, termTokens } from './search-text';

describe('search text', () => {
  it('normalises case, width, Traditional characters, invisible characters and spaces', () => {
    expect(normalizeText('  ＡＢＣ１２  蘋果\u200b電飯煲\t\n')).toBe('abc12 苹果 电饭煲');
    expect(compactText('苹果 5斤 装')).toBe('苹果5斤装');
    expect(termTokens('米')).toEqual(['米']);
    expect(termTokens('铁观音')).toEqual(['铁观', '观音']);
    expect(termTokens('𠮷野')).toEqual(['𠮷野']);
  });

  it('keeps name tokens apart from the other fields, and never joins two keywords', () => {
    const columns = searchColumns({
      name: '五常 大米 5kg',
      keywords: 'rice grains 黑龙江 五常',
      brandName: '五谷源',
      classNames: ['粮油调味', '米面杂粮', '大米'],
      model: '',
    });
    expect(columns.searchName).toBe('五常大米5kg');
    const { name, other } = searchTokensOf(columns.searchName, columns.searchOther);
    expect(name.has('大米')).toBe(true);
    expect(other.has('大米')).toBe(false);
    expect(other.has('ri')).toBe(true);
    expect(other.has('eg')).toBe(false);
    expect(parseSearch('  大米   5KG ')).toMatchObject({ terms: ['大米', '5kg'], isToken: false });
    expect(parseSearch('米')).toMatchObject({ tokens: ['米'], isToken: true });
    expect(parseSearch('xxx')).toMatchObject({ tokens: ['xx', 'xxx'], isToken: false });
    // Alphabetic trigrams within a word of the other fields and within the compact name, never across words.
    expect(other.has('ric')).toBe(true);
    expect(other.has('egr')).toBe(false);
    expect(name.has('5kg')).toBe(true);
  });
});

describe('search index writers', () => {
  let ctx: TestContext;
  const engine = () => new ProductSearch(ctx.database.db, defaultSearchLimits);
  const find = async (q: string) =>
    (
      await engine().page(
        { productType: 4, search: parseSearch(q)! },
        { sort: 'relevance', order: 'desc' },
        1,
        100,
      )
    ).rows;

  /** Every list's kept count equals its chunks' sizes, and every chunk is sorted and within its lastKey. */
  async function consistent() {
    const counts = await ctx.database.db.execute<{ token: string }>(sql`
      select token, product_type, field, p.n as postings, c.n as counted from (
        select token, product_type, field, sum(n)::int4 as n from search_postings group by 1, 2, 3
      ) p full join search_token_counts c using (token, product_type, field)
      where p.n is distinct from c.n`);
    expect(counts.rows).toEqual([]);
    const chunks = await ctx.database.db.execute<{ bad: number }>(sql`
      select count(*)::int4 as bad from search_postings c
      where c.n <> cardinality(c.keys) or c.keys[1] <> c.last_key
        or c.keys <> array(select k from unnest(c.keys) k order by k desc)`);
    expect(chunks.rows[0]?.bad).toBe(0);
  }

  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'demo' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists a new product at once, newest first, and follows its changes and removal', async () => {
    const { db } = ctx.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into products (id, product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
          market_price_cents, keywords, model, created_at)
        values (90001, 4, 1, 1, 14, 41, '试验田 有机大米 5kg', 5990, 6990, 'organic rice', 'ZQ-1', now())`);
      await indexProducts(tx, [90001]);
    });
    expect((await find('大米'))[0]?.id).toBe(90001);
    expect((await find('organic'))[0]?.id).toBe(90001);
    expect((await find('zq-1'))[0]?.id).toBe(90001);
    await consistent();

    await db.transaction(async (tx) => {
      await unindexProducts(tx, [90001]);
      await tx.execute(
        sql`update products set name = '试验田 有机小米 2kg', keywords = 'millet' where id = 90001`,
      );
      await indexProducts(tx, [90001]);
    });
    expect((await find('大米')).map((r) => r.id)).not.toContain(90001);
    expect((await find('organic')).map((r) => r.id)).not.toContain(90001);
    expect((await find('小米'))[0]?.id).toBe(90001);
    await consistent();

    await db.transaction(async (tx) => {
      await unindexProducts(tx, [90001]);
      await tx.execute(sql`update products set status = 0 where id = 90001`);
      await indexProducts(tx, [90001]);
    });
    expect((await find('小米')).map((r) => r.id)).not.toContain(90001);
    await consistent();
  });

  it('splits a list that grows past its chunk size and keeps it in order, for every page', async () => {
    const { db } = ctx.database;
    const ids = Array.from({ length: 45 }, (_, i) => 91000 + i);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into products (id, product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
          market_price_cents, created_at)
        select id, 4, 1, 1, 14, 41, '龘龘测试 ' || id, 100, 200, now() - (id % 17) * interval '1 hour'
        from unnest(${sql.param(ids)}::int4[]) as id`);
      // One at a time, as writers do, in an order unrelated to their creation times.
      for (const id of [...ids].reverse()) await indexProducts(tx, [id], 10);
    });
    const chunks = await db.execute<{ n: number }>(
      sql`select n from search_postings where token = '龘龘' and product_type = 4`,
    );
    expect(chunks.rows.length).toBeGreaterThan(2);
    await consistent();
    const all: number[] = [];
    for (let page = 1; page <= 5; page++) {
      // Pages past the first skip whole chunks by their sizes (deepPage 10).
      const res = await new ProductSearch(ctx.database.db, { ...defaultSearchLimits, deepPage: 10 }).page(
        { productType: 4, search: parseSearch('龘龘')! },
        { sort: 'relevance', order: 'desc' },
        page,
        10,
      );
      expect(res.total).toBe(45);
      all.push(...res.rows.map((r) => r.id));
    }
    expect(new Set(all)).toEqual(new Set(ids));
    const created = await db.execute<{ id: number }>(
      sql`select id from products where id >= 91000 and id < 92000 order by created_at desc, id desc`,
    );
    expect(all).toEqual(created.rows.map((r) => r.id));
  });

  it('indexes products saved at the same time, sharing their words, without a deadlock or a lost key', async () => {
    const { db } = ctx.database;
    const ids = Array.from({ length: 24 }, (_, i) => 93000 + i);
    await db.execute(sql`
      insert into products (id, product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
        market_price_cents, keywords, created_at)
      select id, 4, 1, 1, 14, 41, '鱻鱻同时 新品 ' || id, 100, 200, 'same time', now() - (id % 5) * interval '1 minute'
      from unnest(${sql.param(ids)}::int4[]) as id`);
    // Each from its own connection, all at once (as two merchants saving products would).
    await Promise.all(ids.map((id) => indexProducts(db, [id], 10)));
    const found = await new ProductSearch(db, { ...defaultSearchLimits, deepPage: 10 }).page(
      { productType: 4, search: parseSearch('鱻鱻同时')! },
      { sort: 'relevance', order: 'desc' },
      1,
      50,
    );
    expect(found.rows.map((r) => r.id).sort()).toEqual(ids);
    await consistent();
  });

  it('rebuilds the same index from the products table', async () => {
    const { db } = ctx.database;
    const snapshot = () =>
      db.execute<{ token: string; keys: string }>(sql`
        select token || ':' || product_type || ':' || field as token, string_agg(k::text, ',' order by k desc) as keys
        from search_postings, unnest(keys) k group by 1 order by 1`);
    const before = (await snapshot()).rows;
    await db.transaction((tx) => rebuildSearchIndex(tx));
    expect((await snapshot()).rows).toEqual(before);
    await consistent();
  });

  it('rebuilds at start an index from before the alphabetic trigrams, and only then', async () => {
    const { db } = ctx.database;
    const spanish = async () => (await find('jamón')).map((r) => r.id);
    const found = await spanish();
    expect(found.length).toBeGreaterThan(0);
    expect(await ensureSearchIndex(db)).toBe(false);
    // An older index: no trigram anywhere. A query's trigrams would find nothing in it.
    await db.execute(sql`delete from search_postings where char_length(token) = 3`);
    await db.execute(sql`delete from search_token_counts where char_length(token) = 3`);
    expect(await spanish()).toEqual([]);
    expect(await ensureSearchIndex(db)).toBe(true);
    expect(await spanish()).toEqual(found);
    expect(await ensureSearchIndex(db)).toBe(false);
    await consistent();
  });
});
