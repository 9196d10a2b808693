import { contentEditEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ContentEditService } from './content-edit.service';

/** Content writes per address a minute: an editor's pace, well below a script's. */
const writesPerMinute = 120;

/** The platform console's content (platform centre, platform:content:edit). */
export function contentEditRoutes(app: FastifyInstance, edit: ContentEditService) {
  const write = { rateLimitPerMinute: writesPerMinute };
  const actorOf = (
    session: Parameters<typeof auditActorOf>[0],
    request: Parameters<typeof clientAddress>[0],
  ) => auditActorOf(session, clientAddress(request), 'platform');
  defineRoute(app, ep.articleList, ({ query }) => edit.articles(query));
  defineRoute(app, ep.articleDetail, ({ query }) => edit.article(query.id));
  defineRoute(
    app,
    ep.articleSave,
    ({ session, body, request }) => edit.saveArticle(actorOf(session, request), session.userId, body),
    write,
  );
  defineRoute(
    app,
    ep.articleDelete,
    ({ session, body, request }) => edit.deleteArticle(actorOf(session, request), body.id),
    write,
  );
  defineRoute(app, ep.advertList, ({ query }) => edit.adverts(query.slot));
  defineRoute(
    app,
    ep.advertSave,
    ({ session, body, request }) => edit.saveAdvert(actorOf(session, request), session.userId, body),
    write,
  );
  defineRoute(
    app,
    ep.advertDelete,
    ({ session, body, request }) => edit.deleteAdvert(actorOf(session, request), body.id),
    write,
  );
  defineRoute(app, ep.footerList, () => edit.footer());
  defineRoute(
    app,
    ep.footerColumnSave,
    ({ session, body, request }) => edit.saveColumn(actorOf(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.footerColumnDelete,
    ({ session, body, request }) => edit.deleteColumn(actorOf(session, request), body.id),
    write,
  );
  defineRoute(
    app,
    ep.footerMenuSave,
    ({ session, body, request }) => edit.saveMenu(actorOf(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.footerMenuDelete,
    ({ session, body, request }) => edit.deleteMenu(actorOf(session, request), body.id),
    write,
  );
  defineRoute(app, ep.linkList, () => edit.links());
  defineRoute(
    app,
    ep.linkSave,
    ({ session, body, request }) => edit.saveLink(actorOf(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.linkDelete,
    ({ session, body, request }) => edit.deleteLink(actorOf(session, request), body.id),
    write,
  );
  defineRoute(app, ep.agreementList, () => edit.agreements());
  defineRoute(
    app,
    ep.agreementSave,
    ({ session, body, request }) => edit.saveAgreement(actorOf(session, request), body),
    write,
  );
}
