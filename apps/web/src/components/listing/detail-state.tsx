import { ErrorCode } from '@mall/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { LazyResult } from '../lazy-antd';
import { LinkButton } from '../link-button';
import './listing.css';

export interface DetailStateProps<T> {
  /** False when the address has no usable id: the thing cannot exist. */
  hasId: boolean;
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  loading: ReactNode;
  notFoundText: string;
  /** Where the "back" button of the not-found state goes, and its text. */
  back: { href: string; text: string };
  children: (data: T) => ReactNode;
}

/** Whether a detail page stands for nothing: no usable id, or the API answered 40400. */
export function isDetailNotFound(hasId: boolean, error: unknown): boolean {
  return !hasId || (isApiError(error) && error.code === ErrorCode.NOT_FOUND);
}

/**
 * The states of a detail page: not found (no id, or the API answers 40400), loading, another failure
 * with a retry, or the thing itself.
 */
export function DetailState<T>({ hasId, query, loading, notFoundText, back, children }: DetailStateProps<T>) {
  const { t } = useTranslation();
  const notFound = isDetailNotFound(hasId, query.error);
  if (notFound) {
    return (
      <div data-testid="detail-not-found">
        <LazyResult
          className="detail-missing"
          status="404"
          title={notFoundText}
          extra={
            <LinkButton type="primary" to={back.href}>
              {back.text}
            </LinkButton>
          }
        />
      </div>
    );
  }
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LazyResult
        className="detail-missing"
        status="warning"
        title={t('common.states.loadFailed')}
        subTitle={t('common.states.loadFailedHint')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  return <>{loading}</>;
}
