import { z } from 'zod';
import { cartLimits } from './cart.contracts';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';

/**
 * Quick order (spec §2 `/mall/fillorder/quickorder`, screen 12 import wizard): rows typed, pasted or imported
 * from a spreadsheet, checked against the catalogue and put in the cart. Quantities travel as in the cart
 * (cart.contracts.ts).
 */

/** A row of a quick order (typed, pasted or imported). */
export const quickOrderLineSchema = z.object({
  /** Row number shown back with errors (line of the paste, row of the sheet); default: position + 1. */
  row: z.number().int().min(1).max(1_000_000).optional(),
  /** Product code (the product's model); an empty or unknown code is a row error, not a failed request. */
  code: z.string().trim().max(200),
  /** Style name (or style id as text) for products with styles; optional when there is one style. */
  style: z.string().trim().max(200).optional(),
  quantity: z.union([z.string().max(32), z.number()]).transform((v) => String(v).trim()),
});
export type QuickOrderLine = z.input<typeof quickOrderLineSchema>;

/** Why a quick-order row can not be added; `message` carries the translated text. */
export const quickOrderErrorCodeSchema = z.enum([
  'unknownCode',
  'offShelf',
  'styleRequired',
  'unknownStyle',
  /** Quantity not a number, ≤ 0, too many digits or decimals. */
  'quantityInvalid',
  /** Below the minimum order or off the step. */
  'quantityNotAllowed',
  'outOfStock',
  /** The cart already holds the most lines it may. */
  'cartFull',
]);
export type QuickOrderErrorCode = z.infer<typeof quickOrderErrorCodeSchema>;

export const quickOrderRowSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  /** As typed. */
  quantity: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  styleId: z.number().int().nullable(),
  styleName: z.string(),
  /** The product's styles when one must be chosen (styleRequired, unknownStyle), else empty. */
  styles: z.array(z.object({ styleId: z.number().int(), name: z.string() })),
  unit: z.string(),
  imageUrl: z.string(),
  shopName: z.string(),
  minOrder: z.string(),
  step: z.string(),
  stock: z.string(),
  /** Unit price at this quantity; null when the row has an error that leaves it unknown. */
  price: moneySchema.nullable(),
  amount: moneySchema.nullable(),
  error: z.object({ code: quickOrderErrorCodeSchema, message: z.string() }).nullable(),
});
export type QuickOrderRow = z.infer<typeof quickOrderRowSchema>;

