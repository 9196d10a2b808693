import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueryStateProps<T> {
  /** The query's data (undefined while loading or after a failure). */
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** Whether the loaded data counts as empty. */
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
export function QueryState<T>({
  data,
  isPending,
  isError,
  onRetry,
  isEmpty,
  emptyText,
  loading,
  compact = false,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (isPending && data === undefined) return <>{loading ?? <Skeleton active paragraph={{ rows: 3 }} />}</>;
  if (isError && data === undefined) {
    const retry = onRetry && (
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
  if (data === undefined || (isEmpty?.(data) ?? false)) {
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
