import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';

/**
 * Cart and quick order (spec §1, §2 `{prefix}/shopcart`, `/mall/fillorder/quickorder`, screen 12 import
 * wizard, §7 cart count). Every endpoint needs a session: the cart belongs to the signed-in user.
 *
 * Quantities travel as decimal strings ("2", "1.5"); numbers are accepted too. The contract only checks
 * the shape; the server then checks the spec §5 rule (8 integer digits, PRODUCT_NUMS decimals), the
 * product's minimum order, step and stock, answering 40000 with a translated message that says which
 * (`quantityProblem` in `utils/quantity.ts` gives the web app the same answer before it asks).
 */

/** Limits of the cart and the quick order. */
export const cartLimits = {
  /** Lines one cart may hold. */
  maxCartLines: 200,
  /** Rows one quick-order check, add or import may hold (spec: no limit below 5 000). */
  maxQuickOrderRows: 5000,
  /** Largest .xls/.xlsx upload in bytes. */
  maxImportBytes: 5 * 1024 * 1024,
  /**
   * Columns an imported sheet may use (A-AX): the template has 3 (code, style, quantity), and a buyer's own
   * purchase list, whose columns are found by their header, has a few more (name, unit, price, remarks…).
   */
  maxImportColumns: 50,
  /**
   * Cells one sheet of an import may hold, counted before it is parsed (values and formatted blanks): the
   * whole grid of the row and column caps (5 001 × 50 = 250 050) plus room for formatted blank cells.
   */
  maxImportCells: 300_000,
  /** Suggestions returned while typing a code. */
  maxSuggestions: 10,
} as const;

const positiveId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);

/** A typed quantity: a decimal string (or a JSON number), shape only; see the note at the top. */
export const quantityInputSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .min(1)
    .max(32)
    .regex(/^-?\d+(\.\d+)?$/),
);

/** Why a cart line can not be bought at all; it is listed apart from the shops. */
export const cartInvalidReasonSchema = z.enum([
  /** The product was taken off the shelf (or removed). */
  'offShelf',
  /** Less stock than the minimum order is left. */
  'outOfStock',
  /** The chosen style no longer exists. */
  'styleGone',
]);
export type CartInvalidReason = z.infer<typeof cartInvalidReasonSchema>;

export const cartItemSchema = z.object({
  cartId: z.number().int(),
  productId: z.number().int(),
  /** The chosen style, null for products without styles. */
  styleId: z.number().int().nullable(),
  styleName: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  model: z.string(),
  unit: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  /** Decimal string. */
  quantity: z.string(),
  /** Unit price at this quantity (style price, or the volume price reached). */
  price: moneySchema,
  /**
   * Unit price without volume tiers (the style's or the product's). `price` below it means a volume tier
   * applies at this quantity; a first tier at the base price (seeded supply listings start so) is no discount.
   */
  basePrice: moneySchema,
  /** price × quantity, rounded half up to the fen. */
  amount: moneySchema,
  minOrder: z.string(),
  step: z.string(),
  /** Stock left of the product or the chosen style. */
  stock: z.string(),
  priceTiers: z.array(z.object({ minQty: z.string(), price: moneySchema })),
  selected: z.boolean(),
  /** Set on the lines of `invalidItems`. */
  invalidReason: cartInvalidReasonSchema.nullable(),
  /**
   * A problem the buyer fixes by changing the quantity (e.g. stock fell below it): `quantityProblem` codes
   * `belowMinOrder`, `notStep`, `overStock`, `decimals`. Such a line can not be checked out until fixed.
   */
  quantityProblem: z.string().nullable(),
  addTime: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  /** The merchant's customer id (chat with the merchant). */
  shopCustId: z.number().int(),
  items: z.array(cartItemSchema),
  /** Selected lines of this shop without a quantity problem. */
  selectedCount: z.number().int(),
  selectedAmount: moneySchema,
});
export type CartShop = z.infer<typeof cartShopSchema>;

