// Product search over the postings index (search-index.repository.ts). Four ways to answer, picked per request from the
// list sizes kept in search_token_counts, so that the default search never sorts, rechecks or counts a large
// match set:
//  - list:    one token (a 1- or 2-character query, however common), no filter, relevance or time order: the
//             page is a slice of the token's ordered lists (name, then other fields; or both merged by time),
//             the exact total the sum of their sizes.
//  - passes:  several tokens or a filter, relevance or time order: the rarest token's lists are walked in order
//             and each candidate rechecked (terms, filters) until the page is full, tier by tier; the total is
//             estimated from the share of walked candidates that matched.
//  - set:     a small candidate set, or price / sales order: every candidate is read, ranked or sorted and
//             counted exactly.
//  - ordered: price or sales order of a very common word: the products index of that order is read in order,
//             each row rechecked, until the page is full.
// docs/search.md has the reasons and the measured costs.
import { createHash } from 'node:crypto';
import { and, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { escapeLike } from '../../lib/escape-like';
import { keyIdMask, nameField, otherField } from './search-postings';
import type { SearchQuery } from './search-query';

export type ClassColumn = 'class1Id' | 'class2Id' | 'class3Id';

export interface ProductFilter {
  productType: number;
  classColumn?: ClassColumn;
  classId?: number;
  shopId?: number;
  brandId?: number;
  isFarm?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  areaName?: string;
  inStock?: boolean;
  search?: SearchQuery;
  /** Share of the product type's products the class filter keeps (kept counts), for choosing a plan. */
  classShare?: number;
}

export type ProductOrder = {
  sort: 'relevance' | 'createTime' | 'price' | 'sales';
  order: 'asc' | 'desc';
};

export interface SearchRow {
  id: number;
  productType: number;
  name: string;
  subtitle: string;
  nameI18n: Record<string, string>;
  subtitleI18n: Record<string, string>;
  priceCents: number;
  marketPriceCents: number;
  unit: string;
  imageUrl: string;
  shopId: number;
  shopName: string;
  shopNameI18n: Record<string, string>;
  sales: number;
  areaName: string;
  areaNameI18n: Record<string, string>;
  createdAt: Date;
}

export interface SearchPage {
  rows: SearchRow[];
  /** Matches: exact when `exact`, else an estimate from the rechecked share of the candidates. */
  total: number;
  exact: boolean;
  /** How the page was found (for tests, the benchmark and docs/search.md). */
  plan: 'list' | 'passes' | 'set' | 'ordered' | 'empty';
}

/** Where the plans switch; tests lower them to exercise every plan on the small demo catalogue. */
export interface SearchLimits {
  /**
   * Up to this many candidates (estimated after an indexed filter: class, shop, brand) are read whole, ranked
   * and counted exactly. A candidate row costs about 10-20 µs on the embedded database.
   */
  setMax: number;
  /** Without an indexed filter every candidate row is read: fewer then. */
  setMaxUnfiltered: number;
  /**
   * Price or sales order reads the products index of that order when this share of the products may match (a
   * page then takes a few dozen rows); below it every candidate is read and sorted (the one case whose cost
   * grows with the word's products, see docs/search.md).
   */
  orderedShare: number;
  /** From this offset on a one-token page skips whole chunks by their sizes instead of reading past keys. */
  deepPage: number;
}

export const defaultSearchLimits: SearchLimits = {
  setMax: 1500,
  setMaxUnfiltered: 200,
  orderedShare: 0.2,
  deepPage: 5000,
};
/** An indexed shop or brand filter is assumed to keep this share of the candidates. */
const shopOrBrandShare = 0.05;

// Written as literals (not parameters) so that prepared plans can still use the partial indexes.
const onSale = sql`${products.status} = 1`;
const idOfKey = (key: SQL) => sql`(${key} & ${sql.raw(String(keyIdMask))})::int4`;

const summary = sql`${products.id} as "id", ${products.productType} as "productType", ${products.name} as "name",
  ${products.subtitle} as "subtitle", ${products.nameI18n} as "nameI18n", ${products.subtitleI18n} as "subtitleI18n",
  ${products.priceCents} as "priceCents",
  ${products.marketPriceCents} as "marketPriceCents", ${products.unit} as "unit", ${products.imageUrl} as "imageUrl",
  ${products.shopId} as "shopId", s.shop_name as "shopName", s.shop_name_i18n as "shopNameI18n", ${products.sales} as "sales",
  ${products.areaName} as "areaName", ${products.areaNameI18n} as "areaNameI18n", (extract(epoch from ${products.createdAt}) * 1000)::float8 as "createdMs"`;

const pattern = (term: string) => `%${escapeLike(term)}%`;
const inName = (term: string) => sql`${products.searchName} like ${pattern(term)}`;
const anywhere = (term: string) =>
  sql`(${products.searchName} like ${pattern(term)} or ${products.searchOther} like ${pattern(term)})`;
const every = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** Conditions of the filters other than the search and the product type, on the products table. */
export function filterConditions(f: ProductFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.classColumn && f.classId) parts.push(eq(products[f.classColumn], f.classId));
  if (f.shopId) parts.push(eq(products.shopId, f.shopId));
  if (f.brandId) parts.push(eq(products.brandId, f.brandId));
  if (f.isFarm !== undefined) parts.push(eq(products.isFarm, f.isFarm));
  if (f.priceMinCents !== undefined) parts.push(gte(products.priceCents, f.priceMinCents));
  if (f.priceMaxCents !== undefined) parts.push(lte(products.priceCents, f.priceMaxCents));
  if (f.areaName !== undefined) parts.push(eq(products.areaName, f.areaName));
  if (f.inStock) parts.push(gt(products.stock, '0'));
  return parts;
}

