import { limits } from '@mall/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSearchParams } from '../lib/search-params';

/**
 * The one list-page mechanism: the list's state (page, page size, sort, filters, search word) lives in the
 * address, so a link reproduces the list and the back button restores the previous one; the rows come from
 * a TanStack query keyed by that state (the feature's `use<Things>` hook, previous page kept while the next
 * loads); `Pager` (components/listing/pager) moves between pages.
 */

/** One choice of a sort bar: its key in the address and the column and order it asks the API for. */
export interface SortChoice<C extends string = string> {
  key: string;
  column: C;
  order: 'asc' | 'desc';
}

/** A whole number 1..2^31-1 from the address, undefined for anything else. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * How one list page reads its state from the address and writes a change back: `patch` returns the
 * address after the change, keeping every key the page does not own (lightKey, ...).
 */
export interface ListUrlCodec<S, P = Partial<S>> {
  parse(params: URLSearchParams): S;
  patch(params: URLSearchParams, patch: P): URLSearchParams;
}

/**
 * A list state kept in the address with its own codec (the product list's filters, price range and view).
 * Every change is a new history entry; `hrefFor` is the address of a change, for real links.
 */
export function useUrlListState<S, P>(codec: ListUrlCodec<S, P>) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => codec.parse(params), [codec, params]);
  const update = useCallback(
    (patch: P) => setParams((previous) => codec.patch(previous, patch), { preventScrollReset: true }),
    [codec, setParams],
  );
  const hrefFor = (patch: P) => {
    const search = codec.patch(params, patch).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return { params, state, update, hrefFor };
}

type Patch = Record<string, string | number | undefined>;

export interface ListParamsOptions {
  /** Page sizes a visitor may choose (`pageSize` in the address); without them every page holds 10. */
  pageSizes?: readonly number[];
}

/**
 * The address after a change of a standard list: `values` set (empty ones removed), back to page 1 unless
 * `keepPage`, and defaults (the first sort, page size 10 where a size may be chosen) left out.
 */
export function patchStandardListParams(
  previous: URLSearchParams,
  values: Patch,
  {
    keepPage = false,
    sorts,
    pageSizes,
  }: { keepPage?: boolean; sorts: readonly SortChoice[]; pageSizes?: readonly number[] },
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!keepPage) next.delete('page');
  if (sorts.length > 0 && next.get('sort') === sorts[0]!.key) next.delete('sort');
  if (pageSizes && Number(next.get('pageSize')) === limits.pageSize) next.delete('pageSize');
  return next;
}

/** The standard list codec: `searchkey`, `page` (1-based), `pageSize`, `sort` (a key of `sorts`) and any filter. */
function standardCodec(sorts: readonly SortChoice[], pageSizes: readonly number[] | undefined) {
  return {
    parse: (params: URLSearchParams) => params,
    patch: (previous: URLSearchParams, { values, keepPage }: { values: Patch; keepPage: boolean }) =>
      patchStandardListParams(previous, values, { keepPage, sorts, pageSizes }),
  } satisfies ListUrlCodec<URLSearchParams, { values: Patch; keepPage: boolean }>;
}

/**
 * What a standard list's address asks for: its search word, page, page size, sort and the paged API call's
 * values. The page reads it through `useListParams`, the server renderer through the page's `serverData`.
 */
export function listParamsOf<C extends string>(
  params: URLSearchParams,
  sorts: readonly SortChoice<C>[],
  { pageSizes }: ListParamsOptions = {},
) {
  const sort = sorts.find((choice) => choice.key === params.get('sort')) ?? sorts[0]!;
  const page = positiveInt(params.get('page')) ?? limits.firstPage;
  const askedSize = positiveInt(params.get('pageSize'));
  const pageSize = askedSize && pageSizes?.includes(askedSize) ? askedSize : limits.pageSize;
  return {
    searchkey: params.get('searchkey')?.trim() ?? '',
    page,
    pageSize,
    sort,
    /** Query values of the paged API call (the page number is sent as `offset`, spec §7). */
    paging: { offset: page, limit: pageSize, sort: sort.column, order: sort.order },
  };
}

/**
 * The list state of a list page in the address: search word `searchkey`, `page` (1-based), `pageSize`
 * (one of `pageSizes`, 10 by default), `sort` (a key of `sorts`, the first by default) and any filter.
 * Every other query value, lightKey included, is kept; changing a filter, the sort or the page size goes
 * back to page 1. Defaults are left out of the address.
 */
export function useListParams<C extends string>(
  sorts: readonly SortChoice<C>[],
  { pageSizes }: ListParamsOptions = {},
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: sorts and pageSizes are constants of the page
  const codec = useMemo(() => standardCodec(sorts, pageSizes), []);
  const { params, update: patch } = useUrlListState(codec);
  const update = useCallback((values: Patch, keepPage = false) => patch({ values, keepPage }), [patch]);

  return {
    params,
    ...listParamsOf(params, sorts, { pageSizes }),
    setSearchkey: (searchkey: string) => update({ searchkey: searchkey.trim() }),
    setSort: (key: string) => update({ sort: key }),
    setPage: (next: number) => update({ page: next <= limits.firstPage ? undefined : next }, true),
    setPageSize: (size: number) => update({ pageSize: size }),
    setFilter: (patch: Patch) => update(patch),
  };
}
