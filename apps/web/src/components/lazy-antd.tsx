import type { AlertProps, EmptyProps, ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

/*
 * antd components that a working page does not show at first: failures, not-found and empty states.
 * Each is loaded the first time a page shows one, so they stay out of the code every page loads first
 * (Result alone brings its three illustrations, 404, 403 and 500: about 12 KB gzip, whatever status is
 * shown). On the server the render waits for them like for any lazy component; in the browser the space
 * stays empty for the moment the chunk takes.
 */

const AntdResult = lazy(() => import('./lazy/antd-result'));
const AntdAlert = lazy(() => import('./lazy/antd-alert'));
const SimpleEmpty = lazy(() => import('./lazy/antd-empty'));

/** antd's Result, loaded on first use. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={<div className="mall-result-pending" />}>
      <AntdResult {...props} />
    </Suspense>
  );
}

/** antd's Alert, loaded on first use. */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AntdAlert {...props} />
    </Suspense>
  );
}

/** antd's Empty with the simple picture (unless `image` says otherwise), loaded on first use. */
export function LazyEmpty(props: EmptyProps) {
  return (
    <Suspense fallback={<div className="mall-empty-pending" />}>
      <SimpleEmpty {...props} />
    </Suspense>
  );
}