/** Conditions of a product filter without the search, on the products table alone. */
export function productWhere(f: ProductFilter): SQL | undefined {
  return and(onSale, eq(products.productType, f.productType), ...filterConditions(f));
}

/** The order columns of a non-relevance sort; ties by id in the same direction, as the indexes hold them. */
export function productOrderSql(order: ProductOrder): SQL {
  const dir = sql.raw(order.order === 'asc' ? 'asc' : 'desc');
  const column =
    order.sort === 'price'
      ? products.priceCents
      : order.sort === 'sales'
        ? products.sales
        : products.createdAt;
  return sql`${column} ${dir}, ${products.id} ${dir}`;
}

interface Plan {
  search: SearchQuery;
  filter: ProductFilter;
  /** The rarest token: its lists hold every match. */
  driver: string;
  /** Keys in the driver's name and other lists. */
  driverName: number;
  driverOther: number;
  /** Products on sale of the product type. */
  typeTotal: number;
  /** Products whose model is the query, ranked first. */
  modelIds: number[];
  filters: SQL[];
}

interface Pass {
  /** Candidate keys in order, with their position `pos`. */
  stream: SQL;
  /** The order of `stream` in the outer query, so that no sort is planned over the join. */
  order: SQL;
  where: SQL;
  size: number;
}

export class ProductSearch {
  private readonly dialect: PgDialect;
  private readonly client: Pool;

  constructor(
    db: Db,
    private readonly limits: SearchLimits = defaultSearchLimits,
  ) {
    // Drizzle's own dialect renders the queries; they run on its pg pool as named statements.
    const raw = db as unknown as { dialect: PgDialect; $client: Pool };
    this.dialect = raw.dialect;
    this.client = raw.$client;
  }

  /**
   * Runs a query as a named prepared statement: its text depends only on the query's shape (values are
   * parameters), and planning these joins took as long as running them (measured: ~1-2 ms each on PGlite).
   * Timestamps travel as epoch milliseconds (`createdMs`) and become `createdAt` dates here.
   */
  private async rows<T>(query: SQL): Promise<T[]> {
    const { sql: text, params } = this.dialect.sqlToQuery(query);
    const name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const { rows } = await this.client.query<Record<string, unknown>>({ name, text, values: params });
    for (const row of rows) {
      if (typeof row.createdMs === 'number') {
        row.createdAt = new Date(row.createdMs);
        delete row.createdMs;
      }
    }
    return rows as T[];
  }

