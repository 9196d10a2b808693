import { Button } from 'antd';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAlert, LazyEmpty, LazyResult } from './lazy-antd';
import { Skeleton } from './skeleton';

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
  /** Shows a failure here even inside a page's error scope (a dialog: the page behind did not fail). */
  ownError?: boolean;
  children: (data: T) => ReactNode;
}

interface ErrorScope {
  report(id: string, refetch: () => unknown): void;
  clear(id: string): void;
}

const ErrorScopeContext = createContext<ErrorScope | null>(null);

/**
 * One inline error for a whole page (spec §8): the queries of the page report their failure here instead
 * of each showing its own, and the page shows a single "failed to load" with one retry that asks every
 * failed query again. Without this, a page whose calls all fail (the server down) showed a dozen
 * identical errors, one per panel. The storefront layout puts every page in one scope.
 */
export function QueryErrorScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<ReadonlyMap<string, () => unknown>>(new Map());
  const scope = useMemo<ErrorScope>(
    () => ({
      report: (id, refetch) =>
        setFailed((all) => (all.get(id) === refetch ? all : new Map(all).set(id, refetch))),
      clear: (id) =>
        setFailed((all) => {
          if (!all.has(id)) return all;
          const next = new Map(all);
          next.delete(id);
          return next;
        }),
    }),
    [],
  );
  const retry = () => {
    for (const refetch of failed.values()) void refetch();
  };
  return (
    <>
      {failed.size > 0 && (
        <div className="mall-container mall-page-error" data-testid="page-load-error">
          <LazyAlert
            type="error"
            showIcon
            role="alert"
            message={t('common.states.loadFailed')}
            description={t('common.states.loadFailedHint')}
            action={
              <Button onClick={retry} data-testid="page-load-retry">
                {t('common.actions.retry')}
              </Button>
            }
          />
        </div>
      )}
      <ErrorScopeContext value={scope}>{children}</ErrorScopeContext>
    </>
  );
}

/**
 * Reports a query that failed with nothing to show to the page's error scope. Answers whether the scope
 * shows the error (then the caller shows none of its own), false outside a scope.
 */
export function useReportQueryError(
  query: Pick<QueryLike<unknown>, 'data' | 'isError' | 'refetch'>,
  enabled = true,
) {
  const context = useContext(ErrorScopeContext);
  const scope = enabled ? context : null;
  const id = useId();
  const failed = query.isError && query.data === undefined;
  const { refetch } = query;
  const stableRefetch = useCallback(() => refetch(), [refetch]);
  useEffect(() => {
    if (!scope) return;
    if (failed) scope.report(id, stableRefetch);
    else scope.clear(id);
  }, [scope, failed, id, stableRefetch]);
  useEffect(() => () => scope?.clear(id), [scope, id]);
  return scope !== null && failed;
}

/**
 * Loading, failure (with a retry the user can act on), empty and loaded states of one query, so every
 * panel handles all four the same way. Inside a QueryErrorScope a failure is shown once for the page.
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
  ownError = false,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data, isPending, isError } = query;
  const shownByPage = useReportQueryError(query, !ownError);
  const onRetry = () => void query.refetch();
  if (isPending && data === undefined) return <>{loading ?? <Skeleton active paragraph={{ rows: 3 }} />}</>;
  if (shownByPage) return null;
  if (isError && data === undefined) return <LoadFailed compact={compact} onRetry={onRetry} />;
  if (data === undefined || isEmpty(data)) {
    return (
      <LazyEmpty
        description={emptyText ?? t('common.states.empty')}
        className={compact ? 'mall-empty--compact' : undefined}
      />
    );
  }
  return <>{children(data)}</>;
}

export interface LoadFailedProps {
  onRetry: () => void;
  /** One line with a small retry, for panels and columns; a result block by default. */
  compact?: boolean;
  /** What failed, when the panel names it ("failed to load" by default). */
  title?: string;
}

/**
 * A failure to load with its retry, in the place of what did not load: QueryState's, and the one of a view
 * that is not a single query (the chat's messages, the gallery's folders and files).
 */
export function LoadFailed({ onRetry, compact = false, title }: LoadFailedProps) {
  const { t } = useTranslation();
  const text = title ?? t('common.states.loadFailed');
  const retry = (
    <Button size={compact ? 'small' : 'middle'} onClick={onRetry}>
      {t('common.actions.retry')}
    </Button>
  );
  if (compact) {
    return (
      <div className="mall-query-error" role="alert">
        <span>{text}</span>
        {retry}
      </div>
    );
  }
  return (
    <LazyResult status="warning" title={text} subTitle={t('common.states.loadFailedHint')} extra={retry} />
  );
}
