import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { localeTextsInput, localeTextsSchema } from './locale-texts';
import { locales } from './locales';
import { platformPermissionCodes } from './permissions';
import { routerBasename } from './storefront-paths';

/*
 * The platform console's config items of spec §3/§7 (/api/platform/config/*, issue 33): the switches the
 * mall reads (moduleCode@itemCode), the storefront's menu tabs (MALL_HOME_TAB of front_mall_set), the
 * checkout's discount methods (DISCOUNT_METHOD per order module) and the sites of the region and language
 * switch. Every write is checked by these schemas, audited, and announced to every server copy, so the
 * storefront's next page shows it.
 */

export const configItemLimits = {
  /** A menu tab's name: a tab of the top menu, a few words. */
  tabNameMax: 20,
  tabLinkMax: 300,
  lightKeyMax: 32,
  /** At most so many menu tabs (the menu row of a 1210 px page). */
  tabsMax: 20,
  discountNameMax: 64,
  siteNameMax: 64,
  sortMax: 9999,
} as const;

/** The order modules a storefront checkout creates orders in (spec §4: types 4 and 3). */
export const checkoutOrderModules = ['order_set', 'order_supply'] as const;
export type CheckoutOrderModule = (typeof checkoutOrderModules)[number];

/**
 * Every switch the mall reads, keyed moduleCode@itemCode (spec §3). The config items (enableFlag):
 * OPEN_TAX_CODE / OPEN_TAX_RATE of system_configuration (the checkout offers an invoice while either is on;
 * both are read as on/off only, they carry no value) and SHIPPING_COST_ENABLED of each checkout module. The
 * system parameters `{module}@DISCOUNT_METHOD` ('1' on): the checkout offers the module's discount methods.
 */
export const configSwitchKeys = [
  'system_configuration@OPEN_TAX_CODE',
  'system_configuration@OPEN_TAX_RATE',
  'order_set@SHIPPING_COST_ENABLED',
  'order_supply@SHIPPING_COST_ENABLED',
  'order_set@DISCOUNT_METHOD',
  'order_supply@DISCOUNT_METHOD',
] as const;
export type ConfigSwitchKey = (typeof configSwitchKeys)[number];

/** Where a switch is kept: a config item's enableFlag, or a system parameter's value '1' / '0'. */
export function configSwitchSource(key: ConfigSwitchKey): 'configItem' | 'param' {
  return key.endsWith('@DISCOUNT_METHOD') ? 'param' : 'configItem';
}

export const configSwitchSchema = z.object({
  key: z.enum(configSwitchKeys),
  moduleCode: z.string(),
  itemCode: z.string(),
  source: z.enum(['configItem', 'param']),
  enabled: z.boolean(),
});
export type ConfigSwitch = z.infer<typeof configSwitchSchema>;

export const configSwitchInputSchema = z
  .object({ key: z.enum(configSwitchKeys), enabled: z.boolean() })
  .strict();
export type ConfigSwitchInput = z.input<typeof configSwitchInputSchema>;

/**
 * A storefront page a tab opens: a path of the storefront below /mallview ('/mall/product?classId=3'), one
 * '/' then no second '/' or '\' (never another site), without /mallview itself (the storefront adds it).
 */
export const tabPathSchema = z
  .string()
  .trim()
  .max(configItemLimits.tabLinkMax)
  .regex(
    new RegExp(`^/(?![/\\\\])(?!${routerBasename.slice(1)}(?:[/?#]|$))\\S*$`, 'i'),
    'validation.tabPath',
  );

/** The page that lights the tab when the address has no lightKey: a path as above, without a query. */
export const tabLightPathSchema = z
  .string()
  .trim()
  .max(configItemLimits.tabLinkMax)
  .regex(
    new RegExp(`^(|/(?![/\\\\])(?!${routerBasename.slice(1)}(?:[/?#]|$))[^\\s?#]*)$`, 'i'),
    'validation.tabLightPath',
  );