  /** One page of a search, with its total. */
  async page(
    filter: ProductFilter & { search: SearchQuery },
    order: ProductOrder,
    page: number,
    limit: number,
  ): Promise<SearchPage> {
    const skip = (page - 1) * limit;
    if (
      filter.search.isToken &&
      filterConditions(filter).length === 0 &&
      (order.sort === 'relevance' || order.sort === 'createTime') &&
      skip < this.limits.deepPage
    ) {
      const quick = await this.quickListPage(filter, order, skip, limit);
      if (quick) return quick;
    }
    const plan = await this.plan(filter);
    if (!plan) return { rows: [], total: 0, exact: true, plan: 'empty' };
    const oneToken = filter.search.isToken && plan.filters.length === 0;
    const candidates = plan.driverName + plan.driverOther;
    if (
      oneToken &&
      plan.modelIds.length === 0 &&
      (order.sort === 'relevance' || order.sort === 'createTime')
    ) {
      return this.listPage(plan, order.sort === 'createTime' ? order.order : 'relevance', skip, limit);
    }
    const indexedFilter = Boolean(filter.shopId || filter.brandId || filter.classId);
    const share = filter.classId ? (filter.classShare ?? 1) : indexedFilter ? shopOrBrandShare : 1;
    const estimated = candidates * share;
    let result: SearchPage;
    if (order.sort === 'price' || order.sort === 'sales') {
      result =
        estimated >= plan.typeTotal * this.limits.orderedShare
          ? await this.orderedPage(plan, order, skip, limit)
          : await this.setPage(plan, order, skip, limit);
    } else if (estimated <= (indexedFilter ? this.limits.setMax : this.limits.setMaxUnfiltered)) {
      result = await this.setPage(plan, order, skip, limit);
    } else {
      result = await this.passesPage(plan, order, skip, limit);
    }
    // One token without filters matches exactly its lists, whatever the order.
    return oneToken ? { ...result, total: candidates, exact: true } : result;
  }

  /** Ids of the first `limit` matches in relevance order (facet samples), and the total. */
  async sample(filter: ProductFilter & { search: SearchQuery }, limit: number) {
    const page = await this.page(filter, { sort: 'relevance', order: 'desc' }, 1, limit);
    return { ids: page.rows.map((r) => r.id), total: page.total, exact: page.exact };
  }

  /**
   * The rarest token and its list sizes (from search_token_counts), the products whose model is the query and
   * the product type's size, in one round trip; null when some token is in no product (nothing can match).
   */
  private async plan(filter: ProductFilter & { search: SearchQuery }): Promise<Plan | null> {
    const { search } = filter;
    const filters = filterConditions(filter);
    // A model code has Latin letters or digits; a query of Chinese words never equals one, so skip the lookup.
    const models = /[a-z0-9]/.test(search.compact)
      ? sql`(select array_agg(${products.id} order by ${products.createdAt} desc, ${products.id} desc)
          from ${products}
          where lower(${products.model}) = ${search.compact} and ${products.model} <> '' and ${onSale}
            and ${products.productType} = ${filter.productType} and ${every(filters)}
            and ${every(search.terms.map(anywhere))})`
      : sql`null::int4[]`;
    const [found] = await this.rows<{
      counts: [string, number, number][] | null;
      models: number[] | null;
      typeTotal: number | null;
    }>(sql`
      select (select json_agg(json_build_array(token, field, n)) from search_token_counts
          where product_type = ${filter.productType} and token = any(${sql.param(search.tokens)}::text[])) as counts,
        ${models} as models,
        (select total from class_product_counts where class_id = 0 and product_type = ${filter.productType})
          as "typeTotal"`);
    const sizes = new Map<string, { name: number; other: number }>();
    for (const [token, field, n] of found?.counts ?? []) {
      const size = sizes.get(token) ?? { name: 0, other: 0 };
      if (field === nameField) size.name = n;
      else size.other = n;
      sizes.set(token, size);
    }
    if (sizes.size < search.tokens.length) return null;
    let driver = search.tokens[0]!;
    for (const token of search.tokens) {
      const a = sizes.get(token)!;
      const b = sizes.get(driver)!;
      if (a.name + a.other < b.name + b.other) driver = token;
    }
    const size = sizes.get(driver)!;
    return {
      search,
      filter,
      driver,
      driverName: size.name,
      driverOther: size.other,
      typeTotal: found?.typeTotal ?? size.name + size.other,
      modelIds: found?.models ?? [],
      filters,
    };
  }

