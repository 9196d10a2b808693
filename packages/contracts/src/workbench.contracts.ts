import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { merchantPermissionCodes } from './permissions';

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
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;

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
};
