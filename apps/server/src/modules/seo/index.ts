// The seo module's front door: sitemap.xml (a sitemap index and its chunks) and robots.txt.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SiteOrigin } from '../../lib/site-origin';
import { SeoRepository } from './seo.repository';
import { seoRoutes } from './seo.routes';
import { SeoService, type TemplateParams } from './seo.service';

export type { SeoService };

export interface SeoModuleDeps {
  db: Db;
  /** The system parameters (MALL_TEMPLATE picks the storefront prefix of the listed pages). */
  system: TemplateParams;
  /** The origin of every absolute address (lib/site-origin.ts). */
  siteOrigin: SiteOrigin;
  /** URLs per sitemap chunk at most; default and maximum 50,000 (tests make it small). */
  chunkSize?: number;
}

export function createSeoModule(deps: SeoModuleDeps) {
  const seo = new SeoService(new SeoRepository(deps.db), deps.system, deps.chunkSize);
  return {
    seo,
    /** Registered at the site's root: the paths crawlers ask for are /sitemap.xml and /robots.txt. */
    routes(site: FastifyInstance) {
      seoRoutes(site, seo, deps.siteOrigin);
    },
  };
}
