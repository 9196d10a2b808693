import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { galleryLimits } from '@mall/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { InFlight } from './lib/in-flight';
import { buildOpenApiDocument } from './lib/openapi';
import { perUserLimiter } from './lib/per-user-limiter';
import { serializeRequest } from './lib/redact-url';
import { type InfoLogger, LogSmsProvider, type SmsProvider } from './lib/sms/sms-provider';
import { createFileStorage } from './lib/storage/create-storage';
import { AccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { SessionRepository } from './modules/account/session.repository';
import { SessionService } from './modules/account/session.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { type AuthModule, authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { CaptchaService } from './modules/auth/captcha.service';
import { KeyService } from './modules/auth/key.service';
import { ProfileService } from './modules/auth/profile.service';
import { RegistrationService } from './modules/auth/registration.service';
import { SmsCodeService } from './modules/auth/sms.service';
import { ThrottleService } from './modules/auth/throttle.service';
import { createBuyingModule, type SpreadsheetLimits } from './modules/buying';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import { type ChatModule, createChatModule } from './modules/chat/chat.module';
import { chatRoutes } from './modules/chat/chat.routes';
import { ContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { ContentService } from './modules/content/content.service';
import { AvatarService, avatarsPerMinute } from './modules/gallery/avatar.service';
import { BizFilesService, bizFileSources } from './modules/gallery/biz-files.service';
import { GalleryRepository } from './modules/gallery/gallery.repository';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { GalleryService } from './modules/gallery/gallery.service';
import { HallsRepository } from './modules/halls/halls.repository';
import { hallsRoutes } from './modules/halls/halls.routes';
import { HallsService } from './modules/halls/halls.service';
import { BenefitsRepository } from './modules/member-benefits/benefits.repository';
import { benefitsRoutes } from './modules/member-benefits/benefits.routes';
import { BenefitsService } from './modules/member-benefits/benefits.service';
import { buildMerchantModule } from './modules/merchant/merchant.module';
import { merchantRoutes } from './modules/merchant/merchant.routes';
import { SystemRepository } from './modules/system/system.repository';
import { systemRoutes } from './modules/system/system.routes';
import { SystemService } from './modules/system/system.service';
import { apiNotFound, envelopePlugin, frameworkError } from './plugins/envelope';
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
  /** Where SMS codes go; default from SMS_PROVIDER: the server log (`log`) or nowhere (`none`: SMS refused). */
  smsProvider?: SmsProvider;
  /** Time, memory and concurrency limits of the spreadsheet import's workers (tests make them small). */
  spreadsheets?: SpreadsheetLimits;
}

export interface App extends FastifyInstance {
  services: Services;
  chat: ChatModule;
}

export interface Services {
  sessions: SessionService;
  system: SystemService;
  content: ContentService;
  catalog: CatalogService;
  halls: HallsService;
  account: AccountService;
  auth: AuthModule;
}

function buildServices(
  database: Database,
  config: Config,
  now: () => Date,
  smsProvider: SmsProvider | null,
): Services {
  const { db } = database;
  const sessions = new SessionService(
    new SessionRepository(db),
    {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxHours: config.SESSION_MAX_HOURS,
      cacheMs: config.SESSION_CACHE_SECONDS * 1000,
    },
    now,
  );
  const account = new AccountService(new AccountRepository(db));
  const authRepo = new AuthRepository(db);
  const keys = new KeyService(authRepo);
  const captcha = new CaptchaService(authRepo, now);
  const throttle = new ThrottleService(authRepo, now);
  const sms = new SmsCodeService(
    authRepo,
    smsProvider,
    {
      perMobilePerHour: config.SMS_PER_MOBILE_PER_HOUR,
      perIpPerHour: config.SMS_PER_IP_PER_HOUR,
      devOutbox: config.MALL_DEV_OUTBOX,
    },
    now,
  );
  return {
    sessions,
    system: new SystemService(new SystemRepository(db), database.kind),
    content: new ContentService(new ContentRepository(db)),
    catalog: new CatalogService(new CatalogRepository(db)),
    halls: new HallsService(new HallsRepository(db), () => now().getTime()),
    account,
    auth: {
      auth: new AuthService(authRepo, sessions, account, keys, captcha, sms, throttle, now),
      captcha,
      sms,
      profile: new ProfileService(authRepo, keys, sms, throttle, sessions),
      registration: new RegistrationService(authRepo, keys, sms, now, sessions),
    },
  };
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

/** The whole server as a Fastify instance: plugins, then modules. It never listens; server.ts does. */
export async function buildApp({
  config,
  database,
  logger = false,
  now = () => new Date(),
  smsProvider,
  spreadsheets,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: withRedactedUrls(logger),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  }) as unknown as App;
  // Every route handler is counted until it settles; closing waits for them (server.ts closes the database
  // after the app), also for those whose caller hung up.
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
  const services = buildServices(
    database,
    config,
    now,
    smsProvider ?? (config.SMS_PROVIDER === 'log' ? new LogSmsProvider(app.log as InfoLogger) : null),
  );
  app.decorate('services', services);

  await app.register(cookie);
  // The statistics script of BAIDU_STATISTICS (spec §3) is allowed only when set: its origin may load
  // the script and receive its beacons (an image or request to the same origin), nothing else.
  registerContentSecurityPolicy(
    app,
    new StatisticsSource(
      async () => (await services.system.getParams([statisticsParam]))[statisticsParam],
      now,
    ),
    config.publicOrigin,
  );
  // The CSP is set above (one header per statistics origin); helmet sets the other headers.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(envelopePlugin);
  await app.register(sessionPlugin, { sessions: services.sessions, siteOrigin: config.publicOrigin });

  const openapi = buildOpenApiDocument('0.1.0');
  await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => {}));
  // Uploads per user per minute, counted across server copies when Redis is configured.
  const buying = createBuyingModule({
    db: database.db,
    system: services.system,
    account: services.account,
    profile: services.auth.profile,
    findProductsByName: (keyword, limit) => services.catalog.findProductIdsByName(keyword, limit),
    now,
    limiter: (name, perMinute) => perUserLimiter(redis, name, perMinute, () => now().getTime()),
    paymentSandbox: config.PAYMENT_SANDBOX,
    publicOrigin: config.publicOrigin,
    spreadsheets: {
      onError: (err) => app.log.error({ err }, 'spreadsheet import: a worker failed'),
      ...spreadsheets,
    },
  });
  app.addHook('onClose', async () => buying.close());
  const storage = createFileStorage(config);
  const onStorageError = (err: unknown, key: string) =>
    app.log.error({ err, key }, 'gallery: could not delete a stored file');
  const gallery = new GalleryService(
    new GalleryRepository(database.db),
    storage,
    services.system,
    perUserLimiter(redis, 'gallery-upload', galleryLimits.uploadsPerMinute, () => now().getTime()),
    onStorageError,
  );
  const avatars = new AvatarService({
    storage,
    store: services.auth.profile,
    pictures: gallery,
    fileHome: () => gallery.fileHome(),
    limiter: perUserLimiter(redis, 'avatar', avatarsPerMinute, () => now().getTime()),
    onStorageError,
  });
  const chat = createChatModule({
    db: database.db,
    pool: database.pool,
    redis,
    catalog: services.catalog,
    orders: buying.orders,
    system: services.system,
    sessions: services.sessions,
    pictures: gallery,
    sendPerMinute: config.CHAT_SEND_PER_MINUTE,
    writeLingerMs: config.CHAT_WRITE_LINGER_MS,
    now,
    onError: (err, context) => app.log.error({ err }, context),
  });
  app.decorate('chat', chat);
  app.addHook('onClose', async () => chat.broker.close());
  // Sign-outs and password changes reach the session caches of every server copy.
  await services.sessions.shareEndings(chat.broker);

  await app.register(
    async (api) => {
      // API answers carry the caller's own data (profile, orders, chat) or depend on the session: no browser or
      // shared cache keeps them (the page's queries keep what they need in memory).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        ...(redis ? { redis, nameSpace: 'mall-rl:' } : {}),
        errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, ttl: ctx.ttl }),
      });
      api.setNotFoundHandler(apiNotFound);
      systemRoutes(api, services.system);
      contentRoutes(api, services.content);
      catalogRoutes(api, services.catalog);
      chatRoutes(api, chat.service);
      hallsRoutes(api, services.halls);
      buying.routes(api);
      accountRoutes(api, services.account);
      const merchant = buildMerchantModule(database.db, {
        catalog: services.catalog,
        system: services.system,
        pictures: gallery,
        redis,
        now,
      });
      const bizFiles = new BizFilesService(
        bizFileSources({ catalog: services.catalog, merchant: merchant.merchant }),
      );
      galleryRoutes(api, gallery, avatars, bizFiles);
      benefitsRoutes(api, new BenefitsService(new BenefitsRepository(database.db), now));
      merchantRoutes(api, merchant.merchant, merchant.finance);
      authRoutes(api, services.auth, {
        perMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
        devOutbox: config.MALL_DEV_OUTBOX,
      });
    },
    { prefix: '/api' },
  );

  await app.register(liveChannelPlugin, {
    hub: chat.hub,
    allowLoopbackOrigins: config.NODE_ENV === 'development',
    siteOrigin: config.publicOrigin,
  });
  await app.register(webPlugin, { webDistDir: config.WEB_DIST_DIR, filesDir: config.filesDir });
  return app;
}
