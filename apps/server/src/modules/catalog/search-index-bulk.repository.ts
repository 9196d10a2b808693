// The search index's writers for many products at once (a shop the platform suspends or restores: hundreds
// or thousands of products leave the index or come back together). The same postings as unindexProducts /
// indexProducts one product after the other (search-index.repository.ts), written a token list at a time:
// each chunk a batch touches is rewritten once for the batch instead of once per product. See docs/search.md.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneIndexChangeAtATime } from './search-index.repository';
import { maxChunkSize, nameField, otherField, productKey, searchTokensOf } from './search-postings';

type Executor = Pick<Db, 'execute'>;
type IndexWriter = Pick<Db, 'transaction'>;

/** One key in one token's list: a row of the batch's postings. */
interface Postings {
  tokens: string[];
  types: number[];
  fields: number[];
  keys: string[];
}

/**
 * The postings of the products among `ids` that are on sale, from their stored search columns (kept current
 * by every writer, also while a product is off sale).
 */
async function postingsOf(db: Executor, ids: number[]): Promise<Postings> {
  const rows = await db.execute<{
    id: number;
    product_type: number;
    created_ms: number;
    search_name: string;
    search_other: string;
  }>(sql`
    select p.id, p.product_type, (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
      p.search_name, p.search_other
    from products p where p.id = any(${sql.param(ids)}::int4[]) and p.status = 1`);
  const out: Postings = { tokens: [], types: [], fields: [], keys: [] };
  for (const row of rows.rows) {
    const key = productKey(new Date(row.created_ms), row.id).toString();
    const { name, other } = searchTokensOf(row.search_name, row.search_other);
    for (const [tokens, field] of [
      [name, nameField],
      [other, otherField],
    ] as const) {
      for (const token of tokens) {
        out.tokens.push(token);
        out.types.push(row.product_type);
        out.fields.push(field);
        out.keys.push(key);
      }
    }
  }
  return out;
}

/**
 * A batch's statements read tens of thousands of postings, so PostgreSQL's planner would compile them (JIT:
 * measured 1.4 s of a 7 s statement) for work that is a few index reads per posting. Off for the rest of
 * the writer's transaction; the embedded database has no JIT, and the setting changes nothing there.
 */
async function noJit(db: Executor): Promise<void> {
  await db.execute(sql`set local jit = off`);
}

/** The batch's postings as a table t(token, product_type, field, key). */
const postingsTable = (p: Postings): SQL => sql`
  select * from unnest(${sql.param(p.tokens)}::text[], ${sql.param(p.types)}::int2[],
    ${sql.param(p.fields)}::int2[], ${sql.param(p.keys)}::int8[]) as t(token, product_type, field, key)`;

/** The batch's postings counted per list, g(token, product_type, field, n). */
const perList = (p: Postings): SQL => sql`
  select t.token, t.product_type, t.field, count(*)::int as n from (${postingsTable(p)}) t
  group by t.token, t.product_type, t.field`;

/**
 * The chunk each posting of the batch falls in (the one with the smallest last key at or above its key; for
 * `orNewest`, else the list's newest), or null: target(token, product_type, field, key, last_key). One index
 * read per posting, so no statement scans a list's other chunks.
 */
const targets = (p: Postings, orNewest: boolean): SQL => sql`
  select t.token, t.product_type, t.field, t.key, ${
    orNewest
      ? sql`coalesce(
    (select c.last_key from search_postings c where c.token = t.token and c.product_type = t.product_type
      and c.field = t.field and c.last_key >= t.key order by c.last_key limit 1),
    (select c.last_key from search_postings c where c.token = t.token and c.product_type = t.product_type
      and c.field = t.field order by c.last_key desc limit 1))`
      : sql`(select c.last_key from search_postings c where c.token = t.token
      and c.product_type = t.product_type and c.field = t.field and c.last_key >= t.key
      order by c.last_key limit 1)`
  } as last_key
  from (${postingsTable(p)}) t`;

/** A chunk's primary key matched between search_postings `c` and a row `r` of the statement. */
const sameChunk = (r: string) =>
  sql.raw(`c.token = ${r}.token and c.product_type = ${r}.product_type
  and c.field = ${r}.field and c.last_key = ${r}.last_key`);

/**
 * Takes products out of the search index together (those on sale among `ids`; call before changing their
 * status, in the writer's transaction). Each chunk holding some of their keys loses them in one statement;
 * one left empty goes.
 */
