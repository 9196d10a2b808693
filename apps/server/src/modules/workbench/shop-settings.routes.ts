import { shopSettingsEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ShopSettingsService } from '../catalog';
import { ownShopOf } from './shop-scope';
import type { WorkbenchRepository } from './workbench.repository';

/** Shop saves per address a minute: a person editing the shop's face, not a script. */
const savesPerMinute = 30;

/** The shop's face: logo, banner, notice, description, main class and own classes (seller centre, `shop:settings:edit`), always the caller's own. */
export function shopSettingsRoutes(
  app: FastifyInstance,
  repo: WorkbenchRepository,
  settings: ShopSettingsService,
) {
  defineRoute(app, ep.shopSettings, async ({ session }) =>
    settings.get((await ownShopOf(repo, session.custId)).id),
  );
  defineRoute(
    app,
    ep.shopSave,
    async ({ session, body, request }) => {
      const shop = await ownShopOf(repo, session.custId);
      const actor = auditActorOf(session, clientAddress(request), 'merchant', shop.id);
      return settings.save(actor, shop.id, session.userId, body);
    },
    { rateLimitPerMinute: savesPerMinute },
  );
  defineRoute(app, ep.shopClassList, async ({ session }) =>
    settings.classes((await ownShopOf(repo, session.custId)).id),
  );
}
