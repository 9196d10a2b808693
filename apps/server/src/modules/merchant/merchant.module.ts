import { merchantLimits } from '@mall/contracts';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { perUserLimiter } from '../../lib/per-user-limiter';
import type { CatalogService } from '../catalog/catalog.service';
import type { GalleryPictures } from '../gallery/gallery.service';
import type { SystemService } from '../system/system.service';
import { FinanceService } from './finance.service';
import { MerchantRepository } from './merchant.repository';
import { MerchantService } from './merchant.service';

export interface MerchantModule {
  merchant: MerchantService;
  finance: FinanceService;
}

/** Onboarding and the financial service over one repository. */
export function buildMerchantModule(
  db: Db,
  deps: {
    catalog: CatalogService;
    system: SystemService;
    pictures: GalleryPictures;
    /** Shares the finance limit between server copies when set. */
    redis: Pick<Redis, 'multi'> | null;
    now: () => Date;
  },
): MerchantModule {
  const repo = new MerchantRepository(db);
  return {
    merchant: new MerchantService(repo, deps.catalog, deps.system, deps.pictures, deps.now),
    finance: new FinanceService(
      repo,
      perUserLimiter(deps.redis, 'finance-apply', merchantLimits.financePerMinute, () =>
        deps.now().getTime(),
      ),
      deps.now,
    ),
  };
}
