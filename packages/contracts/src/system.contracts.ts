import { z } from 'zod';
import { contentLangSchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { locales } from './locales';
import { deliveryTypeSchema, invoiceTypeSchema } from './order.contracts';

/** Comma-separated list in a query string, e.g. `advCodes=a,b`. */
export const commaList = (max = 50) =>
  z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(128)).max(max));

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
/**
 * One check of the readiness probe: its answer and how long it took, with what its subsystem reports
 * beside them (the storage's kind, a count...).
 */
export const readinessCheckSchema = z
  .object({ status: z.enum(['ok', 'failed']), ms: z.number() })
  .catchall(z.union([z.string(), z.number(), z.boolean()]));
/**
 * Readiness: each dependency checked on its own. `status` is `unavailable` (HTTP 503, code 50300, the same
 * body in `ext`) when any check failed; `redis` is absent when no Redis is configured, `renderer` when the
 * web app is not built; other subsystems add checks of their own.
 */
export const readinessSchema = healthSchema.extend({
  status: z.enum(['ok', 'unavailable']),
  databaseMs: z.number(),
  checks: z
    .object({
      database: readinessCheckSchema,
      redis: readinessCheckSchema.optional(),
      storage: readinessCheckSchema.extend({ kind: z.enum(['local', 's3']) }),
      /** The storefront's server renderer (failed: pages are rendered in the browser only). */
      renderer: readinessCheckSchema.optional(),
      /**
       * The job queue (docs/jobs.md): `workers` (this copy works it), and `<queue> waiting`, `<queue> active`,
       * `<queue> failed` for each queue; failed while the queue is not running on this copy.
       */
      jobs: readinessCheckSchema,
    })
    .catchall(readinessCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const siteSchema = z.object({
  id: z.number().int(),
  portalSiteName: z.string(),
  languageCode: z.string(),
  portalMallFlag: z.number().int(),
});
export type Site = z.infer<typeof siteSchema>;

export const configItemSchema = z.object({
  configCode: z.string(),
  itemCode: z.string(),
  moduleCode: z.string(),
  showName: z.string(),
  remark: z.string(),
  enableFlag: z.number().int(),
});
export type ConfigItem = z.infer<typeof configItemSchema>;

/** A module or item code of the configuration (order_set, SHIPPING_COST_ENABLED, ...). */
const configCodeParam = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.lettersDigitsUnderscore');

/** One entry of a data dictionary: the value the API uses and its label in the request's language. */
export const dicItemSchema = z.object({
  dicType: z.string(),
  dicCode: z.string(),
  dicLabel: z.string(),
  sort: z.number().int(),
});
export type DicItem = z.infer<typeof dicItemSchema>;

/** A config switch (spec §3: keyed moduleCode@itemCode with enableFlag). */
export const switchSettingSchema = z.object({
  moduleCode: z.string(),
  itemCode: z.string(),
  enableFlag: z.number().int(),
});
export type SwitchSetting = z.infer<typeof switchSettingSchema>;

export const defaultConfigSchema = z.object({ code: z.string(), value: z.string(), name: z.string() });
export type DefaultConfig = z.infer<typeof defaultConfigSchema>;

export const dataParamTitleSchema = z.object({
  paramCode: z.string(),
  title: z.string(),
  required: z.boolean(),
  sort: z.number().int(),
});
export type DataParamTitle = z.infer<typeof dataParamTitleSchema>;

/** The defaults an order filling of the signed-in buyer starts with. */
export const memberDefaultConfigSchema = z.object({
  /** ORDER_INVOICE_TYPE of the platform defaults, `none` when unset or unknown. */
  invoiceType: invoiceTypeSchema,
  /** The title of the buyer's last invoice, else the company name (userClass 1) or the contact name. */
  invoiceTitle: z.string(),
  /** The taxpayer number of the buyer's last VAT invoice, '' when none. */
  taxNo: z.string(),
  /** ORDER_DELIVERY_TYPE of the platform defaults, `express` when unset or unknown. */
  deliveryType: deliveryTypeSchema,
});
export type MemberDefaultConfig = z.infer<typeof memberDefaultConfigSchema>;

/** Remark JSON of a MALL_HOME_TAB menu tab config item. */
export const menuTabRemarkSchema = z.object({
  path: z.string().optional(),
  outLink: z.string().optional(),
  lightKey: z.string().optional(),
  lightPath: z.string().optional(),
});
export type MenuTabRemark = z.infer<typeof menuTabRemarkSchema>;

/** An area's name is in the request's language; `contentLang` 'zh_CN' when it fell back to Chinese. */
export const areaNodeSchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  level: z.number().int(),
  contentLang: contentLangSchema,
  get children() {
    return z.array(areaNodeSchema).optional();
  },
});
export type AreaNode = z.infer<typeof areaNodeSchema>;

const idParam = z.string().regex(/^\d{1,12}$/, 'validation.digits');

/** An area found by name or by position: its id and its parent's (the province of a city). */
export const areaRefSchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  contentLang: contentLangSchema,
});
export type AreaRef = z.infer<typeof areaRefSchema>;

