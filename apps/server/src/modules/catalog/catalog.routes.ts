import { catalogEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService) {
  defineRoute(app, ep.classTree, ({ query, request }) =>
    catalog.getClassTree(query.classType, query.showView, request.locale),
  );
  defineRoute(app, ep.productList, ({ query, request }) => catalog.findProducts(query, request.locale));
  defineRoute(app, ep.productDetail, ({ query, request }) =>
    catalog.getProductDetail(query.productId, request.locale),
  );
  defineRoute(app, ep.productFacets, ({ query, request }) => catalog.getProductFacets(query, request.locale));
  defineRoute(app, ep.shopList, ({ query, request }) => catalog.findShops(query, request.locale));
  defineRoute(app, ep.shopDetail, ({ query, request }) =>
    catalog.getShopDetail(query.shopId, request.locale),
  );
  defineRoute(app, ep.brandList, ({ query, request }) => catalog.findBrands(query, request.locale));
  defineRoute(app, ep.demandList, ({ query, request }) => catalog.findDemands(query, request.locale));
  defineRoute(app, ep.demandDetail, ({ query, request }) =>
    catalog.getDemandDetail(query.id, request.locale),
  );
  defineRoute(app, ep.integralList, ({ query, request }) => catalog.findPointsGoods(query, request.locale));
  defineRoute(app, ep.integralDetail, ({ query, request }) =>
    catalog.getPointsGoods(query.id, request.locale),
  );
  defineRoute(app, ep.marketList, ({ query, request }) => catalog.findActivities(query, request.locale));
  defineRoute(app, ep.marketDetail, ({ query, request }) =>
    catalog.getActivityDetail(query.id, request.locale),
  );
}
