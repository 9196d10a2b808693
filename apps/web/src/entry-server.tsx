// The storefront's server entry (built by `vite build --ssr`, loaded by the server's web plugin): renders a
// visitor's page to HTML with its content, antd's styles and the data it was made from, which the browser
// then hydrates (main.tsx). Why this mechanism and not React Router's framework mode: docs/adr/0003-server-rendering.md.

import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ErrorCode, type Locale, siteLangCookie, storageKeys } from '@mall/contracts';
import { dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { RedirectSink, RedirectSinkContext } from './components/redirect';
import { routerBasename } from './config/paths';
import { findTicket } from './features/auth/utils/ticket';
import { ApiError } from './lib/api-error';
import { getCookie } from './lib/cookies';
import { FrameData, type KeptAnswer } from './lib/frame-data';
import { configureHttp } from './lib/http';
import { translateHttpTexts } from './lib/http-texts';
import { i18n, initServerI18n, languageTagOf, localeOfAddress, switchLocaleForRender } from './lib/i18n';
import { escapeHtml, HeadSink, HeadSinkContext, headTags, safeJson, withHeadTags } from './lib/page-head';
import { createQueryClient } from './lib/query-client';
import { pinRenderTime } from './lib/render-clock';
import { NotedSearchParams, SearchReads, SearchReadsContext } from './lib/search-params';
import { type SsrState, ssrStateElementId } from './lib/ssr-state';

/** One request as the server hands it over. */
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
  api(call: { method: string; url: string; headers: Record<string, string>; body?: string }): Promise<{
    status: number;
    body: string;
  }>;
}

export type RenderResult =
  /** The page sends the visitor elsewhere (components/redirect.tsx). */
  | { kind: 'redirect'; status: 301 | 302; location: string }
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

/** At most this many render passes (each fetches what the previous one asked for). */
const maxPasses = 5;
/** A render that has not settled by then is abandoned (its Suspense boundaries render in the browser). */
const renderTimeoutMs = 10_000;

/**
 * A query client that notes every query a render asks for and has no data for yet. Queries do not run on
 * the server during render (no effects there): the renderer fetches what a pass asked for, then renders
 * again, until a pass asks for nothing new.
 */
function collectingQueryClient(
  kept: (queryKey: readonly unknown[], queryHash: string) => KeptAnswer | undefined,
) {
  const client = createQueryClient();
  // A query that failed in an earlier pass shows its failure in the next one, not a fetch starting over.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const wanted = new Map<string, FetchQueryOptions>();
  // Every query a pass rendered with: only these go into the page's state.
  const used = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  let building = false;
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const hash = defaulted.queryHash;
    if (!building && hash) used.add(hash);
    if (!building && hash && !wanted.has(hash) && defaulted.enabled !== false) {
      // build() defaults the options again: that inner call only defaults.
      building = true;
      const query = client.getQueryCache().build(client, defaulted);
      building = false;
      const enabled = typeof defaulted.enabled === 'function' ? defaulted.enabled(query) : defaulted.enabled;
      const answer = query.state.status === 'pending' ? kept(query.queryKey, hash) : undefined;
      // The frame's answer a recent render fetched: this pass renders with it (no pass more to ask for it).
      if (answer) query.setData(answer.data, { updatedAt: answer.updatedAt, manual: true });
      else if (enabled !== false && query.state.status === 'pending')
        wanted.set(hash, defaulted as FetchQueryOptions);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted, used };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** An error of a query as plain data for the page (ApiError is rebuilt from it in the browser). */
function plainError(error: unknown): Error {
  const plain =
    error instanceof ApiError
      ? { kind: error.kind, message: error.message, code: error.code, status: error.status }
      : {
          kind: 'network',
          message: error instanceof Error ? error.message : 'Error',
          code: null,
          status: null,
        };
  return plain as unknown as Error;
}

/**
 * A failure of the moment on the server's side, not an answer about the page: no envelope or no answer
 * (http, network, timeout), a 5xx (50300 unavailable, 50000) or a 429 (a limit). Such a page is never kept.
 */
function isServerFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = error.status ?? 0;
  return ['http', 'network', 'timeout'].includes(error.kind) || status >= 500 || status === 429;
}

