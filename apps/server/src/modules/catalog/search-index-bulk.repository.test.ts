import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { indexProducts, unindexProducts } from './search-index.repository';
import { indexMany, unindexMany } from './search-index-bulk.repository';

// The search index's batch writers (a suspended shop's products leaving the index and coming back): they
// must leave the very postings the one-product writers leave, whatever chunks they split.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
});
afterAll(async () => {
  await ctx?.close();
});

/** Every key of every list, and every list's kept count (chunk boundaries aside). */
async function postings() {
  const { db } = ctx.database;
  const keys = await db.execute<{ list: string; keys: string }>(sql`
    select token || ':' || product_type || ':' || field as list, string_agg(k::text, ',' order by k desc) as keys
    from search_postings, unnest(keys) k group by 1 order by 1`);
  const counts = await db.execute<{ list: string; n: number }>(sql`
    select token || ':' || product_type || ':' || field as list, n from search_token_counts order by 1`);
  return { keys: keys.rows, counts: counts.rows };
}

/** Every list's kept count equals its chunks' sizes, and every chunk is sorted and named by its newest key. */
async function consistent() {
  const { db } = ctx.database;
  const counts = await db.execute(sql`
    select token, product_type, field from (
      select token, product_type, field, sum(n)::int4 as n from search_postings group by 1, 2, 3
    ) p full join search_token_counts c using (token, product_type, field)
    where p.n is distinct from c.n`);
  expect(counts.rows).toEqual([]);
  const chunks = await db.execute<{ bad: number }>(sql`
    select count(*)::int4 as bad from search_postings c
    where c.n <> cardinality(c.keys) or c.n = 0 or c.keys[1] <> c.last_key
      or c.keys <> array(select k from unnest(c.keys) k order by k desc)`);
  expect(chunks.rows[0]?.bad).toBe(0);
}

/** The sizes of the chunks of a word only the test's products hold. */
async function chunkSizes(token: string): Promise<number[]> {
  const rows = await ctx.database.db.execute<{ n: number }>(
    sql`select n from search_postings where token = ${token} and product_type = 4 order by last_key`,
  );
  return rows.rows.map((r) => r.n);
}

describe('the search index’s batch writers', () => {
  it('take many products out and put them back as the one-product writers would, splitting long chunks', async () => {
    const { db } = ctx.database;
    const ids = Array.from({ length: 60 }, (_, i) => 95000 + i);
    await db.execute(sql`
      insert into products (id, product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
        market_price_cents, keywords, created_at)
      select id, 4, 2, 1, 14, 41, '暂停批量 紫砂壶 ' || id, 100, 200, 'batch teapot', now() - (id % 7) * interval '1 hour'
      from unnest(${sql.param(ids)}::int4[]) as id`);
    // The one-product writer, with short chunks so that the lists of the batch's words split.
    for (const id of ids) await db.transaction((tx) => indexProducts(tx, [id], 8));
    const listed = await postings();
    await consistent();

    await db.transaction(async (tx) => {
      await unindexMany(tx, ids);
      await tx.execute(sql`update products set status = 3 where id = any(${sql.param(ids)}::int4[])`);
    });
    const out = await postings();
    const left = await db.execute<{ n: number }>(sql`
      select count(*)::int4 as n from search_postings, unnest(keys) k
      where (k & 2147483647)::int4 = any(${sql.param(ids)}::int4[])`);
    expect(left.rows[0]?.n).toBe(0);
    expect(out.keys.some((row) => row.list.startsWith('暂停:'))).toBe(false);
    await consistent();
    // The same as taking them out one by one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update products set status = 1 where id = any(${sql.param(ids)}::int4[])`);
      await indexMany(tx, ids, 8);
    });
    expect(await postings()).toEqual(listed);
    await consistent();
    for (const id of ids) await db.transaction((tx) => unindexProducts(tx, [id]));
    expect(await postings()).toEqual(out);

    // Back in one batch: the same keys and counts as listed one by one, in chunks no longer than allowed.
    await db.transaction((tx) => indexMany(tx, ids, 8));
    expect(await postings()).toEqual(listed);
    await consistent();
    const sizes = await chunkSizes('暂停');
    expect(sizes.length).toBeGreaterThan(4);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(ids.length);
  });

  it('leaves products off sale out, and does nothing for an empty batch', async () => {
    const { db } = ctx.database;
    const before = await postings();
    await db.execute(sql`
      insert into products (id, product_type, shop_id, class1_id, class2_id, class3_id, name, price_cents,
        market_price_cents, status, created_at)
      values (96001, 4, 2, 1, 14, 41, '暂停批量 草稿', 100, 200, 2, now())`);
    await db.transaction((tx) => indexMany(tx, [96001]));
    await db.transaction((tx) => indexMany(tx, []));
    await db.transaction((tx) => unindexMany(tx, [96001]));
    expect(await postings()).toEqual(before);
  });
});
