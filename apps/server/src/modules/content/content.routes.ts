import { contentEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, content: ContentService) {
  defineRoute(app, ep.advertBatch, ({ query }) => content.listAdverts(query.advCodes));
  defineRoute(app, ep.footerMenus, ({ query, request }) =>
    content.listFooterMenus(query.classSource, request.locale),
  );
  defineRoute(app, ep.bizLinks, ({ query }) => content.listLinks(query.linkType));
  defineRoute(app, ep.newsList, ({ query }) => content.findNews(query));
  defineRoute(app, ep.newsDetail, ({ query }) => content.getArticle(query.id));
  defineRoute(app, ep.helpArticle, ({ query, request }) =>
    content.getHelpArticle(query.bottomMenuId, request.locale),
  );
}
