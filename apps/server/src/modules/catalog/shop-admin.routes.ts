import { shopAdminEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ShopAdminService } from './shop-admin.service';

/** Suspensions and restores per address a minute: an operator's pace, well below a script's. */
const changesPerMinute = 30;

/** The platform console's shops (platform centre, `platform:shop:manage`). */
export function shopAdminRoutes(app: FastifyInstance, shops: ShopAdminService) {
  defineRoute(app, ep.shopList, ({ query }) => shops.list(query));
  defineRoute(app, ep.shopDetail, ({ query }) => shops.detail(query.shopId));
  defineRoute(
    app,
    ep.shopSuspend,
    ({ session, body, request }) =>
      shops.suspend(auditActorOf(session, clientAddress(request), 'platform'), body),
    { rateLimitPerMinute: changesPerMinute },
  );
  defineRoute(
    app,
    ep.shopRestore,
    ({ session, body, request }) =>
      shops.restore(auditActorOf(session, clientAddress(request), 'platform'), body),
    { rateLimitPerMinute: changesPerMinute },
  );
}