/** The object the page shows does not exist (its 404): a real answer, the same for the next visitor. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business' && error.code === ErrorCode.NOT_FOUND;
}

/** For the log: which call failed and how. */
function failureOf(queryKey: readonly unknown[], error: unknown): string {
  const call = String(queryKey[0]);
  if (!(error instanceof ApiError)) return `${call}: ${error instanceof Error ? error.message : 'failed'}`;
  return `${call}: ${error.kind}${error.code === null ? '' : ` ${error.code}`}${error.status === null ? '' : ` (HTTP ${error.status})`}`;
}

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
}

/**
 * Prepares the renderer once: every language loaded, the route table's handler made. `template` is the
 * built index.html.
 */
export async function createRenderer(
  template: string,
  options: {
    /** How long the frame's answers are reused by later renders (FrameData); 0: every render fetches them. */
    frameDataSeconds?: number;
  } = {},
): Promise<Renderer> {
  await initServerI18n();
  translateHttpTexts();
  const handler = createStaticHandler(routes, { basename: routerBasename });
  // antd's CSS-in-JS cache, kept for the renderer's life: deriving the theme's tokens and each component's
  // styles is most of a render's time (measured: about 60% of a product page's), and they are the same
  // for every page. A page therefore carries the styles of every antd component rendered so far, not only
  // its own (a few kilobytes more once compressed, and never a missing one).
  const styleCache = createCache();
  // The one render in progress (module state — the http client's environment, the language of the one
  // i18n instance, dayjs's locale — belongs to it); the others wait. Rendering is CPU work on one thread
  // anyway; what the queue costs is the overlap of the in-process API calls.
  let queue: Promise<unknown> = Promise.resolve();
  const [head, tail] = splitTemplate(template);
  const frameData = new FrameData((options.frameDataSeconds ?? 0) * 1000);

  function document(
    locale: Locale,
    parts: { body: string; styles: string; state?: SsrState; headTags?: string },
  ) {
    const tag = languageTagOf(locale);
    const state = parts.state
      ? `<script type="application/json" id="${ssrStateElementId}">${safeJson(parts.state)}</script>`
      : '';
    // Replacements by function: the inserted text holds the visitor-facing data (product names, styles),
    // where a string replacement would read `$&`, `$'` and the like as patterns.
    const top = head.replace(/<html lang="[^"]*"/, () => `<html lang="${tag}" data-locale="${locale}"`);
    // The page's own head (lib/page-head.tsx) replaces the template's title, description, keywords and icon.
    return (
      (parts.headTags ? withHeadTags(top, parts.headTags) : top).replace(
        '</head>',
        () => `${parts.styles}</head>`,
      ) +
      parts.body +
      tail.replace('</body>', () => `${state}</body>`)
    );
  }

  // The query parameters each route's pages read (by the route's id in the route table), learned from
  // the renders (lib/search-params.ts): a render shows its page only these, so what it renders, and the
  // key it is kept under, never depend on any other parameter of the address. A page that reads one for
  // the first time is rendered again with it (once per route and name: the set only grows, bounded by
  // the names the code asks for, whatever the addresses).
  const routeReads = new Map<string, { names: Set<string>; whole: boolean }>();

  function routeOf(pathname: string): string {
    return matchRoutes(handler.dataRoutes, pathname, routerBasename)?.at(-1)?.route.id ?? '';
  }

  /** The query a render of `url` shows its page: the parameters its route reads, sorted by name. */
  function viewOf(url: URL): URLSearchParams {
    const reads = routeReads.get(routeOf(url.pathname));
    const view = new URLSearchParams();
    if (reads)
      for (const [name, value] of url.searchParams)
        if (reads.whole || reads.names.has(name)) view.append(name, value);
    view.sort();
    return view;
  }

  function keyOf(url: URL, view: URLSearchParams, locale: Locale): string {
    const query = view.toString();
    return `${locale} ${url.pathname}${query ? `?${query}` : ''}`;
  }

  /** Adds what a pass read to its route's set. */
  function learn(url: URL, reads: SearchReads): void {
    const route = routeOf(url.pathname);
    const known = routeReads.get(route) ?? { names: new Set<string>(), whole: false };
    for (const name of reads.names) known.names.add(name);
    known.whole ||= reads.whole;
    routeReads.set(route, known);
  }

  async function renderPage(request: RenderRequest, url: URL, locale: Locale): Promise<RenderResult> {
    await switchLocaleForRender(locale);
    const renderedAt = Date.now();
    pinRenderTime(renderedAt);
    configureHttp({
      fetch: async (path, init) => {
        const answer = await request.api({
          method: init.method ?? 'GET',
          url: path,
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: `${siteLangCookie}=${locale}`,
            'accept-language': languageTagOf(locale),
          },
          body: typeof init.body === 'string' ? init.body : undefined,
        });
        return new Response(answer.body, {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { client, wanted, used } = collectingQueryClient((queryKey, hash) =>
      frameData.get(locale, queryKey, hash),
    );
    let view = viewOf(url);
    /** The router's state for the address as the page sees it (the path and `view`). */
    const routerFor = async (shown: URLSearchParams) => {
      const search = shown.toString();
      const context = await handler.query(
        new Request(`${url.origin}${url.pathname}${search ? `?${search}` : ''}`),
      );
      if (context instanceof Response) throw new Error('a route answered with a response');
      return { context, router: createStaticRouter(handler.dataRoutes, context) };
    };
    let { context, router } = await routerFor(view);
    // The page's own data known from its address (RouteHandle.serverData) is there before the first pass.
    const serverData = context.matches
      .map((match) => (match.route.handle as RouteHandle | undefined)?.serverData)
      .findLast((data) => data !== undefined);
    /** Fetches the route's own data for the address as the page sees it; false when it read a new name. */
    const prefetchServerData = async () => {
      if (!serverData) return true;
      const reads = new SearchReads();
      const options = serverData(new NotedSearchParams(view.toString(), reads));
      learn(url, reads);
      await Promise.all(options.map((option) => client.prefetchQuery(option)));
      return viewOf(url).toString() === view.toString();
    };
    if (!(await prefetchServerData())) {
      view = viewOf(url);
      ({ context, router } = await routerFor(view));
      await prefetchServerData();
    }

    let body = '';
    let styles = '';
    // What the last pass's pages said about their head and status.
    let sink = new HeadSink();
    let redirect = new RedirectSink();
    let passes = 0;
    // The last pass asked for nothing new (no data, no parameter): the page is what its address shows.
    let settled = false;
    for (let pass = 1; pass <= maxPasses; pass++) {
      passes = pass;
      wanted.clear();
      used.clear();
      sink = new HeadSink();
      redirect = new RedirectSink();
      const reads = new SearchReads();
      const { prelude } = await prerenderToNodeStream(
        <HeadSinkContext value={sink}>
          <RedirectSinkContext value={redirect}>
            <SearchReadsContext value={reads}>
              <StyleProvider cache={styleCache}>
                <AppProvider client={client}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProvider>
              </StyleProvider>
            </SearchReadsContext>
          </RedirectSinkContext>
        </HeadSinkContext>,
        // One piece: a Suspense boundary rendered late would otherwise be moved into place by inline
        // scripts, which the CSP blocks.
        { signal: AbortSignal.timeout(renderTimeoutMs), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      body = await streamText(prelude);
      learn(url, reads);
      const next = viewOf(url);
      const viewChanged = next.toString() !== view.toString();
      if (wanted.size === 0 && !viewChanged) {
        settled = true;
        break;
      }
      await Promise.all([...wanted.values()].map((options) => client.prefetchQuery(options)));
      if (viewChanged) {
        // The page read a parameter of the address for the first time: render it again with it.
        view = next;
        ({ context, router } = await routerFor(view));
        await prefetchServerData();
      }
    }

    styles = extractStyle(styleCache);
    const queries = client.getQueryCache().getAll();
    frameData.keep(locale, queries);
    if (redirect.location) return { kind: 'redirect', status: redirect.status, location: redirect.location };
    // What the page showed: the queries its last pass rendered with (earlier passes' may be of another view).
    const shown = queries.filter((query) => used.has(query.queryHash));
    const failure = shown.find(
      (query) => query.state.status === 'error' && isServerFailure(query.state.error),
    );
    const pageHead = sink.result();
    if (failure || pageHead.status === 500)
      return {
        kind: 'failed',
        reason: failure ? failureOf(failure.queryKey, failure.state.error) : 'the page said 500',
        passes,
      };
    const notFound = context.matches.at(-1)?.route.path === '*';
    // A page that found nothing (a missing product, shop or article) says so through its head.
    const status = notFound || pageHead.status === 404 ? 404 : 200;
    const errors = shown.filter((query) => query.state.status === 'error').map((query) => query.state.error);
    const tags = headTags(pageHead, {
      origin: request.origin,
      pathname: url.pathname,
      // The canonical and alternate addresses carry the parameters the page reads, not the visitor's others.
      search: view.size > 0 ? `?${view.toString()}` : '',
      locale,
    });
    const dehydrated = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending' && used.has(query.queryHash),
    });
    const state: SsrState = {
      locale,
      renderedAt,
      pageHeads: sink.page.length,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: {
        ...dehydrated,
        queries: dehydrated.queries.map((query) =>
          query.state.status === 'error'
            ? { ...query, state: { ...query.state, error: plainError(query.state.error) } }
            : query,
        ),
      },
    };
    return {
      kind: 'page',
      status,
      html: document(locale, { body, styles, state, headTags: tags }),
      // Another business answer (a refused id, a message) is shown, but not kept for others.
      cacheable: settled && errors.every((error) => status === 404 && isNotFound(error)),
      key: keyOf(url, view, locale),
      passes,
    };
  }

  function pageLocale({ url, cookie }: PageAddress) {
    const address = new URL(url, 'http://storefront.invalid');
    if (getCookie(storageKeys.signedIn, cookie) || findTicket(address.href, cookie)) return null;
    return localeOfAddress(address.search, cookie);
  }

  let waiting = 0;
  return {
    pageLocale,
    pageKey(address, locale) {
      const url = new URL(address, 'http://storefront.invalid');
      return keyOf(url, viewOf(url), locale);
    },
    get waiting() {
      return waiting;
    },
    async render(request, locale) {
      waiting++;
      const turn = queue.then(() => {
        waiting--;
        return renderPage(request, new URL(request.url, 'http://storefront.invalid'), locale);
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
    failurePage(locale) {
      const t = i18n.getFixedT(languageTagOf(locale));
      const title = t('pages.error.title');
      const body =
        `<main class="mall-failure"><h1>${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(t('pages.error.subtitle'))}</p>` +
        `<p><a href="${routerBasename}/">${escapeHtml(t('common.actions.backHome'))}</a></p></main>`;
      return document(locale, { body, styles: '' }).replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(title)}</title>`,
      );
    },
  };
}

/** index.html around its `<div id="root">`: what goes before the page's markup, and what after. */
function splitTemplate(template: string): [string, string] {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return [`${template.slice(0, at)}<div id="root">`, `</div>${template.slice(at + marker.length)}`];
}
