import { configItemEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ConfigItemsService } from './config-items.service';

/** Config writes per address a minute: an operator's pace, well below a script's (as the parameters'). */
const writesPerMinute = 60;

/** The platform console's config items (platform centre, `platform:config:edit`). */
export function configItemsRoutes(app: FastifyInstance, items: ConfigItemsService) {
  const write = { rateLimitPerMinute: writesPerMinute };
  const actorOf = (
    session: Parameters<typeof auditActorOf>[0],
    request: Parameters<typeof clientAddress>[0],
  ) => auditActorOf(session, clientAddress(request), 'platform');
  defineRoute(app, ep.switchList, () => items.switches());
  defineRoute(
    app,
    ep.switchSave,
    ({ session, body, request }) => items.saveSwitch(actorOf(session, request), body),
    write,
  );
  defineRoute(app, ep.menuTabList, () => items.menuTabs());
  defineRoute(
    app,
    ep.menuTabSave,
    ({ session, body, request }) => items.saveMenuTab(actorOf(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.menuTabReorder,
    ({ session, body, request }) => items.reorderMenuTabs(actorOf(session, request), body.ids),
    write,
  );
  defineRoute(
    app,
    ep.menuTabDelete,
    ({ session, body, request }) => items.deleteMenuTab(actorOf(session, request), body.id),
    write,
  );
  defineRoute(app, ep.discountList, () => items.discounts());
  defineRoute(
    app,
    ep.discountSave,
    ({ session, body, request }) => items.saveDiscount(actorOf(session, request), body),
    write,
  );
  defineRoute(app, ep.siteList, () => items.sites());
  defineRoute(
    app,
    ep.siteSave,
    ({ session, body, request }) => items.saveSite(actorOf(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.siteDelete,
    ({ session, body, request }) => items.deleteSite(actorOf(session, request), body.id),
    write,
  );
}
