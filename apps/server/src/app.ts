import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Broker, MemoryBroker, RedisBroker, type RedisLike } from './lib/broker/broker';
import { ImageWork } from './lib/image-work';
import { InFlight } from './lib/in-flight';
import { JobQueue } from './lib/jobs/job-queue';
import { buildOpenApiDocument } from './lib/openapi';
import { operatorAddress } from './lib/operator-address';
import { type LimiterFactory, perUserLimiter } from './lib/per-user-limiter';
import { ReadinessChecks } from './lib/readiness';
import { serializeRequest } from './lib/redact-url';
import { RenderCalls } from './lib/render-calls';
import { siteOrigin } from './lib/site-origin';
import { createSmsProvider, type FailureLogger } from './lib/sms/create-sms-provider';
import type { InfoLogger, SmsProvider } from './lib/sms/sms-provider';
import { createFileStorage } from './lib/storage/create-storage';
import { type AccountService, createAccountModule, type SessionService } from './modules/account';
import { type AuthModule, createAuthModule } from './modules/auth';
import { createBenefitsModule } from './modules/benefits';
import type { GatewayConfig } from './modules/buying';
import { createBuyingModule, type SpreadsheetLimits } from './modules/buying';
import { type ClassTreeService, createCatalogModule } from './modules/catalog';
import { type ChatModule, createChatModule } from './modules/chat';
import { type ContentService, createContentModule } from './modules/content';
import { createGalleryModule } from './modules/gallery';
import { createHallsModule, type HallsService } from './modules/halls';
import { createMerchantModule } from './modules/merchant';
import { createSeoModule } from './modules/seo';
import { createSystemModule, type SystemService } from './modules/system';
import { apiNotFound, envelopePlugin, frameworkError } from './plugins/envelope';
import { multipartPlugin } from './plugins/multipart';
import { sessionPlugin } from './plugins/session';
import { registerContentSecurityPolicy, StatisticsSource, statisticsParam } from './plugins/statistics-csp';
import { webPlugin } from './plugins/web';
import { liveChannelPlugin } from './plugins/websocket';

/** How long closing waits for running requests before it goes on (server.ts then closes the database). */
const closeWaitMs = 5000;

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The clock of every time-bound rule (sessions, tickets, codes, captchas); tests pass one they can move. */
  now?: () => Date;
  /**
   * Where SMS codes go; default from SMS_PROVIDER: the server log (`log`), nowhere (`none`: SMS refused),
   * or Aliyun or Tencent Cloud SMS.
   */
  smsProvider?: SmsProvider;
  /** Payment gateways (Alipay, WeChat Pay) from loadGatewayConfig; server.ts reads them from the environment. */
  paymentGateways?: GatewayConfig;
  /** Time, memory and concurrency limits of the spreadsheet import's workers (tests make them small). */
  spreadsheets?: SpreadsheetLimits;
  /** URLs per sitemap chunk at most (default 50,000, the protocol's limit; tests make it small). */
  sitemapChunkSize?: number;
}

export interface App extends FastifyInstance {
  services: Services;
  chat: ChatModule;
  /** The job queue (docs/jobs.md); its workers start when the app is ready, when JOB_WORKERS is on. */
  jobs: JobQueue;
}

/** The services tests reach for directly (sessions to sign in, the class tree and system to build fixtures). */
export interface Services {
  sessions: SessionService;
  system: SystemService;
  content: ContentService;
  classTree: ClassTreeService;
  halls: HallsService;
  account: AccountService;
  auth: AuthModule;
  /** The queue picture decoding waits in (tests hold it busy). */
  imageWork: ImageWork;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify 5.12 ignores a bare hop count (it trusts nothing), so the
 * count becomes a function: the socket peer and the next hops up to N are proxies, the address before
 * them is the client. Entries a client wrote itself sit further left and are never read.
 */
function trustProxyOption(value: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof value === 'number') return value === 0 ? false : (_address: string, hop: number) => hop < value;
  return value;
}

/** The logger options with the request serializer that redacts secrets in query strings. */
function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest as never } };
}

/** Every route handler is counted until it settles; closing waits for them (server.ts closes the database
 * after the app), also for those whose caller hung up. */
