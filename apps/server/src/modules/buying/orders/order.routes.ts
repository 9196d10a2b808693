import { orderEndpoints as ep, systemEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../lib/define-route';
import type { CheckoutService } from './checkout.service';
import type { CheckoutDefaultsService } from './checkout-defaults.service';
import type { OrderActionService } from './order-actions.service';
import type { OrderCardService } from './order-cards.service';
import type { OrderQueryService } from './order-queries.service';
import type { PointsOrderService } from './points-order.service';

/** The services behind the order routes, one per use case. */
export interface OrderServices {
  defaults: CheckoutDefaultsService;
  checkout: CheckoutService;
  pointsOrders: PointsOrderService;
  queries: OrderQueryService;
  actions: OrderActionService;
  cards: OrderCardService;
}

export function orderRoutes(app: FastifyInstance, s: OrderServices) {
  defineRoute(app, systemEndpoints.memberDefaultConfig, ({ session, request }) =>
    s.defaults.get(session, request.locale),
  );
  defineRoute(app, ep.preview, ({ session, body, request }) =>
    s.checkout.preview(session, body, request.locale),
  );
  defineRoute(app, ep.submit, ({ session, body, request }) =>
    s.checkout.submit(session, body, request.locale),
  );
  defineRoute(app, ep.submitPointsOrder, ({ session, body }) => s.pointsOrders.submit(session, body));
  defineRoute(app, ep.detail, ({ session, query, request }) =>
    s.queries.getDetail(session, query.orderNumber, request.locale),
  );
  defineRoute(app, ep.list, ({ session, query, request }) =>
    s.queries.findOrders(session, query, request.locale),
  );
  defineRoute(app, ep.statusCount, ({ session }) => s.queries.statusCount(session));
  defineRoute(app, ep.cancel, ({ session, body, request }) =>
    s.actions.cancel(session, body.orderNumber, body.reason, request.locale),
  );
  defineRoute(app, ep.confirmReceipt, ({ session, body, request }) =>
    s.actions.confirmReceipt(session, body.orderNumber, request.locale),
  );
  defineRoute(app, ep.buyAgain, ({ session, body, request }) =>
    s.actions.buyAgain(session, body.orderNumber, request.locale),
  );
  defineRoute(app, ep.chatOrderList, ({ session, query, request }) =>
    s.cards.chatOrders(session, query, request.locale),
  );
}