  /** The keys of one of the driver's lists in order (newest first, or oldest first), with their positions. */
  private keys(plan: Plan, field: number, newestFirst = true): SQL {
    const chunks = sql.raw(newestFirst ? 'desc' : 'asc');
    const within = sql.raw(newestFirst ? 'asc' : 'desc');
    return sql`
      select c.last_key, u.ord, u.key
      from search_postings c cross join lateral unnest(c.keys) with ordinality as u(key, ord)
      where c.token = ${plan.driver} and c.product_type = ${plan.filter.productType} and c.field = ${field}
      order by c.last_key ${chunks}, u.ord ${within}`;
  }

  /**
   * The commonest search (one term of 1-2 characters, no filter, a first page) in one statement: the token is
   * the term, so its list sizes, the model lookup and the page need no plan first. Null when a product's model
   * is the query (the general plan ranks it first).
   */
  private async quickListPage(
    filter: ProductFilter & { search: SearchQuery },
    order: ProductOrder,
    skip: number,
    limit: number,
  ): Promise<SearchPage | null> {
    const { search } = filter;
    const plan: Plan = {
      search,
      filter,
      driver: search.tokens[0]!,
      driverName: 0,
      driverOther: 0,
      typeTotal: 0,
      modelIds: [],
      filters: [],
    };
    const nameSize = sql`(select n1 from c)`;
    const fromName = sql`least(${limit}::int4, greatest(0, ${nameSize} - ${skip}::int4))`;
    let page: SQL;
    let ordering: SQL;
    if (order.sort === 'relevance') {
      page = sql`
        (select 1 as part, k.last_key, k.ord, k.key from (${this.keys(plan, nameField)}) k
          offset ${skip} limit ${fromName})
        union all
        (select 2 as part, k.last_key, k.ord, k.key from (${this.keys(plan, otherField)}) k
          offset greatest(0, ${skip}::int4 - ${nameSize}) limit ${limit}::int4 - ${fromName})`;
      ordering = sql`r.part, r.last_key desc, r.ord`;
    } else {
      const newest = order.order === 'desc';
      const dir = sql.raw(newest ? 'desc' : 'asc');
      const end = skip + limit;
      const part = (field: number) =>
        sql`(select k.key from (${this.keys(plan, field, newest)}) k limit ${end})`;
      page = sql`select m.key from (${part(nameField)} union all ${part(otherField)}) m
        order by m.key ${dir} offset ${skip} limit ${limit}`;
      ordering = sql`r.key ${dir}`;
    }
    const models = /[a-z0-9]/.test(search.compact)
      ? sql`(select count(*) from ${products} where lower(${products.model}) = ${search.compact}
          and ${products.model} <> '' and ${onSale} and ${products.productType} = ${filter.productType})::int4`
      : sql`0`;
    const rows = await this.rows<SearchRow & { n1: number; n2: number; models: number }>(sql`
      with c as (
        select coalesce(sum(n) filter (where field = ${nameField}), 0)::int4 as n1,
          coalesce(sum(n) filter (where field = ${otherField}), 0)::int4 as n2
        from search_token_counts where token = ${plan.driver} and product_type = ${filter.productType}
      )
      select c.n1, c.n2, ${models} as models, r.* from c
      left join lateral (
        select ${summary}, pg.* from (${page}) pg
        join ${products} on ${products.id} = ${idOfKey(sql`pg.key`)}
        join shops s on s.id = ${products.shopId}
      ) r on true
      order by ${ordering}`);
    const head = rows[0];
    if (!head || head.models > 0) return null;
    const total = head.n1 + head.n2;
    if (total === 0) return { rows: [], total: 0, exact: true, plan: 'empty' };
    const found = rows
      .filter((r) => r.id !== null)
      .map(({ n1: _a, n2: _b, models: _m, ...r }) => stripPage(r));
    return { rows: found, total, exact: true, plan: 'list' };
  }

