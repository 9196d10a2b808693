import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createInfrastructure } from './compose/infrastructure';
import { composeModules } from './compose/modules';
import { registerPlugins } from './compose/plugins';
import { registerRoutes } from './compose/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ImageWork } from './lib/image-work';
import { InFlight } from './lib/in-flight';
import type { JobQueue } from './lib/jobs/job-queue';
import { serializeRequest } from './lib/redact-url';
import type { SmsProvider } from './lib/sms/sms-provider';
import type { AccountService, SessionService } from './modules/account';
import type { AuthModule } from './modules/auth';
import type { GatewayConfig, SpreadsheetLimits } from './modules/buying';
import type { ClassTreeService } from './modules/catalog';
import type { ChatModule } from './modules/chat';
import type { ContentService } from './modules/content';
import type { HallsService } from './modules/halls';
import type { SystemService } from './modules/system';
import { frameworkError } from './plugins/envelope';

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

  const infra = await createInfrastructure(app, { config, database, now, smsProvider });
  const modules = composeModules(app, config, infra, { paymentGateways, spreadsheets, sitemapChunkSize });
  await modules.account.start();
  app.decorate('services', {
    sessions: modules.account.sessions,
    system: modules.system.system,
    content: modules.content.content,
    classTree: modules.catalog.classTree,
    halls: modules.halls.halls,
    account: modules.account.account,
    auth: modules.auth,
    imageWork: infra.imageWork,
  } satisfies Services);
  app.decorate('chat', modules.chat);
  app.decorate('jobs', infra.jobs);
  // Every module has defined its jobs by now; they start once the app is ready, and stop before the database
  // closes (server.ts closes it after the app).
  app.addHook('onReady', async () => infra.jobs.start());
  app.addHook('onClose', async () => infra.jobs.stop());

  await registerPlugins(app, config, infra, modules);
  await registerRoutes(app, config, infra, modules);
  return app;
}
