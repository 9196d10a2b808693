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
// This file picks the plan and runs the statements; the plans build their pages in search-list-page.repository.ts
// and search-recheck-pages.repository.ts from the pieces in search-sql.repository.ts.
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { filterConditions, onSale, type ProductFilter, type ProductOrder } from './product-query.repository';
import { ListPages } from './search-list-page.repository';
import { nameField } from './search-postings';
import type { SearchQuery } from './search-query';
import { RecheckPages } from './search-recheck-pages.repository';
import { anywhere, every, type Plan, type SearchPage } from './search-sql.repository';

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

export class ProductSearch {
  private readonly dialect: PgDialect;
  private readonly client: Pool;
  private readonly lists: ListPages;
  private readonly rechecks: RecheckPages;

  constructor(
    db: Db,
    private readonly limits: SearchLimits = defaultSearchLimits,
  ) {
    // Drizzle's own dialect renders the queries; they run on its pg pool as named statements.
    const raw = db as unknown as { dialect: PgDialect; $client: Pool };
    this.dialect = raw.dialect;
    this.client = raw.$client;
    const run = this.rows.bind(this);
    this.lists = new ListPages(run, limits);
    this.rechecks = new RecheckPages(run);
  }

  /**
   * Runs a query as a named prepared statement: its text depends only on the query's shape (values are
   * parameters), and planning these joins took as long as running them (ADR 0005, "Named search statements").
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
      const quick = await this.lists.quickListPage(filter, order, skip, limit);
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
      return this.lists.listPage(plan, order.sort === 'createTime' ? order.order : 'relevance', skip, limit);
    }
    const indexedFilter = Boolean(filter.shopId || filter.brandId || filter.classId);
    const share = filter.classId ? (filter.classShare ?? 1) : indexedFilter ? shopOrBrandShare : 1;
    const estimated = candidates * share;
    let result: SearchPage;
    if (order.sort === 'price' || order.sort === 'sales') {
      result =
        estimated >= plan.typeTotal * this.limits.orderedShare
          ? await this.rechecks.orderedPage(plan, order, skip, limit)
          : await this.rechecks.setPage(plan, order, skip, limit);
    } else if (estimated <= (indexedFilter ? this.limits.setMax : this.limits.setMaxUnfiltered)) {
      result = await this.rechecks.setPage(plan, order, skip, limit);
    } else {
      result = await this.rechecks.passesPage(plan, order, skip, limit);
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
}
