import { z } from 'zod';
import { addressSchema } from './address.contracts';
import { quantityInputSchema } from './cart.contracts';
import { contentLangSchema, moneySchema } from './catalog.contracts';
import { limits } from './constants';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { permissionCodes } from './permissions';
import { shipmentSchema } from './shipment.contracts';

/**
 * Checkout and orders (spec §2 `fillorder/*`, `/user/order/detail/{orderNumber}`, §4 order types, §7
 * `buyorderinfo` and `buyerselectorderlist`). Orders belong to the buyer customer that placed them; any
 * order of another buyer answers exactly like a missing one (40400), so order numbers can not be probed.
 * All amounts are computed on the server in integer fen; the browser's numbers are never trusted.
 */

/**
 * Order statuses (the spec does not show them; these are ours):
 * - `pendingPayment` (待付款): placed, stock reserved; the buyer may pay or cancel (points orders skip it).
 * - `paid` (待发货): paid, waiting for the merchant to ship everything (a partial shipment keeps it here).
 * - `shipped` (待收货): shipped by the merchant; the buyer confirms receipt.
 * - `completed` (已完成): the buyer confirmed receipt.
 * - `cancelled` (已取消): cancelled before payment; the reserved stock went back.
 */
export const orderStatuses = ['pendingPayment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * Order types (spec §4 mapping to the config module in `orderTypeModules`): 4 a normal product order (the
 * default), 3 a supply-hall product (product type 3), 11 a points order. One submit makes one order per
 * shop and order type.
 */
export const orderTypes = { supply: 3, normal: 4, points: 11 } as const;

/** How one shop's goods reach the buyer; pickup costs no shipping. */
export const deliveryTypeSchema = z.enum(['express', 'pickup']);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/** none, a normal invoice (title), or a VAT special invoice (title and taxpayer number). */
export const invoiceTypeSchema = z.enum(['none', 'normal', 'vat']);

export const invoiceInputSchema = z
  .object({
    type: invoiceTypeSchema,
    title: z.string().trim().max(100).default(''),
    /** Taxpayer identification number: 15-20 letters or digits; required for `vat`. */
    taxNo: z
      .string()
      .trim()
      .regex(/^(?:[A-Za-z\d]{15,20})?$/, 'validation.lettersDigits15To20')
      .default(''),
  })
  .strict();

export const invoiceSchema = z.object({ type: invoiceTypeSchema, title: z.string(), taxNo: z.string() });
export type Invoice = z.infer<typeof invoiceSchema>;

