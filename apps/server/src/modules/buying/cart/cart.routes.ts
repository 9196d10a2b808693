import { cartEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../lib/define-route';
import type { CartService } from './cart.service';

export function cartRoutes(app: FastifyInstance, cart: CartService) {
  defineRoute(app, ep.cartNum, ({ session }) => cart.cartNum(session));
  defineRoute(app, ep.cartList, ({ session }) => cart.getCart(session));
  defineRoute(app, ep.addCart, ({ session, body }) => cart.addCart(session, body));
  defineRoute(app, ep.updateCartNum, ({ session, body }) =>
    cart.updateQuantity(session, body.cartId, body.quantity),
  );
  defineRoute(app, ep.selectCart, ({ session, body }) => cart.select(session, body.cartIds, body.selected));
  defineRoute(app, ep.deleteCart, ({ session, body }) => cart.remove(session, body.cartIds));
  defineRoute(app, ep.clearInvalid, ({ session }) => cart.clearInvalid(session));
  defineRoute(app, ep.checkBindPurchase, ({ session, query }) =>
    cart.checkBindPurchase(session, query.productId, query.buyNow === 1),
  );
}
