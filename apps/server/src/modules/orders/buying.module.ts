import { cartLimits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { AccountService } from '../account/account.service';
import { AddressRepository } from '../addresses/address.repository';
import { addressRoutes } from '../addresses/address.routes';
import { AddressService } from '../addresses/address.service';
import type { ProfileService } from '../auth/profile.service';
import { BuyableRepository } from '../cart/buyable.repository';
import { BuyableService } from '../cart/buyable.service';
import { CartRepository } from '../cart/cart.repository';
import { cartRoutes } from '../cart/cart.routes';
import { CartService } from '../cart/cart.service';
import { ProductSearch } from '../catalog/product-search';
import { parseSearch } from '../catalog/search-query';
import { PaymentRepository } from '../payments/payment.repository';
import { paymentRoutes } from '../payments/payment.routes';
import { PaymentService } from '../payments/payment.service';
import { SandboxQrProvider, VirtualAccountProvider } from '../payments/payment-providers';
import { quickOrderRoutes } from '../quick-order/quick-order.routes';
import { QuickOrderService } from '../quick-order/quick-order.service';
import { SpreadsheetPool, type SpreadsheetPoolOptions } from '../quick-order/spreadsheet-pool';
import type { SystemService } from '../system/system.service';
import { CheckoutDefaultsService } from './checkout-defaults.service';
import { OrderRepository } from './order.repository';
import { orderRoutes } from './order.routes';
import { OrderService } from './order.service';

/** The buying path (issue 5): cart, quick order, addresses, checkout and orders, payment. */
export interface BuyingModule {
  cart: CartService;
  quickOrder: QuickOrderService;
  /** The import's worker threads; closed with the app. */
  spreadsheets: SpreadsheetPool;
  addresses: AddressService;
  orders: OrderService;
  checkoutDefaults: CheckoutDefaultsService;
  payments: PaymentService;
  publicOrigin: string;
}

export function buildBuyingModule(
  db: Db,
  deps: {
    system: SystemService;
    account: AccountService;
    profile: ProfileService;
    now: () => Date;
    /** Payments one user may start per minute. */
    payLimiter: SendLimiter;
    /** PAYMENT_SANDBOX: offer the sandbox QR code (never in production). */
    paymentSandbox: boolean;
    /** config.publicOrigin: the sandbox confirm link points here. */
    publicOrigin: string;
    /** Import worker limits other than the caps (tests make them small). */
    spreadsheets?: Omit<SpreadsheetPoolOptions, 'caps'>;
  },
): BuyingModule {
  const buyable = new BuyableService(new BuyableRepository(db), deps.system);
  const cart = new CartService(new CartRepository(db), buyable);
  const addresses = new AddressService(new AddressRepository(db));
  const orderRepo = new OrderRepository(db);
  const orders = new OrderService(orderRepo, buyable, cart, addresses, deps.system, deps.now);
  const checkoutDefaults = new CheckoutDefaultsService(orderRepo, deps.system, deps.account);
  const payments = new PaymentService(
    new PaymentRepository(db),
    orders,
    deps.profile,
    deps.paymentSandbox
      ? [new VirtualAccountProvider(), new SandboxQrProvider()]
      : [new VirtualAccountProvider()],
    deps.now,
    deps.payLimiter,
  );
  const search = new ProductSearch(db);
  const findByName = async (keyword: string, limit: number) => {
    const query = parseSearch(keyword);
    if (!query) return [];
    // Mall goods (type 4), best match first: the quick-order grid is for the buyer's regular purchases.
    const page = await search.page(
      { productType: 4, search: query },
      { sort: 'relevance', order: 'desc' },
      1,
      limit,
    );
    return page.rows.map((r) => r.id);
  };
  const spreadsheets = new SpreadsheetPool({
    caps: {
      maxRows: cartLimits.maxQuickOrderRows,
      maxColumns: cartLimits.maxImportColumns,
      maxCells: cartLimits.maxImportCells,
    },
    ...deps.spreadsheets,
  });
  const quickOrder = new QuickOrderService(buyable, cart, spreadsheets, findByName);
  return {
    cart,
    quickOrder,
    spreadsheets,
    addresses,
    orders,
    checkoutDefaults,
    payments,
    publicOrigin: deps.publicOrigin,
  };
}

export function buyingRoutes(api: FastifyInstance, m: BuyingModule) {
  cartRoutes(api, m.cart);
  quickOrderRoutes(api, m.quickOrder);
  addressRoutes(api, m.addresses);
  orderRoutes(api, m.orders, m.checkoutDefaults);
  paymentRoutes(api, m.payments, m.publicOrigin);
}
