import type { AlertProps, EmptyProps, PopoverProps, ResultProps } from 'antd';
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
const AntdPopover = lazy(() => import('./lazy/antd-popover'));

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

/**
 * antd's Popover (with its tooltip and positioning code), loaded after the first render: until then the
 * trigger is shown by itself, the same markup the Popover renders while closed, so the header's menus and
 * the right bar's panels cost the first view nothing and work a moment later.
 */
export function LazyPopover(props: PopoverProps) {
  return (
    <Suspense fallback={props.children}>
      <AntdPopover {...props} />
    </Suspense>
  );
}
