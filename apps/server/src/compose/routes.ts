import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { RenderCalls } from '../lib/render-calls';
import { consolePlugin } from '../plugins/console';
import { apiNotFound } from '../plugins/envelope';
import { webPlugin } from '../plugins/web';
import { liveChannelPlugin } from '../plugins/websocket';
import type { Infrastructure } from './infrastructure';
import type { Modules } from './modules';

/**
 * The routes: every module's under /api, the crawlers' at the site's root, the live channel, then the
 * storefront's pages and files (the web plugin), each scope with its per-client request limit.
 */
export async function registerRoutes(
  app: FastifyInstance,
  config: Config,
  infra: Infrastructure,
  modules: Modules,
) {
  const { redis, limiter } = infra;
  // The per-client request limit of a scope of routes (counted across server copies when Redis is configured).
  const perClientLimit = (nameSpace: string) => ({
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace } : {}),
    errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({ statusCode: 429, ttl: ctx.ttl }),
  });
  // A server render's in-process API calls are the page's, not the visitor's traffic: counted against the
  // visitor they made a page answer 42900, which was then kept and shown to everybody. Renders are
  // limited per address themselves (the web plugin).
  const renderCalls = new RenderCalls();

  await app.register(
    async (api) => {
      // API answers carry the caller's own data (profile, orders, chat) or depend on the session: no browser or
      // shared cache keeps them (the page's queries keep what they need in memory).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(rateLimit, { ...perClientLimit('mall-rl:'), allowList: () => renderCalls.active });
      api.setNotFoundHandler(apiNotFound);
      for (const module of modules.apiModules) module.routes(api);
    },
    { prefix: '/api' },
  );
  // Routes at the site's root for crawlers (sitemap.xml, robots.txt), whether or not the web app is built.
  await app.register(async (site) => {
    await site.register(rateLimit, perClientLimit('mall-rl-site:'));
    modules.seo.routes(site);
  });

  await app.register(liveChannelPlugin, {
    hub: modules.chat.hub,
    allowLoopbackOrigins: config.NODE_ENV === 'development',
    siteOrigin: config.publicOrigin,
  });
  await app.register(webPlugin, {
    webDistDir: config.WEB_DIST_DIR,
    webSsrDir: config.WEB_SSR_DIR,
    files: {
      storage: infra.storage,
      filesDir: config.filesDir,
      access: modules.gallery.access,
      imageWork: infra.imageWork,
      // Per client address, counted across copies with Redis (a thumbnail made by one is served by all).
      thumbnailLimiter: limiter('thumbnails', config.THUMBNAILS_PER_MINUTE),
    },
    pageCache: { seconds: config.PAGE_CACHE_SECONDS, megabytes: config.PAGE_CACHE_MB },
    renderLimit: limiter('page-render', config.RENDER_RATE_LIMIT_PER_MINUTE),
    renderCalls,
    readiness: infra.readiness,
    rendererRequired: config.NODE_ENV === 'production',
    siteOrigin: modules.originOf,
    siteChanges: infra.siteChanges,
    now: () => infra.now().getTime(),
  });
  await app.register(consolePlugin, { consoleDistDir: config.CONSOLE_DIST_DIR });
}
