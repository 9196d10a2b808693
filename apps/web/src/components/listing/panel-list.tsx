import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '../query-state';
import { Pager } from './pager';

export interface PanelListProps<Row> {
  /** The query of the current page (the previous page stays while the next one loads). */
  query: QueryLike<{ rows: Row[]; total: number }> & { isFetching: boolean };
  /** The list's state in the address (`useListParams`). */
  list: { page: number; pageSize: number; setPage(page: number): void };
  loading: ReactNode;
  empty: ReactNode;
  /** The rows, and whether another page is on its way. */
  children: (rows: Row[], busy: boolean) => ReactNode;
  pagerClassName?: string;
}

/**
 * A paged list inside a panel of the personal centre (orders, coupons, points history), pages on the right.
 * A failed page empties the list, its total is 0 (spec §8, list request failure: silent, the request is
 * quiet) and the failure shows with its retry as every list's does (QueryState), so that the buyer can
 * tell it from an empty list.
 */
export function PanelList<Row>({
  query,
  list,
  loading,
  empty,
  children,
  pagerClassName,
}: PanelListProps<Row>) {
  // A refetch that failed drops what an earlier answer showed: the list is emptied, not left stale.
  const shown = {
    data: query.isError ? undefined : query.data,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
  return (
    <>
      <QueryState query={shown} isEmpty={() => false} loading={loading}>
        {(page) => (page.rows.length === 0 ? empty : children(page.rows, query.isFetching))}
      </QueryState>
      <Pager
        page={list.page}
        pageSize={list.pageSize}
        total={query.isError ? 0 : (query.data?.total ?? 0)}
        onChange={list.setPage}
        scrollToTop={false}
        quickJumper={false}
        align="end"
        className={pagerClassName}
      />
    </>
  );
}
