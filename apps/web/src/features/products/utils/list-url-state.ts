import { limits, type ProductSort, rules } from '@mall/contracts';
import type { ListUrlCodec } from '../../../hooks/use-list-params';

/**
 * The whole state of the product list page lives in the address (shareable links, the back button
 * restores the previous filters): this is the page's codec for the shared list mechanism
 * (hooks/use-list-params `useUrlListState`). It reads the state from and writes it to URLSearchParams; values that
 * are missing or malformed read as the defaults, and defaults are left out of the address so a plain
 * `?classId=3&lightKey=commerce` link stays as it is.
 */

export type ListView = 'grid' | 'list';
export type SortOrder = 'asc' | 'desc';

export interface ProductListState {
  /** Trimmed search word; '' when not searching. */
  searchkey: string;
  classId?: number;
  brandId?: number;
  shopId?: number;
  /** Region of origin, exact. */
  areaName?: string;
  /** Yuan, spec §5 money (8 integer digits, 2 decimals). */
  priceMin?: string;
  priceMax?: string;
  inStock: boolean;
  sort: ProductSort;
  order: SortOrder;
  view: ListView;
  page: number;
  pageSize: number;
}

export const pageSizeOptions = [10, 20, 40, 60] as const;

/** Keys this page owns in the address; anything else (lightKey, ...) is carried along untouched. */
const ownKeys = [
  'searchkey',
  'classId',
  'brandId',
  'shopId',
  'areaName',
  'priceMin',
  'priceMax',
  'inStock',
  'sort',
  'order',
  'view',
  'page',
  'pageSize',
] as const;

/** Sorts offered per order direction; sales, newest and relevance only make sense descending. */
export const defaultOrderOf: Record<ProductSort, SortOrder> = {
  relevance: 'desc',
  createTime: 'desc',
  sales: 'desc',
  price: 'asc',
};

/** Relevance when searching, newest first otherwise (spec §9 default sort createTime desc). */
export function defaultSortFor(searchkey: string): ProductSort {
  return searchkey ? 'relevance' : 'createTime';
}

function positiveId(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : undefined;
}

function money(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && rules.money.test(trimmed) ? trimmed : undefined;
}

function isSort(value: string | null): value is ProductSort {
  return value === 'relevance' || value === 'createTime' || value === 'price' || value === 'sales';
}

export function parseListState(params: URLSearchParams): ProductListState {
  const searchkey = params.get('searchkey')?.trim() ?? '';
  const rawSort = params.get('sort');
  // Relevance needs a search word; without one it falls back to the default.
  const sort =
    isSort(rawSort) && (rawSort !== 'relevance' || searchkey) ? rawSort : defaultSortFor(searchkey);
  const rawOrder = params.get('order');
  const order: SortOrder =
    sort === 'price' && (rawOrder === 'asc' || rawOrder === 'desc') ? rawOrder : defaultOrderOf[sort];
  const pageSize = Number(params.get('pageSize'));
  const areaName = params.get('areaName')?.trim().slice(0, 64);
  return {
    searchkey,
    classId: positiveId(params.get('classId')),
    brandId: positiveId(params.get('brandId')),
    shopId: positiveId(params.get('shopId')),
    areaName: areaName || undefined,
    priceMin: money(params.get('priceMin')),
    priceMax: money(params.get('priceMax')),
    inStock: params.get('inStock') === '1',
    sort,
    order,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Math.min(positiveId(params.get('page')) ?? limits.firstPage, 100_000),
    pageSize: (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : limits.pageSize,
  };
}

/**
 * Writes the state into a copy of `base` (keeping its other keys, e.g. lightKey), leaving defaults out.
 * Keys already in the address keep their place, new ones go at the end, so links stay readable.
 */
export function listStateToParams(state: ProductListState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: (typeof ownKeys)[number], value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
    else params.delete(key);
  };
  set('searchkey', state.searchkey.trim());
  set('classId', state.classId);
  set('brandId', state.brandId);
  set('shopId', state.shopId);
  set('areaName', state.areaName);
  set('priceMin', state.priceMin);
  set('priceMax', state.priceMax);
  set('inStock', state.inStock && 1);
  const searchkey = state.searchkey.trim();
  const sort = state.sort === 'relevance' && !searchkey ? defaultSortFor(searchkey) : state.sort;
  set('sort', sort !== defaultSortFor(searchkey) && sort);
  set('order', sort === 'price' && state.order !== defaultOrderOf.price && state.order);
  set('view', state.view !== 'grid' && state.view);
  set('page', state.page > limits.firstPage && state.page);
  set('pageSize', state.pageSize !== limits.pageSize && state.pageSize);
  return params;
}

/** Changes that keep the current page; every other change (a filter, the sort) starts again at page 1. */
const keepsPage = new Set<keyof ProductListState>(['page', 'view']);

/**
 * The address after a change: `patch` applied to the state read from `params`. A filter, sort or page
 * size change goes back to page 1; a new search word also drops a sort that needs a word.
 */
export function patchListParams(params: URLSearchParams, patch: Partial<ProductListState>): URLSearchParams {
  const current = parseListState(params);
  const next: ProductListState = { ...current, ...patch };
  const keys = Object.keys(patch) as (keyof ProductListState)[];
  if (!('page' in patch) && keys.some((key) => !keepsPage.has(key))) next.page = limits.firstPage;
  if ('searchkey' in patch && !('sort' in patch) && next.sort === 'relevance' && !next.searchkey.trim()) {
    next.sort = defaultSortFor('');
    next.order = defaultOrderOf[next.sort];
  }
  if ('sort' in patch && !('order' in patch)) next.order = defaultOrderOf[next.sort];
  return listStateToParams(next, params);
}

/** How the product list page keeps its state in the address, for `useUrlListState`. */
export const productListCodec: ListUrlCodec<ProductListState> = {
  parse: parseListState,
  patch: patchListParams,
};

/** The filters shared by the list and its facet counts, as the API takes them. */
export function filterQuery(state: ProductListState) {
  return {
    searchkey: state.searchkey || undefined,
    classId: state.classId,
    brandId: state.brandId,
    shopId: state.shopId,
    areaName: state.areaName,
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    inStock: state.inStock ? 1 : undefined,
  };
}

/** The product list request of a state (offset is the page number, spec §7). */
export function listQuery(state: ProductListState) {
  return {
    ...filterQuery(state),
    sort: state.sort,
    order: state.order,
    offset: state.page,
    limit: state.pageSize,
  };
}

/** Whether any filter narrows the list beyond the class and the search word (for the empty-state hint). */
export function hasNarrowingFilters(state: ProductListState): boolean {
  return Boolean(
    state.brandId || state.shopId || state.areaName || state.priceMin || state.priceMax || state.inStock,
  );
}