/** Another site, opened in a new browser tab: an http(s) address only (never javascript:, data:, //host). */
export const tabOutLinkSchema = z
  .string()
  .trim()
  .max(configItemLimits.tabLinkMax)
  .regex(/^https?:\/\/[^\s/?#]+\S*$/i, 'validation.httpLink');

/**
 * The key the storefront carries in the address (`?lightKey=`) to light the tab across pages (spec §2 route
 * guard); '' lights it on its own page only. Letters, digits, '_' and '-', starting with a letter.
 */
export const lightKeySchema = z
  .string()
  .trim()
  .max(configItemLimits.lightKeyMax)
  .regex(/^(|[A-Za-z][A-Za-z0-9_-]*)$/, 'validation.lightKey');

/** Field schemas of the console's forms, shared by their rules and the request bodies. */
export const configItemFields = {
  tabName: z.string().trim().min(1, 'validation.required').max(configItemLimits.tabNameMax),
  discountName: z.string().trim().min(1, 'validation.required').max(configItemLimits.discountNameMax),
  siteName: z.string().trim().min(1, 'validation.required').max(configItemLimits.siteNameMax),
  sort: z.number().int().min(0).max(configItemLimits.sortMax),
};

export const menuTabSchema = z.object({
  id: z.number().int(),
  names: localeTextsSchema,
  /** 'page' a storefront page, 'external' another site; 'none' a stored remark that is neither. */
  kind: z.enum(['page', 'external', 'none']),
  path: z.string(),
  outLink: z.string(),
  lightKey: z.string(),
  lightPath: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type MenuTab = z.infer<typeof menuTabSchema>;

const tabCommon = {
  /** Absent: a new tab (placed last). */
  id: z.number().int().min(1).optional(),
  names: localeTextsInput(configItemLimits.tabNameMax, true),
  /** A disabled tab is kept but not shown. */
  enabled: z.boolean().default(true),
};

/** A tab as the console saves it; the server writes the remark JSON {path, lightKey, lightPath} or {outLink}. */
export const menuTabInputSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...tabCommon,
      kind: z.literal('page'),
      path: tabPathSchema,
      lightKey: lightKeySchema.default(''),
      lightPath: tabLightPathSchema.default(''),
    })
    .strict(),
  z.object({ ...tabCommon, kind: z.literal('external'), outLink: tabOutLinkSchema }).strict(),
]);
export type MenuTabInput = z.input<typeof menuTabInputSchema>;

const id = z.number().int().min(1).max(2_147_483_647);
const deleteBody = z.object({ id }).strict();
const deleted = z.object({ deleted: z.boolean() });

/** A discount method's rule as the checkout applies it (its remark); 'unknown' when the checkout skips it. */
export const discountRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reduce'), over: z.string(), minus: z.string() }),
  z.object({ type: z.literal('percent'), percent: z.number().int() }),
  z.object({ type: z.literal('unknown') }),
]);

export const discountMethodItemSchema = z.object({
  id: z.number().int(),
  configCode: z.string(),
  names: localeTextsSchema,
  rule: discountRuleSchema,
  enabled: z.boolean(),
});
export type DiscountMethodItem = z.infer<typeof discountMethodItemSchema>;

/** One checkout module: its `{module}@DISCOUNT_METHOD` switch and its methods. */
export const discountModuleSchema = z.object({
  moduleCode: z.enum(checkoutOrderModules),
  /** `{module}@DISCOUNT_METHOD` is '1': the checkout offers the enabled methods. */
  enabled: z.boolean(),
  methods: z.array(discountMethodItemSchema),
});
export type DiscountModule = z.infer<typeof discountModuleSchema>;

export const discountMethodInputSchema = z
  .object({
    id,
    names: localeTextsInput(configItemLimits.discountNameMax, true),
    enabled: z.boolean(),
  })
  .strict();
export type DiscountMethodInput = z.input<typeof discountMethodInputSchema>;