export async function unindexMany(writer: IndexWriter, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await oneIndexChangeAtATime(writer, async (db) => {
    const p = await postingsOf(db, ids);
    if (p.keys.length === 0) return;
    await noJit(db);
    await db.execute(sql`
      with target as materialized (${targets(p, false)}),
      g as (
        select token, product_type, field, last_key, array_agg(key) as gone from target
        where last_key is not null group by token, product_type, field, last_key
      ),
      fresh as materialized (
        select c.token, c.product_type, c.field, c.last_key,
          array(select k from unnest(c.keys) with ordinality as u(k, i) where k <> all(g.gone) order by i) as keys
        from search_postings c join g on ${sameChunk('g')}
      ),
      emptied as (
        delete from search_postings c using fresh f where ${sameChunk('f')} and cardinality(f.keys) = 0
        returning c.token
      )
      update search_postings c set keys = f.keys, n = cardinality(f.keys), last_key = f.keys[1]
      from fresh f where ${sameChunk('f')} and cardinality(f.keys) > 0`);
    // Two statements: a row updated by a data-modifying CTE cannot be deleted by the same statement.
    await db.execute(sql`
      update search_token_counts c set n = c.n - g.n from (${perList(p)}) g
      where c.token = g.token and c.product_type = g.product_type and c.field = g.field`);
    await db.execute(sql`
      delete from search_token_counts c using (${perList(p)}) g
      where c.token = g.token and c.product_type = g.product_type and c.field = g.field and c.n <= 0`);
  });
}

/**
 * Lists products in the search index together (those on sale among `ids`; call after they went on sale, in
 * the writer's transaction), from their stored search columns. Each key joins the chunk covering it (the one
 * with the smallest last key at or above it, else the newest); a chunk grown too long is split in halves
 * until none is.
 */
export async function indexMany(
  writer: IndexWriter,
  ids: number[],
  /** Tests split chunks sooner. */
  maxChunk = maxChunkSize,
): Promise<void> {
  if (ids.length === 0) return;
  await oneIndexChangeAtATime(writer, async (db) => {
    const p = await postingsOf(db, ids);
    if (p.keys.length === 0) return;
    await noJit(db);
    // The chunks that grew too long come back from the statement that grew them.
    let big = await db.execute<BigChunk>(sql`
      with target as materialized (${targets(p, true)}),
      g as (
        select token, product_type, field, last_key, array_agg(key) as added from target
        where last_key is not null group by token, product_type, field, last_key
      ),
      fresh as materialized (
        select c.token, c.product_type, c.field, c.last_key,
          array(select distinct k from unnest(c.keys || g.added) as k order by k desc) as keys
        from search_postings c join g on ${sameChunk('g')}
      ),
      updated as (
        update search_postings c set keys = f.keys, n = cardinality(f.keys), last_key = f.keys[1]
        from fresh f where ${sameChunk('f')}
        returning c.token, c.product_type, c.field, c.last_key, c.n
      ),
      inserted as (
        insert into search_postings (token, product_type, field, last_key, n, keys)
        select token, product_type, field, max(key), count(*)::int, array_agg(key order by key desc)
        from target where last_key is null group by token, product_type, field
        returning token, product_type, field, last_key, n
      )
      select token, product_type, field, last_key::text from updated where n > ${maxChunk}
      union all
      select token, product_type, field, last_key::text from inserted where n > ${maxChunk}`);
    await db.execute(sql`
      insert into search_token_counts (token, product_type, field, n)
      select token, product_type, field, n from (${perList(p)}) g
      on conflict (token, product_type, field) do update set n = search_token_counts.n + excluded.n`);
    // A batch can add many keys to one chunk: halve the long ones until every chunk is short again.
    while (big.rows.length > 0) {
      const rows = big.rows;
      big = await db.execute<BigChunk>(sql`
        with b as (
          select * from unnest(${sql.param(rows.map((r) => r.token))}::text[],
            ${sql.param(rows.map((r) => r.product_type))}::int2[], ${sql.param(rows.map((r) => r.field))}::int2[],
            ${sql.param(rows.map((r) => r.last_key))}::int8[]) as b(token, product_type, field, last_key)
        ),
        gone as (
          delete from search_postings c using b where ${sameChunk('b')}
          returning c.token, c.product_type, c.field, c.n, c.keys
        ),
        halves as (
          insert into search_postings (token, product_type, field, last_key, n, keys)
          select token, product_type, field, keys[1], n / 2, keys[1:n / 2] from gone
          union all
          select token, product_type, field, keys[n / 2 + 1], n - n / 2, keys[n / 2 + 1:n] from gone
          returning token, product_type, field, last_key, n
        )
        select token, product_type, field, last_key::text from halves where n > ${maxChunk}`);
    }
  });
}

/** A chunk to split: its primary key (the last key as text: an int8 beyond a JavaScript number's precision). */
interface BigChunk extends Record<string, unknown> {
  token: string;
  product_type: number;
  field: number;
  last_key: string;
}
