import { moneyToCents } from '@mall/contracts';

/**
 * The money rules of an order, as pure functions over integer fen (property-tested): an order's goods
 * amount is the sum of its rounded lines, shipping and discount are whole fen, and what the buyer pays is
 * goods + shipping − discount where the discount never exceeds the goods, so it is never negative.
 */

/**
 * A discount method configured as a DISCOUNT_METHOD config item of an order module (configCode, showName,
 * and the rule as JSON in remark):
 * - `{"type":"reduce","over":"300.00","minus":"20.00"}`: 20.00 off when the goods reach 300.00;
 * - `{"type":"percent","percent":95}`: the goods cost 95 % (5 % off), rounded to the fen.
 */
export type DiscountRule =
  | { code: string; name: string; type: 'reduce'; overCents: number; minusCents: number }
  | { code: string; name: string; type: 'percent'; percent: number };

/** The rule of a config item, or null when its remark is not one we understand (it is then not offered). */
export function parseDiscountRule(code: string, name: string, remark: string): DiscountRule | null {
  let value: unknown;
  try {
    value = JSON.parse(remark);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const rule = value as Record<string, unknown>;
  if (rule.type === 'reduce' && typeof rule.over === 'string' && typeof rule.minus === 'string') {
    const overCents = moneyToCents(rule.over);
    const minusCents = moneyToCents(rule.minus);
    if (overCents === null || minusCents === null || minusCents <= 0) return null;
    return { code, name, type: 'reduce', overCents, minusCents };
  }
  if (rule.type === 'percent' && typeof rule.percent === 'number') {
    const percent = rule.percent;
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) return null;
    return { code, name, type: 'percent', percent };
  }
  return null;
}

/** Fen taken off `goodsCents` by a rule: 0 ≤ discount ≤ goods. */
export function discountCents(rule: DiscountRule | null, goodsCents: number): number {
  if (!rule || goodsCents <= 0) return 0;
  if (rule.type === 'reduce') return goodsCents >= rule.overCents ? Math.min(rule.minusCents, goodsCents) : 0;
  // What is paid is rounded half up; the discount is the rest.
  const paid = Math.floor((goodsCents * rule.percent + 50) / 100);
  return Math.min(goodsCents, Math.max(0, goodsCents - paid));
}

export interface ShippingRule {
  feeCents: number;
  freeOverCents: number | null;
}

/** Shipping of one shop's order: only for express delivery, when enabled and the shop has a fee. */
export function shippingCents(
  rule: ShippingRule | undefined,
  goodsCents: number,
  deliveryType: 'express' | 'pickup',
  enabled: boolean,
): number {
  if (!enabled || deliveryType !== 'express' || !rule) return 0;
  if (rule.freeOverCents !== null && goodsCents >= rule.freeOverCents) return 0;
  return Math.max(0, rule.feeCents);
}

export interface OrderAmounts {
  goodsCents: number;
  shippingCents: number;
  discountCents: number;
  payCents: number;
}

/** Amounts of one order from its rounded line amounts. */
export function orderAmounts(
  lineCents: number[],
  shipping: (goodsCents: number) => number,
  discount: (goodsCents: number) => number,
): OrderAmounts {
  const goods = lineCents.reduce((sum, c) => sum + c, 0);
  const ship = shipping(goods);
  const off = Math.min(goods, Math.max(0, discount(goods)));
  return { goodsCents: goods, shippingCents: ship, discountCents: off, payCents: goods + ship - off };
}

/** Totals over orders: sums of the orders' own amounts. */
export function sumAmounts(orders: OrderAmounts[]): OrderAmounts {
  return orders.reduce(
    (sum, o) => ({
      goodsCents: sum.goodsCents + o.goodsCents,
      shippingCents: sum.shippingCents + o.shippingCents,
      discountCents: sum.discountCents + o.discountCents,
      payCents: sum.payCents + o.payCents,
    }),
    { goodsCents: 0, shippingCents: 0, discountCents: 0, payCents: 0 },
  );
}
