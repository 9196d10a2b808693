// The catalog module's front door: classes, products, shops, brands, demands and the product search index.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { catalogRoutes } from './catalog.routes';
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
import { ShopProductRepository } from './shop-products.repository';
import { ShopProductService, type ShopProductServiceDeps } from './shop-products.service';
import { ShopsRepository } from './shops.repository';
import { ShopsService } from './shops.service';

// The search index, for the seed (which builds it while it generates products), server.ts and the test kits.
export { BulkSearchIndex, ensureSearchIndex, indexProducts } from './search-index.repository';
export { searchColumns, translatedNamesOf } from './search-postings';
export { parseSearch } from './search-query';
// What other modules use: the class tree (merchant onboarding), a product's page and names (chat cards, the
// gallery's business files), the search by name (the buying module's quick order).
export type { ClassTreeService, ProductDetailService, ProductSearchService, ShopProductService };

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

/** One service per use case over its repository; they share the class tree's short-lived copy. */
export function createCatalogModule(deps: { db: Db }) {
  const { db } = deps;
  const classTree = new ClassTreeService(new ClassTreeRepository(db));
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
    routes(api: FastifyInstance) {
      catalogRoutes(api, services);
    },
  };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
