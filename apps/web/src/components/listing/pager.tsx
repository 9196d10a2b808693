import { Pagination } from 'antd';
import './listing.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page numbers under a list; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  if (total <= pageSize && page <= 1) return null;
  return (
    <Pagination
      className="listing-pager"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showQuickJumper={total > pageSize * 10}
      onChange={(next) => {
        onChange(next);
        window.scrollTo(0, 0);
      }}
    />
  );
}