export const quickOrderCheckSchema = z.object({
  rows: z.array(quickOrderRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  /** Sum of the valid rows. */
  validAmount: moneySchema,
});
export type QuickOrderCheck = z.infer<typeof quickOrderCheckSchema>;

export const importPreviewSchema = quickOrderCheckSchema.extend({
  fileName: z.string(),
  /** Data rows read (blank rows skipped). */
  totalRows: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The import preview streamed (asked for with `Accept: application/x-ndjson`): progress lines
 * `{"progress":{...}}` while the server reads the sheet (`sheet`: its rows converted), looks up the product
 * codes (`codes`) and checks the rows (`rows`); then one line with the usual envelope.
 */
export const ndjsonMediaType = 'application/x-ndjson';
export const importProgressStages = ['sheet', 'codes', 'rows'] as const;
export const importProgressSchema = z.object({
  stage: z.enum(importProgressStages),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const productSuggestionSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  unit: z.string(),
  price: moneySchema,
  minOrder: z.string(),
  step: z.string(),
  stock: z.string(),
  shopName: z.string(),
  /** Specification lines (pack size, brand, origin...) a buyer tells similar products apart by. */
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  styles: z.array(
    z.object({
      styleId: z.number().int(),
      name: z.string(),
      price: moneySchema,
      stock: z.string(),
      /** The style's unit of sale (its price and stock count it). */
      unit: z.string(),
    }),
  ),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

const quickLinesSchema = z.array(quickOrderLineSchema).min(1).max(cartLimits.maxQuickOrderRows);

export const importFormatSchema = z.enum(['xlsx', 'xls']);

export const quickOrderEndpoints = {
  suggest: defineEndpoint({
    method: 'GET',
    path: '/member/order/quickorder/queryproductsuggest',
    summary:
      `Products on sale whose code (model) starts with keyword, then whose name contains it; at most ${cartLimits.maxSuggestions}. ` +
      'For the suggestions while typing a code in the quick-order grid.',
    tag: 'quickOrder',
    auth: true,
    permissions: [permissionCodes.quickOrder],
    kind: 'ext',
    query: z.object({
      keyword: z.string().trim().min(1).max(64),
      limit: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(cartLimits.maxSuggestions)
        .default(cartLimits.maxSuggestions),
    }),
    result: z.array(productSuggestionSchema),
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/member/order/quickorder/checklines',
    summary:
      'Checks quick-order rows (code, optional style, quantity) without changing anything: each row gets the ' +
      'product, price and amount, or an error (unknown code, off shelf, style required/unknown, quantity ' +
      'invalid or not allowed, out of stock). Rows of the same product and style are checked against the ' +
      `stock together. Up to ${cartLimits.maxQuickOrderRows} rows.`,
    tag: 'quickOrder',
    auth: true,
    permissions: [permissionCodes.quickOrder],
    kind: 'ext',
    body: z.object({ lines: quickLinesSchema }).strict(),
    result: quickOrderCheckSchema,
  }),
  addCart: defineEndpoint({
    method: 'POST',
    path: '/member/order/quickorder/addcart',
    summary:
      'Adds the valid rows to the cart in one transaction (quick order "add to cart" and the import wizard’s ' +
      '"confirm import"): rows are checked again on the server, including against what the cart already ' +
      'holds; rows with errors are skipped and answered with their errors. selectOnly=true also unselects the ' +
      'other cart lines so `fillorder/normal` shows just these.',
    tag: 'quickOrder',
    auth: true,
    permissions: [permissionCodes.quickOrder, permissionCodes.quickOrderImport],
    kind: 'ext',
    body: z.object({ lines: quickLinesSchema, selectOnly: z.boolean().default(false) }).strict(),
    result: z.object({
      added: z.number().int(),
      /** The rows that were not added, with their errors. */
      skipped: z.array(quickOrderRowSchema),
      cartNum: z.number().int(),
    }),
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/member/order/quickorder/importpreview',
    summary:
      'Step 1 → 2 of the import wizard: one .xls or .xlsx file as multipart/form-data in the field file (at most ' +
      `${cartLimits.maxImportBytes / 1024 / 1024} MB, ${cartLimits.maxQuickOrderRows} data rows, ${cartLimits.maxImportColumns} ` +
      `columns, ${cartLimits.maxImportCells} cells; the cells the file really holds count, not the range it declares). ` +
      'It is read in a worker thread with a time and memory limit (40000 when exceeded; 42900 when too many ' +
      'files are being read at once). The type comes from the bytes, ' +
      'never the name; a zip bomb (too many entries or too much uncompressed data) is refused before parsing; ' +
      'formulas are never evaluated and every cell is read as text. First sheet, first row is the header: ' +
      'columns code, quantity, or code, style, quantity (the template’s). Answers every row checked like ' +
      'checklines (code 0 → preview step); a broken, renamed or empty file, no file, a second file or a ' +
      'larger one is 40000 with a translated message. With `Accept: application/x-ndjson` the answer ' +
      'streams as NDJSON once the server starts reading rows: progress lines ' +
      '`{"progress":{"stage":"sheet"|"codes"|"rows","done":n,"total":m}}` (sheet rows converted, product ' +
      'codes looked up, rows checked; `done` grows within a stage), then one last line with the usual ' +
      'envelope (code 0 with ext, or the error code and message; HTTP 200 as the stream has begun). ' +
      'Refusals found before the first progress line (session, permission, the upload, a file that is ' +
      'not a workbook) stay plain JSON answers with their HTTP status.',
    tag: 'quickOrder',
    auth: true,
    permissions: [permissionCodes.quickOrderImport],
    kind: 'ext',
    body: z.object({}).strict(),
    upload: {
      field: 'file',
      maxBytes: cartLimits.maxImportBytes,
      types: [
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.ms-excel',
      ],
    },
    result: importPreviewSchema,
  }),
};

/**
 * Not JSON: the import template is a file download (spec §7: GET with a blob response). Errors still
 * answer the JSON envelope. No session needed (the template holds no data).
 */
/** The template download's path, as plain data the browser build can use (the object below holds zod). */
export const quickOrderTemplatePath = '/member/order/quickorder/downloadtemplate';

export const quickOrderTemplateDownload = {
  method: 'GET',
  path: quickOrderTemplatePath,
  summary:
    'The import template (.xlsx by default, format=xls for Excel 97-2003): header row in the request ' +
    'language (code, style, quantity) and two example rows; the code column is formatted as text',
  query: z.object({ format: importFormatSchema.default('xlsx') }),
} as const;

// Zod-free, so the browser can use it too (see client.ts).
export { parseQuickOrderText } from './utils/quick-order-text';
