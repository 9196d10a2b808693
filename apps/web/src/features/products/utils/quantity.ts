import {
  centsToYuan,
  moneyToCents,
  type QuantityRules,
  quantityProblem,
  quantityScale,
  toQuantityUnits,
  unitPriceCents,
} from '@mall/contracts';
import { firstOrderable, stepQuantity as stepOrderable } from '../../../lib/quantity-step';

/**
 * Order quantities and volume prices on the product detail page. The rules themselves (minimum order,
 * step, stock, PRODUCT_NUMS, tier prices) are the contracts' shared ones, so the page shows exactly what
 * the server will decide; this module adds what the page needs around them: the message to show, the
 * first orderable quantity, the +/- steps and the tier to highlight.
 */

export type { QuantityRules };

/** Compares two non-negative decimal strings (quantities or yuan); malformed input compares as equal. */
export function compareDecimal(a: string, b: string): number {
  const x = toQuantityUnits(a);
  const y = toQuantityUnits(b);
  if (x === null || y === null) return 0;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** PRODUCT_NUMS: decimal places allowed in quantities (spec §3); missing or odd values mean whole numbers. */
export function quantityDecimals(param: string | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, quantityScale) : 0;
}

/** Why a typed quantity cannot be ordered, with what the message names. */
export type QuantityIssue =
  | { kind: 'required' }
  /** Not a positive number with at most 8 integer digits and `decimals` decimals (spec §5 quantity). */
  | { kind: 'format'; decimals: number }
  | { kind: 'belowMin'; minOrder: string }
  | { kind: 'step'; step: string }
  | { kind: 'stock'; stock: string };

/** The issue with a typed quantity, or null when it can be ordered. */
export function checkQuantity(value: string, rules: QuantityRules): QuantityIssue | null {
  if (!value.trim()) return { kind: 'required' };
  switch (quantityProblem(value, rules)) {
    case null:
      return null;
    case 'belowMinOrder':
      return { kind: 'belowMin', minOrder: rules.minOrder };
    case 'notStep':
      return { kind: 'step', step: rules.step };
    case 'overStock':
      return { kind: 'stock', stock: rules.stock ?? '0' };
    default:
      // 'format', 'nonzero' and 'decimals' all mean the number itself is not a valid quantity.
      return { kind: 'format', decimals: rules.decimals };
  }
}

/** The smallest orderable quantity: the minimum order (at least 1 when missing) rounded up to the step. */
export const firstQuantity = firstOrderable;

/**
 * The quantity one step up or down from `value` (the +/- buttons), never below the first orderable
 * quantity: the cart's stepper without its stock cap (the page says so when the stock is short).
 */
export function stepQuantity(value: string, rules: QuantityRules, direction: 1 | -1): string {
  return stepOrderable(value, { ...rules, stock: undefined }, direction);
}

/**
 * One step up from `value` for the ↑ key: like +, but not past the stock when the stock covers the first
 * orderable quantity (a key held down would otherwise run far past it).
 */
export function stepWithinStock(value: string, rules: QuantityRules): string {
  const next = stepQuantity(value, rules, 1);
  const stock = rules.stock === undefined ? null : toQuantityUnits(rules.stock);
  const units = toQuantityUnits(next);
  if (stock === null || units === null || units <= stock) return next;
  const capped = stepOrderable(value, rules, 1);
  // The stock covers no step beyond the value: stay where the buyer is.
  return toQuantityUnits(capped)! > (toQuantityUnits(value) ?? 0n) ? capped : value;
}

export interface PriceTier {
  minQty: string;
  price: string;
}

/** The volume tier `quantity` reaches (the largest minQty not above it), to highlight it. */
export function applicableTier<T extends PriceTier>(tiers: readonly T[], quantity: string): T | undefined {
  const units = toQuantityUnits(quantity);
  if (units === null) return undefined;
  let found: T | undefined;
  let reached = -1n;
  for (const tier of tiers) {
    const min = toQuantityUnits(tier.minQty);
    if (min !== null && min <= units && min > reached) {
      reached = min;
      found = tier;
    }
  }
  return found;
}

/**
 * Unit price (yuan) of `quantity`: the shared rule — the reached tier replaces the product price and a
 * chosen style keeps its difference to the product price (see `unitPriceCents` in the contracts).
 */
export function unitPrice(options: {
  productPrice: string;
  stylePrice?: string;
  tiers: readonly PriceTier[];
  quantity: string;
}): string {
  const priceCents = moneyToCents(options.productPrice);
  if (priceCents === null) return options.stylePrice ?? options.productPrice;
  const priceTiers = options.tiers.flatMap((tier) => {
    const cents = moneyToCents(tier.price);
    return cents === null ? [] : [{ minQty: tier.minQty, priceCents: cents }];
  });
  const styleCents = options.stylePrice === undefined ? null : moneyToCents(options.stylePrice);
  const units = toQuantityUnits(options.quantity) ?? 0n;
  return centsToYuan(unitPriceCents({ priceCents, priceTiers }, styleCents, units));
}
