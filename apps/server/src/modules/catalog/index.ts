// The catalog module's front door: classes, products, shops, brands, demands and the product search index.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { CatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';

// The search index, for the seed (which builds it while it generates products), server.ts and the test kits.
export { BulkSearchIndex, ensureSearchIndex, indexProducts } from './search-index.repository';
export { searchColumns, translatedNamesOf } from './search-postings';
export { parseSearch } from './search-query';
export type { CatalogService };
// The bench measures the search below the service.
export { CatalogRepository };

export function createCatalogModule(deps: { db: Db }) {
  const catalog = new CatalogService(new CatalogRepository(deps.db));
  return {
    catalog,
    routes(api: FastifyInstance) {
      catalogRoutes(api, catalog);
    },
  };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
