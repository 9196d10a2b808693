import type { Locale } from '@mall/contracts';
import { matchRoutes, type StaticHandler } from 'react-router';
import { routerBasename } from '../config/paths';
import type { SearchReads } from '../lib/search-params';

/**
 * The query parameters each route's pages read (by the route's id in the route table), learned from the
 * renders (lib/search-params.ts): a render shows its page only these, so what it renders, and the key it is
 * kept under, never depend on any other parameter of the address. A page that reads one for the first time
 * is rendered again with it (once per route and name: the set only grows, bounded by the names the code asks
 * for, whatever the addresses).
 */
export class RouteReads {
  private readonly reads = new Map<string, { names: Set<string>; whole: boolean }>();

  constructor(private readonly routes: StaticHandler['dataRoutes']) {}

  private routeOf(pathname: string): string {
    return matchRoutes(this.routes, pathname, routerBasename)?.at(-1)?.route.id ?? '';
  }

  /** The query a render of `url` shows its page: the parameters its route reads, sorted by name. */
  viewOf(url: URL): URLSearchParams {
    const reads = this.reads.get(this.routeOf(url.pathname));
    const view = new URLSearchParams();
    if (reads)
      for (const [name, value] of url.searchParams)
        if (reads.whole || reads.names.has(name)) view.append(name, value);
    view.sort();
    return view;
  }

  /** Adds what a pass read to its route's set. */
  learn(url: URL, reads: SearchReads): void {
    const route = this.routeOf(url.pathname);
    const known = this.reads.get(route) ?? { names: new Set<string>(), whole: false };
    for (const name of reads.names) known.names.add(name);
    known.whole ||= reads.whole;
    this.reads.set(route, known);
  }
}

/** The page's cache key: the language, the path and the parameters the page reads (`view`). */
export function pageKeyOf(url: URL, view: URLSearchParams, locale: Locale): string {
  const query = view.toString();
  return `${locale} ${url.pathname}${query ? `?${query}` : ''}`;
}
