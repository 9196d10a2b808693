// The product search's plans that read candidate rows and recheck them (product-search.repository.ts picks
// one): passes (the rarest token's lists walked tier by tier), set (every candidate read, ranked or sorted)
// and ordered (the products index of a price or sales order read in order).
import { eq, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { onSale, type ProductOrder, productOrderSql } from './product-query.repository';
import { nameField, otherField } from './search-postings';
import type { Plan, RunSearch, SearchPage, SearchRow } from './search-sql.repository';
import { anywhere, every, idOfKey, inName, keys, summary } from './search-sql.repository';

interface Pass {
  /** Candidate keys in order, with their position `pos`. */
  stream: SQL;
  /** The order of `stream` in the outer query, so that no sort is planned over the join. */
  order: SQL;
  where: SQL;
  size: number;
}

/** The pages of the plans that recheck candidates, run by the search's runner. */
export class RecheckPages {
  constructor(private readonly rows: RunSearch) {}

  /**
   * Walks candidates in order with a recheck until the page is full. Relevance goes tier by tier: 0 the model
   * is the query, 1 the name holds every term, 2 the name holds the rarest token but another field completes
   * the match, 3 only other fields match; newest first within a tier. Time order walks both lists merged by
   * key. The first page costs about (page size ÷ share of candidates that match) row reads.
   */
  async passesPage(plan: Plan, order: ProductOrder, skip: number, limit: number): Promise<SearchPage> {
    const { search } = plan;
    const all = every([...search.terms.map(anywhere), ...plan.filters]);
    const byTime = order.sort === 'createTime';
    const modelIds = byTime ? [] : plan.modelIds;
    const notModel = modelIds.length ? sql`${products.id} <> all(${sql.param(modelIds)}::int4[])` : sql`true`;
    const nameAll = every(search.terms.map(inName));
    const list = (field: number): Pick<Pass, 'stream' | 'order'> => ({
      stream: sql`select l.last_key, l.ord, l.key, row_number() over (order by l.last_key desc, l.ord) as pos
        from (${keys(plan, field)}) l`,
      order: sql`k.last_key desc, k.ord`,
    });
    let passes: Pass[];
    if (byTime) {
      const dir = sql.raw(order.order === 'asc' ? 'asc' : 'desc');
      passes = [
        {
          stream: sql`select m.key, row_number() over (order by m.key ${dir}) as pos
            from ((${keys(plan, nameField)}) union all (${keys(plan, otherField)})) m`,
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
  async setPage(plan: Plan, order: ProductOrder, skip: number, limit: number): Promise<SearchPage> {
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
  async orderedPage(plan: Plan, order: ProductOrder, skip: number, limit: number): Promise<SearchPage> {
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

function stripPos(row: SearchRow & { pos?: number }): SearchRow {
  const { pos: _pos, ...rest } = row;
  return rest;
}

function stripTotal(row: SearchRow & { total?: number }): SearchRow {
  const { total: _total, ...rest } = row;
  return rest;
}
