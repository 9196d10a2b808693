import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';

/**
 * Member benefits of the personal centre (spec §1 names the points centre and coupons as screens without
 * behaviour; the paths are ours, in the spec's style). Everything belongs to the signed-in customer: every
 * user of one company shares its points and coupons, and nobody sees another customer's rows.
 */

/**
 * Why the points changed: `grant` points given to the account (opening balance, operator top-up),
 * `redeem` spent on a points order, `refund` returned from a cancelled points order.
 */
export const pointsRecordKinds = ['grant', 'redeem', 'refund'] as const;
export const pointsRecordKindSchema = z.enum(pointsRecordKinds);
export type PointsRecordKind = z.infer<typeof pointsRecordKindSchema>;

export const pointsRecordSchema = z.object({
  id: z.number().int(),
  kind: pointsRecordKindSchema,
  /** Signed change: positive when points were added, negative when spent. */
  points: z.number().int(),
  /** The points order of a redeem or refund; null for a grant. */
  orderNumber: z.string().nullable(),
  /** First goods of that order ('' when none). */
  goodsName: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

export const pointsAccountSchema = z.object({
  /** Points the customer can spend now. */
  balance: z.number().int(),
  /** All points ever added (grants and refunds). */
  earned: z.number().int(),
  /** All points spent on points orders (positive number). */
  spent: z.number().int(),
});
export type PointsAccount = z.infer<typeof pointsAccountSchema>;

/** Tabs of the coupon list: unused (still usable or not yet started), used, expired (never used). */
export const couponStatuses = ['unused', 'used', 'expired'] as const;
export const couponStatusSchema = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

export const couponSchema = z.object({
  couponId: z.number().int(),
  status: couponStatusSchema,
  /** Yuan taken off the order. */
  amount: moneySchema,
  /** Minimum goods amount in yuan; '0.00' means no minimum. */
  threshold: moneySchema,
  /** 'platform' coupons work in every shop; 'shop' coupons only in `shopId`. */
  scope: z.enum(['platform', 'shop']),
  shopId: z.number().int().nullable(),
  /** '' for platform coupons. */
  shopName: z.string(),
  /** ISO times: usable from validFrom until validUntil. */
  validFrom: z.string(),
  validUntil: z.string(),
  /** ISO time it was used; null unless used. */
  usedAt: z.string().nullable(),
  usedOrderNumber: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const benefitsEndpoints = {
  pointsAccount: defineEndpoint({
    method: 'GET',
    path: '/member/benefits/points/account',
    summary: 'The buyer’s points: balance now, all points added and all points spent',
    tag: 'benefits',
    auth: true,
    kind: 'ext',
    result: pointsAccountSchema,
  }),
  pointsRecords: defineEndpoint({
    method: 'GET',
    path: '/member/benefits/points/records',
    summary:
      'The buyer’s points history, newest first: grants, points spent on points orders (with the order ' +
      'number and goods) and refunds of cancelled ones; paging offset/limit',
    tag: 'benefits',
    auth: true,
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }),
    result: pointsRecordSchema,
  }),
  couponList: defineEndpoint({
    method: 'GET',
    path: '/member/benefits/coupon/list',
    summary:
      'The buyer’s coupons of one tab (unused by default): unused ones ending soonest first, used and ' +
      'expired ones most recent first; paging offset/limit',
    tag: 'benefits',
    auth: true,
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      status: couponStatusSchema.default('unused'),
    }),
    result: couponSchema,
  }),
  couponCount: defineEndpoint({
    method: 'GET',
    path: '/member/benefits/coupon/count',
    summary: 'Number of the buyer’s coupons per tab',
    tag: 'benefits',
    auth: true,
    kind: 'ext',
    result: z.record(couponStatusSchema, z.number().int()),
  }),
};