export const cartSchema = z.object({
  /** Shops in the order their newest line was added, newest first; lines newest first. */
  shops: z.array(cartShopSchema),
  /** Lines that can not be bought (off shelf, out of stock, style gone), shown apart. */
  invalidItems: z.array(cartItemSchema),
  /** Every line, valid or not: the navbar badge number. */
  totalCount: z.number().int(),
  /** Selected valid lines; these go to `fillorder/normal`. */
  selectedCount: z.number().int(),
  /** Sum of the selected lines' amounts (goods only; shipping and discounts come at checkout). */
  selectedAmount: moneySchema,
  /** PRODUCT_NUMS: decimals a quantity may have. */
  quantityDecimals: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

const cartIdsSchema = z.array(positiveId).min(1).max(cartLimits.maxCartLines);

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

export const cartEndpoints = {
  cartNum: defineEndpoint({
    method: 'GET',
    path: '/member/order/cart/querycartnum',
    summary:
      'Cart count for the navbar badge: the number of lines (valid or not) in the signed-in user’s cart. ' +
      'stockSource=1 is what the storefront sends; it is accepted and changes nothing.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    query: z.object({ stockSource: z.coerce.number<number | string>().int().min(0).max(9).optional() }),
    result: z.number().int(),
  }),
  cartList: defineEndpoint({
    method: 'GET',
    path: '/member/order/cart/querycartlist',
    summary:
      'The cart grouped by shop with per-shop and overall totals of the selected lines (integer fen on the ' +
      'server, yuan strings here); lines that can not be bought (off shelf, out of stock, style gone) apart',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    result: cartSchema,
  }),
  addCart: defineEndpoint({
    method: 'POST',
    path: '/member/order/cart/addcart',
    summary:
      'Adds a product (with its style when it has styles) to the cart; an existing line of the same product ' +
      'and style grows by the quantity, atomically (two tabs adding at once end with the sum). The resulting ' +
      'quantity must respect PRODUCT_NUMS decimals, minimum order, step and stock, else 40000 and nothing ' +
      'changes. Answers the new line quantity and the cart count.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    body: z
      .object({ productId: positiveId, styleId: positiveId.optional(), quantity: quantityInputSchema })
      .strict(),
    result: z.object({ cartId: z.number().int(), quantity: z.string(), cartNum: z.number().int() }),
  }),
  updateCartNum: defineEndpoint({
    method: 'POST',
    path: '/member/order/cart/updatecartnum',
    summary:
      'Sets the quantity of one cart line (same checks as addcart); answers the whole cart. 40400 for a line ' +
      'that is not in the caller’s cart.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    body: z.object({ cartId: positiveId, quantity: quantityInputSchema }).strict(),
    result: cartSchema,
  }),
  selectCart: defineEndpoint({
    method: 'POST',
    path: '/member/order/cart/selectcart',
    summary:
      'Selects or unselects cart lines (a shop’s lines, or all: send their ids); answers the whole cart. ' +
      'Ids not in the caller’s cart are ignored.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    body: z.object({ cartIds: cartIdsSchema, selected: z.boolean() }).strict(),
    result: cartSchema,
  }),
  deleteCart: defineEndpoint({
    method: 'POST',
    path: '/member/order/cart/deletecart',
    summary: 'Removes cart lines; answers the whole cart. Ids not in the caller’s cart are ignored.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    body: z.object({ cartIds: cartIdsSchema }).strict(),
    result: cartSchema,
  }),
  checkBindPurchase: defineEndpoint({
    method: 'GET',
    path: '/member/order/cart/checkbindpurchase',
    summary:
      'Bind-purchase check (spec §8; path chosen here) before adding a product to the cart (buyNow absent) ' +
      'or buying it at once (buyNow=1): code 0 (ext null) when the product is sold on its own or, for the ' +
      'cart, the caller’s cart already holds its main product; code -1 with a message naming the main ' +
      'product otherwise (the web rejects it silently). 40400 for an unknown product.',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    query: z
      .object({
        productId: positiveId,
        buyNow: z.coerce.number<number | string>().int().min(0).max(1).optional(),
      })
      .strict(),
    result: z.null(),
  }),
  clearInvalid: defineEndpoint({
    method: 'POST',
    path: '/member/order/cart/clearinvalidcart',
    summary: 'Removes every line that can not be bought (the invalid list); answers the whole cart',
    tag: 'cart',
    auth: true,
    kind: 'ext',
    result: cartSchema,
  }),
};

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
