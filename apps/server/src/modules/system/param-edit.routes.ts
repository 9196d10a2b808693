import { platformEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ParamEditService } from './param-edit.service';

/** Parameter changes per address a minute: an operator's pace, well below a script's. */
const savesPerMinute = 60;

/** The platform console's system parameters (platform centre, `platform:config:edit`). */
export function paramEditRoutes(app: FastifyInstance, params: ParamEditService) {
  defineRoute(app, ep.configParamList, () => params.list());
  defineRoute(
    app,
    ep.configParamSave,
    ({ session, body, request }) =>
      params.save(auditActorOf(session, clientAddress(request), 'platform'), body),
    { rateLimitPerMinute: savesPerMinute },
  );
}
