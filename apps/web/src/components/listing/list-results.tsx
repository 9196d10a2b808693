import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '../../components/query-state';
import './listing.css';

export interface ListResultsProps<T> {
  query: QueryLike<T> & { isPlaceholderData?: boolean; isFetching?: boolean };
  emptyText: string;
  /** Whether the data counts as empty; a page without rows by default. */
  isEmpty?: (data: T) => boolean;
  loading: ReactNode;
  label: string;
  children: (data: T) => ReactNode;
  testId?: string;
}

/**
 * The results of a hall list with its four states (loading skeleton, failure with retry, empty, loaded).
 * While another page or sort loads, the previous results stay, faded and marked busy.
 */
export function ListResults<T>({
  query,
  emptyText,
  isEmpty,
  loading,
  label,
  children,
  testId,
}: ListResultsProps<T>) {
  const refreshing = Boolean(query.isPlaceholderData && query.isFetching);
  return (
    <section
      className={`listing-results${refreshing ? ' is-refreshing' : ''}`}
      aria-label={label}
      aria-busy={refreshing || query.isPending}
      data-testid={testId}
    >
      <QueryState query={query} emptyText={emptyText} isEmpty={isEmpty} loading={loading}>
        {children}
      </QueryState>
    </section>
  );
}
