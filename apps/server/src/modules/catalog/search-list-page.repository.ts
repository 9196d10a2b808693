// The product search's "list" plan (product-search.repository.ts picks it): one token, no filter, relevance or
// time order; the page is a slice of the token's ordered lists and the exact total the sum of their sizes.
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { onSale, type ProductFilter, type ProductOrder } from './product-query.repository';
import { nameField, otherField } from './search-postings';
import type { SearchQuery } from './search-query';
import type { Plan, RunSearch, SearchPage, SearchRow } from './search-sql.repository';
import { idOfKey, keys, summary } from './search-sql.repository';

/** The pages of the "list" plan, run by the search's runner. */
export class ListPages {
  constructor(
    private readonly rows: RunSearch,
    /** From this offset on a page skips whole chunks by their sizes (SearchLimits.deepPage). */
    private readonly limits: { deepPage: number },
  ) {}

  /**
   * The commonest search (one term of 1-2 characters, no filter, a first page) in one statement: the token is
   * the term, so its list sizes, the model lookup and the page need no plan first. Null when a product's model
   * is the query (the general plan ranks it first).
   */
  async quickListPage(
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
        (select 1 as part, k.last_key, k.ord, k.key from (${keys(plan, nameField)}) k
          offset ${skip} limit ${fromName})
        union all
        (select 2 as part, k.last_key, k.ord, k.key from (${keys(plan, otherField)}) k
          offset greatest(0, ${skip}::int4 - ${nameSize}) limit ${limit}::int4 - ${fromName})`;
      ordering = sql`r.part, r.last_key desc, r.ord`;
    } else {
      const newest = order.order === 'desc';
      const dir = sql.raw(newest ? 'desc' : 'asc');
      const end = skip + limit;
      const part = (field: number) => sql`(select k.key from (${keys(plan, field, newest)}) k limit ${end})`;
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
  async listPage(
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
          sql`(select 1 as part, k.key from (${keys(plan, nameField)}) k offset ${skip} limit ${fromName})`,
        );
      }
      if (fromName < limit) {
        parts.push(sql`(select 2 as part, k.key from (${keys(plan, otherField)}) k
          offset ${Math.max(0, skip - plan.driverName)} limit ${limit - fromName})`);
      }
      page = sql`select row_number() over () as pos, u.key from (${sql.join(parts, sql` union all `)}) u`;
    } else {
      const newest = order === 'desc';
      const dir = sql.raw(newest ? 'desc' : 'asc');
      // The first `end` keys of each list, merged.
      const part = (field: number) => sql`(select k.key from (${keys(plan, field, newest)}) k limit ${end})`;
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
}

/** The summary columns of a row that also carries a page's ordering columns. */
function stripPage(row: Record<string, unknown>): SearchRow {
  const { part: _p, last_key: _l, ord: _o, key: _k, ...rest } = row;
  return rest as unknown as SearchRow;
}
