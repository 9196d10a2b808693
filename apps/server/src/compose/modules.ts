import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { operatorAddress } from '../lib/operator-address';
import { siteOrigin } from '../lib/site-origin';
import { createAccountModule } from '../modules/account';
import { createAuditModule } from '../modules/audit';
import { createAuthModule } from '../modules/auth';
import { createBenefitsModule } from '../modules/benefits';
import { createBizFilesModule } from '../modules/biz-files';
import { createBuyingModule, type GatewayConfig, type SpreadsheetLimits } from '../modules/buying';
import { createCatalogModule } from '../modules/catalog';
import { createChatModule } from '../modules/chat';
import { createContentModule } from '../modules/content';
import { createGalleryModule } from '../modules/gallery';
import { createHallsModule } from '../modules/halls';
import { createMerchantModule } from '../modules/merchant';
import { createPeopleModule } from '../modules/people';
import { createSeoModule } from '../modules/seo';
import { createSystemModule } from '../modules/system';
import { createWorkbenchModule } from '../modules/workbench';
import type { Infrastructure } from './infrastructure';

export interface ModuleOptions {
  paymentGateways?: GatewayConfig;
  spreadsheets?: SpreadsheetLimits;
  sitemapChunkSize?: number;
}

/**
 * Every module, each built through its front door from the infrastructure and the modules it needs, in the
 * order they depend on each other: nothing is handed to a module after it was built.
 */
export function composeModules(
  app: FastifyInstance,
  config: Config,
  infra: Infrastructure,
  options: ModuleOptions,
) {
  const { db, database, now, limiter, jobs, storage, imageWork, broker, readiness, onError } = infra;
  const fromOperator = operatorAddress(config.TRUST_PROXY);
  const system = createSystemModule({
    database,
    readiness,
    readinessDetailsFor: (request) => fromOperator(request.raw),
    changes: infra.siteChanges,
  });
  const content = createContentModule({
    db,
    jobs,
    // The gallery is made below; this is called per request, after it exists.
    fileHome: () => gallery.gallery.fileHome(),
    announce: (what) => infra.siteChanges.announce(what),
    now,
  });
  const catalog = createCatalogModule({
    db,
    jobs,
    announce: (what) => infra.siteChanges.announce(what),
    // The gallery is made below; this is called per request, after it exists.
    fileHome: () => gallery.gallery.fileHome(),
    siteChanges: infra.siteChanges,
    onError,
  });
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
    smsProvider: infra.sms,
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
    paymentGateways: options.paymentGateways,
    paymentLog: app.log,
    publicOrigin: config.publicOrigin,
    jobs,
    unpaidLimits: { orders: config.UNPAID_ORDERS_PER_BUYER, units: config.UNPAID_UNITS_PER_BUYER },
    spreadsheets: {
      onError: (err) => app.log.error({ err }, 'spreadsheet import: a worker failed'),
      ...options.spreadsheets,
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
  // Business files answer for objects of the catalog and merchant modules: built after both.
  const bizFiles = createBizFilesModule({ catalog: catalog.productDetail, merchant: merchant.merchant });
  const chat = createChatModule({
    database,
    broker,
    limiter,
    catalog: catalog.productDetail,
    orders: buying.orderCards,
    system: system.system,
    resolveSession: (token) => account.sessions.resolve(token),
    pictures: gallery.pictures,
    sendPerMinute: config.CHAT_SEND_PER_MINUTE,
    writeLingerMs: config.CHAT_WRITE_LINGER_MS,
    now,
    onError,
  });
  const workbench = createWorkbenchModule({
    db,
    orders: buying.shopOrders,
    products: catalog.shopProducts({
      fileHome: () => gallery.gallery.fileHome(),
      announce: (what) => infra.siteChanges.announce(what),
      now,
    }),
    shopSettings: catalog.shopSettings(() => gallery.gallery.fileHome()),
    now,
    jobs,
    spreadsheets: buying.spreadsheets,
    fileHome: () => gallery.gallery.fileHome(),
  });
  const audit = createAuditModule({ db });
  const people = createPeopleModule({
    db,
    sessions: account.sessions,
    sms: auth.sms,
    now,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
  });
  const originOf = siteOrigin(config.publicOrigin, !config.publicOriginConfigured);
  const seo = createSeoModule({
    db,
    system: system.system,
    siteOrigin: originOf,
    chunkSize: options.sitemapChunkSize,
  });
  return {
    system,
    content,
    catalog,
    halls,
    account,
    auth,
    benefits,
    buying,
    gallery,
    merchant,
    bizFiles,
    chat,
    seo,
    workbench,
    /** The site's public origin as pages and sitemaps name it. */
    originOf,
    /** The modules whose routes go under /api, in the order they are registered. */
    apiModules: [
      system,
      content,
      catalog,
      chat,
      halls,
      buying,
      account,
      gallery,
      bizFiles,
      benefits,
      merchant,
      workbench,
      audit,
      people,
      auth,
    ],
  };
}

export type Modules = ReturnType<typeof composeModules>;
