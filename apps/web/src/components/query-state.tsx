import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The parts of a TanStack query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Whether the loaded data counts as empty; by default a page (`{rows}`) with no rows. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Skeleton shown while loading; a paragraph skeleton by default. */
  loading?: ReactNode;
  /** Compact error and empty states for small panels. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * Loading, failure (with a retry the user can act on), empty and loaded states of one query, so every
 * panel handles all four the same way.
 */
function isEmptyPage(data: unknown): boolean {
  const rows = (data as { rows?: unknown[] } | null)?.rows;
  return Array.isArray(rows) && rows.length === 0;
}

export function QueryState<T>({
  query,
  isEmpty = isEmptyPage,
  emptyText,
  loading,
  compact = false,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data, isPending, isError } = query;
  const onRetry = () => void query.refetch();
  if (isPending && data === undefined) return <>{loading ?? <Skeleton active paragraph={{ rows: 3 }} />}</>;
  if (isError && data === undefined) {
    const retry = (
      <Button size={compact ? 'small' : 'middle'} onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    );
    if (compact) {
      return (
        <div className="mall-query-error" role="alert">
          <span>{t('common.states.loadFailed')}</span>
          {retry}
        </div>
      );
    }
    return (
      <Result
        status="warning"
        title={t('common.states.loadFailed')}
        subTitle={t('common.states.loadFailedHint')}
        extra={retry}
      />
    );
  }
  if (data === undefined || isEmpty(data)) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText ?? t('common.states.empty')}
        className={compact ? 'mall-empty--compact' : undefined}
      />
    );
  }
  return <>{children(data)}</>;
}
