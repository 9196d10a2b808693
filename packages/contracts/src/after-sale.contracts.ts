import { z } from 'zod';
import { contentLangSchema, moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { galleryFileUrl } from './gallery.contracts';
import { orderNumberSchema } from './order.contracts';
import { merchantPermissionCodes, permissionCodes, platformPermissionCodes } from './permissions';
import { carrierCodes } from './shipment.contracts';

/*
 * After-sales (issue 34): a buyer's request for money back on some units of an order, refund only or return
 * and refund; the merchant answers in the workbench and the platform decides what is escalated. States and
 * their diagram: docs/after-sales.md. Amounts are the server's: a client never sends one, except the
 * platform deciding a smaller refund than asked.
 */

export const afterSaleKinds = ['refund', 'return'] as const;
export type AfterSaleKind = (typeof afterSaleKinds)[number];

export const afterSaleStatuses = [
  'requested',
  'awaitingReturn',
  'returning',
  'refunding',
  'refunded',
  'refused',
  'disputed',
  'escalated',
  'withdrawn',
  'closed',
] as const;
export type AfterSaleStatus = (typeof afterSaleStatuses)[number];
export const afterSaleStatusSchema = z.enum(afterSaleStatuses);

/** States that still wait for someone (the lists' "in progress" filter, the order's badge). */
export const openAfterSaleStatuses: readonly AfterSaleStatus[] = [
  'requested',
  'awaitingReturn',
  'returning',
  'refunding',
  'refused',
  'disputed',
  'escalated',
];

/** Reasons a buyer picks, per kind (their texts are the storefront's, in four languages). */
export const afterSaleReasons = {
  refund: ['notWanted', 'wrongOrder', 'notShippedInTime', 'notDelivered', 'priceDifference', 'other'],
  return: ['quality', 'damaged', 'wrongItem', 'notAsDescribed', 'missingParts', 'notWanted', 'other'],
} as const satisfies Record<AfterSaleKind, readonly string[]>;
export const afterSaleReasonCodes = [
  ...new Set([...afterSaleReasons.refund, ...afterSaleReasons.return]),
] as [string, ...string[]];
export type AfterSaleReason = (typeof afterSaleReasons)[AfterSaleKind][number];

export const afterSaleLimits = {
  descriptionMax: 500,
  answerMax: 200,
  picturesMax: 6,
  linesMax: 200,
  trackingNumberMax: 40,
} as const;

/** A quantity of one order line: positive, up to 4 decimals. */
const afterSaleLineSchema = z
  .object({
    itemId: z.number().int().min(1),
    quantity: z.string().regex(/^(?=.*[1-9])\d{1,12}(\.\d{1,4})?$/, 'validation.nonzero'),
  })
  .strict();

const afterSaleNoSchema = z
  .string()
  .trim()
  .regex(/^\d{8,32}$/, 'validation.digits');

const requestLinesSchema = z
  .object({
    orderNumber: orderNumberSchema,
    kind: z.enum(afterSaleKinds),
    lines: z.array(afterSaleLineSchema).min(1).max(afterSaleLimits.linesMax),
  })
  .strict();

export const afterSaleApplySchema = requestLinesSchema
  .extend({
    reason: z.enum(afterSaleReasonCodes),
    description: z.string().trim().max(afterSaleLimits.descriptionMax).default(''),
    pictures: z.array(galleryFileUrl).max(afterSaleLimits.picturesMax).default([]),
  })
  .strict();
export type AfterSaleApply = z.infer<typeof afterSaleApplySchema>;

/** What one order line can still be asked about: units for a refund only and for a return. */
export const afterSaleOptionLineSchema = z.object({
  itemId: z.number().int(),
  title: z.string(),
  productStyle: z.string(),
  productImg: z.string(),
  unit: z.string(),
  price: z.string(),
  quantity: z.string(),
  /** Units not in another request yet, by kind ('0' when that kind is not possible for the line). */
  refundable: z.string(),
  returnable: z.string(),
  contentLang: contentLangSchema,
});

export const afterSaleOptionsSchema = z.object({
  orderNumber: z.string(),
  shopName: z.string(),
  /** The kinds this order allows now (none once the window has closed). */
  kinds: z.array(z.enum(afterSaleKinds)),
  lines: z.array(afterSaleOptionLineSchema),
  /** ISO end of the after-sales window ('' while the order is not received yet). */
  windowEnds: z.string(),
  /** What the order paid, and what was refunded or is asked back already. */
  payAmount: moneySchema,
  claimedAmount: moneySchema,
});
export type AfterSaleOptions = z.infer<typeof afterSaleOptionsSchema>;

/** What the server offers back for chosen units. */
export const afterSaleQuoteSchema = z.object({
  amount: moneySchema,
  /** Of the amount, the order's shipping (the whole order back unshipped). */
  shippingAmount: moneySchema,
  lines: z.array(z.object({ itemId: z.number().int(), amount: moneySchema })),
});
export type AfterSaleQuote = z.infer<typeof afterSaleQuoteSchema>;

export const refundStates = ['queued', 'processing', 'succeeded', 'failed'] as const;

export const afterSaleRefundSchema = z.object({
  refundNo: z.string(),
  /** virtual (the balance), alipay, wechat, sandbox_qr. */
  provider: z.string(),
  amount: moneySchema,
  state: z.enum(refundStates),
  /** The provider's reason when it failed for good ('' otherwise). */
  error: z.string(),
  time: z.string(),
  succeededTime: z.string(),
});

export const afterSaleEventSchema = z.object({
  status: afterSaleStatusSchema,
  actor: z.enum(['buyer', 'merchant', 'platform', 'system']),
  time: z.string(),
  /** The mall's own words for the step, in the reader's language ('' when none). */
  text: z.string(),
  /** What a person wrote with it ('' when none). */
  note: z.string(),
});

export const afterSaleRowSchema = z.object({
  afterSaleNo: z.string(),
  orderNumber: z.string(),
  kind: z.enum(afterSaleKinds),
  status: afterSaleStatusSchema,
  amount: moneySchema,
  shopName: z.string(),
  buyerName: z.string(),
  firstItemTitle: z.string(),
  firstItemImg: z.string(),
  itemCount: z.number().int(),
  reason: z.string(),
  gmtCreate: z.string(),
  /** ISO time the current state's deadline passes ('' when nothing waits on time). */
  deadline: z.string(),
});
export type AfterSaleRow = z.infer<typeof afterSaleRowSchema>;

export const afterSaleDetailSchema = afterSaleRowSchema.extend({
  description: z.string(),
  pictures: z.array(z.string()),
  shippingAmount: moneySchema,
  /** The merchant's refusal or dispute reason, or the platform's decision note. */
  answer: z.string(),
  shopId: z.number().int(),
  /** The merchant's customer (chat with the merchant about the request). */
  shopCustId: z.number().int(),
  buyCustId: z.number().int(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      title: z.string(),
      productStyle: z.string(),
      productImg: z.string(),
      unit: z.string(),
      price: z.string(),
      quantity: z.string(),
      amount: moneySchema,
      contentLang: contentLangSchema,
    }),
  ),
  returnShipment: z
    .object({ carrier: z.string(), carrierName: z.string(), trackingNumber: z.string(), time: z.string() })
    .nullable(),
  refund: afterSaleRefundSchema.nullable(),
  timeline: z.array(afterSaleEventSchema),
  /** What the reader may do now (the buyer's, the merchant's or the platform's actions). */
  actions: z.array(
    z.enum([
      'withdraw',
      'shipBack',
      'escalate',
      'agree',
      'refuse',
      'receive',
      'dispute',
      'retryRefund',
      'decide',
    ]),
  ),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetailSchema>;
export type AfterSaleAction = AfterSaleDetail['actions'][number];

const listQuery = pageQuerySchema.pick({ offset: true, limit: true }).extend({
  /** A state, or `open` for every state still waiting for someone. */
  status: z.enum(['all', 'open', ...afterSaleStatuses]).default('all'),
});

const byNumber = z.object({ afterSaleNo: afterSaleNoSchema }).strict();
const withReason = (min: number) =>
  z
    .object({
      afterSaleNo: afterSaleNoSchema,
      reason: z.string().trim().min(min, 'validation.required').max(afterSaleLimits.answerMax),
    })
    .strict();

export const afterSaleEndpoints = {
  options: defineEndpoint({
    method: 'GET',
    path: '/member/order/aftersale/options',
    summary:
      'What an order allows after sale: the kinds possible now and, per line, the units not asked about yet ' +
      'for a refund only and for a return. 40400 for another buyer’s order',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    query: z.object({ orderNumber: orderNumberSchema }),
    result: afterSaleOptionsSchema,
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/member/order/aftersale/quote',
    summary:
      'The amount the server offers back for these units: what was paid for them (the discount shared by ' +
      'the lines) less what was refunded, the shipping too when the whole order goes back unshipped',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    body: requestLinesSchema,
    result: afterSaleQuoteSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/member/order/aftersale/apply',
    summary:
      'Asks for a refund only or a return and refund of some units of an order (several lines at once), with ' +
      'a reason, a description and up to 6 gallery pictures. The amount is the quote’s, computed under the ' +
      'order’s lock: parallel requests for the same units get one request and refusals (40000)',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    body: afterSaleApplySchema,
    result: afterSaleDetailSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/member/order/aftersale/list',
    summary: 'The buyer’s requests of one kind (refunds or returns), newest first, by state',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'page',
    query: listQuery.extend({ kind: z.enum(afterSaleKinds).optional() }),
    result: afterSaleRowSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/member/order/aftersale/detail',
    summary: 'One request with its lines, return shipment, refund and timeline; 40400 for another buyer’s',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    query: z.object({ afterSaleNo: afterSaleNoSchema }),
    result: afterSaleDetailSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/member/order/aftersale/withdraw',
    summary: 'Withdraws a request until its money moves (40900 after)',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    body: byNumber,
    result: afterSaleDetailSchema,
  }),
  shipBack: defineEndpoint({
    method: 'POST',
    path: '/member/order/aftersale/shipback',
    summary: 'The buyer sent the goods of an agreed return back: carrier and tracking number',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    body: z
      .object({
        afterSaleNo: afterSaleNoSchema,
        carrier: z.enum(carrierCodes),
        trackingNumber: z
          .string()
          .trim()
          .min(1, 'validation.required')
          .max(afterSaleLimits.trackingNumberMax)
          .regex(/^[A-Za-z0-9-]+$/, 'validation.lettersDigits'),
      })
      .strict(),
    result: afterSaleDetailSchema,
  }),
  escalate: defineEndpoint({
    method: 'POST',
    path: '/member/order/aftersale/escalate',
    summary: 'Asks the platform to decide a refused or disputed request (within the escalation period)',
    tag: 'aftersale',
    auth: true,
    permissions: [permissionCodes.orderRefund],
    kind: 'ext',
    body: withReason(1),
    result: afterSaleDetailSchema,
  }),
};

const merchantList = listQuery.extend({
  kind: z.enum(afterSaleKinds).optional(),
  keyword: z.string().trim().max(60).optional(),
});

export const merchantAfterSaleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/merchant/aftersale/list',
    summary:
      "The shop's after-sales inbox, newest first: by state (open: waiting for anyone), kind, a number",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'page',
    query: merchantList,
    result: afterSaleRowSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/merchant/aftersale/detail',
    summary: "One of the shop's requests; 40400 for another shop's",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    query: z.object({ afterSaleNo: afterSaleNoSchema }),
    result: afterSaleDetailSchema,
  }),
  agree: defineEndpoint({
    method: 'POST',
    path: '/merchant/aftersale/agree',
    summary: 'Agrees: a refund only goes to the refund queue at once, a return waits for the goods',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    body: byNumber,
    result: afterSaleDetailSchema,
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/merchant/aftersale/refuse',
    summary: 'Refuses a request with a reason (the buyer may escalate it)',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    body: withReason(2),
    result: afterSaleDetailSchema,
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: '/merchant/aftersale/receive',
    summary: 'The returned goods arrived: their stock goes back and the refund goes to the queue',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    body: byNumber,
    result: afterSaleDetailSchema,
  }),
  dispute: defineEndpoint({
    method: 'POST',
    path: '/merchant/aftersale/dispute',
    summary: 'The returned goods arrived but are not as asked: a reason (the buyer may escalate)',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    body: withReason(2),
    result: afterSaleDetailSchema,
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/merchant/aftersale/retryrefund',
    summary: 'Sends a refund that failed for good to the queue again (the same refund number)',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.afterSale],
    kind: 'ext',
    body: byNumber,
    result: afterSaleDetailSchema,
  }),
};

export const platformAfterSaleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/platform/aftersale/list',
    summary: 'Requests of every shop, newest first, by state (escalated: the ones to decide)',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.afterSaleDecide],
    kind: 'page',
    query: merchantList,
    result: afterSaleRowSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/platform/aftersale/detail',
    summary: 'One request of any shop',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.afterSaleDecide],
    kind: 'ext',
    query: z.object({ afterSaleNo: afterSaleNoSchema }),
    result: afterSaleDetailSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/platform/aftersale/decide',
    summary:
      'Decides an escalated request: refund (the amount asked, or less) or reject, with a note both sides read',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.afterSaleDecide],
    kind: 'ext',
    body: z
      .object({
        afterSaleNo: afterSaleNoSchema,
        decision: z.enum(['refund', 'reject']),
        /** A smaller refund than asked (yuan); absent: what was asked. */
        amount: z
          .string()
          .regex(/^\d{1,13}(\.\d{1,2})?$/, 'validation.money')
          .optional(),
        note: z.string().trim().min(2, 'validation.required').max(afterSaleLimits.answerMax),
      })
      .strict(),
    result: afterSaleDetailSchema,
  }),
};
