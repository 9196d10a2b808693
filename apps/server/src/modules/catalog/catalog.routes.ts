import { catalogEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { ActivitiesService } from './activities.service';
import type { ClassTreeService } from './class-tree.service';
import type { DemandsService } from './demands.service';
import type { PointsGoodsService } from './points-goods.service';
import type { ProductDetailService } from './product-detail.service';
import type { ProductSearchService } from './product-search.service';
import type { ShopsService } from './shops.service';

/** The catalogue's services, one per use case, that its endpoints are routed to. */
export interface CatalogServices {
  classTree: ClassTreeService;
  productSearch: ProductSearchService;
  productDetail: ProductDetailService;
  shops: ShopsService;
  demands: DemandsService;
  pointsGoods: PointsGoodsService;
  activities: ActivitiesService;
}

export function catalogRoutes(app: FastifyInstance, s: CatalogServices) {
  defineRoute(app, ep.classTree, ({ query, request }) =>
    s.classTree.getClassTree(query.classType, query.showView, request.locale),
  );
  defineRoute(app, ep.productList, ({ query, request }) =>
    s.productSearch.findProducts(query, request.locale),
  );
  defineRoute(app, ep.productDetail, ({ query, request }) =>
    s.productDetail.getProductPage(query.productId, request.locale),
  );
  defineRoute(app, ep.productFacets, ({ query, request }) =>
    s.productSearch.getProductFacets(query, request.locale),
  );
  defineRoute(app, ep.shopList, ({ query, request }) => s.shops.findShops(query, request.locale));
  defineRoute(app, ep.shopDetail, ({ query, request }) =>
    s.shops.getShopDetail(query.shopId, request.locale),
  );
  defineRoute(app, ep.brandList, ({ query, request }) => s.shops.findBrands(query, request.locale));
  defineRoute(app, ep.demandList, ({ query, request }) => s.demands.findDemands(query, request.locale));
  defineRoute(app, ep.demandDetail, ({ query, request }) =>
    s.demands.getDemandDetail(query.id, request.locale),
  );
  defineRoute(app, ep.pointsGoodsList, ({ query, request }) =>
    s.pointsGoods.findPointsGoods(query, request.locale),
  );
  defineRoute(app, ep.pointsGoodsDetail, ({ query, request }) =>
    s.pointsGoods.getPointsGoods(query.id, request.locale),
  );
  defineRoute(app, ep.marketList, ({ query, request }) => s.activities.findActivities(query, request.locale));
  defineRoute(app, ep.marketDetail, ({ query, request }) =>
    s.activities.getActivityDetail(query.id, request.locale),
  );
}
