// The pieces the product search's plans build their statements from (product-search.repository.ts picks a
// plan and runs the statements; search-list-page.repository.ts and search-recheck-pages.repository.ts build
// the pages): the row and page they answer, the plan they follow, and the SQL fragments they share.
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { escapeLike } from '../../lib/escape-like';
import type { ProductFilter } from './product-query.repository';
import { keyIdMask } from './search-postings';
import type { SearchQuery } from './search-query';

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

export interface Plan {
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

/** Runs one statement of the search (ProductSearch's runner: named prepared statements). */
export type RunSearch = <T>(query: SQL) => Promise<T[]>;

// Written as literals (not parameters) so that prepared plans can still use the partial indexes (the
// on-sale condition is product-query.repository.ts's onSale).
export const idOfKey = (key: SQL) => sql`(${key} & ${sql.raw(String(keyIdMask))})::int4`;

export const summary = sql`${products.id} as "id", ${products.productType} as "productType", ${products.name} as "name",
  ${products.subtitle} as "subtitle", ${products.nameI18n} as "nameI18n", ${products.subtitleI18n} as "subtitleI18n",
  ${products.priceCents} as "priceCents",
  ${products.marketPriceCents} as "marketPriceCents", ${products.unit} as "unit", ${products.imageUrl} as "imageUrl",
  ${products.shopId} as "shopId", s.shop_name as "shopName", s.shop_name_i18n as "shopNameI18n", ${products.sales} as "sales",
  ${products.areaName} as "areaName", ${products.areaNameI18n} as "areaNameI18n", (extract(epoch from ${products.createdAt}) * 1000)::float8 as "createdMs"`;

const pattern = (term: string) => `%${escapeLike(term)}%`;
export const inName = (term: string) => sql`${products.searchName} like ${pattern(term)}`;
export const anywhere = (term: string) =>
  sql`(${products.searchName} like ${pattern(term)} or ${products.searchOther} like ${pattern(term)})`;
export const every = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** The keys of one of the driver's lists in order (newest first, or oldest first), with their positions. */
export function keys(plan: Plan, field: number, newestFirst = true): SQL {
  const chunks = sql.raw(newestFirst ? 'desc' : 'asc');
  const within = sql.raw(newestFirst ? 'asc' : 'desc');
  return sql`
      select c.last_key, u.ord, u.key
      from search_postings c cross join lateral unnest(c.keys) with ordinality as u(key, ord)
      where c.token = ${plan.driver} and c.product_type = ${plan.filter.productType} and c.field = ${field}
      order by c.last_key ${chunks}, u.ord ${within}`;
}