/** An order line: the order card's item fields (spec §3) plus what order pages show. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  /** Product id, or the points goods id in a points order. */
  productId: z.number().int(),
  styleId: z.number().int().nullable(),
  productImg: z.string(),
  title: z.string(),
  /** Style name, '' without styles. */
  productStyle: z.string(),
  model: z.string(),
  unit: z.string(),
  /** Unit price paid (yuan); in a points order the unit price in points as a plain integer string. */
  price: z.string(),
  quantity: z.string(),
  amount: z.string(),
  /** 'zh_CN': the product's name (and style) had no translation in the request's language. */
  contentLang: contentLangSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  orderType: z.number().int(),
  /** Config module of the order type (spec §4), e.g. order_set. */
  moduleCode: z.string(),
  status: orderStatusSchema,
  /** 'money' orders are paid in yuan; 'points' orders were paid with points when placed. */
  payKind: z.enum(['money', 'points']),
  shopId: z.number().int().nullable(),
  /** The points mall for points orders. */
  shopName: z.string(),
  /** 'zh_CN': the shop's name fell back to Chinese. */
  shopContentLang: contentLangSchema,
  /** The merchant's customer id (chat with the merchant); null for points orders. */
  shopCustId: z.number().int().nullable(),
  buyCustId: z.number().int(),
  items: z.array(orderItemSchema),
  goodsAmount: moneySchema,
  shippingFee: moneySchema,
  discountAmount: moneySchema,
  /** goods + shipping − discount, never below 0.00. */
  payAmount: moneySchema,
  /** Points spent (points orders), else 0. */
  pointsAmount: z.number().int(),
  /** ISO time the order was placed. */
  gmtCreate: z.string(),
  /**
   * ISO time until which an unpaid order can be paid (placed + orderPayHours); '' once it is not unpaid
   * and for points orders.
   */
  payDeadline: z.string(),
  /** What the buyer may do now. */
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
  canBuyAgain: z.boolean(),
  /** An after-sales request can be made now (the order's options say for which units). */
  canAfterSale: z.boolean(),
  /** The order's after-sales: requests still open, and what was refunded so far. */
  afterSale: z.object({ open: z.number().int(), refundedAmount: moneySchema }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderTimelineEntrySchema = z.object({
  status: orderStatusSchema,
  time: z.string(),
  /** e.g. the cancel reason; '' when none. */
  note: z.string(),
});

export const orderPaymentSchema = z.object({
  payNo: z.string(),
  provider: z.string(),
  amount: moneySchema,
  paidTime: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  /** The address as it was when the order was placed. */
  address: z.object({ consignee: z.string(), mobile: z.string(), fullAddress: z.string() }),
  deliveryType: deliveryTypeSchema,
  invoice: invoiceSchema,
  remark: z.string(),
  discountMethod: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Every status the order went through, oldest first. */
  timeline: z.array(orderTimelineEntrySchema),
  /** null until paid (and for points orders). */
  payment: orderPaymentSchema.nullable(),
  shopLogoUrl: z.string(),
  shipments: z.array(shipmentSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Order card of the chat order picker and of a chat message (spec §3 order card). */
export const orderCardSchema = z.object({
  orderNumber: z.string(),
  gmtCreate: z.string(),
  status: orderStatusSchema,
  shopName: z.string(),
  payAmount: moneySchema,
  orderItems: z.array(
    z.object({
      id: z.number().int(),
      productImg: z.string(),
      title: z.string(),
      price: z.string(),
      productStyle: z.string(),
      contentLang: contentLangSchema,
    }),
  ),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

const positiveId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);
/** An order number as the order calls take it: 8-32 digits. */
export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{8,32}$/, 'validation.digits');

/** A line bought without the cart (buy now). */
const buyNowLineSchema = z
  .object({ productId: positiveId, styleId: positiveId.optional(), quantity: quantityInputSchema })
  .strict();

/** The buyer's choices for one shop's order. */
const shopChoiceSchema = z
  .object({
    shopId: positiveId,
    deliveryType: deliveryTypeSchema.default('express'),
    /** A configCode from `discountMethods` (only when discounts are enabled); absent: none. */
    discountCode: z.string().trim().max(64).optional(),
    remark: z.string().trim().max(200).default(''),
  })
  .strict();

/**
 * What order filling sends. source=cart takes the selected valid lines of the cart (fillorder/normal);
 * source=buynow takes exactly one line in `lines` and leaves the cart alone (fillorder/buynow). Prices
 * are never sent: unknown fields such as `price` are refused (40000).
 */
export const checkoutInputSchema = z
  .object({
    source: z.enum(['cart', 'buynow']),
    lines: z.array(buyNowLineSchema).min(1).max(1).optional(),
    /** Absent in the preview: the default address is used (or none). */
    addressId: positiveId.optional(),
    shops: z.array(shopChoiceSchema).max(100).default([]),
    invoice: invoiceInputSchema.optional(),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const discountMethodSchema = z.object({
  /** The config item's configCode. */
  code: z.string(),
  name: z.string(),
  /** What it does, translated, e.g. "¥20.00 off orders from ¥300.00". */
  description: z.string(),
});
export type DiscountMethod = z.infer<typeof discountMethodSchema>;

export const checkoutLineSchema = z.object({
  productId: z.number().int(),
  styleId: z.number().int().nullable(),
  productName: z.string(),
  styleName: z.string(),
  imageUrl: z.string(),
  model: z.string(),
  unit: z.string(),
  quantity: z.string(),
  price: moneySchema,
  amount: moneySchema,
  /** Tax classification code of the product's class ('' when none); shown when OPEN_TAX_CODE is on. */
  taxCode: z.string(),
  /** VAT rate in percent (0 when none); shown when OPEN_TAX_RATE is on. */
  taxRate: z.number().int(),
  /** 'zh_CN': the product's name (and style) had no translation in the request's language. */
  contentLang: contentLangSchema,
});

export const checkoutOrderSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  /** 'zh_CN': the shop's name fell back to Chinese. */
  shopContentLang: contentLangSchema,
  orderType: z.number().int(),
  moduleCode: z.string(),
  lines: z.array(checkoutLineSchema),
  deliveryType: deliveryTypeSchema,
  /** Shipping applies (SHIPPING_COST_ENABLED of the order's module). */
  shippingEnabled: z.boolean(),
  /** Discount methods offered ({module}@DISCOUNT_METHOD is 1); empty otherwise. */
  discountMethods: z.array(discountMethodSchema),
  discountCode: z.string().nullable(),
  remark: z.string(),
  goodsAmount: moneySchema,
  shippingFee: moneySchema,
  discountAmount: moneySchema,
  payAmount: moneySchema,
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export const checkoutPreviewSchema = z.object({
  orders: z.array(checkoutOrderSchema),
  /** The chosen address, else the default one, else null (the buyer must add one before submitting). */
  address: addressSchema.nullable(),
  /** Invoice choice shown (OPEN_TAX_CODE or OPEN_TAX_RATE of system_configuration enabled). */
  invoiceEnabled: z.boolean(),
  invoice: invoiceSchema,
  goodsAmount: moneySchema,
  shippingFee: moneySchema,
  discountAmount: moneySchema,
  /** What the buyer will pay: submit must send this value back as `payAmount`. */
  payAmount: moneySchema,
  lineCount: z.number().int(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

export const submitResultSchema = z.object({
  /** One per shop (and order type), in the preview's order. */
  orderNumbers: z.array(z.string()),
  payAmount: moneySchema,
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** A client-made random key (e.g. crypto.randomUUID()) kept for one order-filling page. */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.lettersDigitsUnderscore');

const orderStatusFilterSchema = z.enum(['all', ...orderStatuses]).default('all');

export const orderEndpoints = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/previeworder',
    summary:
      'Order filling: the orders a submit would create (one per shop and order type) with lines, delivery, ' +
      'shipping fee (SHIPPING_COST_ENABLED), discount methods ({module}@DISCOUNT_METHOD = 1 and the ' +
      'DISCOUNT_METHOD config type list of the module), remarks, invoice option (OPEN_TAX_CODE/OPEN_TAX_RATE) ' +
      'and totals. A line that can not be bought (off shelf, stock, quantity) is 40000 naming the product.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: checkoutInputSchema,
    result: checkoutPreviewSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/submitorder',
    summary:
      'Places the orders of the preview in one transaction: stock is reserved (never below 0: 100 buyers of ' +
      'the last 10 units sell exactly 10), cart lines bought are removed, status pendingPayment. payAmount ' +
      'must equal the server’s total, else 40900 (prices changed) and nothing happens. idempotencyKey makes ' +
      'a retried or double-clicked submit answer the first result instead of ordering twice.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: checkoutInputSchema.extend({
      addressId: positiveId,
      idempotencyKey: idempotencyKeySchema,
      payAmount: z.string().regex(/^\d{1,13}\.\d{2}$/, 'validation.money'),
    }),
    result: submitResultSchema,
  }),
  submitPointsOrder: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/submitintegralorder',
    summary:
      'Points order (/mall/fillorder/integral): spends goods.points × quantity of the buyer’s points and ' +
      'reserves the points goods’ stock in one transaction; the order is paid at once. Not enough points or ' +
      'stock is 40000 with a clear message and nothing changes. Idempotent like submitorder.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: z
      .object({
        goodsId: positiveId,
        quantity: z.coerce.number<number | string>().int().min(1).max(999),
        addressId: positiveId,
        remark: z.string().trim().max(200).default(''),
        idempotencyKey: idempotencyKeySchema,
      })
      .strict(),
    result: z.object({
      orderNumber: z.string(),
      pointsSpent: z.number().int(),
      pointsLeft: z.number().int(),
    }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/member/order/order/buyorderinfo',
    summary:
      'Buyer order detail (/user/order/detail/{orderNumber}): items, amounts, address, status timeline, ' +
      'payment, shop. Another buyer’s order answers 40400 exactly like a missing one.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderList],
    kind: 'ext',
    query: z.object({ orderNumber: orderNumberSchema }),
    result: orderDetailSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/member/order/order/buyorderlist',
    summary:
      'The buyer’s orders, newest first: status filter (all by default), searchkey matches the order number ' +
      '(prefix) or a product name (contains); paging offset/limit',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderList],
    kind: 'page',
    query: pageQuerySchema.extend({
      status: orderStatusFilterSchema,
      searchkey: z.string().trim().max(100).optional(),
    }),
    result: orderSummarySchema,
  }),
  statusCount: defineEndpoint({
    method: 'GET',
    path: '/member/order/order/buyorderstatuscount',
    summary: 'Number of the buyer’s orders per status (and all), for the list tabs',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderList],
    kind: 'ext',
    result: z.record(orderStatusFilterSchema.unwrap(), z.number().int()),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/cancelorder',
    summary:
      'Cancels an unpaid order of the buyer; its reserved stock returns. Other statuses: 40900. Another ' +
      'buyer’s order: 40400.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: z
      .object({ orderNumber: orderNumberSchema, reason: z.string().trim().max(200).default('') })
      .strict(),
    result: orderDetailSchema,
  }),
  confirmReceipt: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/confirmreceipt',
    summary: 'Confirms receipt of a shipped order (status completed). Other statuses: 40900.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: z.object({ orderNumber: orderNumberSchema }).strict(),
    result: orderDetailSchema,
  }),
  buyAgain: defineEndpoint({
    method: 'POST',
    path: '/member/order/order/buyagain',
    summary:
      'Adds the lines of one of the buyer’s orders to the cart (same quantities, adjusted up to the minimum ' +
      'order when that changed) and selects only them; lines that can not be bought now are skipped and named',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderCreate],
    kind: 'ext',
    body: z.object({ orderNumber: orderNumberSchema }).strict(),
    result: z.object({
      added: z.number().int(),
      /** Titles of the lines not added, with the translated reason. */
      skipped: z.array(z.object({ title: z.string(), reason: z.string() })),
      cartNum: z.number().int(),
    }),
  }),
  chatOrderList: defineEndpoint({
    method: 'GET',
    path: '/member/order/ordercommon/buyerselectorderlist',
    summary:
      `Order picker of the chat (page size ${limits.chatOrderPageSize}): a buyer lists their own orders ` +
      '(buyCustId, when sent, must be their own customer id), optionally only those with the merchant ' +
      'sellCustId; a merchant (sellCustId = own customer id) lists their orders with buyer buyCustId.',
    tag: 'order',
    auth: true,
    permissions: [permissionCodes.orderList],
    kind: 'page',
    query: pageQuerySchema.extend({
      limit: z.coerce.number<number | string>().int().min(1).max(100).default(limits.chatOrderPageSize),
      sellCustId: positiveId.optional(),
      buyCustId: positiveId.optional(),
    }),
    result: orderCardSchema,
  }),
};
