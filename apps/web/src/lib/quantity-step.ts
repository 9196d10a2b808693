import { type QuantityRules, toQuantityUnits, unitsToQuantity } from '@mall/contracts';

/**
 * Stepping a quantity with the +/- buttons of a quantity stepper (cart, quick order). Quantities are
 * decimal strings handled as integers of 1/10 000 (the contracts' `toQuantityUnits`), never floats, so
 * 0.1 + 0.2 never decides whether a quantity is a multiple of the step.
 */

function positiveUnits(value: string): bigint | null {
  const units = toQuantityUnits(value);
  return units !== null && units > 0n ? units : null;
}

/** The smallest quantity that may be ordered: the minimum order rounded up to a multiple of the step. */
export function firstOrderable(rules: Pick<QuantityRules, 'minOrder' | 'step'>): string {
  const min = positiveUnits(rules.minOrder) ?? toQuantityUnits('1')!;
  const step = positiveUnits(rules.step);
  if (!step) return unitsToQuantity(min);
  return unitsToQuantity(((min + step - 1n) / step) * step);
}

/**
 * One step up or down from `value`, never below the first orderable quantity and never above the stock
 * (when the stock allows any quantity at all). A value off the step snaps to the next multiple in that
 * direction; text that is not a number starts again at the first orderable quantity.
 */
export function stepQuantity(value: string, rules: QuantityRules, direction: 1 | -1): string {
  const first = toQuantityUnits(firstOrderable(rules))!;
  const step = positiveUnits(rules.step) ?? toQuantityUnits('1')!;
  const current = toQuantityUnits(value);
  if (current === null) return unitsToQuantity(first);
  const below = (current / step) * step;
  let next = direction === 1 ? below + step : below === current ? current - step : below;
  if (next < first) next = first;
  const stock = rules.stock === undefined ? null : toQuantityUnits(rules.stock);
  if (direction === 1 && stock !== null && next > stock && stock >= first) {
    // The largest multiple of the step the stock still covers.
    next = (stock / step) * step;
    if (next < first) next = first;
  }
  return unitsToQuantity(next);
}

/** Whether the + button can still go up (some larger orderable quantity fits in the stock). */
export function canStepUp(value: string, rules: QuantityRules): boolean {
  if (rules.stock === undefined) return true;
  const stock = toQuantityUnits(rules.stock);
  const current = toQuantityUnits(value);
  if (stock === null || current === null) return true;
  const next = toQuantityUnits(stepQuantity(value, rules, 1));
  return next !== null && next > current && next <= stock;
}

/** Whether the - button can still go down (the value is above the first orderable quantity). */
export function canStepDown(value: string, rules: Pick<QuantityRules, 'minOrder' | 'step'>): boolean {
  const current = toQuantityUnits(value);
  return current !== null && current > toQuantityUnits(firstOrderable(rules))!;
}