/** The system parameter naming the city the storefront shows when the visitor's is unknown (spec §4). */
export const defaultLocationParam = 'DEFAULT_LOCATION_AREA_CODE';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: answers without touching the database',
    tag: 'system',
    auth: false,
    kind: 'ext',
    result: healthSchema,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    summary:
      'Readiness: the database answers a query, Redis (when configured) a ping, the picture storage a probe ' +
      'and the storefront renderer (when the web app is built) has started, each reported with its time in ms; ' +
      'when one fails, HTTP 503 with code 50300. The report is in ext for loopback and the addresses ' +
      'TRUST_PROXY names only; anyone else gets ext null',
    tag: 'system',
    auth: false,
    kind: 'ext',
    result: readinessSchema.nullable(),
  }),
  paramList: defineEndpoint({
    method: 'GET',
    path: '/sys/param/list',
    summary: 'Public system parameters (spec §3) as a code → value map; `codes` limits the set',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ codes: commaList(100).optional() }),
    result: z.record(z.string(), z.string()),
  }),
  getSite: defineEndpoint({
    method: 'GET',
    path: '/sys/accountsitemanage/getsite',
    summary: 'Sites for the region and language switch',
    tag: 'system',
    auth: false,
    kind: 'ext',
    result: z.array(siteSchema),
  }),
  langTags: defineEndpoint({
    method: 'GET',
    path: '/sys/langue/tags',
    summary: 'Interface translations of one language, merged into the web app packs',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ languageCode: z.enum(locales).optional(), promptKeys: commaList(500).optional() }),
    result: z.record(z.string(), z.string()),
  }),
  configItemMap: defineEndpoint({
    method: 'GET',
    path: '/basebiz/configitem/queryconfigitemmap',
    summary: 'Config switches of a module keyed by item code',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({
      moduleCode: z.string().min(1).max(64),
      itemCode: z.string().max(64).optional(),
      itemCodeList: commaList(50).optional(),
    }),
    result: z.record(z.string(), configItemSchema),
  }),
  typeConfigList: defineEndpoint({
    method: 'GET',
    path: '/basebiz/typeconfig/querytypeconfiglist',
    summary:
      'Config type list, e.g. MALL_HOME_TAB menu tabs (showName + JSON remark) or the DISCOUNT_METHOD list ' +
      'of an order module; aliveFlag=1 leaves out items whose enableFlag is not 1',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({
      moduleCode: z.string().min(1).max(64),
      itemCode: z.string().min(1).max(64),
      aliveFlag: z.coerce.number<number | string>().int().optional(),
    }),
    result: z.array(configItemSchema),
  }),
  dicsByType: defineEndpoint({
    method: 'GET',
    path: '/sys/dic/getdicstype',
    summary:
      'Data dictionaries by type (invoice_type, delivery_type, order_status): enabled entries in display ' +
      'order, labels in the request language, keyed by type; a type without entries answers []',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ dicTypes: commaList(20).pipe(z.array(configCodeParam).min(1)) }),
    result: z.record(z.string(), z.array(dicItemSchema)),
  }),
  configItem: defineEndpoint({
    method: 'GET',
    path: '/basebiz/configitem/queryconfigitem',
    summary:
      'One config item (the first of moduleCode + itemCode, i.e. its switch), or null when not configured',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ moduleCode: configCodeParam, itemCode: configCodeParam }),
    result: configItemSchema.nullable(),
  }),
  configItemList: defineEndpoint({
    method: 'POST',
    path: '/basebiz/configitem/queryconfigitemlist',
    summary:
      'Every config item of a module (all rows, in order), optionally of some item codes and one enableFlag',
    tag: 'system',
    auth: false,
    kind: 'ext',
    body: z
      .object({
        moduleCode: configCodeParam,
        itemCodeList: z.array(configCodeParam).max(50).optional(),
        enableFlag: z.union([z.literal(0), z.literal(1)]).optional(),
      })
      .strict(),
    result: z.array(configItemSchema),
  }),
  switchSettings: defineEndpoint({
    method: 'GET',
    path: '/basebiz/configitem/queryexistswitchsettings',
    summary:
      'The switches that exist, keyed moduleCode@itemCode with enableFlag: config items whose configCode is ' +
      'their itemCode, and the system parameters named module@ITEM (e.g. order_set@DISCOUNT_METHOD, value ' +
      '1 → enableFlag 1); moduleCode limits them to one module',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ moduleCode: configCodeParam.optional() }),
    result: z.record(z.string(), switchSettingSchema),
  }),
  defaultConfigList: defineEndpoint({
    method: 'POST',
    path: '/basebiz/defaultconfig/getlistbymulcode',
    summary:
      'Platform defaults of several codes (e.g. ORDER_INVOICE_TYPE); codes without a default are left out',
    tag: 'system',
    auth: false,
    kind: 'ext',
    body: z.object({ codes: z.array(configCodeParam).min(1).max(50) }).strict(),
    result: z.array(defaultConfigSchema),
  }),
  dataParamTitles: defineEndpoint({
    method: 'GET',
    path: '/basebiz/memberdataparamter/getdataparamtertitlelist',
    summary:
      'Titles of the data parameters of a business in order, e.g. the columns of the quick-order ' +
      'spreadsheet (bizCode quick_order_import), in the request language; [] for an unknown business',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ bizCode: configCodeParam }),
    result: z.array(dataParamTitleSchema),
  }),
  memberDefaultConfig: defineEndpoint({
    method: 'GET',
    path: '/member/basebiz/configitem/defaultconfig',
    summary:
      'The signed-in buyer’s order-filling defaults: invoice type and delivery (platform defaults), invoice ' +
      'title and taxpayer number (the buyer’s last invoice, else the company or contact name)',
    tag: 'system',
    auth: true,
    kind: 'ext',
    result: memberDefaultConfigSchema,
  }),
  areaChildren: defineEndpoint({
    method: 'GET',
    path: '/sys/area',
    summary: 'Child areas of a parent (pId=0 for provinces) for the region picker',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ pId: z.union([z.literal('0'), idParam]).default('0') }),
    result: z.array(areaNodeSchema),
  }),
  chooseArea: defineEndpoint({
    method: 'GET',
    path: '/sys/area/chosearea',
    summary: 'Provinces; with needCityFlag=2 each province carries its cities',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ needCityFlag: z.coerce.number<number | string>().int().optional() }),
    result: z.array(areaNodeSchema),
  }),
  areaByName: defineEndpoint({
    method: 'GET',
    path: '/sys/area/getareabyname',
    summary:
      'Resolve a province or city name (from geolocation; Chinese, or its English, Russian or Spanish name) ' +
      'to its id and parent id',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({ name: z.string().trim().min(1).max(64) }),
    result: areaRefSchema.nullable(),
  }),
  areaByLocation: defineEndpoint({
    method: 'GET',
    path: '/sys/area/getareabylocation',
    summary:
      'The city whose seat is nearest to a position (browser geolocation, WGS 84), among the provincial ' +
      'capitals and larger cities the server knows; null when none is within 150 km',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({
      lat: z.coerce.number<number | string>().min(-90).max(90),
      lng: z.coerce.number<number | string>().min(-180).max(180),
    }),
    result: areaRefSchema.nullable(),
  }),
  areaByConf: defineEndpoint({
    method: 'GET',
    path: '/sys/area/listareabyconf',
    summary:
      'The area a public system parameter names (default DEFAULT_LOCATION_AREA_CODE) and its parents, ' +
      'province first; empty when the parameter names no area',
    tag: 'system',
    auth: false,
    kind: 'ext',
    query: z.object({
      paramCode: z
        .string()
        .regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.lettersDigitsUnderscore')
        .default(defaultLocationParam),
    }),
    result: z.array(areaNodeSchema),
  }),
};
