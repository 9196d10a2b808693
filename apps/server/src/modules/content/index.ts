// The content module's front door: adverts, news, links.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { ContentService } from './content.service';

export type { ContentService };

export function createContentModule(deps: { db: Db }) {
  const content = new ContentService(new ContentRepository(deps.db));
  return {
    content,
    routes(api: FastifyInstance) {
      contentRoutes(api, content);
    },
  };
}
