import { limits } from '@mall/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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

type Patch = Record<string, string | number | undefined>;

/**
 * The list state of a hall page kept in the address (shareable, the back button restores it): search
 * word `searchkey`, `page` (1-based), `sort` (a key of `sorts`, the first by default) and any filter.
 * Every other query value, lightKey included, is kept; changing a filter or the sort goes back to page 1.
 */
export function useListParams<C extends string>(sorts: readonly SortChoice<C>[]) {
  const [params, setParams] = useSearchParams();
  const sort = sorts.find((choice) => choice.key === params.get('sort')) ?? sorts[0]!;
  const page = positiveInt(params.get('page')) ?? limits.firstPage;

  const update = useCallback(
    (patch: Patch, keepPage = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    params,
    searchkey: params.get('searchkey')?.trim() ?? '',
    page,
    sort,
    /** Query values of the paged API call. */
    paging: { offset: page, limit: limits.pageSize, sort: sort.column, order: sort.order },
    setSearchkey: (searchkey: string) => update({ searchkey: searchkey.trim() }),
    setSort: (key: string) => update({ sort: key === sorts[0]!.key ? undefined : key }),
    setPage: (next: number) => update({ page: next <= limits.firstPage ? undefined : next }, true),
    setFilter: (patch: Patch) => update(patch),
  };
}
