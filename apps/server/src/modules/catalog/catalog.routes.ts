import { catalogEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService) {
  defineRoute(app, ep.classTree, ({ query, request }) =>
    catalog.getClassTree(query.classType, query.showView, request.locale),
  );
  defineRoute(app, ep.productList, ({ query }) => catalog.findProducts(query));
  defineRoute(app, ep.productDetail, ({ query, request }) =>
    catalog.getProductDetail(query.productId, request.locale),
  );
  defineRoute(app, ep.shopList, ({ query }) => catalog.findShops(query));
  defineRoute(app, ep.demandList, ({ query }) => catalog.findDemands(query));
}
