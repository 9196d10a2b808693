import { systemEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { SystemService } from './system.service';

export function systemRoutes(app: FastifyInstance, system: SystemService) {
  defineRoute(app, ep.health, () => system.health());
  defineRoute(app, ep.ready, () => system.ready());
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
  defineRoute(app, ep.areaChildren, ({ query }) => system.listAreaChildren(query.pId));
  defineRoute(app, ep.chooseArea, ({ query }) => system.chooseArea(query.needCityFlag === 2));
  defineRoute(app, ep.areaByName, ({ query }) => system.findAreaByName(query.name));
  defineRoute(app, ep.areaByLocation, ({ query }) => system.findAreaByLocation(query.lat, query.lng));
  defineRoute(app, ep.areaByConf, ({ query }) => system.listAreaByConf(query.paramCode));
}
