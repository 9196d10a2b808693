import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';

/**
 * Cart (spec §1, §2 `{prefix}/shopcart`, §7 cart count; quick order is quick-order.contracts.ts). Every
 * endpoint needs a session: the cart belongs to the signed-in user.
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
