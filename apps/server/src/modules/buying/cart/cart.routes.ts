import { cartEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../lib/define-route';
import type { CartService } from './cart.service';

export function cartRoutes(app: FastifyInstance, cart: CartService) {
  defineRoute(app, ep.cartNum, ({ session }) => cart.cartNum(session));
  defineRoute(app, ep.cartList, ({ session, request }) => cart.getCart(session, request.locale));
  defineRoute(app, ep.addCart, ({ session, body }) => cart.addCart(session, body));
  defineRoute(app, ep.updateCartNum, ({ session, body, request }) =>
    cart.updateQuantity(session, body.cartId, body.quantity, request.locale),
  );
  defineRoute(app, ep.selectCart, ({ session, body, request }) =>
    cart.select(session, body.cartIds, body.selected, request.locale),
  );
  defineRoute(app, ep.deleteCart, ({ session, body, request }) =>
    cart.remove(session, body.cartIds, request.locale),
  );
  defineRoute(app, ep.clearInvalid, ({ session, request }) => cart.clearInvalid(session, request.locale));
  defineRoute(app, ep.checkBindPurchase, ({ session, query }) =>
    cart.checkBindPurchase(session, query.productId, query.buyNow === 1),
  );
}
