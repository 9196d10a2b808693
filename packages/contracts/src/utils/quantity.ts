/**
 * Quantity and money arithmetic shared by the server (which decides) and the web app (which shows the
 * same answer inline before asking). Quantities are decimal strings; they are compared and multiplied as
 * integers of 1/10 000 (the scale of the database's numeric(16,4) quantity columns), money as integer fen,
 * so no float rounding ever happens.
 */

/** Decimal places of the stored quantity columns; PRODUCT_NUMS can never allow more. */
export const quantityScale = 4;
const scaleFactor = 10n ** BigInt(quantityScale);
/** Up to 8 integer digits (spec §5 quantity). */
const maxQuantityUnits = 10n ** 8n * scaleFactor;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A non-negative decimal string ("12", "0.5", "3.0000") as units of 1/10 000; null when it is not one or
 * has more than 4 decimals.
 */
export function toQuantityUnits(value: string): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > quantityScale || whole.length > 12) return null;
  return BigInt(whole) * scaleFactor + BigInt(fraction.padEnd(quantityScale, '0'));
}

/** Units back to the shortest decimal string ("1.5", "3"). */
export function unitsToQuantity(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / scaleFactor;
  const fraction = (abs % scaleFactor).toString().padStart(quantityScale, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "12.50" (or "12.5", "12") yuan to integer fen; null when not a non-negative amount with ≤ 2 decimals. */
export function moneyToCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2 || whole.length > 13) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer fen to yuan with 2 decimals ("12.50"), the contracts' money format. */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The largest amount of one order line or order: spec §5 money, 8 integer digits and 2 decimals. */
export const maxAmountCents = 9_999_999_999;

/**
 * Fen of `quantity` units at `priceCents` each, rounded half up to a whole fen. Each order or cart line is
 * rounded once; totals are sums of rounded lines, so a total always equals the lines it shows.
 */
export function lineAmountCents(priceCents: number, quantityUnits: bigint): number {
  const exact = BigInt(priceCents) * quantityUnits;
  return Number((exact * 2n + scaleFactor) / (2n * scaleFactor));
}

/** Why a quantity may not be ordered, in the order the buyer should fix it; null when it may. */
export type QuantityProblem =
  /** Not a number ("abc", "-1", "1e5"). */
  | 'format'
  /** 0 or less. */
  | 'nonzero'
  /** More than 8 integer digits or more decimals than PRODUCT_NUMS allows. */
  | 'decimals'
  /** Below the product's minimum order. */
  | 'belowMinOrder'
  /** Not a whole multiple of the product's step. */
  | 'notStep'
  /** More than the stock left. */
  | 'overStock';

export interface QuantityRules {
  /** PRODUCT_NUMS: decimal places a quantity may have (0-4). */
  decimals: number;
  /** Decimal strings of the product. */
  minOrder: string;
  step: string;
  /** Stock of the product or of the chosen style; absent: not checked. */
  stock?: string;
}

/**
 * Checks a typed quantity against spec §5 (8 integer digits, PRODUCT_NUMS decimals) and the product's
 * minimum order, step and stock: at least minOrder and a whole multiple of step (the product page's rule).
 */
export function quantityProblem(value: string, rules: QuantityRules): QuantityProblem | null {
  const text = value.trim();
  if (/^-\d+(\.\d+)?$/.test(text)) return 'nonzero';
  const match = DECIMAL.exec(text);
  if (!match) return 'format';
  const fraction = match[2] ?? '';
  const units = toQuantityUnits(text);
  if (fraction.length > Math.min(rules.decimals, quantityScale)) return 'decimals';
  if (units === null || units >= maxQuantityUnits) return 'decimals';
  if (units === 0n) return 'nonzero';
  const min = toQuantityUnits(rules.minOrder) ?? 0n;
  const step = toQuantityUnits(rules.step) ?? 0n;
  if (units < min) return 'belowMinOrder';
  if (step > 0n && units % step !== 0n) return 'notStep';
  if (rules.stock !== undefined) {
    const stock = toQuantityUnits(rules.stock.replace(/^-.*/, '0')) ?? 0n;
    if (units > stock) return 'overStock';
  }
  return null;
}

export interface PricedProduct {
  /** Price of the product in fen. */
  priceCents: number;
  /** Volume prices (any order; decimal-string minQty). */
  priceTiers: readonly { minQty: string; priceCents: number }[];
}

/**
 * The unit price in fen a buyer pays for `quantityUnits` of a product (the product page shows the same).
 * Volume tiers price the product as a whole: the tier with the largest minQty the quantity reaches
 * replaces the product price. A chosen style keeps its difference to the product price at every volume
 * (a style 5.00 dearer stays 5.00 dearer in each tier); never below 1 fen.
 */
export function unitPriceCents(
  product: PricedProduct,
  stylePriceCents: number | null,
  quantityUnits: bigint,
): number {
  const base = stylePriceCents ?? product.priceCents;
  let tierCents: number | null = null;
  let reached = -1n;
  for (const tier of product.priceTiers) {
    const min = toQuantityUnits(tier.minQty);
    if (min !== null && quantityUnits >= min && min > reached) {
      reached = min;
      tierCents = tier.priceCents;
    }
  }
  if (tierCents === null) return base;
  return Math.max(1, tierCents + base - product.priceCents);
}

/** What a style (SKU) may say about its own unit and volume prices (see ProductStyle on the server). */
export interface PricedStyle {
  priceCents: number;
  /** Its unit of sale when not the product's. */
  unit?: string;
  /** Its own volume prices, minQty counted in its unit. */
  priceTiers?: readonly { minQty: string; priceCents: number }[];
}

/**
 * The price, unit and volume prices that apply to a product bought as `style` (null: no style): a style
 * with tiers of its own uses them; a style with a unit of its own and no tiers has none (the product's
 * tiers count another unit); any other style takes the product's tiers at its price difference, as
 * unitPriceCents prices them.
 */
export function styleTerms(
  product: PricedProduct & { unit: string },
  style: PricedStyle | null,
): { priceCents: number; unit: string; priceTiers: { minQty: string; priceCents: number }[] } {
  if (!style)
    return { priceCents: product.priceCents, unit: product.unit, priceTiers: [...product.priceTiers] };
  const ownUnit = Boolean(style.unit && style.unit !== product.unit);
  const unit = style.unit || product.unit;
  if (style.priceTiers) return { priceCents: style.priceCents, unit, priceTiers: [...style.priceTiers] };
  if (ownUnit) return { priceCents: style.priceCents, unit, priceTiers: [] };
  return {
    priceCents: style.priceCents,
    unit,
    priceTiers: product.priceTiers.map((t) => ({
      minQty: t.minQty,
      priceCents: Math.max(1, t.priceCents + style.priceCents - product.priceCents),
    })),
  };
}
