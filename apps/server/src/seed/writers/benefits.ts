import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/benefits';
import { shops } from '../../db/schema/catalog';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const day = 86400_000;

/**
 * A demo coupon: yuan off, minimum spend (0 = none), shop index into the seeded shops (null = platform),
 * when it started and ends relative to now (days), and how many days ago it was used (undefined = not).
 */
interface CouponPlan {
  amount: number;
  threshold: number;
  shop: number | null;
  from: number;
  until: number;
  usedDaysAgo?: number;
}

/** The company buyer 13800000001 (customer 2): enough unused coupons for two pages, some used and expired. */
const companyBuyerCoupons: CouponPlan[] = [
  { amount: 5, threshold: 0, shop: null, from: -3, until: 4 },
  { amount: 10, threshold: 99, shop: null, from: -10, until: 20 },
  { amount: 20, threshold: 300, shop: null, from: -10, until: 30 },
  { amount: 50, threshold: 800, shop: null, from: -5, until: 45 },
  { amount: 100, threshold: 2000, shop: null, from: -1, until: 60 },
  { amount: 15, threshold: 199, shop: 0, from: -2, until: 12 },
  { amount: 30, threshold: 399, shop: 1, from: -2, until: 18 },
  { amount: 8, threshold: 59, shop: 2, from: -7, until: 9 },
  { amount: 25, threshold: 250, shop: 3, from: -4, until: 25 },
  { amount: 40, threshold: 500, shop: 4, from: -1, until: 35 },
  { amount: 12, threshold: 120, shop: 0, from: -6, until: 40 },
  { amount: 200, threshold: 5000, shop: null, from: 2, until: 62 },
  { amount: 10, threshold: 100, shop: 1, from: -30, until: 10, usedDaysAgo: 6 },
  { amount: 20, threshold: 300, shop: null, from: -40, until: -5, usedDaysAgo: 25 },
  { amount: 5, threshold: 0, shop: null, from: -50, until: 20, usedDaysAgo: 40 },
  { amount: 30, threshold: 300, shop: 2, from: -60, until: -2 },
  { amount: 10, threshold: 99, shop: null, from: -45, until: -15 },
  { amount: 50, threshold: 1000, shop: 3, from: -90, until: -30 },
];

/** The person buyer 13800000002 (customer 3): a few of each. */
const personBuyerCoupons: CouponPlan[] = [
  { amount: 10, threshold: 99, shop: null, from: -3, until: 27 },
  { amount: 6, threshold: 60, shop: 1, from: -3, until: 14 },
  { amount: 20, threshold: 200, shop: null, from: -30, until: -1 },
];

/** Seeded coupons of the demo buyers (spec §1 names the coupon screen; the data is ours). */
export async function seedBenefits(tx: Tx, now: Date): Promise<void> {
  const shopIds = (await tx.select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map((s) => s.id);
  const at = (days: number) => new Date(now.getTime() + days * day);
  const rows = (custId: number, plans: CouponPlan[]) =>
    plans.map((p) => ({
      custId,
      shopId: p.shop === null ? null : (shopIds[p.shop % Math.max(shopIds.length, 1)] ?? null),
      amountCents: p.amount * 100,
      thresholdCents: p.threshold * 100,
      validFrom: at(p.from),
      validUntil: at(p.until),
      usedAt: p.usedDaysAgo === undefined ? null : at(-p.usedDaysAgo),
      usedOrderNumber: null,
      createdAt: at(p.from),
    }));
  await tx.insert(coupons).values([...rows(2, companyBuyerCoupons), ...rows(3, personBuyerCoupons)]);
}
