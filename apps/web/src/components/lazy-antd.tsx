import type { AlertProps, EmptyProps, PopoverProps, ResultProps } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useAfterHydration } from '../hooks/use-after-hydration';
import './lazy-antd.css';

/*
 * antd components that a working page does not show at first: failures, not-found and empty states,
 * and popovers. Each is loaded the first time a page shows one, so they stay out of the code every page
 * loads first (Result alone brings its three illustrations, 404, 403 and 500: about 12 KB gzip, whatever
 * status is shown). On the server the render waits for them like for any lazy component; in the browser
 * the space stays empty for the moment the chunk takes. When the chunk cannot be loaded (the network is
 * gone: often the very failure being shown) a plain version of the same texts and buttons is shown.
 */

/** A lazily loaded component that falls back to `plain` when its code cannot be loaded. */
function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  plain: ComponentType<P>,
) {
  return lazy(() => load().catch(() => ({ default: plain })));
}

function PlainResult({ title, subTitle, extra, className }: ResultProps) {
  return (
    <div className={`mall-plain-result${className ? ` ${className}` : ''}`}>
      {title && <div className="mall-plain-result__title">{title}</div>}
      {subTitle && <div className="mall-plain-result__subtitle">{subTitle}</div>}
      {extra && <div className="mall-plain-result__extra">{extra}</div>}
    </div>
  );
}

function PlainAlert({ message, title, description, action, className, role = 'alert' }: AlertProps) {
  return (
    <div className={`mall-plain-alert${className ? ` ${className}` : ''}`} role={role}>
      <div className="mall-plain-alert__text">
        <div>{title ?? message}</div>
        {description && <div className="mall-plain-alert__description">{description}</div>}
      </div>
      {action}
    </div>
  );
}

function PlainEmpty({ description, children, className }: EmptyProps) {
  return (
    <div className={`mall-plain-empty${className ? ` ${className}` : ''}`}>
      {description && <div>{description}</div>}
      {children && <div className="mall-plain-result__extra">{children}</div>}
    </div>
  );
}

const AntdResult = lazyOr(() => import('./lazy/antd-result'), PlainResult);
const AntdAlert = lazyOr(() => import('./lazy/antd-alert'), PlainAlert);
const SimpleEmpty = lazyOr(() => import('./lazy/antd-empty'), PlainEmpty);
const loadPopover = () => import('./lazy/antd-popover');
// The header's menus and the right bar answer a hover right after the page shows (a hover before the
// code is there would be lost): in the browser their code is fetched at once, beside the page's, not
// as part of the code the page waits for.
if (typeof window !== 'undefined') void loadPopover().catch(() => undefined);
const AntdPopover = lazyOr(loadPopover, ({ children }: PopoverProps) => <>{children}</>);

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
 * antd's Popover (with its tooltip and positioning code), loaded after the page has hydrated: until then
 * the trigger is rendered by itself (on the server too), the markup a closed Popover renders, so the
 * header's menus and the right bar's panels cost the first view nothing and work a moment later.
 */
export function LazyPopover(props: PopoverProps) {
  const hydrated = useAfterHydration();
  // A click, hover or focus (as the popover's trigger says) while its code is still on its way opens the
  // popover when the code arrives, instead of being lost (the page already looks ready).
  const [asked, setAsked] = useState(false);
  if (!hydrated) return <>{props.children}</>;
  const triggers = [props.trigger ?? 'hover'].flat();
  const ask = () => {
    if (asked) return;
    setAsked(true);
    props.onOpenChange?.(true);
  };
  return (
    <Suspense
      fallback={
        <span
          className="mall-popover-pending"
          onClickCapture={triggers.includes('click') ? ask : undefined}
          onMouseOver={triggers.includes('hover') ? ask : undefined}
          onFocus={triggers.includes('focus') || triggers.includes('hover') ? ask : undefined}
        >
          {props.children}
        </span>
      }
    >
      <AntdPopover {...props} defaultOpen={props.defaultOpen || asked} />
    </Suspense>
  );
}
