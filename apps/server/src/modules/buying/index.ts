// The buying module's front door (issue 5): cart, quick order, addresses, checkout and orders, payment.
// Other modules, app.ts and tests elsewhere import from here, never from the folders inside.
import { cartLimits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { AccountService } from '../account';
import type { ProfileService } from '../auth';
import type { SystemService } from '../system';
import { AddressRepository } from './addresses/address.repository';
import { addressRoutes } from './addresses/address.routes';
import { AddressService } from './addresses/address.service';
import { BuyableRepository } from './cart/buyable.repository';
import { BuyableService } from './cart/buyable.service';
import { CartRepository } from './cart/cart.repository';
import { cartRoutes } from './cart/cart.routes';
import { CartService } from './cart/cart.service';
import { CheckoutService, type UnpaidLimits } from './orders/checkout.service';
import { CheckoutDefaultsService } from './orders/checkout-defaults.service';
import { OrderRepository } from './orders/order.repository';
import { orderRoutes } from './orders/order.routes';
import { OrderActionService } from './orders/order-actions.service';
import { OrderCardService } from './orders/order-cards.service';
import { OrderExpiryService } from './orders/order-expiry.service';
import { OrderQueryService } from './orders/order-queries.service';
import { PointsOrderService } from './orders/points-order.service';
import { ShopOrderRepository } from './orders/shop-orders.repository';
import { ShopOrderService } from './orders/shop-orders.service';
import type { GatewayConfig } from './payments/gateway-config';
import { AlipayGateway } from './payments/gateways/alipay';
import type { PaymentGateway } from './payments/gateways/gateway';
import { WechatPayGateway } from './payments/gateways/wechat-pay';
import { PaymentRepository } from './payments/payment.repository';
import { paymentRoutes } from './payments/payment.routes';
import type { PaymentLog } from './payments/payment.service';
import { PaymentService, paymentsPerMinute } from './payments/payment.service';
import {
  GatewayProvider,
  type PaymentProvider,
  SandboxQrProvider,
  VirtualAccountProvider,
} from './payments/payment-providers';
import { quickOrderRoutes } from './quick-order/quick-order.routes';
import { QuickOrderService } from './quick-order/quick-order.service';
import { SpreadsheetPool, type SpreadsheetPoolOptions } from './quick-order/spreadsheet-pool';

export type { UnpaidLimits } from './orders/checkout.service';
export type { OrderCardService } from './orders/order-cards.service';
export type { ShopOrderService } from './orders/shop-orders.service';
export type { AlipayConfig, GatewayConfig, WechatPayConfig } from './payments/gateway-config';
export { GatewayConfigError, loadGatewayConfig } from './payments/gateway-config';
export { SpreadsheetError } from './quick-order/spreadsheet';
export type { SheetRow, SpreadsheetErrorReason } from './quick-order/spreadsheet-reader.mjs';

/** The import's worker threads as other modules read a sheet with them (the workbench's product import). */
export type SpreadsheetRows = Pick<SpreadsheetPool, 'readRows' | 'write' | 'limits'>;
export type { SheetSpec } from './quick-order/spreadsheet-writer.mjs';

/** Time, memory and concurrency limits of the spreadsheet import's workers (the caps come from the contracts). */
export type SpreadsheetLimits = Omit<SpreadsheetPoolOptions, 'caps'>;

export interface BuyingDeps {
  db: Db;
  system: SystemService;
  account: AccountService;
  profile: Pick<ProfileService, 'verifyPayPassword' | 'hasPayPassword'>;
  /** Ids of mall goods whose name matches, best first (the catalog's search): quick order's lookup by name. */
  findProductsByName: (keyword: string, limit: number) => Promise<number[]>;
  now: () => Date;
  /** A per-user limiter of `perMinute` actions, counted under `name` (across server copies with Redis). */
  limiter: (name: string, perMinute: number) => SendLimiter;
  /** PAYMENT_SANDBOX: offer the sandbox QR code (never in production). */
  paymentSandbox: boolean;
  /** The configured payment gateways (payments/gateway-config.ts); none when empty. */
  paymentGateways?: GatewayConfig;
  /** Where payment gateway failures and refused notifications are logged. */
  paymentLog?: PaymentLog;
  /** config.publicOrigin: the sandbox confirm link points here. */
  publicOrigin: string;
  /** Import worker limits other than the caps (tests make them small), and where worker failures go. */
  spreadsheets?: SpreadsheetLimits;
  /** The job queue the module's timers run on (the unpaid-order expiry, closing gateway trades). */
  jobs: JobQueue;
  /** What one buyer may hold unpaid at once. */
  unpaidLimits: UnpaidLimits;
}

export interface BuyingModule {
  /** Order cards (the chat's order cards; the picker is a route of this module). */
  orderCards: OrderCardService;
  /** A shop's orders and their shipments (the merchant workbench's routes, modules/workbench). */
  shopOrders: ShopOrderService;
  /** Payments (refunds at the gateway for the after-sales screens; the gateway sweep in tests). */
  payments: PaymentService;
  /** The end of unpaid orders' payment period (run by the `orders.expire-unpaid` job; tests call it too). */
  expiry: OrderExpiryService;
  /** The import's worker threads, for other modules' spreadsheets (the same caps, shared capacity). */
  spreadsheets: SpreadsheetRows;
  /** Stops the import's worker threads; called when the app closes. */
  close(): Promise<void>;
  /** Registers every buying route on the API scope. */
  routes(api: FastifyInstance): void;
}

export function createBuyingModule(deps: BuyingDeps): BuyingModule {
  const { db } = deps;
  const buyable = new BuyableService(new BuyableRepository(db), deps.system);
  const cart = new CartService(new CartRepository(db), buyable);
  const addresses = new AddressService(new AddressRepository(db));
  const orderRepo = new OrderRepository(db);
  const orderQueries = new OrderQueryService(orderRepo, deps.now);
  const orders = {
    defaults: new CheckoutDefaultsService(orderRepo, deps.system, deps.account),
    checkout: new CheckoutService(
      orderRepo,
      buyable,
      cart,
      addresses,
      deps.system,
      deps.now,
      deps.unpaidLimits,
    ),
    pointsOrders: new PointsOrderService(orderRepo, addresses, deps.now),
    queries: orderQueries,
    actions: new OrderActionService(orderRepo, orderQueries, buyable, cart),
    cards: new OrderCardService(orderRepo),
  };
  const gateways: PaymentGateway[] = [];
  if (deps.paymentGateways?.alipay) gateways.push(new AlipayGateway(deps.paymentGateways.alipay));
  if (deps.paymentGateways?.wechat)
    gateways.push(new WechatPayGateway(deps.paymentGateways.wechat, deps.now));
  const providers: PaymentProvider[] = [new VirtualAccountProvider()];
  if (deps.paymentSandbox) providers.push(new SandboxQrProvider());
  for (const gateway of gateways) providers.push(new GatewayProvider(gateway.code));
  const payments = new PaymentService(
    new PaymentRepository(db),
    deps.profile,
    providers,
    deps.now,
    deps.limiter('pay', paymentsPerMinute),
    gateways,
    deps.paymentLog,
  );
  const expiry = new OrderExpiryService(orderRepo, payments.settlement, deps.now);
  // The timers of orders and payments, each a sweep every minute (docs/jobs.md): one copy runs each sweep,
  // a second one sent meanwhile is dropped (stately), and a sweep that fails is tried again with backoff.
  const sweep = {
    everySeconds: 60,
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 20,
    expireInSeconds: 300,
    pollingSeconds: 10,
    batchSize: 1,
  } as const;
  deps.jobs.define({
    ...sweep,
    name: 'orders.expire-unpaid',
    run: async () => void (await expiry.expireDue()),
  });
  // Unpaid gateway trades are closed at the gateway once their time is over (a minute late at most).
  deps.jobs.define({
    ...sweep,
    name: 'payments.close-expired',
    run: async () => void (await payments.settlement.closeExpired()),
  });
  const spreadsheets = new SpreadsheetPool({
    caps: {
      maxRows: cartLimits.maxQuickOrderRows,
      maxColumns: cartLimits.maxImportColumns,
      maxCells: cartLimits.maxImportCells,
    },
    ...deps.spreadsheets,
  });
  const quickOrder = new QuickOrderService(buyable, cart, spreadsheets, deps.findProductsByName);
  return {
    orderCards: orders.cards,
    shopOrders: new ShopOrderService(new ShopOrderRepository(db), deps.now),
    payments,
    expiry,
    spreadsheets,
    close: () => spreadsheets.close(),
    routes(api) {
      cartRoutes(api, cart);
      quickOrderRoutes(api, quickOrder);
      addressRoutes(api, addresses);
      orderRoutes(api, orders);
      paymentRoutes(api, payments, deps.publicOrigin);
    },
  };
}
