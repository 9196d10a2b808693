import { hallsEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { HallsService } from './halls.service';

export function hallsRoutes(app: FastifyInstance, halls: HallsService) {
  defineRoute(app, ep.supplierList, ({ query, request }) => halls.findSuppliers(query, request.locale));
  defineRoute(app, ep.platformChains, ({ request }) => halls.listPlatformChains(request.locale));
  defineRoute(app, ep.townHome, ({ request }) => halls.getTownHome(request.locale));
}
