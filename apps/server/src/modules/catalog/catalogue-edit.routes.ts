import { catalogueEditEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { CatalogueBrandService } from './catalogue-brands.service';
import type { CatalogueClassService } from './catalogue-classes.service';

/** Catalogue changes per address a minute: an operator's pace, well below a script's. */
const writesPerMinute = 60;

export interface CatalogueEditServices {
  classes: CatalogueClassService;
  brands: CatalogueBrandService;
}

/**
 * The platform console's catalogue (platform centre, `platform:catalog:edit`): the class tree, brands and
 * units; and the public list of enabled units the merchant's product form offers.
 */
export function catalogueEditRoutes(app: FastifyInstance, s: CatalogueEditServices) {
  const write = { rateLimitPerMinute: writesPerMinute };
  const actor = (session: Parameters<typeof auditActorOf>[0], request: Parameters<typeof clientAddress>[0]) =>
    auditActorOf(session, clientAddress(request), 'platform');

  defineRoute(app, ep.classTree, () => s.classes.tree());
  defineRoute(
    app,
    ep.classSave,
    ({ session, body, request }) => s.classes.save(actor(session, request), session.userId, body),
    write,
  );
  defineRoute(
    app,
    ep.classMove,
    ({ session, body, request }) => s.classes.move(actor(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.classDelete,
    ({ session, body, request }) => s.classes.remove(actor(session, request), body.classId),
    write,
  );

  defineRoute(app, ep.brandList, ({ query }) => s.brands.listBrands(query));
  defineRoute(
    app,
    ep.brandSave,
    ({ session, body, request }) => s.brands.saveBrand(actor(session, request), session.userId, body),
    write,
  );
  defineRoute(
    app,
    ep.brandDelete,
    ({ session, body, request }) => s.brands.deleteBrand(actor(session, request), body.brandId),
    write,
  );

  defineRoute(app, ep.unitList, () => s.brands.listUnits());
  defineRoute(
    app,
    ep.unitSave,
    ({ session, body, request }) => s.brands.saveUnit(actor(session, request), body),
    write,
  );
  defineRoute(
    app,
    ep.unitEnable,
    ({ session, body, request }) => s.brands.enableUnit(actor(session, request), body),
    write,
  );

  defineRoute(app, ep.productUnits, ({ request }) => s.brands.enabledUnits(request.locale));
}
