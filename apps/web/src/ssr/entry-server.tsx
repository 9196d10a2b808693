// The storefront's server entry (built by `vite build --ssr`, loaded by the server's web plugin): renders a
// visitor's page to HTML with its content, antd's styles and the data it was made from, which the browser
// then hydrates (main.tsx). Why this mechanism and not React Router's framework mode: docs/adr/0003-server-rendering.md.

import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type Locale, siteLangCookie, storageKeys } from '@mall/contracts';
import type {
  PageAddress,
  Renderer,
  RendererOptions,
  RenderRequest,
  RenderResult,
} from '@mall/contracts/renderer';
import { dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import type { ServerData } from '../app/route-handle';
import { routes } from '../app/router';
import { RedirectSink, RedirectSinkContext } from '../components/redirect';
import { routerBasename } from '../config/paths';
import { findTicket } from '../features/auth/utils/ticket';
import { getCookie } from '../lib/cookies';
import { configureHttp } from '../lib/http';
import { translateHttpTexts } from '../lib/http-texts';
import { i18n, initServerI18n, languageTagOf, localeOfAddress, switchLocaleForRender } from '../lib/i18n';
import { HeadSinkContext } from '../lib/page-head/use-page-head';
import { pinRenderTime } from '../lib/render-clock';
import { NotedSearchParams, SearchReads, SearchReadsContext } from '../lib/search-params';
import type { SsrState } from '../lib/ssr-state';
import { collectingQueryClient } from './collecting-query-client';
import { FrameData } from './frame-data';
import { escapeHtml, headTags } from './head-html';
import { HeadSink } from './head-sink';
import { pageDocument } from './page-document';
import { failureOf, isNotFound, isServerFailure, plainError } from './render-outcome';
import { pageKeyOf, RouteReads } from './route-reads';

/** At most this many render passes (each fetches what the previous one asked for). */
const maxPasses = 5;
/** A render that has not settled by then is abandoned (its Suspense boundaries render in the browser). */
const renderTimeoutMs = 10_000;

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Prepares the renderer once: every language loaded, the route table's handler made. `template` is the
 * built index.html. Its types are the server's (packages/contracts/src/renderer.ts: `CreateRenderer`).
 */
export async function createRenderer(template: string, options: RendererOptions = {}): Promise<Renderer> {
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
  const frameData = new FrameData((options.frameDataSeconds ?? 0) * 1000);
  const document = pageDocument(template);
  const routeReads = new RouteReads(handler.dataRoutes);

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
    let view = routeReads.viewOf(url);
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
    // The data the page's routes declare (their modules' `serverData`, known from the address) is there
    // before the first pass: the frame's layout route declares the header's and footer's.
    const declared = () =>
      context.matches.flatMap((match) => {
        const { serverData } = match.route as { serverData?: ServerData };
        return serverData ? [serverData] : [];
      });
    /** Fetches the routes' own data for the address as the page sees it; false when it read a new name. */
    const prefetchServerData = async () => {
      const reads = new SearchReads();
      const search = new NotedSearchParams(view.toString(), reads);
      const options = declared().flatMap((serverData) => serverData(search, { locale }));
      routeReads.learn(url, reads);
      await Promise.all(options.map((option) => client.prefetchQuery(option as FetchQueryOptions)));
      return routeReads.viewOf(url).toString() === view.toString();
    };
    if (!(await prefetchServerData())) {
      view = routeReads.viewOf(url);
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
      routeReads.learn(url, reads);
      const next = routeReads.viewOf(url);
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
    if (redirect.location)
      return { kind: 'redirect', status: redirect.status, location: redirect.location, passes };
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
      key: pageKeyOf(url, view, locale),
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
      return pageKeyOf(url, routeReads.viewOf(url), locale);
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
    forget() {
      frameData.clear();
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
