import { workbenchEndpoints as ep, shopProductEndpoints as pe } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ShopOrderService } from '../buying';
import type { ShopProductService } from '../catalog';
import type { DashboardService } from './dashboard.service';
import { ownShopOf } from './shop-scope';
import type { WorkbenchRepository } from './workbench.repository';

/** Shipments per address a minute: a busy packing desk's pace, well below a script's. */
const shipmentsPerMinute = 120;
/** Product saves and publishes per address a minute: a team editing prices by hand, not a script (the import is). */
const productWritesPerMinute = 120;

/**
 * The merchant workbench (seller centre, shop codes). Every route works on the session's own shop
 * (ownShopOf): no route takes a shop id.
 */
export function workbenchRoutes(
  app: FastifyInstance,
  services: {
    repo: WorkbenchRepository;
    dashboard: DashboardService;
    orders: ShopOrderService;
    products: ShopProductService;
  },
) {
  const shopOf = (custId: number) => ownShopOf(services.repo, custId);
  defineRoute(app, ep.dashboard, ({ session }) => services.dashboard.dashboard(session.custId));
  defineRoute(app, ep.orderList, async ({ session, query, request }) =>
    services.orders.list((await shopOf(session.custId)).id, query, request.locale),
  );
  defineRoute(app, ep.orderDetail, async ({ session, query, request }) =>
    services.orders.detail((await shopOf(session.custId)).id, query.orderNumber, request.locale),
  );
  defineRoute(
    app,
    ep.orderShip,
    async ({ session, body, request }) => {
      const shop = await shopOf(session.custId);
      const actor = auditActorOf(session, clientAddress(request), 'merchant', shop.id);
      return services.orders.ship(actor, shop.id, body, request.locale);
    },
    { rateLimitPerMinute: shipmentsPerMinute },
  );
  defineRoute(app, pe.productList, async ({ session, query, request }) =>
    services.products.list((await shopOf(session.custId)).id, query, request.locale),
  );
  defineRoute(app, pe.productDetail, async ({ session, query }) =>
    services.products.detail((await shopOf(session.custId)).id, query.productId),
  );
  defineRoute(
    app,
    pe.productSave,
    async ({ session, body, request }) => {
      const shop = await shopOf(session.custId);
      const actor = auditActorOf(session, clientAddress(request), 'merchant', shop.id);
      return services.products.save(actor, shop.id, session.userId, body);
    },
    { rateLimitPerMinute: productWritesPerMinute },
  );
  defineRoute(
    app,
    pe.productPublish,
    async ({ session, body, request }) => {
      const shop = await shopOf(session.custId);
      const actor = auditActorOf(session, clientAddress(request), 'merchant', shop.id);
      return services.products.setOnSale(actor, shop.id, body);
    },
    { rateLimitPerMinute: productWritesPerMinute },
  );
}
