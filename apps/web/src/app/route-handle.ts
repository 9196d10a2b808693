import type { Locale } from '@mall/contracts';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { positiveInt } from '../hooks/use-list-params';
import type { Messages } from '../locales/zh_CN';

export type PageTitle = keyof Messages['pages']['titles'];

/** What each route declares about itself. */
export interface RouteHandle {
  /** Key under pages.titles: the document title and the heading of pages not built yet. */
  title: PageTitle;
  /** The home page (/ and /mall/home): class menu open, no back-to-top, gray style. */
  home?: boolean;
}

/**
 * The data a page shows, known from its address: a route module exports it as `serverData` (next to its
 * default component) and the server renderer fetches it before the first pass, so the page renders once
 * instead of once more for each round of data a pass found missing. The parameters it reads are the ones the
 * page reads (lib/search-params.ts): read here, they are known before the first pass too. The frame's data
 * (header, menus, footer) is declared the same way by the frame's layout module (layouts/storefront-layout.tsx),
 * the one route every page sits in; it reads the page's language.
 */
export type ServerData = (search: URLSearchParams, page: { locale: Locale }) => DeclaredQuery[];

/** A query's options as a feature's `get*QueryOptions` makes them (the renderer fetches them as they are). */
export type DeclaredQuery = Pick<FetchQueryOptions, 'queryKey'> & { queryFn?: unknown };

/** The `serverData` of a page that shows no data of its own on the server but reads these parameters. */
export function readsOnly(...names: string[]): ServerData {
  return (search) => {
    for (const name of names) search.get(name);
    return [];
  };
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

/** The `serverData` of a page that shows one object by a whole-number parameter (`?id=`): nothing without one. */
export function byId(name: string, options: (id: number) => DeclaredQuery): ServerData {
  return (search) => {
    const id = positiveInt(search.get(name));
    return id === undefined ? [] : [options(id)];
  };
}
