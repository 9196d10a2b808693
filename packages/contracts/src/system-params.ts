import { z } from 'zod';

/**
 * The system parameters of spec §3 the platform console edits, each with its kind and its rule: a bad
 * value is refused by the same schema in the browser and on the server, and none of these is a secret
 * (keys and secrets are configuration of the server, never parameters). Codes not listed here are not
 * editable from the console.
 */
export type ParamKind =
  | { kind: 'text'; max: number; translated?: boolean }
  | { kind: 'longText'; max: number; translated?: boolean }
  | { kind: 'switch' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'colour' }
  | { kind: 'address'; empty: boolean }
  | { kind: 'picture' }
  | { kind: 'words'; max: number; translated: true }
  | { kind: 'fileTypes' }
  | { kind: 'areaCode' };

export const systemParamKinds = {
  MALL_HOT_WORD: { kind: 'words', max: 200, translated: true },
  FRONT_MALL_SWITCH: { kind: 'switch' },
  URL_SRM_DOMAIN: { kind: 'address', empty: true },
  MALL_TEMPLATE: { kind: 'choice', options: ['1', '3'] },
  PRODUCT_NUMS: { kind: 'integer', min: 0, max: 4 },
  FILE_IMAGE_TYPE: { kind: 'fileTypes' },
  FILE_IMAGE_MAX_SIZE: { kind: 'integer', min: 1, max: 10 },
  DEFAULT_LOCATION_AREA_CODE: { kind: 'areaCode' },
  DOMAIN_CHANNEL: { kind: 'address', empty: true },
  MALL_APP_COLORS: { kind: 'colour' },
  MALL_APP_WIDTH: { kind: 'integer', min: 960, max: 1920 },
  CHAT_MARQUEE: { kind: 'longText', max: 200, translated: true },
  mallfooterlogo: { kind: 'picture' },
  wxprogram: { kind: 'picture' },
  aliprogram: { kind: 'picture' },
  mallphone: { kind: 'text', max: 32 },
  malladress: { kind: 'text', max: 120, translated: true },
  copyright: { kind: 'text', max: 120, translated: true },
  beian: { kind: 'text', max: 64 },
  ICPB: { kind: 'text', max: 64 },
  WEB_GRAY_STYLE: { kind: 'switch' },
  DOMAIN_PREVIEW: { kind: 'address', empty: true },
  DOMAIN_DATAVIEW: { kind: 'address', empty: true },
  webtitle: { kind: 'text', max: 60, translated: true },
  webico: { kind: 'picture' },
  description: { kind: 'longText', max: 300, translated: true },
  webkeywords: { kind: 'longText', max: 200, translated: true },
  // After-sales and the order's timers (issue 34; docs/after-sales.md). Days count from the state's start.
  AFTERSALE_ANSWER_DAYS: { kind: 'integer', min: 1, max: 30 },
  AFTERSALE_TIMEOUT_ACTION: { kind: 'choice', options: ['agree', 'escalate'] },
  AFTERSALE_RETURN_DAYS: { kind: 'integer', min: 1, max: 30 },
  AFTERSALE_ESCALATE_DAYS: { kind: 'integer', min: 1, max: 30 },
  AFTERSALE_WINDOW_DAYS: { kind: 'integer', min: 0, max: 90 },
  ORDER_RECEIPT_DAYS: { kind: 'integer', min: 1, max: 60 },
  POINTS_PER_YUAN: { kind: 'integer', min: 0, max: 100 },
} as const satisfies Record<string, ParamKind>;
export type EditableParamCode = keyof typeof systemParamKinds;
export const editableParamCodes = Object.keys(systemParamKinds) as [
  EditableParamCode,
  ...EditableParamCode[],
];

/** The rule of one parameter's value (the Chinese value, and each translation of a translated one). */
export function paramValueSchema(code: EditableParamCode): z.ZodType<string, string> {
  const spec: ParamKind = systemParamKinds[code];
  switch (spec.kind) {
    case 'text':
    case 'longText':
      return z.string().trim().max(spec.max);
    case 'words':
      return z.string().trim().max(spec.max);
    case 'switch':
      return z.enum(['0', '1']);
    case 'choice':
      return z.enum(spec.options as [string, ...string[]]);
    case 'integer':
      // A whole number within the bounds, kept as the text the parameter holds.
      return z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, 'validation.integer')
        .pipe(z.coerce.number<string>().int().min(spec.min).max(spec.max))
        .transform(String);
    case 'colour':
      // The storefront takes the first of a list (`#ff6a00` or `#ff6a00,#333`), #rgb or #rrggbb each.
      return z
        .string()
        .trim()
        .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})(,#([0-9a-f]{3}|[0-9a-f]{6}))*$/i, 'validation.colour');
    case 'address':
      return z
        .string()
        .trim()
        .max(300)
        .regex(/^$|^https?:\/\/[^\s/]+/i, 'validation.url');
    case 'picture':
      // A file of this site (/files/...) or an https address: never another site's path (//x) or a script.
      return z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(300)
        .regex(/^(\/(?![/\\])|https:\/\/[^\s/])\S*$/, 'validation.url');
    case 'fileTypes':
      return z
        .string()
        .trim()
        .regex(/^\.[a-z0-9]+(,\.[a-z0-9]+)*$/, 'validation.fileTypes');
    case 'areaCode':
      return z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'validation.digits');
  }
}

/** The after-sales settings' values when a database has none (the demo seeds these too). */
export const afterSaleParamDefaults = {
  AFTERSALE_ANSWER_DAYS: '3',
  AFTERSALE_TIMEOUT_ACTION: 'agree',
  AFTERSALE_RETURN_DAYS: '7',
  AFTERSALE_ESCALATE_DAYS: '7',
  AFTERSALE_WINDOW_DAYS: '15',
  ORDER_RECEIPT_DAYS: '10',
  POINTS_PER_YUAN: '1',
} as const satisfies Partial<Record<EditableParamCode, string>>;