/** Where a site lands a visitor (spec §2): 1 the mall home, 2 the channel page, 3 the multi-scene page. */
export const portalMallFlags = [1, 2, 3] as const;

export const siteRowSchema = z.object({
  id: z.number().int(),
  /** The site's name as the switcher shows it, written in the site's language ('中国站', 'España'). */
  portalSiteName: z.string(),
  languageCode: z.string(),
  portalMallFlag: z.number().int(),
  sort: z.number().int(),
});
export type SiteRow = z.infer<typeof siteRowSchema>;

export const siteInputSchema = z
  .object({
    /** Absent: a new site. */
    id: id.optional(),
    portalSiteName: configItemFields.siteName,
    languageCode: z.enum(locales),
    portalMallFlag: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    sort: configItemFields.sort.default(0),
  })
  .strict();
export type SiteInput = z.input<typeof siteInputSchema>;

const config = {
  tag: 'platform',
  auth: true,
  centre: 'platform',
  permissions: [platformPermissionCodes.configEdit],
} as const;
const applied = "; the storefront's kept pages are dropped on every server copy, so the next page shows it";

export const configItemEndpoints = {
  switchList: defineEndpoint({
    ...config,
    method: 'GET',
    path: '/platform/config/switch/list',
    summary: 'Every switch the mall reads (moduleCode@itemCode): the tax, shipping and discount switches',
    kind: 'ext',
    result: z.array(configSwitchSchema),
  }),
  switchSave: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/switch/save',
    summary: `Turns one switch on or off; 40400 when it is not configured${applied}`,
    kind: 'ext',
    body: configSwitchInputSchema,
    result: configSwitchSchema,
  }),
  menuTabList: defineEndpoint({
    ...config,
    method: 'GET',
    path: '/platform/config/menu-tab/list',
    summary: "The storefront's menu tabs after Home (MALL_HOME_TAB), in menu order, disabled ones too",
    kind: 'ext',
    result: z.array(menuTabSchema),
  }),
  menuTabSave: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/menu-tab/save',
    summary:
      'Creates (last) or edits a menu tab: its name in four languages and a storefront page (with its ' +
      `lightKey) or an http(s) address; 40400 for a missing id, 40900 beyond ${configItemLimits.tabsMax} tabs${applied}`,
    kind: 'ext',
    body: menuTabInputSchema,
    result: menuTabSchema,
  }),
  menuTabReorder: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/menu-tab/reorder',
    summary: `Puts the tabs in the order given (every tab's id once; else 40900, reload)${applied}`,
    kind: 'ext',
    body: z.object({ ids: z.array(id).min(1).max(200) }).strict(),
    result: z.array(menuTabSchema),
  }),
  menuTabDelete: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/menu-tab/delete',
    summary: `Deletes a menu tab; 40400 when missing${applied}`,
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  discountList: defineEndpoint({
    ...config,
    method: 'GET',
    path: '/platform/config/discount/list',
    summary: 'The discount methods of each checkout order module, with its {module}@DISCOUNT_METHOD switch',
    kind: 'ext',
    result: z.array(discountModuleSchema),
  }),
  discountSave: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/discount/save',
    summary: `Renames a discount method (four languages) and enables or disables it; 40400 when missing${applied}`,
    kind: 'ext',
    body: discountMethodInputSchema,
    result: discountMethodItemSchema,
  }),
  siteList: defineEndpoint({
    ...config,
    method: 'GET',
    path: '/platform/config/site/list',
    summary: 'The sites of the region and language switch, in their order',
    kind: 'ext',
    result: z.array(siteRowSchema),
  }),
  siteSave: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/site/save',
    summary: `Creates or edits a site: its name, language, landing page (portalMallFlag) and place${applied}`,
    kind: 'ext',
    body: siteInputSchema,
    result: siteRowSchema,
  }),
  siteDelete: defineEndpoint({
    ...config,
    method: 'POST',
    path: '/platform/config/site/delete',
    summary: `Deletes a site; 40900 for the last one (the switch needs one)${applied}`,
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
};
