// The product search index in the database (tables search_postings, search_token_counts and search_words,
// columns products.search_name and products.search_other): the bulk writer the seed and a rebuild use, and
// the writers that keep the index in step when single products change. What is written is built in
// search-postings.ts. See docs/search.md.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type IndexedProduct,
  maxChunkSize,
  nameField,
  otherField,
  type PostingChunkRow,
  PostingsBuilder,
  productKey,
  searchColumns,
  searchTokensOf,
  translatedNamesOf,
  VocabularyBuilder,
} from './search-postings';

/** The database or an open transaction on it. */
type Executor = Pick<Db, 'execute'>;
/** The database, or a transaction (the change then joins it, in a savepoint). */
type IndexWriter = Pick<Db, 'transaction'>;

/** First key of pg_advisory_xact_lock(int, int) for changes to the search index (ASCII "si"). */
const searchIndexLockClass = 0x7369;

/**
 * Products whose words overlap share posting chunks: two changes at once would lock them in different
 * orders (a deadlock on PostgreSQL, seen with two products saved together), or one would aim at a chunk
 * the other just moved on (its key lost). Index changes therefore take turns, each in a transaction.
 */
export function oneIndexChangeAtATime(writer: IndexWriter, change: (db: Executor) => Promise<void>) {
  return writer.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${searchIndexLockClass}, 0)`);
    await change(tx);
  });
}

/** The same key in SQL, for a products row aliased `p`. */
export const productKeySql = sql`((floor(extract(epoch from p.created_at))::int8 << 31) | p.id)`;

/** Writes what a PostingsBuilder collected: the chunks and the list sizes. Returns the number of chunks. */
export async function writePostings(db: Executor, postings: PostingsBuilder): Promise<number> {
  const counts = postings.counts();
  for (let i = 0; i < counts.length; i += 5000) {
    const part = counts.slice(i, i + 5000);
    await db.execute(sql`
      insert into search_token_counts (token, product_type, field, n)
      select * from unnest(${sql.param(part.map((c) => c.token))}::text[],
        ${sql.param(part.map((c) => c.productType))}::int2[], ${sql.param(part.map((c) => c.field))}::int2[],
        ${sql.param(part.map((c) => c.n))}::int4[])`);
  }
  return insertPostingChunks(db, postings.chunks());
}

/** Inserts chunk rows built by a PostingsBuilder, a few thousand per statement. */
async function insertPostingChunks(db: Executor, chunks: Iterable<PostingChunkRow>): Promise<number> {
  let batch: PostingChunkRow[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(sql`
      insert into search_postings (token, product_type, field, last_key, n, keys)
      select u.token, u.product_type, u.field, u.last_key, u.n, string_to_array(u.keys, ',')::int8[]
      from unnest(${sql.param(batch.map((c) => c.token))}::text[],
        ${sql.param(batch.map((c) => c.productType))}::int2[], ${sql.param(batch.map((c) => c.field))}::int2[],
        ${sql.param(batch.map((c) => c.lastKey))}::int8[], ${sql.param(batch.map((c) => c.n))}::int4[],
        ${sql.param(batch.map((c) => c.keys))}::text[])
        as u(token, product_type, field, last_key, n, keys)`);
    total += batch.length;
    batch = [];
  };
  for (const chunk of chunks) {
    batch.push(chunk);
    if (batch.length >= 2000) await flush();
  }
  await flush();
  return total;
}

/** Replaces the vocabulary (small: a few thousand words for the demo catalogue). */
export async function writeVocabulary(db: Executor, vocabulary: VocabularyBuilder): Promise<void> {
  const rows = vocabulary.rows();
  await db.execute(sql`delete from search_words`);
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    await db.execute(sql`
      insert into search_words (word, pinyin, initials, products)
      select * from unnest(${sql.param(part.map((r) => r.word))}::text[],
        ${sql.param(part.map((r) => r.pinyin))}::text[], ${sql.param(part.map((r) => r.initials))}::text[],
        ${sql.param(part.map((r) => r.products))}::int4[])`);
  }
}

/**
 * The index of many products at once (the seed): products on sale are added as they are generated, in any
 * order, and written together at the end in place of whatever index the database held.
 */
export class BulkSearchIndex {
  private readonly postings = new PostingsBuilder();
  private readonly vocabulary = new VocabularyBuilder();

  /** A product on sale with its search columns (searchColumns) and its name as written. */
  add(product: IndexedProduct & { name: string }): void {
    this.postings.add(product);
    this.vocabulary.add(product);
  }

  /** Writes the postings and the vocabulary; answers the number of posting chunks. */
  async write(db: Executor): Promise<number> {
    const chunks = await writePostings(db, this.postings);
    await writeVocabulary(db, this.vocabulary);
    return chunks;
  }
}

/** What the index needs of a product, read from the database (current state of the row). */
async function readIndexed(db: Executor, ids: number[]) {
  const result = await db.execute<{
    id: number;
    product_type: number;
    status: number;
    created_ms: number;
    search_name: string;
    search_other: string;
    name: string;
    keywords: string;
    model: string;
    brand_name: string | null;
    class_names: string[];
    name_i18n: Record<string, string>;
  }>(sql`
    select p.id, p.product_type, p.status, (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
      p.search_name, p.search_other, p.name, p.keywords, p.name_i18n,
      p.model, b.name as brand_name,
      array(select c.name from product_classes c where c.id in (p.class1_id, p.class2_id, p.class3_id)
        order by c.level) as class_names
    from products p left join brands b on b.id = p.brand_id
    where p.id = any(${sql.param(ids)}::int4[])`);
  return result.rows;
}

/** Adds (+1) or removes (-1) one product's key in the lists of the given tokens. */
async function changePostings(
  db: Executor,
  p: { id: number; productType: number; createdAt: Date },
  tokens: { name: Set<string>; other: Set<string> },
  change: 1 | -1,
  maxChunk = maxChunkSize,
): Promise<void> {
  const list = [
    ...[...tokens.name].map((t) => [t, nameField] as const),
    ...[...tokens.other].map((t) => [t, otherField] as const),
  ];
  if (list.length === 0) return;
  const key = productKey(p.createdAt, p.id).toString();
  const type = sql`${p.productType}::int2`;
  const tokenParam = sql`${sql.param(list.map(([t]) => t))}::text[]`;
  const fieldParam = sql`${sql.param(list.map(([, f]) => f))}::int2[]`;
  // The chunk covering a key is the one with the smallest lastKey at or above it; a key newer than every
  // chunk joins the newest chunk.
  const target = sql`
    select t.token, t.field, coalesce(
      (select c.last_key from search_postings c where c.token = t.token and c.product_type = ${type}
        and c.field = t.field and c.last_key >= ${key}::int8 order by c.last_key limit 1),
      (select c.last_key from search_postings c where c.token = t.token and c.product_type = ${type}
        and c.field = t.field order by c.last_key desc limit 1)) as last_key
    from unnest(${tokenParam}, ${fieldParam}) as t(token, field)`;
  if (change === 1) {
    await db.execute(sql`
      with target as (${target}),
      updated as (
        update search_postings c
        set keys = array(select k from unnest(c.keys || ${key}::int8) as k order by k desc),
          n = c.n + 1, last_key = greatest(c.last_key, ${key}::int8)
        from target
        where c.token = target.token and c.product_type = ${type} and c.field = target.field
          and c.last_key = target.last_key and not (${key}::int8 = any(c.keys))
        returning c.token
      )
      insert into search_postings (token, product_type, field, last_key, n, keys)
      select target.token, ${type}, target.field, ${key}::int8, 1, array[${key}::int8]
      from target where target.last_key is null`);
    await db.execute(sql`
      insert into search_token_counts (token, product_type, field, n)
      select t.token, ${type}, t.field, 1 from unnest(${tokenParam}, ${fieldParam}) as t(token, field)
      on conflict (token, product_type, field) do update set n = search_token_counts.n + 1`);
    // Split chunks that grew too long into their newer and older halves.
    await db.execute(sql`
      with big as (
        delete from search_postings c
        where c.product_type = ${type} and c.token = any(${tokenParam}) and c.n > ${maxChunk}
        returning c.token, c.field, c.n, c.keys
      )
      insert into search_postings (token, product_type, field, last_key, n, keys)
      select token, ${type}, field, keys[1], n / 2, keys[1:n / 2] from big
      union all
      select token, ${type}, field, keys[n / 2 + 1], n - n / 2, keys[n / 2 + 1:n] from big`);
  } else {
    await db.execute(sql`
      with target as (
        select t.token, t.field,
          (select c.last_key from search_postings c where c.token = t.token and c.product_type = ${type}
            and c.field = t.field and c.last_key >= ${key}::int8 order by c.last_key limit 1) as last_key
        from unnest(${tokenParam}, ${fieldParam}) as t(token, field)
      )
      update search_postings c
      set keys = array_remove(c.keys, ${key}::int8), n = c.n - 1,
        last_key = case when c.last_key = ${key}::int8 then coalesce(c.keys[2], c.last_key) else c.last_key end
      from target
      where c.token = target.token and c.product_type = ${type} and c.field = target.field
        and c.last_key = target.last_key and ${key}::int8 = any(c.keys)`);
    await db.execute(sql`
      delete from search_postings c
      where c.product_type = ${type} and c.token = any(${tokenParam}) and c.n = 0`);
    // Two statements: a row updated by a data-modifying CTE cannot be deleted by the same statement.
    await db.execute(sql`
      update search_token_counts c set n = c.n - 1
      from unnest(${tokenParam}, ${fieldParam}) as t(token, field)
      where c.token = t.token and c.product_type = ${type} and c.field = t.field`);
    await db.execute(sql`
      delete from search_token_counts c where c.product_type = ${type} and c.token = any(${tokenParam}) and c.n <= 0`);
  }
}

/**
 * Takes products out of the search index, as they are now (call before changing a product's name, keywords,
 * brand, class, model, type, created time or status, then `indexProducts` after; both in the writer's
 * transaction).
 */
export async function unindexProducts(writer: IndexWriter, ids: number[]): Promise<void> {
  await oneIndexChangeAtATime(writer, (db) => unindex(db, ids));
}

async function unindex(db: Executor, ids: number[]): Promise<void> {
  for (const row of await readIndexed(db, ids)) {
    if (row.status !== 1) continue;
    await changePostings(
      db,
      { id: row.id, productType: row.product_type, createdAt: new Date(row.created_ms) },
      searchTokensOf(row.search_name, row.search_other),
      -1,
    );
  }
}

/**
 * Recomputes the search columns of products from their current fields and lists those on sale in the index
 * (after inserting a product, or after `unindexProducts` and an update). New words reach the pinyin and typo
 * vocabulary at the next rebuild or seed; the products themselves are searchable at once.
 */
export async function indexProducts(
  writer: IndexWriter,
  ids: number[],
  /** Tests split chunks sooner. */
  maxChunk = maxChunkSize,
): Promise<void> {
  await oneIndexChangeAtATime(writer, (db) => index(db, ids, maxChunk));
}

async function index(db: Executor, ids: number[], maxChunk: number): Promise<void> {
  for (const row of await readIndexed(db, ids)) {
    const columns = searchColumns({
      name: row.name,
      keywords: row.keywords,
      brandName: row.brand_name ?? '',
      classNames: row.class_names,
      model: row.model,
      translatedNames: translatedNamesOf(row.name_i18n),
    });
    await db.execute(
      sql`update products set search_name = ${columns.searchName}, search_other = ${columns.searchOther} where id = ${row.id}`,
    );
    if (row.status !== 1) continue;
    await changePostings(
      db,
      { id: row.id, productType: row.product_type, createdAt: new Date(row.created_ms) },
      searchTokensOf(columns.searchName, columns.searchOther),
      1,
      maxChunk,
    );
  }
}

/**
 * Recomputes the search columns of products whose class or brand was renamed (or whose class moved) and moves
 * only the tokens that changed: out of the lists of the tokens they no longer hold, into those of the new ones.
 * The same result as `unindexProducts` then `indexProducts`, at a fraction of the cost (measured on the demo
 * catalogue: 60 to 100 ms a product for the full pair, about 200 tokens each, against 4 to 5 ms for the
 * tokens a class name makes, in batches of 100); a product whose text did not change (a retry) costs a read.
 */
export async function refreshProducts(
  writer: IndexWriter,
  ids: number[],
  /** Tests split chunks sooner. */
  maxChunk = maxChunkSize,
): Promise<void> {
  await oneIndexChangeAtATime(writer, (db) => refresh(db, ids, maxChunk));
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((token) => !b.has(token)));

async function refresh(db: Executor, ids: number[], maxChunk: number): Promise<void> {
  for (const row of await readIndexed(db, ids)) {
    const columns = searchColumns({
      name: row.name,
      keywords: row.keywords,
      brandName: row.brand_name ?? '',
      classNames: row.class_names,
      model: row.model,
      translatedNames: translatedNamesOf(row.name_i18n),
    });
    if (columns.searchName === row.search_name && columns.searchOther === row.search_other) continue;
    await db.execute(
      sql`update products set search_name = ${columns.searchName}, search_other = ${columns.searchOther} where id = ${row.id}`,
    );
    if (row.status !== 1) continue;
    const product = { id: row.id, productType: row.product_type, createdAt: new Date(row.created_ms) };
    const before = searchTokensOf(row.search_name, row.search_other);
    const after = searchTokensOf(columns.searchName, columns.searchOther);
    const gone = { name: minus(before.name, after.name), other: minus(before.other, after.other) };
    const added = { name: minus(after.name, before.name), other: minus(after.other, before.other) };
    await changePostings(db, product, gone, -1);
    await changePostings(db, product, added, 1, maxChunk);
  }
}

/**
 * Rebuilds the whole index from the products table: search columns, postings and vocabulary. The seed builds
 * the same while it generates products; this serves a database seeded before the index existed.
 */
export async function rebuildSearchIndex(
  db: Executor,
  log: (line: string) => void = () => {},
): Promise<void> {
  const started = performance.now();
  const postings = new PostingsBuilder();
  const vocabulary = new VocabularyBuilder();
  await db.execute(sql`delete from search_postings`);
  await db.execute(sql`delete from search_token_counts`);
  let lastId = 0;
  for (;;) {
    const ids = (
      await db.execute<{ id: number }>(
        sql`select id from products where id > ${lastId} order by id limit 5000`,
      )
    ).rows.map((r) => r.id);
    if (ids.length === 0) break;
    lastId = ids.at(-1)!;
    const rows = await readIndexed(db, ids);
    const computed = rows.map((row) => ({
      row,
      columns: searchColumns({
        name: row.name,
        keywords: row.keywords,
        brandName: row.brand_name ?? '',
        classNames: row.class_names,
        model: row.model,
        translatedNames: translatedNamesOf(row.name_i18n),
      }),
    }));
    await db.execute(sql`
      update products p set search_name = u.search_name, search_other = u.search_other
      from unnest(${sql.param(computed.map((c) => c.row.id))}::int4[],
        ${sql.param(computed.map((c) => c.columns.searchName))}::text[],
        ${sql.param(computed.map((c) => c.columns.searchOther))}::text[]) as u(id, search_name, search_other)
      where p.id = u.id`);
    for (const { row, columns } of computed) {
      if (row.status !== 1) continue;
      const indexed = {
        id: row.id,
        productType: row.product_type,
        createdAt: new Date(row.created_ms),
        ...columns,
      };
      postings.add(indexed);
      vocabulary.add({ name: row.name, searchOther: columns.searchOther });
    }
  }
  const chunks = await writePostings(db, postings);
  await writeVocabulary(db, vocabulary);
  log(
    `search index: ${postings.size} products, ${chunks} posting chunks (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/**
 * Rebuilds the index when products are on sale but none is indexed (a database from before the index), or
 * when the index predates the alphabetic trigrams (search-text.ts) while some product's text has three Latin,
 * Cyrillic or Greek letters or digits in a row: a query's trigrams would find nothing in such an index.
 */
export async function ensureSearchIndex(db: Db, log?: (line: string) => void): Promise<boolean> {
  const check = await db.execute<{ needed: boolean }>(sql`
    select exists (select 1 from products where status = 1)
      and (not exists (select 1 from search_postings)
        or (not exists (select 1 from search_token_counts where char_length(token) = 3)
          and exists (select 1 from products where status = 1
            and (search_name ~ '[a-z0-9à-ɏа-яα-ω]{3}' or search_other ~ '[a-z0-9à-ɏа-яα-ω]{3}'))))
      as needed`);
  if (!check.rows[0]?.needed) return false;
  await db.transaction((tx) => rebuildSearchIndex(tx, log));
  return true;
}