  /** One token, no filter: a slice of the name list followed by the other list (or both merged by time). */
  private async listPage(
    plan: Plan,
    order: 'relevance' | 'asc' | 'desc',
    skip: number,
    limit: number,
  ): Promise<SearchPage> {
    const total = plan.driverName + plan.driverOther;
    if (skip >= total) return { rows: [], total, exact: true, plan: 'list' };
    const end = skip + limit;
    let page: SQL;
    if (order === 'relevance' && skip >= this.limits.deepPage) {
      // Deep: whole chunks before the page are skipped by their sizes, so only the page's chunks are read.
      page = sql`
        with heads as (
          select field, last_key, n, sum(n) over (order by field, last_key desc) - n as before
          from search_postings where token = ${plan.driver} and product_type = ${plan.filter.productType}
        ), picked as (
          select h.before, c.keys from heads h
          join search_postings c on c.token = ${plan.driver} and c.product_type = ${plan.filter.productType}
            and c.field = h.field and c.last_key = h.last_key
          where h.before < ${end} and h.before + h.n > ${skip}
        )
        select pk.before + u.ord as pos, u.key from picked pk
        cross join lateral unnest(pk.keys) with ordinality as u(key, ord)
        where pk.before + u.ord > ${skip} and pk.before + u.ord <= ${end}`;
    } else if (order === 'relevance') {
      // The name list, then the other list: each read from its newest chunk, past `skip` keys.
      const parts: SQL[] = [];
      const fromName = Math.max(0, Math.min(end, plan.driverName) - skip);
      if (fromName > 0) {
        parts.push(
          sql`(select 1 as part, k.key from (${this.keys(plan, nameField)}) k offset ${skip} limit ${fromName})`,
        );
      }
      if (fromName < limit) {
        parts.push(sql`(select 2 as part, k.key from (${this.keys(plan, otherField)}) k
          offset ${Math.max(0, skip - plan.driverName)} limit ${limit - fromName})`);
      }
      page = sql`select row_number() over () as pos, u.key from (${sql.join(parts, sql` union all `)}) u`;
    } else {
      const newest = order === 'desc';
      const dir = sql.raw(newest ? 'desc' : 'asc');
      // The first `end` keys of each list, merged.
      const part = (field: number) =>
        sql`(select k.key from (${this.keys(plan, field, newest)}) k limit ${end})`;
      page = sql`
        select row_number() over (order by m.key ${dir}) as pos, m.key
        from (${part(nameField)} union all ${part(otherField)}) m
        order by m.key ${dir} offset ${skip} limit ${limit}`;
    }
    const rows = await this.rows<SearchRow>(sql`
      select ${summary} from (${page}) pg
      join ${products} on ${products.id} = ${idOfKey(sql`pg.key`)}
      join shops s on s.id = ${products.shopId}
      order by pg.pos`);
    return { rows, total, exact: true, plan: 'list' };
  }

