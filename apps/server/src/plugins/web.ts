import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { CreateRenderer, Renderer, RendererOptions } from '@mall/contracts/renderer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, PageCache } from '../lib/page-cache';
import type { SendLimiter } from '../lib/per-user-limiter';
import type { ReadinessChecks } from '../lib/readiness';
import type { RenderCalls } from '../lib/render-calls';
import type { SiteChanges } from '../lib/site-changes';
import type { SiteOrigin } from '../lib/site-origin';
import { type StoredFilesOptions, storedFilesRoutes } from './stored-files';

export interface WebOptions {
  webDistDir: string;
  /** Where `npm run build` writes the storefront's server renderer (entry-server.js). */
  webSsrDir: string;
  /** Stored pictures and thumbnails (/files/*, /thumbs/*): the local folder or an S3-compatible store. */
  files: StoredFilesOptions;
  pageCache: { seconds: number; megabytes: number };
  /** Renders per client address per minute (RENDER_RATE_LIMIT_PER_MINUTE); cache hits are not counted. */
  renderLimit: SendLimiter;
  /** Marks the renders' in-process API calls, which the per-client request limit leaves out. */
  renderCalls: RenderCalls;
  /** Where the renderer's check goes (/api/health/ready). */
  readiness: ReadinessChecks;
  /**
   * A renderer that cannot start stops the server (production) instead of leaving every page to the
   * browser; otherwise the server carries on loudly, client-rendered, and is not ready.
   */
  rendererRequired: boolean;
  /** The origin of the rendered pages' canonical addresses (lib/site-origin.ts). */
  siteOrigin: SiteOrigin;
  /** A console changed what pages show: the kept pages and the renderer's frame answers are dropped. */
  siteChanges?: SiteChanges;
  now: () => number;
}

/**
 * More renders than this waiting: the page goes out as the client-rendered shell instead of queueing
 * (a burst of distinct addresses degrades to today's app, it does not pile up).
 */
const maxWaitingRenders = 32;

/** br, else gzip, else none, by the request's Accept-Encoding (an encoding with q=0 is refused). */
export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

async function loadRenderer(ssrDir: string, template: string, options: RendererOptions): Promise<Renderer> {
  const entry = path.join(ssrDir, 'entry-server.js');
  // The web app is built (index.html is there) but not its renderer: a partial build or copy.
  if (!existsSync(entry)) throw new Error(`${entry} is missing (npm run build writes it)`);
  // The built entry of apps/web/src/ssr/entry-server.tsx, typed by the contract both sides import.
  const module = (await import(pathToFileURL(entry).href)) as { createRenderer: CreateRenderer };
  return module.createRenderer(template, options);
}

function sendPage(reply: FastifyReply, webDistDir: string, file: string) {
  // The HTML names the hashed bundles, so it must never be cached or an old page asks for deleted files.
  reply.header('cache-control', 'no-cache, no-store, must-revalidate');
  return reply.sendFile(file, webDistDir, { cacheControl: false });
}