function waitForRunningRequests(app: FastifyInstance) {
  const inFlight = new InFlight();
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (this: unknown, ...args: unknown[]) => unknown;
    route.handler = function tracked(this: unknown, ...args: unknown[]) {
      return inFlight.track(handler.apply(this, args));
    } as typeof route.handler;
  });
  app.addHook('onClose', async () => {
    if (!(await inFlight.idle(closeWaitMs))) {
      app.log.warn(`closing with ${inFlight.count} requests still running after ${closeWaitMs} ms`);
    }
  });
}

/**
 * The whole server as a Fastify instance: shared infrastructure, then the modules (each through its front
 * door, in the order they depend on each other), then plugins and routes. It never listens; server.ts does.
 */
export async function buildApp({
  config,
  database,
  logger = false,
  now = () => new Date(),
  smsProvider,
  paymentGateways,
  spreadsheets,
  sitemapChunkSize,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: withRedactedUrls(logger),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }) as unknown as App;
  waitForRunningRequests(app);

  // Shared infrastructure, created once.
  const { db } = database;
  const onError = (err: unknown, context: string) => app.log.error({ err }, context);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => {}));
  // Fan-out between server copies (chat events, ended sessions): Redis when configured, else in-process.
  const broker: Broker = redis
    ? new RedisBroker(redis as unknown as RedisLike, (err) => onError(err, 'broker'))
    : new MemoryBroker((err) => onError(err, 'broker'));
  // Actions per user per minute, counted across server copies when Redis is configured.
  const limiter: LimiterFactory = (name, perMinute) =>
    perUserLimiter(redis, name, perMinute, () => now().getTime());
  // Jobs: rows in the database, run once across every copy that works them (docs/jobs.md).
  const jobs = new JobQueue(database.pool, { workers: config.JOB_WORKERS, onError });
  const storage = createFileStorage(config);
  // Every picture decoding of this copy (thumbnails, uploads turned upright) takes turns here.
  const imageWork = new ImageWork(config.IMAGE_WORKERS, config.IMAGE_QUEUE);
  const sms = smsProvider ?? (await createSmsProvider(config, app.log as InfoLogger & FailureLogger));

  // The modules.
  // What /api/health/ready checks besides the database; the web plugin adds the renderer's check below.
  const readiness = new ReadinessChecks();
  if (redis) readiness.add('redis', () => redis.ping().then(() => undefined));
  readiness.add('storage', () => storage.probe(), { kind: storage.kind });
  // The job queue: each queue's jobs waiting, running and failed (docs/jobs.md). Failed jobs are the
  // business's, not this copy's: they are reported, and the copy stays ready while its queue runs.
  readiness.add('jobs', () => jobs.readiness(), { workers: config.JOB_WORKERS });
  const fromOperator = operatorAddress(config.TRUST_PROXY);
  const system = createSystemModule({
    database,
    readiness,
    readinessDetailsFor: (request) => fromOperator(request.raw),
  });
  const content = createContentModule({ db });
  const catalog = createCatalogModule({ db });
  const halls = createHallsModule({ db, now });
  const account = createAccountModule({
    db,
    broker,
    now,
    sessionPolicy: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxHours: config.SESSION_MAX_HOURS,
      cacheMs: config.SESSION_CACHE_SECONDS * 1000,
    },
  });
  const auth = createAuthModule({
    db,
    sessions: account.sessions,
    account: account.account,
    smsProvider: sms,
    smsLimits: {
      perMobilePerHour: config.SMS_PER_MOBILE_PER_HOUR,
      perIpPerHour: config.SMS_PER_IP_PER_HOUR,
      devOutbox: config.MALL_DEV_OUTBOX,
    },
    routes: { perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE, devOutbox: config.MALL_DEV_OUTBOX },
    now,
  });
  const benefits = createBenefitsModule({ db, now });
  const buying = createBuyingModule({
    db,
    system: system.system,
    account: account.account,
    profile: auth.profile,
    findProductsByName: (keyword, limit) => catalog.productSearch.findProductIdsByName(keyword, limit),
    now,
    limiter,
    paymentSandbox: config.PAYMENT_SANDBOX,
    paymentGateways,
    paymentLog: app.log,
    publicOrigin: config.publicOrigin,
    jobs,
    unpaidLimits: { orders: config.UNPAID_ORDERS_PER_BUYER, units: config.UNPAID_UNITS_PER_BUYER },
    spreadsheets: {
      onError: (err) => app.log.error({ err }, 'spreadsheet import: a worker failed'),
      ...spreadsheets,
    },
  });
  app.addHook('onClose', async () => buying.close());
  const gallery = createGalleryModule({
    db,
    storage,
    system: system.system,
    limiter,
    avatarStore: auth.profile,
    imageWork,
    quotaMb: config.GALLERY_QUOTA_MB,
    onStorageError: (err, key) => app.log.error({ err, key }, 'gallery: could not delete a stored file'),
  });
  const merchant = createMerchantModule({
    db,
    catalog: catalog.classTree,
    system: system.system,
    pictures: gallery.pictures,
    limiter,
    now,
  });
  gallery.serveBizFilesOf({ catalog: catalog.productDetail, merchant: merchant.merchant });
  const chat = createChatModule({
    database,
    broker,
    limiter,
    catalog: catalog.productDetail,
    orders: buying.orders,
    system: system.system,
    resolveSession: (token) => account.sessions.resolve(token),
    pictures: gallery.pictures,
    sendPerMinute: config.CHAT_SEND_PER_MINUTE,
    writeLingerMs: config.CHAT_WRITE_LINGER_MS,
    now,
    onError,
  });
  const originOf = siteOrigin(config.publicOrigin, !config.publicOriginConfigured);
  const seo = createSeoModule({
    db,
    system: system.system,
    siteOrigin: originOf,
    chunkSize: sitemapChunkSize,
  });
  app.addHook('onClose', async () => broker.close());
  await account.start();
  app.decorate('services', {
    sessions: account.sessions,
    system: system.system,
    content: content.content,
    classTree: catalog.classTree,
    halls: halls.halls,
    account: account.account,
    auth,
    imageWork,
  } satisfies Services);
  app.decorate('chat', chat);
  app.decorate('jobs', jobs);
  // Every module has defined its jobs by now; they start once the app is ready, and stop before the database
  // closes (server.ts closes it after the app).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  // Plugins.
  await app.register(cookie);
  // The statistics script of BAIDU_STATISTICS (spec §3) is allowed only when set: its origin may load
  // the script and receive its beacons (an image or request to the same origin), nothing else.
  registerContentSecurityPolicy(
    app,
    new StatisticsSource(
      async () => (await system.system.getParams([statisticsParam]))[statisticsParam],
      now,
    ),
    config.publicOrigin,
  );
  // The CSP is set above (one header per statistics origin); helmet sets the other headers.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(envelopePlugin);
  await app.register(multipartPlugin);
  await app.register(sessionPlugin, {
    resolve: (token) => account.sessions.resolve(token),
    siteOrigin: config.publicOrigin,
  });

  const openapi = buildOpenApiDocument('0.1.0');
  await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

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

  // Routes: every module's under /api.
  await app.register(
    async (api) => {
      // API answers carry the caller's own data (profile, orders, chat) or depend on the session: no browser or
      // shared cache keeps them (the page's queries keep what they need in memory).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(rateLimit, { ...perClientLimit('mall-rl:'), allowList: () => renderCalls.active });
      api.setNotFoundHandler(apiNotFound);
      for (const module of [
        system,
        content,
        catalog,
        chat,
        halls,
        buying,
        account,
        gallery,
        benefits,
        merchant,
        auth,
      ])
        module.routes(api);
    },
    { prefix: '/api' },
  );
  // Routes at the site's root for crawlers (sitemap.xml, robots.txt), whether or not the web app is built.
  await app.register(async (site) => {
    await site.register(rateLimit, perClientLimit('mall-rl-site:'));
    seo.routes(site);
  });

  await app.register(liveChannelPlugin, {
    hub: chat.hub,
    allowLoopbackOrigins: config.NODE_ENV === 'development',
    siteOrigin: config.publicOrigin,
  });
  await app.register(webPlugin, {
    webDistDir: config.WEB_DIST_DIR,
    webSsrDir: config.WEB_SSR_DIR,
    files: {
      storage,
      filesDir: config.filesDir,
      access: gallery.access,
      imageWork,
      // Per client address, counted across copies with Redis (a thumbnail made by one is served by all).
      thumbnailLimiter: limiter('thumbnails', config.THUMBNAILS_PER_MINUTE),
    },
    pageCache: { seconds: config.PAGE_CACHE_SECONDS, megabytes: config.PAGE_CACHE_MB },
    renderLimit: limiter('page-render', config.RENDER_RATE_LIMIT_PER_MINUTE),
    renderCalls,
    readiness,
    rendererRequired: config.NODE_ENV === 'production',
    siteOrigin: originOf,
    now: () => now().getTime(),
  });
  return app;
}