  /**
   * Walks candidates in order with a recheck until the page is full. Relevance goes tier by tier: 0 the model
   * is the query, 1 the name holds every term, 2 the name holds the rarest token but another field completes
   * the match, 3 only other fields match; newest first within a tier. Time order walks both lists merged by
   * key. The first page costs about (page size ÷ share of candidates that match) row reads.
   */
  private async passesPage(
    plan: Plan,
    order: ProductOrder,
    skip: number,
    limit: number,
  ): Promise<SearchPage> {
    const { search } = plan;
    const all = every([...search.terms.map(anywhere), ...plan.filters]);
    const byTime = order.sort === 'createTime';
    const modelIds = byTime ? [] : plan.modelIds;
    const notModel = modelIds.length ? sql`${products.id} <> all(${sql.param(modelIds)}::int4[])` : sql`true`;
    const nameAll = every(search.terms.map(inName));
    const list = (field: number): Pick<Pass, 'stream' | 'order'> => ({
      stream: sql`select l.last_key, l.ord, l.key, row_number() over (order by l.last_key desc, l.ord) as pos
        from (${this.keys(plan, field)}) l`,
      order: sql`k.last_key desc, k.ord`,
    });
    let passes: Pass[];
    if (byTime) {
      const dir = sql.raw(order.order === 'asc' ? 'asc' : 'desc');
      passes = [
        {
          stream: sql`select m.key, row_number() over (order by m.key ${dir}) as pos
            from ((${this.keys(plan, nameField)}) union all (${this.keys(plan, otherField)})) m`,
          order: sql`k.key ${dir}`,
          where: all,
          size: plan.driverName + plan.driverOther,
        },
      ];
    } else {
      passes = [
        { ...list(nameField), where: sql`${all} and ${nameAll} and ${notModel}`, size: plan.driverName },
        // A term that is its token is in the name when the token is (tier 1): no tier 2 to look for.
        ...(!search.isToken
          ? [
              {
                ...list(nameField),
                where: sql`${all} and not (${nameAll}) and ${notModel}`,
                size: plan.driverName,
              },
            ]
          : []),
        { ...list(otherField), where: sql`${all} and ${notModel}`, size: plan.driverOther },
      ];
    }
    const rows: (SearchRow & { pos?: number })[] = [];
    if (skip < modelIds.length) rows.push(...(await this.byIds(modelIds.slice(skip, skip + limit))));
    let offset = skip - Math.min(skip, modelIds.length);
    let exact = true;
    let found = modelIds.length;
    let scanned = 0;
    let matched = 0;
    for (const pass of passes) {
      if (pass.size === 0) continue;
      const need = limit - rows.length;
      if (need === 0) {
        exact = false;
        break;
      }
      const got = await this.rows<SearchRow & { pos: number }>(sql`
        select ${summary}, k.pos from (${pass.stream}) k
        join ${products} on ${products.id} = ${idOfKey(sql`k.key`)}
        join shops s on s.id = ${products.shopId}
        where ${pass.where}
        order by ${pass.order}
        offset ${offset} limit ${need}`);
      if (got.length === need) {
        // The page is full inside this pass: estimate the rest from the share of candidates that matched.
        scanned += Number(got.at(-1)!.pos);
        matched += offset + got.length;
        found += offset + got.length;
        rows.push(...got);
        exact = false;
        break;
      }
      // The pass ended inside the page (or before it): count its matches to place the next pass.
      const hits =
        got.length > 0 || offset === 0
          ? offset + got.length
          : Number(
              (
                await this.rows<{ hits: number }>(sql`
                  select count(*)::int4 as hits from (${pass.stream}) k
                  join ${products} on ${products.id} = ${idOfKey(sql`k.key`)}
                  where ${pass.where}`)
              )[0]?.hits ?? 0,
            );
      rows.push(...got);
      found += hits;
      scanned += pass.size;
      matched += hits;
      offset = Math.max(0, offset - hits);
    }
    const total = exact ? found : estimate(plan, found, scanned, matched);
    return { rows: rows.map(stripPos), total, exact, plan: 'passes' };
  }

