// The seo module's front door: sitemap.xml (a sitemap index and its chunks) and robots.txt.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { SeoRepository } from './seo.repository';
import { seoRoutes } from './seo.routes';
import { SeoService, type TemplateParams } from './seo.service';

export type { SeoService };

export interface SeoModuleDeps {
  db: Db;
  /** The system parameters (MALL_TEMPLATE picks the storefront prefix of the listed pages). */
  system: TemplateParams;
  /** config.publicOrigin: the origin of every absolute address. */
  publicOrigin: string;
  /**
   * PUBLIC_URL is not set (development and tests only; production requires it): the request's own protocol and
   * host are the origin instead, since the demo is opened at whatever address, with publicOrigin as fallback.
   */
  originFromRequest: boolean;
  /** URLs per sitemap chunk at most; default and maximum 50,000 (tests make it small). */
  chunkSize?: number;
}

/** The request's own origin, or the fallback when its Host is not one a URL can hold. */
function requestOrigin(request: FastifyRequest, fallback: string): string {
  try {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    return origin === 'null' ? fallback : origin;
  } catch {
    return fallback;
  }
}

export function createSeoModule(deps: SeoModuleDeps) {
  const seo = new SeoService(new SeoRepository(deps.db), deps.system, deps.chunkSize);
  const { publicOrigin, originFromRequest } = deps;
  return {
    seo,
    /** Registered at the site's root: the paths crawlers ask for are /sitemap.xml and /robots.txt. */
    routes(site: FastifyInstance) {
      seoRoutes(site, seo, (request) =>
        originFromRequest ? requestOrigin(request, publicOrigin) : publicOrigin,
      );
    },
  };
}
