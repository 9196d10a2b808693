import { Skeleton } from '../skeleton';
import './listing.css';

/** Card-shaped placeholders while a grid loads. */
export function GridSkeleton({
  count = 10,
  columns = 5,
  image = true,
}: {
  count?: number;
  columns?: number;
  image?: boolean;
}) {
  return (
    <div
      className="grid-skeleton"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      aria-hidden
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="grid-skeleton__card">
          {image && <Skeleton.Image active className="grid-skeleton__image" />}
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

/** Row-shaped placeholders while a list loads. */
export function RowSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className="row-skeleton" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} active avatar={false} title paragraph={{ rows: 1 }} />
      ))}
    </div>
  );
}
