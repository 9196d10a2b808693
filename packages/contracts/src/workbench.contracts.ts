import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { orderDetailSchema, orderItemSchema, orderNumberSchema, orderStatusSchema } from './order.contracts';
import { merchantPermissionCodes } from './permissions';
import { carrierCodes } from './shipment.contracts';
import { zMobile } from './validation/zod-rules';

/*
 * The merchant workbench's API (/api/merchant/*, issue 33). Every endpoint is in the seller centre (a session
 * of another centre is refused with 40300 before anything else), names the merchant permission code it
 * needs, and answers for the caller's own shop only: the shop is the session's customer's, never a
 * parameter.
 */

/** The dashboard's figures, each the count its list will show. Money in fen. */
export const merchantDashboardSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  /** Paid orders not shipped yet. */
  ordersToShip: z.number().int(),
  /** After-sales requests waiting for the shop's answer (none before after-sales exists: issue 34). */
  afterSalesWaiting: z.number().int(),
  /** Conversations with a message the shop has not read. */
  unreadChats: z.number().int(),
  /** What the orders paid today (the mall's day, Asia/Shanghai) came to, and how many they were. */
  todaySalesCents: z.number().int(),
  todayOrders: z.number().int(),
  /** Why the platform suspended the shop (the dashboard shows it in red); null while the shop is open. */
  suspendedReason: z.string().nullable(),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;

export const workbenchLimits = {
  keywordMax: 60,
  trackingNumberMax: 40,
  driverNameMax: 32,
  vehiclePlateMax: 16,
  shipLinesMax: 200,
} as const;

/** One order in the shop's order list. */
export const merchantOrderRowSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  /** The buyer company's (or person's) name. */
  buyerName: z.string(),
  /** Who receives it, from the address the order was placed with. */
  consignee: z.string(),
  consigneeMobile: z.string(),
  /** The first line's product (in the request's language) and how many lines the order has. */
  firstItemTitle: z.string(),
  itemCount: z.number().int(),
  payAmount: moneySchema,
  gmtCreate: z.string(),
  /** ISO time it was paid; null before. */
  paidTime: z.string().nullable(),
  /** Paid, and a line still has units to ship. */
  canShip: z.boolean(),
});
export type MerchantOrderRow = z.infer<typeof merchantOrderRowSchema>;

/** One order as the shop reads it: the buyer's detail, with what each line has left to ship. */
export const merchantOrderDetailSchema = orderDetailSchema.extend({
  buyerName: z.string(),
  items: z.array(
    orderItemSchema.extend({
      /** Units shipped so far, and left to ship (the quantity's own decimals). */
      shippedQuantity: z.string(),
      leftToShip: z.string(),
    }),
  ),
  canShip: z.boolean(),
});
export type MerchantOrderDetail = z.infer<typeof merchantOrderDetailSchema>;

const mallDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** Units of one line to ship: a positive quantity with up to 4 decimals, at most what is left. */
export const shipLineSchema = z
  .object({
    itemId: z.number().int().min(1),
    quantity: z.string().regex(/^(?=.*[1-9])\d{1,12}(\.\d{1,4})?$/, 'validation.nonzero'),
  })
  .strict();

const shipLines = z.array(shipLineSchema).min(1).max(workbenchLimits.shipLinesMax).optional();

/**
 * A shipment: by a carrier with its tracking number, or by the shop's own driver and vehicle. `lines`
 * names the units shipped; without it, everything left to ship goes.
 */
export const shipInputSchema = z.discriminatedUnion('method', [
  z
    .object({
      orderNumber: orderNumberSchema,
      method: z.literal('express'),
      carrier: z.enum(carrierCodes),
      trackingNumber: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(workbenchLimits.trackingNumberMax)
        .regex(/^[A-Za-z0-9-]+$/, 'validation.lettersDigits'),
      lines: shipLines,
    })
    .strict(),
  z
    .object({
      orderNumber: orderNumberSchema,
      method: z.literal('own'),
      driverName: z.string().trim().min(1, 'validation.required').max(workbenchLimits.driverNameMax),
      driverMobile: zMobile,
      vehiclePlate: z.string().trim().min(1, 'validation.required').max(workbenchLimits.vehiclePlateMax),
      lines: shipLines,
    })
    .strict(),
]);
export type ShipInput = z.infer<typeof shipInputSchema>;

export const workbenchEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/merchant/dashboard',
    summary:
      "The caller's shop at a glance: orders to ship, after-sales waiting, unread conversations, today's sales. " +
      '40300 for a seller-centre account without a shop',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.dashboard],
    kind: 'ext',
    result: merchantDashboardSchema,
  }),
  orderList: defineEndpoint({
    method: 'GET',
    path: '/merchant/order/list',
    summary:
      "The shop's orders, newest first: by status, by a word (order number, consignee, buyer or product) and " +
      'by the day placed (from, to: the mall day, UTC+8)',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.orderView],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      status: orderStatusSchema.optional(),
      keyword: z.string().trim().max(workbenchLimits.keywordMax).optional(),
      from: mallDate,
      to: mallDate,
    }),
    result: merchantOrderRowSchema,
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/merchant/order/detail',
    summary:
      "One of the shop's orders with its lines, shipments and what is left to ship; 40400 for another shop's",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.orderView],
    kind: 'ext',
    query: z.object({ orderNumber: orderNumberSchema }),
    result: merchantOrderDetailSchema,
  }),
  orderShip: defineEndpoint({
    method: 'POST',
    path: '/merchant/order/ship',
    summary:
      'Ships a paid order, whole or some units of some lines, by a carrier (tracking number) or by the ' +
      "shop's own driver and vehicle; the order is shipped once nothing is left. 40400 for another shop's " +
      'order, 40900 when it is not waiting to ship, 40000 for more units than are left',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.orderShip],
    kind: 'ext',
    body: shipInputSchema,
    result: merchantOrderDetailSchema,
  }),
};
