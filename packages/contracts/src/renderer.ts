// The storefront's server renderer as the server sees it: apps/web/src/ssr/entry-server.tsx implements it,
// the server's web plugin (apps/server/src/plugins/web.ts) loads the built entry and calls it. Types only:
// the two sides are built apart (the renderer is one bundled file), so nothing here runs.
import type { Locale } from './locales';

/** A call of the page to the API, answered inside the server process (no socket). */
export interface RenderApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What decides whether and in which language a page is rendered (`Renderer.pageLocale`). */
export interface PageAddress {
  /** Path and query, e.g. `/mallview/mall/product/detail?productId=1`. */
  url: string;
  cookie: string;
}

/** One page to render, as the server hands it over. */
export interface RenderRequest {
  url: string;
  /** The site's origin (e.g. `https://mall.example`) for the page's canonical, hreflang and Open Graph addresses. */
  origin: string;
  /** Answers an `/api` call inside the server process (no socket), with the request's language. */
  api(call: RenderApiCall): Promise<{ status: number; body: string }>;
}

export type RenderResult =
  /** The page sends the visitor elsewhere (components/redirect.tsx). */
  | { kind: 'redirect'; status: 301 | 302; location: string; passes: number }
  | {
      kind: 'page';
      status: 200 | 404;
      html: string;
      /**
       * Whether every query the page showed succeeded (or its one failure is the 404 of the object it
       * shows) and the render settled: then the page can be kept and given to the next visitor.
       */
      cacheable: boolean;
      /** The page's cache key: language, path and the query parameters its route reads (`pageKey`). */
      key: string;
      /** Render passes it took (each after fetching what the previous one asked for). */
      passes: number;
    }
  /**
   * A query of the page failed on the server's side (unavailable, over a limit, an internal error, no
   * answer): the page is not the page, and the browser is to render it instead (it asks again itself).
   */
  | { kind: 'failed'; reason: string; passes: number };

export interface Renderer {
  /**
   * The language the page renders in, or null when it is not rendered on the server (a signed-in user, a
   * sign-on ticket): the server's page cache is keyed by address and this.
   */
  pageLocale(address: PageAddress): Locale | null;
  /**
   * The page's cache key: the language, the path and, sorted, the query parameters its route is known to
   * read (learned from its renders), so `?x=1`, `?x=2`... are one page. A render answers the key of what
   * it rendered (the same, or more parameters when the page read one for the first time).
   */
  pageKey(url: string, locale: Locale): string;
  /** Renders the page in the language `pageLocale` chose for it (one render at a time). */
  render(request: RenderRequest, locale: Locale): Promise<RenderResult>;
  /** Renders waiting for their turn (the server falls back to the shell when too many wait). */
  readonly waiting: number;
  /** The friendly page of a failure the renderer itself could not get past (status 500). */
  failurePage(locale: Locale): string;
  /** Drops the frame's kept answers (FrameData): a console changed what the frame shows. */
  forget(): void;
}

/** Options of `createRenderer`. */
export interface RendererOptions {
  /** How long the frame's answers are reused by later renders (FrameData); 0: every render fetches them. */
  frameDataSeconds?: number;
}

/**
 * What the built entry (`entry-server.js`) exports: prepares the renderer once (every language loaded, the
 * route table's handler made). `template` is the built index.html.
 */
export type CreateRenderer = (template: string, options?: RendererOptions) => Promise<Renderer>;
