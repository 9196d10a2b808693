import { contentEndpoints as ep, registerEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, content: ContentService) {
  defineRoute(app, ep.advertBatch, ({ query, request }) =>
    content.listAdverts(query.advCodes, request.locale),
  );
  defineRoute(app, ep.footerMenus, ({ query, request }) =>
    content.listFooterMenus(query.classSource, request.locale),
  );
  defineRoute(app, ep.bizLinks, ({ query, request }) => content.listLinks(query.linkType, request.locale));
  defineRoute(app, ep.newsList, ({ query, request }) => content.findNews(query, request.locale));
  defineRoute(app, ep.newsDetail, ({ query, request }) => content.getArticle(query.id, request.locale));
  defineRoute(app, ep.helpArticle, ({ query, request }) =>
    content.getHelpArticle(query.bottomMenuId, request.locale),
  );
  // The service pages are the platform's content (its console writes them), read on the registration form.
  defineRoute(app, registerEndpoints.agreement, ({ query, request }) =>
    content.getAgreement(query.agreementType, request.locale),
  );
}
