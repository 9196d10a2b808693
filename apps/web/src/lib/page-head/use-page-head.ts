import { defaultLocale } from '@mall/contracts';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dropPageHead, nextPageHeadOrder, showPageHead, showSiteHead } from './head-document';
import type { PageHead, SiteHead } from './head-model';

/**
 * What records the heads of a server render (ssr/head-sink.ts's HeadSink, given through HeadSinkContext):
 * no effects run there, so the hooks hand their heads to it while rendering.
 */
export interface HeadRecorder {
  setSite(site: SiteHead): void;
  addPage(head: PageHead): void;
}

export const HeadSinkContext = createContext<HeadRecorder | null>(null);

function sameHead(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The value as it was at the last render with equal content, so effects run only on real changes. */
function useStable<T extends object>(value: T): T {
  const ref = useRef(value);
  if (!sameHead(ref.current, value)) ref.current = value;
  return ref.current;
}

/**
 * A page (or a feature component of it) says what its head holds. Deeper components win field by
 * field; everything goes when the component unmounts.
 */
export function usePageHead(head: PageHead): void {
  const sink = useContext(HeadSinkContext);
  if (sink) sink.addPage(head);
  // Render order (parents first) decides who wins, as on the server.
  const [order] = useState(nextPageHeadOrder);
  const stable = useStable(head);
  useEffect(() => {
    if (sink) return;
    showPageHead(order, stable);
    return () => dropPageHead(order);
  }, [sink, order, stable]);
}

/** The storefront layout: site settings and the route's title; also the address and language shown. */
export function useSiteHead(site: SiteHead): void {
  const sink = useContext(HeadSinkContext);
  if (sink) sink.setSite(site);
  // The router's location leaves out the basename: the address bar has the whole path.
  const { pathname, search } = useLocation();
  const locale = site.locale ?? defaultLocale;
  const stable = useStable(site);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every navigation (pathname, search)
  useEffect(() => {
    if (sink) return;
    const { origin, pathname: fullPath, search: fullSearch } = window.location;
    showSiteHead(stable, { origin, pathname: fullPath, search: fullSearch, locale });
  }, [sink, stable, pathname, search, locale]);
}
