import { addressEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../lib/define-route';
import type { AddressService } from './address.service';

export function addressRoutes(app: FastifyInstance, addresses: AddressService) {
  defineRoute(app, ep.list, ({ session, request }) => addresses.list(session, request.locale));
  defineRoute(app, ep.add, ({ session, body, request }) => addresses.add(session, body, request.locale));
  defineRoute(app, ep.update, ({ session, body, request }) =>
    addresses.update(session, body.addressId, body, request.locale),
  );
  defineRoute(app, ep.remove, ({ session, body }) => addresses.remove(session, body.addressId));
  defineRoute(app, ep.setDefault, ({ session, body }) => addresses.setDefault(session, body.addressId));
}
