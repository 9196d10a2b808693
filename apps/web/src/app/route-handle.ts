import type { FetchQueryOptions } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { Messages } from '../locales/zh_CN';

export type PageTitle = keyof Messages['pages']['titles'];

/** What each route declares about itself. */
export interface RouteHandle {
  /** Key under pages.titles: the document title and the heading of pages not built yet. */
  title: PageTitle;
  /** The home page (/ and /mall/home): class menu open, no back-to-top, gray style. */
  home?: boolean;
  /**
   * The page's own data, known from its address: the server renderer fetches it before the first pass,
   * so the page renders once instead of once more after its first pass asked for it.
   */
  serverData?: (search: URLSearchParams) => FetchQueryOptions[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
