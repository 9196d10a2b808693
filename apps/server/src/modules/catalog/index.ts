// The catalog module's front door: classes, products, shops, brands, demands and the product search index.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { catalogRoutes } from './catalog.routes';
import { createCatalogueEdit } from './catalogue-edit';
import { ClassTreeRepository } from './class-tree.repository';
import { ClassTreeService } from './class-tree.service';
import { DemandsRepository } from './demands.repository';
import { DemandsService } from './demands.service';
import { PointsGoodsRepository } from './points-goods.repository';
import { PointsGoodsService } from './points-goods.service';
import { ProductDetailRepository } from './product-detail.repository';
import { ProductDetailService } from './product-detail.service';
import { ProductListingRepository } from './product-listing.repository';
import { ProductSearchService } from './product-search.service';
import { ShopAdminRepository } from './shop-admin.repository';
import { shopAdminRoutes } from './shop-admin.routes';
import { ShopAdminService } from './shop-admin.service';
import { ShopProductRepository } from './shop-products.repository';
import { ShopProductService, type ShopProductServiceDeps } from './shop-products.service';
import { ShopSettingsRepository } from './shop-settings.repository';
import { ShopSettingsService } from './shop-settings.service';
import { ShopsRepository } from './shops.repository';
import { ShopsService } from './shops.service';

// The search index, for the seed (which builds it while it generates products), server.ts and the test kits.
export { BulkSearchIndex, ensureSearchIndex, indexProducts } from './search-index.repository';
export { searchColumns, translatedNamesOf } from './search-postings';
export { parseSearch } from './search-query';
// What other modules use: the class tree (merchant onboarding), a product's page and names (chat cards, the
// gallery's business files), the search by name (the buying module's quick order).
export type {
  ClassTreeService,
  ProductDetailService,
  ProductSearchService,
  ShopProductService,
  ShopSettingsService,
};

/**
 * The catalogue's reads below the service, for the bench (it times the database's share of a search and a
 * class page without HTTP): the product search and two reads, not the repositories whole.
 */
export function catalogReads(db: Db) {
  const listing = new ProductListingRepository(db);
  const detail = new ProductDetailRepository(db);
  return {
    search: listing.search,
    findClassPage: listing.findClassPage.bind(listing),
    getProduct: detail.getProduct.bind(detail),
  };
}

export interface CatalogModuleDeps {
  db: Db;
  /** The queue a large shop's products move on after the platform suspends or restores the shop. */
  jobs: JobQueue;
  /** Tells every server copy that what the storefront shows changed (its kept pages go). */
  announce: (what: string) => Promise<void>;
  /** Where stored pictures are served (the gallery's file home): the platform's class icons and brand logos. */
  fileHome: () => Promise<string>;
  /** Hears what any copy announced: a class edited on one copy drops every copy's kept class tree. */
  siteChanges: { onChange(handler: (what: string) => void): Promise<() => void> };
  onError: (err: unknown, context: string) => void;
}

/** The job that moves a suspended (or restored) shop's products in batches (docs/jobs.md). */
const shopMoveJob = 'shops.move-products';

/** One service per use case over its repository; they share the class tree's short-lived copy. */
export function createCatalogModule(deps: CatalogModuleDeps) {
  const { db } = deps;
  const shopAdmin = new ShopAdminService({
    repo: new ShopAdminRepository(db),
    // One waiting job per shop (stately by key): a second change meanwhile is settled by the waiting one.
    sendMove: async (shopId) =>
      void (await deps.jobs.send(shopMoveJob, { shopId }, { singletonKey: `shop-${shopId}` })),
    announce: deps.announce,
  });
  deps.jobs.define<{ shopId: number }>({
    name: shopMoveJob,
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 10,
    // A batch is a second or two; a shop of tens of thousands of products takes minutes.
    expireInSeconds: 1800,
    pollingSeconds: 10,
    batchSize: 1,
    run: async ({ shopId }) => void (await shopAdmin.settle(shopId)),
  });
  const classTree = new ClassTreeService(new ClassTreeRepository(db));
  // The platform console's class tree, brands and units (with the job that re-indexes a renamed class).
  const catalogueEdit = createCatalogueEdit({ ...deps, classTree });
  const productReads = new ProductDetailRepository(db);
  const services = {
    classTree,
    productSearch: new ProductSearchService(new ProductListingRepository(db), classTree),
    productDetail: new ProductDetailService(productReads, classTree),
    shops: new ShopsService(new ShopsRepository(db), classTree),
    demands: new DemandsService(new DemandsRepository(db), classTree),
    pointsGoods: new PointsGoodsService(new PointsGoodsRepository(db)),
    activities: new ActivitiesService(new ActivitiesRepository(db), productReads),
  };
  return {
    classTree,
    productSearch: services.productSearch,
    productDetail: services.productDetail,
    /** A shop's products as the merchant workbench edits them (its routes are the workbench's). */
    shopProducts(more: Omit<ShopProductServiceDeps, 'repo'>) {
      return new ShopProductService({ repo: new ShopProductRepository(db), ...more });
    },
    /** A shop's logo, description and main class as its merchant edits them (the workbench's routes). */
    shopSettings(fileHome: () => Promise<string>) {
      return new ShopSettingsService({
        repo: new ShopSettingsRepository(db),
        fileHome,
        announce: deps.announce,
      });
    },
    /** The platform's suspensions and restores of shops. */
    shopAdmin,
    routes(api: FastifyInstance) {
      catalogRoutes(api, services);
      catalogueEdit.routes(api);
      shopAdminRoutes(api, shopAdmin);
    },
  };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
