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

/**
 * The catalogue's reads below the service, for the bench (it times the database's share of a search and a
 * class page without HTTP): the product search and two reads, not the repository with its writes.
 */
export function catalogReads(db: Db) {
  const repository = new CatalogRepository(db);
  return {
    search: repository.search,
    findClassPage: repository.findClassPage.bind(repository),
    getProduct: repository.getProduct.bind(repository),
  };
}

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
