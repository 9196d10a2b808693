// The address's query parameters as pages read them. The server renderer keeps a visitor's page per
// address (the server's page cache), keyed by the parameters the page reads and nothing else, so that
// `?x=1`, `?x=2`... are one page and cannot crowd the real ones out of the cache. A server render shows the
// page only the parameters its route is known to read (ssr/entry-server.tsx); this hook notes every name a page
// asks for, so a parameter read for the first time is learned and the page rendered again with it.
// Pages read the query through this `useSearchParams`, never react-router's own (biome.json forbids it).

import { createContext, use, useMemo } from 'react';
import { useLocation, useSearchParams as useRouterSearchParams } from 'react-router';

/** What one server render asked of the query: the names it read, and whether it wanted all of it. */
export class SearchReads {
  readonly names = new Set<string>();
  whole = false;
}

/** Given by the server renderer only; the browser reads the address as it is. */
export const SearchReadsContext = createContext<SearchReads | null>(null);

/** The query of a server render that notes each name asked for. */
export class NotedSearchParams extends URLSearchParams {
  readonly #reads: SearchReads;

  constructor(init: string, reads: SearchReads) {
    super(init);
    this.#reads = reads;
  }

  override get(name: string): string | null {
    this.#reads.names.add(name);
    return super.get(name);
  }

  override getAll(name: string): string[] {
    this.#reads.names.add(name);
    return super.getAll(name);
  }

  override has(name: string, value?: string): boolean {
    this.#reads.names.add(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }
}

/** react-router's `useSearchParams`; in a server render, the names the page reads are noted. */
export function useSearchParams(): ReturnType<typeof useRouterSearchParams> {
  const [params, setParams] = useRouterSearchParams();
  const reads = use(SearchReadsContext);
  const noted = useMemo(
    () => (reads ? new NotedSearchParams(params.toString(), reads) : params),
    [params, reads],
  );
  return [noted, setParams];
}

/**
 * The whole query string, for a page that carries every parameter along (the landing's redirect passes
 * the visitor's tracking parameters on): its route is then rendered and keyed with all of them.
 */
export function useWholeSearch(): string {
  const { search } = useLocation();
  const reads = use(SearchReadsContext);
  if (reads) reads.whole = true;
  return search;
}
