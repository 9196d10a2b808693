// The platform console's catalogue, put together for the catalog module's front door (index.ts): the class
// tree, brands and units, the re-index job their renames need, and the kept class tree dropped on every copy.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/jobs/job-queue';
import { CatalogueBrandRepository } from './catalogue-brands.repository';
import { CatalogueBrandService } from './catalogue-brands.service';
import { CatalogueClassRepository } from './catalogue-classes.repository';
import { CatalogueClassService, classChange } from './catalogue-classes.service';
import { catalogueEditRoutes } from './catalogue-edit.routes';
import { CatalogueReindexRepository } from './catalogue-reindex.repository';
import { CatalogueReindexService, type JobSender, type ReindexTarget } from './catalogue-reindex.service';
import type { ClassTreeService } from './class-tree.service';

export interface CatalogueEditDeps {
  db: Db;
  jobs: JobSender & { define(definition: JobDefinition<ReindexTarget>): void };
  classTree: ClassTreeService;
  /** Where stored pictures are served (the gallery's file home). */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed. */
  announce: (what: string) => Promise<void>;
  /** Hears what any copy announced (lib/site-changes.ts), and 'resync' after missed announces. */
  siteChanges: { onChange(handler: (what: string) => void): Promise<() => void> };
  onError: (error: unknown, context: string) => void;
}

export function createCatalogueEdit(deps: CatalogueEditDeps) {
  const reindex = new CatalogueReindexService(new CatalogueReindexRepository(deps.db), deps.jobs);
  deps.jobs.define(reindex.job());
  const services = {
    classes: new CatalogueClassService({
      repo: new CatalogueClassRepository(deps.db),
      reindex,
      classTree: deps.classTree,
      fileHome: deps.fileHome,
      announce: deps.announce,
    }),
    brands: new CatalogueBrandService({
      repo: new CatalogueBrandRepository(deps.db),
      reindex,
      fileHome: deps.fileHome,
      announce: deps.announce,
    }),
  };
  // Every copy keeps the storefront's class tree for a while (class-tree.service.ts): a class changed on
  // any copy drops it on all of them, as the announce drops their kept pages (plugins/web.ts).
  const listening = deps.siteChanges
    .onChange((what) => {
      if (what === classChange || what === 'resync') deps.classTree.forget();
    })
    .catch((error: unknown) => {
      deps.onError(error, 'catalogue: could not hear class changes of other copies');
      return () => {};
    });
  return {
    routes(api: FastifyInstance) {
      catalogueEditRoutes(api, services);
      api.addHook('onClose', async () => (await listening)());
    },
  };
}
