import type { FastifyRequest } from 'fastify';

/** The origin absolute addresses of the site are written with (canonical links, sitemaps, robots.txt). */
export type SiteOrigin = (request: FastifyRequest) => string;

/**
 * PUBLIC_URL's origin; when it is not set (development and tests only: production requires it) the
 * request's own protocol and host, since the demo is opened at whatever address, with PUBLIC_URL's default
 * as the fallback for a Host a URL cannot hold.
 */
export function siteOrigin(publicOrigin: string, fromRequest: boolean): SiteOrigin {
  if (!fromRequest) return () => publicOrigin;
  return (request) => {
    try {
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      return origin === 'null' ? publicOrigin : origin;
    } catch {
      return publicOrigin;
    }
  };
}
