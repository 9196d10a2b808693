import { Pagination } from 'antd';

export interface ListPagerProps {
  /** A list of `useListLoader`: its page, page size and total, and how to move to another page. */
  list: { page: number; pageSize: number; total: number; setPage(page: number): Promise<void> };
  className?: string;
}

/** Page numbers under a `useListLoader` list; nothing when one page holds everything. */
export function ListPager({ list, className }: ListPagerProps) {
  if (list.total <= list.pageSize) return null;
  return (
    <Pagination
      className={className}
      current={list.page}
      pageSize={list.pageSize}
      total={list.total}
      showSizeChanger={false}
      onChange={(page) => void list.setPage(page)}
    />
  );
}