/**
 * Serves the built storefront (/mallview/*), the sign-on page (/sso/*), hashed assets with immutable
 * caching, and stored pictures (/files/*). `/` redirects to the storefront.
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const built = existsSync(path.join(opts.webDistDir, 'index.html'));
  mkdirSync(opts.files.filesDir, { recursive: true });
  app.get('/', (_req, reply) => reply.redirect('/mallview/'));

  await storedFilesRoutes(app, opts.files);
  if (!built) {
    const notBuilt = (_req: unknown, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    app.get('/mallview', notBuilt);
    app.get('/mallview/*', notBuilt);
    app.get('/sso/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: path.join(opts.webDistDir, 'assets'),
    prefix: '/assets/',
    decorateReply: true,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
  });
  // robots.txt is not a file: the seo module writes it (with the sitemap's address), built or not.
  app.get('/favicon.svg', (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .sendFile('favicon.svg', opts.webDistDir, { cacheControl: false }),
  );
  const template = readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8');
  // The frame's data (header, menus, footer) is reused by renders for as long as a page is cached.
  let renderer: Renderer | null = null;
  let rendererFailure: Error | null = null;
  try {
    renderer = await loadRenderer(opts.webSsrDir, template, { frameDataSeconds: opts.pageCache.seconds });
  } catch (error) {
    // A build of another version, a broken bundle, a development build: every page would lose its
    // content for search engines and its first paint. A deployment does not start so (server.ts exits 1
    // with this); elsewhere the storefront stays client-rendered, and says so at start and in readiness.
    rendererFailure = new Error(
      `the storefront renderer (${path.join(opts.webSsrDir, 'entry-server.js')}) failed to start: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
    if (opts.rendererRequired) throw rendererFailure;
    app.log.error(
      { err: error },
      `${rendererFailure.message}. EVERY STOREFRONT PAGE IS RENDERED IN THE BROWSER ONLY, and /api/health/ready answers 503 until a build that starts (npm run build).`,
    );
  }
  const cache = new PageCache(opts.pageCache.seconds, opts.pageCache.megabytes * 1024 * 1024, opts.now);
  if (opts.siteChanges) {
    const stop = await opts.siteChanges.onChange(() => {
      cache.clear();
      renderer?.forget();
    });
    app.addHook('onClose', async () => stop());
  }
  const failure = rendererFailure;
  opts.readiness.add('renderer', async () => {
    if (failure) throw failure;
    return { cachedPages: cache.size, cachedMB: Math.round((cache.bytes / 1024 / 1024) * 10) / 10 };
  });
  const sendHtml = (reply: FastifyReply, status: number, html: string | Buffer) =>
    reply
      .status(status)
      // The HTML names the hashed bundles: never kept by the browser or a proxy (see sendPage).
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  /**
   * A cached page goes out compressed once for all its requests (compressing 150–250 KB of HTML on every
   * hit would cost more than the rest of the answer).
   */
  const sendCached = (req: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage) => {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return sendHtml(reply, page.status, page.html);
    const encoded = cache.encoded(key, page, encoding, (html) =>
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(html, { level: 6 }),
    );
    return sendHtml(reply.header('content-encoding', encoding), page.status, encoded);
  };
  /** The shell the browser renders, with a status that tells crawlers and monitors it is not the page. */
  const sendShell = (reply: FastifyReply, status: 429 | 503) =>
    sendHtml(reply.header('retry-after', status === 429 ? '60' : '5'), status, template);
  /**
   * A visitor's page is rendered on the server (content, styles, head, the right status) and kept for a
   * short time per address and language; a signed-in user's page is the shell the browser renders.
   */
  const storefront = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return sendPage(reply, opts.webDistDir, 'index.html');
    // Not by Accept-Language: a visitor who has not chosen gets Chinese (spec §1), the browser's language
    // is offered on the page itself.
    const locale = renderer.pageLocale({ url: req.url, cookie: req.headers.cookie ?? '' });
    if (!locale || renderer.waiting >= maxWaitingRenders) return sendHtml(reply, 200, template);
    const origin = opts.siteOrigin(req);
    const key = `${origin} ${renderer.pageKey(req.url, locale)}`;
    const cached = cache.get(key);
    if (cached) return sendCached(req, reply.header('x-page-cache', 'hit'), key, cached);
    // A render costs CPU: one address asking for many pages nobody else asked for gets them rendered in
    // its browser. The 429 tells a crawler to slow down; a person's browser renders the page all the same.
    const allowed = await opts.renderLimit.take(req.ip).catch((error: unknown) => {
      req.log.error({ err: error }, 'the render limit could not be counted: the browser renders the page');
      return false;
    });
    if (!allowed) return sendShell(reply.header('x-page-cache', 'miss'), 429);
    const started = performance.now();
    try {
      const page = await renderer.render(
        {
          url: req.url,
          origin,
          api: (call) =>
            // The page's calls are not the visitor's /api traffic (RenderCalls); they carry the visitor's
            // address for everything else (the log, per-address rules).
            opts.renderCalls.run(async () => {
              const answer = await app.inject({
                method: call.method as 'GET',
                url: call.url,
                headers: call.headers,
                remoteAddress: req.ip,
                payload: call.body,
              });
              return { status: answer.statusCode, body: answer.body };
            }),
        },
        locale,
      );
      // The time the render took (queue included) and its passes, for the browser's network panel.
      const took = (performance.now() - started).toFixed(1);
      reply.header('server-timing', `render;dur=${took};desc="${page.passes} passes"`);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      if (page.kind === 'failed') {
        // Neither kept nor shown: the next visitor gets a new render, this one the browser's, which asks
        // again for what failed a moment ago (a limit, a restart, a timeout) and shows the page or the error.
        req.log.warn(
          { reason: page.reason },
          'a page met a failed call on the server: the browser renders it',
        );
        return sendShell(reply.header('x-page-cache', 'miss'), 503);
      }
      if (page.cacheable) cache.set(`${origin} ${page.key}`, page.html, page.status);
      return sendHtml(reply.header('x-page-cache', 'miss'), page.status, page.html);
    } catch (error) {
      req.log.error({ err: error }, 'server rendering failed');
      return sendHtml(reply, 500, renderer.failurePage(locale));
    }
  };
  const signOn = (_req: unknown, reply: FastifyReply) => sendPage(reply, opts.webDistDir, 'sso.html');
  app.get('/mallview', storefront);
  app.get('/mallview/*', storefront);
  app.get('/sso', signOn);
  app.get('/sso/*', signOn);
}
