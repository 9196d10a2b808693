import type { ReactNode } from 'react';
import { Pager } from './pager';

export interface PanelListProps<Row> {
  /** The query of the current page (the previous page stays while the next one loads). */
  query: { data?: { rows: Row[]; total: number }; isPending: boolean; isError: boolean; isFetching: boolean };
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
 * A failed page shows as an empty list with a total of 0 (spec §4: the list is emptied on failure, no toast
 * of its own; the http client has already reported a business error).
 */
export function PanelList<Row>({
  query,
  list,
  loading,
  empty,
  children,
  pagerClassName,
}: PanelListProps<Row>) {
  const rows = query.isError ? [] : (query.data?.rows ?? []);
  return (
    <>
      {query.isPending ? loading : rows.length === 0 ? empty : children(rows, query.isFetching)}
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
