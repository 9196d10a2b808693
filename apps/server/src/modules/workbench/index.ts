// The merchant workbench's front door (apps/console's merchant workspace, /api/merchant/*): every service
// answers for the session's own shop (shop-scope.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ShopOrderService } from '../buying';
import type { ShopProductService } from '../catalog';
import { DashboardService } from './dashboard.service';
import { WorkbenchRepository } from './workbench.repository';
import { workbenchRoutes } from './workbench.routes';

export interface WorkbenchModuleDeps {
  db: Db;
  /** The buying module's orders as a shop sees and ships them. */
  orders: ShopOrderService;
  /** The catalog module's products as a shop edits them. */
  products: ShopProductService;
  now: () => Date;
}

export function createWorkbenchModule(deps: WorkbenchModuleDeps) {
  const repo = new WorkbenchRepository(deps.db);
  const dashboard = new DashboardService(repo, deps.now);
  return {
    dashboard,
    routes(api: FastifyInstance) {
      workbenchRoutes(api, { repo, dashboard, orders: deps.orders, products: deps.products });
    },
  };
}
