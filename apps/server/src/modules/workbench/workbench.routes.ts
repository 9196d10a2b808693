import { workbenchEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { DashboardService } from './dashboard.service';

/** The merchant workbench (seller centre, shop codes, the caller's own shop). */
export function workbenchRoutes(app: FastifyInstance, services: { dashboard: DashboardService }) {
  defineRoute(app, ep.dashboard, ({ session }) => services.dashboard.dashboard(session.custId));
}
