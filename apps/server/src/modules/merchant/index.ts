// The merchant module's front door: onboarding applications, their review by the platform, and the financial
// service.
import { merchantLimits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LimiterFactory } from '../../lib/per-user-limiter';
import type { ClassTreeService } from '../catalog';
import type { GalleryPictures } from '../gallery';
import type { SystemService } from '../system';
import { FinanceService } from './finance.service';
import { MerchantRepository } from './merchant.repository';
import { merchantRoutes } from './merchant.routes';
import { MerchantService } from './merchant.service';
import { merchantReviewRoutes } from './merchant-review.routes';
import { MerchantReviewService } from './merchant-review.service';

export interface MerchantModuleDeps {
  db: Db;
  /** The catalogue's class tree: the categories an application names. */
  catalog: ClassTreeService;
  system: SystemService;
  pictures: GalleryPictures;
  /** The finance limit is shared between server copies when Redis is configured. */
  limiter: LimiterFactory;
  now: () => Date;
}

/** Onboarding and the financial service over one repository. */
export function createMerchantModule(deps: MerchantModuleDeps) {
  const repo = new MerchantRepository(deps.db);
  const merchant = new MerchantService(repo, deps.catalog, deps.system, deps.pictures, deps.now);
  const finance = new FinanceService(
    repo,
    deps.limiter('finance-apply', merchantLimits.financePerMinute),
    deps.now,
  );
  const review = new MerchantReviewService(repo, merchant, deps.now);
  return {
    merchant,
    finance,
    review,
    routes(api: FastifyInstance) {
      merchantRoutes(api, merchant, finance);
      merchantReviewRoutes(api, review);
    },
  };
}
