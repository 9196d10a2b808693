import { ErrorCode, systemEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { translate } from '../../lib/translate';
import type { SystemService } from './system.service';

export function systemRoutes(
  app: FastifyInstance,
  system: SystemService,
  readinessDetailsFor: (request: FastifyRequest) => boolean,
) {
  defineRoute(app, ep.health, () => system.health());
  defineRoute(
    app,
    ep.ready,
    async ({ request, reply }) => {
      const { report, failures } = await system.ready();
      for (const { check, error } of failures)
        request.log.warn({ err: error, check }, 'readiness check failed');
      // Which subsystems there are, how long each took and what they report is for the operator; the
      // public gets only whether this copy is ready.
      const ext = readinessDetailsFor(request) ? report : null;
      if (failures.length === 0) return ext;
      // Not ready: a load balancer or orchestrator sends no traffic here until every check passes again.
      reply.header('retry-after', '5');
      await reply.status(503).send({
        code: ErrorCode.UNAVAILABLE,
        msg: translate(request.locale, 'error.unavailable'),
        ext,
      });
      return ext;
    },
    // Health checks come from the balancer's own address: never let the clients' limit mark a copy unready.
    { rateLimit: false },
  );
  defineRoute(app, ep.paramList, ({ query, request }) => system.getParams(query.codes, request.locale));
  defineRoute(app, ep.getSite, () => system.listSites());
  defineRoute(app, ep.langTags, ({ query, request }) =>
    system.getLangTags(query.languageCode ?? request.locale, query.promptKeys),
  );
  defineRoute(app, ep.configItemMap, ({ query, request }) =>
    system.getConfigMap(
      query.moduleCode,
      [...(query.itemCode ? [query.itemCode] : []), ...(query.itemCodeList ?? [])],
      request.locale,
    ),
  );
  defineRoute(app, ep.typeConfigList, ({ query, request }) =>
    system.listTypeConfig(query.moduleCode, query.itemCode, query.aliveFlag === 1, request.locale),
  );
  defineRoute(app, ep.dicsByType, ({ query, request }) => system.getDics(query.dicTypes, request.locale));
  defineRoute(app, ep.configItem, ({ query, request }) =>
    system.getConfigItem(query.moduleCode, query.itemCode, request.locale),
  );
  defineRoute(app, ep.configItemList, ({ body, request }) =>
    system.listConfigItems(body.moduleCode, body.itemCodeList, body.enableFlag, request.locale),
  );
  defineRoute(app, ep.switchSettings, ({ query }) => system.getSwitchSettings(query.moduleCode));
  defineRoute(app, ep.defaultConfigList, ({ body, request }) =>
    system.getDefaultConfigs(body.codes, request.locale),
  );
  defineRoute(app, ep.dataParamTitles, ({ query, request }) =>
    system.listDataParamTitles(query.bizCode, request.locale),
  );
  defineRoute(app, ep.areaChildren, ({ query, request }) =>
    system.listAreaChildren(query.pId, request.locale),
  );
  defineRoute(app, ep.chooseArea, ({ query, request }) =>
    system.chooseArea(query.needCityFlag === 2, request.locale),
  );
  defineRoute(app, ep.areaByName, ({ query, request }) => system.findAreaByName(query.name, request.locale));
  defineRoute(app, ep.areaByLocation, ({ query, request }) =>
    system.findAreaByLocation(query.lat, query.lng, request.locale),
  );
  defineRoute(app, ep.areaByConf, ({ query, request }) =>
    system.listAreaByConf(query.paramCode, request.locale),
  );
}