  /** A small candidate set: every match read, ranked or sorted, counted exactly. */
  private async setPage(plan: Plan, order: ProductOrder, skip: number, limit: number): Promise<SearchPage> {
    const { search } = plan;
    const candidates = sql`array(
      select ${idOfKey(sql`u.key`)} from search_postings c cross join lateral unnest(c.keys) as u(key)
      where c.token = ${plan.driver} and c.product_type = ${plan.filter.productType})`;
    const where = every([
      sql`${products.id} = any(${candidates})`,
      onSale,
      eq(products.productType, plan.filter.productType),
      ...plan.filters,
      ...search.terms.map(anywhere),
    ]);
    const tier = sql`case when lower(${products.model}) = ${search.compact} and ${products.model} <> '' then 0
      when ${every(search.terms.map(inName))} then 1 when ${inName(plan.driver)} then 2 else 3 end`;
    const orderBy =
      order.sort === 'relevance'
        ? sql`${tier}, ${products.createdAt} desc, ${products.id} desc`
        : productOrderSql(order);
    const rows = await this.rows<SearchRow & { total: number }>(sql`
      select ${summary}, count(*) over ()::int4 as total from ${products}
      join shops s on s.id = ${products.shopId}
      where ${where} order by ${orderBy} offset ${skip} limit ${limit}`);
    let total = rows[0]?.total;
    if (total === undefined) {
      total =
        skip === 0
          ? 0
          : Number(
              (
                await this.rows<{ total: number }>(
                  sql`select count(*)::int4 as total from ${products} where ${where}`,
                )
              )[0]?.total ?? 0,
            );
    }
    return { rows: rows.map(stripTotal), total, exact: true, plan: 'set' };
  }

  /**
   * Price or sales order of a common word (a fifth of the products or more): the products index of that order
   * is read in order and each row rechecked until the page is full; matches are dense, so that takes few rows.
   */
  private async orderedPage(
    plan: Plan,
    order: ProductOrder,
    skip: number,
    limit: number,
  ): Promise<SearchPage> {
    const where = every([
      onSale,
      eq(products.productType, plan.filter.productType),
      ...plan.filters,
      ...plan.search.terms.map(anywhere),
    ]);
    const rows = await this.rows<SearchRow>(sql`
      select ${summary} from ${products} join shops s on s.id = ${products.shopId}
      where ${where} order by ${productOrderSql(order)} offset ${skip} limit ${limit}`);
    if (rows.length < limit && (rows.length > 0 || skip === 0)) {
      return { rows, total: skip + rows.length, exact: true, plan: 'ordered' };
    }
    const share = plan.filters.length > 0 ? (plan.filter.classShare ?? 1) : 1;
    const atLeast = skip + rows.length + (rows.length === limit ? 1 : 0);
    return {
      rows,
      total: Math.max(atLeast, Math.round((plan.driverName + plan.driverOther) * share)),
      exact: false,
      plan: 'ordered',
    };
  }

  private async byIds(ids: number[]): Promise<SearchRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.rows<SearchRow>(sql`
      select ${summary} from ${products} join shops s on s.id = ${products.shopId}
      where ${products.id} = any(${sql.param(ids)}::int4[])`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/**
 * The candidates times the share of the walked ones that matched; never below the matches seen plus one (the
 * page was full, so more may follow).
 */
function estimate(plan: Plan, found: number, scanned: number, matched: number): number {
  const candidates = plan.driverName + plan.driverOther;
  const share = scanned > 0 ? Math.min(1, matched / scanned) : 1;
  return Math.max(found + 1, Math.round(candidates * share));
}

/** The summary columns of a row that also carries a page's ordering columns. */
function stripPage(row: Record<string, unknown>): SearchRow {
  const { part: _p, last_key: _l, ord: _o, key: _k, ...rest } = row;
  return rest as unknown as SearchRow;
}

function stripPos(row: SearchRow & { pos?: number }): SearchRow {
  const { pos: _pos, ...rest } = row;
  return rest;
}

function stripTotal(row: SearchRow & { total?: number }): SearchRow {
  const { total: _total, ...rest } = row;
  return rest;
}
