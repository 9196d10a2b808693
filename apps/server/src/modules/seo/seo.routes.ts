import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseChunkName, type SeoService } from './seo.service';

/** Crawlers read these again within the hour; the content changes as products are added, so no longer. */
const cacheControl = 'public, max-age=3600';

/** The origin absolute addresses start with: the configured one, else (development) the request's own. */
export type OriginOf = (request: FastifyRequest) => string;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.header('cache-control', cacheControl).type(type).send(body);
}

/** sitemap.xml, its chunks and robots.txt at the site's root (not under /api): what crawlers ask for. */
export function seoRoutes(app: FastifyInstance, seo: SeoService, originOf: OriginOf) {
  const xml = 'application/xml; charset=utf-8';
  app.get('/sitemap.xml', async (request, reply) =>
    send(reply, xml, await seo.sitemapIndex(originOf(request))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = parseChunkName(request.params.file);
    const body = name && (await seo.sitemapChunk(name.family, name.chunk, originOf(request)));
    // Any other name, a chunk past the end or one without a page: the site's ordinary 404.
    if (!body) return reply.callNotFound();
    return send(reply, xml, body);
  });
  app.get('/robots.txt', async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', seo.robots(originOf(request))),
  );
}
