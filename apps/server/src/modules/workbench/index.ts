// The merchant workbench's front door (apps/console's merchant workspace, /api/merchant/*): every service
// answers for the session's own shop (shop-scope.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { ShopOrderService, SpreadsheetRows } from '../buying';
import type { ShopProductService, ShopSettingsService } from '../catalog';
import { DashboardService } from './dashboard.service';
import { ProductExportService } from './product-export.service';
import { ProductImportRepository } from './product-import.repository';
import { productImportRoutes } from './product-import.routes';
import { type ImportJobData, ProductImportService, productImportJob } from './product-import.service';
import { shopSettingsRoutes } from './shop-settings.routes';
import { WorkbenchRepository } from './workbench.repository';
import { workbenchRoutes } from './workbench.routes';

export interface WorkbenchModuleDeps {
  db: Db;
  /** The buying module's orders as a shop sees and ships them. */
  orders: ShopOrderService;
  /** The catalog module's products as a shop edits them. */
  products: ShopProductService;
  /** The catalog module's shop face (logo, description, main class) as its merchant edits it. */
  shopSettings: ShopSettingsService;
  now: () => Date;
  /** The products' spreadsheet import: the queue its commits run on, the import's worker threads. */
  jobs: JobQueue;
  spreadsheets: SpreadsheetRows;
  /** Where gallery pictures are served (the gallery's file home). */
  fileHome: () => Promise<string>;
}

export function createWorkbenchModule(deps: WorkbenchModuleDeps) {
  const repo = new WorkbenchRepository(deps.db);
  const dashboard = new DashboardService(repo, deps.now);
  const importRepo = new ProductImportRepository(deps.db);
  const imports = new ProductImportService({
    repo: importRepo,
    products: deps.products,
    sheets: deps.spreadsheets,
    jobs: deps.jobs,
    fileHome: deps.fileHome,
    now: deps.now,
  });
  const exports = new ProductExportService(importRepo, deps.products, deps.spreadsheets);
  // A committed import (docs/product-import.md): one job per file, its products saved one by one. A copy
  // that dies mid-way leaves it to the next try after expireInSeconds, which skips what was saved.
  deps.jobs.define<ImportJobData>({
    name: productImportJob,
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    pollingSeconds: 5,
    batchSize: 1,
    run: (data, job) => imports.run(data, job),
  });
  return {
    dashboard,
    routes(api: FastifyInstance) {
      workbenchRoutes(api, { repo, dashboard, orders: deps.orders, products: deps.products });
      shopSettingsRoutes(api, repo, deps.shopSettings);
      productImportRoutes(api, { repo, imports, exports });
    },
  };
}
