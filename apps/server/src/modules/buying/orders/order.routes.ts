import { orderEndpoints as ep, systemEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../lib/define-route';
import type { CheckoutDefaultsService } from './checkout-defaults.service';
import type { OrderService } from './order.service';

export function orderRoutes(app: FastifyInstance, orders: OrderService, defaults: CheckoutDefaultsService) {
  defineRoute(app, systemEndpoints.memberDefaultConfig, ({ session, request }) =>
    defaults.get(session, request.locale),
  );
  defineRoute(app, ep.preview, ({ session, body, request }) => orders.preview(session, body, request.locale));
  defineRoute(app, ep.submit, ({ session, body, request }) => orders.submit(session, body, request.locale));
  defineRoute(app, ep.submitIntegral, ({ session, body, request }) =>
    orders.submitIntegral(session, body, request.locale),
  );
  defineRoute(app, ep.detail, ({ session, query, request }) =>
    orders.getDetail(session, query.orderNumber, request.locale),
  );
  defineRoute(app, ep.list, ({ session, query, request }) =>
    orders.findOrders(session, query, request.locale),
  );
  defineRoute(app, ep.statusCount, ({ session }) => orders.statusCount(session));
  defineRoute(app, ep.cancel, ({ session, body, request }) =>
    orders.cancel(session, body.orderNumber, body.reason, request.locale),
  );
  defineRoute(app, ep.confirmReceipt, ({ session, body, request }) =>
    orders.confirmReceipt(session, body.orderNumber, request.locale),
  );
  defineRoute(app, ep.buyAgain, ({ session, body, request }) =>
    orders.buyAgain(session, body.orderNumber, request.locale),
  );
  defineRoute(app, ep.chatOrderList, ({ session, query, request }) =>
    orders.chatOrders(session, query, request.locale),
  );
}
