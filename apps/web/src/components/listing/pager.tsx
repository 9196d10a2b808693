import { lazy, Suspense } from 'react';
import { useAfterHydration } from '../../hooks/use-after-hydration';
import './listing.css';

// antd's Pagination always brings its page-size Select (with the virtual list behind it): about 30 KB
// gzip. The pager sits under the list, below the first screen, so it loads in the browser after the
// page has shown (the server's page keeps its place empty); nothing moves when it arrives. Without its
// code (the network gone) there is no pager.
const Pagination = lazy(() => import('../lazy/antd-pagination').catch(() => ({ default: () => null })));

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Page sizes to choose from; the pager then always shows, for its size choice. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Back to the top of the window after a change (default); lists inside a panel stay where they are. */
  scrollToTop?: boolean;
  /** A box to type a page number in, on lists of more than 10 pages (default). */
  quickJumper?: boolean;
  /** Under a list in a panel the pager sits on the right. */
  align?: 'center' | 'end';
  className?: string;
}

/** Page numbers under a list; nothing when everything fits on one page (unless a page size may be chosen). */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  pageSizes,
  onPageSizeChange,
  scrollToTop = true,
  quickJumper = true,
  align = 'center',
  className,
}: PagerProps) {
  const hydrated = useAfterHydration();
  const sizeChanger = Boolean(pageSizes && onPageSizeChange);
  if (!sizeChanger && total <= pageSize && page <= 1) return null;
  const classes = `listing-pager listing-pager--${align}${className ? ` ${className}` : ''}`;
  const placeholder = <div className={`${classes} listing-pager--pending`} aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Pagination
        className={classes}
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={sizeChanger}
        pageSizeOptions={pageSizes?.map(String)}
        showQuickJumper={quickJumper && total > pageSize * 10}
        onChange={(nextPage, nextSize) => {
          if (sizeChanger && nextSize !== pageSize) onPageSizeChange?.(nextSize);
          else onChange(nextPage);
          if (scrollToTop) window.scrollTo(0, 0);
        }}
      />
    </Suspense>
  );
}
