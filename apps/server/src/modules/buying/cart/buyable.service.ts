import {
  type CartInvalidReason,
  centsToYuan,
  ErrorCode,
  lineAmountCents,
  maxAmountCents,
  type QuantityProblem,
  quantityProblem,
  type ServerMessageKey,
  styleTerms,
  toQuantityUnits,
  unitPriceCents,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import type { SystemService } from '../../system';
import type { BuyableRepository, BuyableRow } from './buyable.repository';

export type ProductStyleRow = BuyableRow['styles'][number];

/** Why a product and style can not be chosen at all. */
export type StyleProblem = 'styleRequired' | 'unknownStyle' | 'styleNotAllowed';

/** A product, its chosen style and a valid quantity, priced. */
export interface PricedLine {
  product: BuyableRow;
  style: ProductStyleRow | null;
  units: bigint;
  /** Canonical decimal string of the quantity. */
  quantity: string;
  priceCents: number;
  amountCents: number;
}

const trim = (v: string) => unitsToQuantity(toQuantityUnits(v) ?? 0n);

/**
 * The rules of buying a product, shared by the cart, the quick order and checkout: which style, which
 * quantities (spec §5 with PRODUCT_NUMS, minimum order, step, stock) and what it costs. Errors are
 * translated AppErrors (40000) naming the product.
 */
export class BuyableService {
  constructor(
    readonly repo: BuyableRepository,
    private readonly system: SystemService,
  ) {}

  /**
   * The same rules over another repository: the one a repository transaction hands out, so reads (and their
   * locks) happen inside that transaction.
   */
  within(repo: BuyableRepository): BuyableService {
    return new BuyableService(repo, this.system);
  }

  /** Products by id; `lock` (inside a transaction, see `within`) so stock and price can not move. */
  async productsById(ids: number[], options: { lock?: boolean } = {}): Promise<Map<number, BuyableRow>> {
    const rows = await this.repo.byIds([...new Set(ids)], options.lock);
    return new Map(rows.map((p) => [p.id, p]));
  }

  /** PRODUCT_NUMS: decimal places a quantity may have; anything odd means whole numbers. */
  async quantityDecimals(): Promise<number> {
    const value = (await this.system.getParams(['PRODUCT_NUMS'])).PRODUCT_NUMS;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
  }

  /** The style a line names: required when the product has styles, refused when it has none. */
  resolveStyle(
    product: BuyableRow,
    styleId: number | null,
  ): { style: ProductStyleRow | null } | { problem: StyleProblem } {
    if (product.styles.length === 0) return styleId ? { problem: 'styleNotAllowed' } : { style: null };
    if (!styleId) return { problem: 'styleRequired' };
    const style = product.styles.find((s) => s.styleId === styleId);
    return style ? { style } : { problem: 'unknownStyle' };
  }

  /** Stock left of the chosen style, or of the product. */
  stockOf(product: BuyableRow, style: ProductStyleRow | null): string {
    return trim(style ? style.stock : product.stock);
  }

  /** Why a cart line can not be bought at all (listed apart), or null. */
  invalidReason(product: BuyableRow, styleId: number): CartInvalidReason | null {
    if (product.status !== 1) return 'offShelf';
    const resolved = this.resolveStyle(product, styleId || null);
    if ('problem' in resolved) return 'styleGone';
    const stock = toQuantityUnits(this.stockOf(product, resolved.style)) ?? 0n;
    const min = toQuantityUnits(product.minOrder) ?? 0n;
    return stock <= 0n || stock < min ? 'outOfStock' : null;
  }

  /** The spec §5 and product rules for `quantity`; `stock: false` leaves stock out (it is checked later). */
  quantityProblem(
    product: BuyableRow,
    style: ProductStyleRow | null,
    quantity: string,
    decimals: number,
    options: { stock?: boolean } = {},
  ): QuantityProblem | null {
    return quantityProblem(quantity, {
      decimals,
      minOrder: trim(product.minOrder),
      step: trim(product.step),
      ...(options.stock === false ? {} : { stock: this.stockOf(product, style) }),
    });
  }

  /** The chosen style's (or the product's) unit of sale, price and volume prices (fen). */
  terms(product: BuyableRow, style: ProductStyleRow | null) {
    return styleTerms(product, style);
  }

  /** Unit price (style, volume tier) and line amount, in fen. */
  price(product: BuyableRow, style: ProductStyleRow | null, units: bigint) {
    const priceCents = unitPriceCents(styleTerms(product, style), null, units);
    return { priceCents, amountCents: lineAmountCents(priceCents, units) };
  }

  /**
   * A priced line, or the translated error a buyer sees. Checks shelf, style, quantity and (unless
   * `stock: false`) stock.
   */
  priceLine(
    product: BuyableRow,
    styleId: number | null,
    quantity: string,
    decimals: number,
    options: { stock?: boolean } = {},
  ): PricedLine {
    if (product.status !== 1) throw this.error('offShelf', product, null, decimals);
    const resolved = this.resolveStyle(product, styleId);
    if ('problem' in resolved) throw this.error(resolved.problem, product, null, decimals);
    const { style } = resolved;
    if (options.stock !== false && this.invalidReason(product, style?.styleId ?? 0) === 'outOfStock')
      throw this.error('outOfStock', product, style, decimals);
    const problem = this.quantityProblem(product, style, quantity, decimals, options);
    if (problem) throw this.error(problem, product, style, decimals);
    const units = toQuantityUnits(quantity) ?? 0n;
    const priced = this.price(product, style, units);
    if (priced.amountCents > maxAmountCents)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'cart.amountTooLarge', {
        max: centsToYuan(maxAmountCents),
      });
    return { product, style, units, quantity: unitsToQuantity(units), ...priced };
  }

  /** Message key and parameters of a problem, for errors and for per-row messages. */
  describe(
    problem: QuantityProblem | StyleProblem | 'offShelf' | 'outOfStock',
    product: BuyableRow,
    style: ProductStyleRow | null,
    decimals: number,
  ): { key: ServerMessageKey; params: Record<string, string | number> } {
    const name = style ? `${product.name} ${style.name}` : product.name;
    const unit = styleTerms(product, style).unit;
    switch (problem) {
      case 'format':
      case 'nonzero':
      case 'decimals':
        return { key: 'cart.quantityInvalid', params: { decimals } };
      case 'belowMinOrder':
        return { key: 'cart.belowMinOrder', params: { name, unit, min: trim(product.minOrder) } };
      case 'notStep':
        return { key: 'cart.notStep', params: { name, unit, step: trim(product.step) } };
      case 'overStock':
        return { key: 'cart.overStock', params: { name, unit, stock: this.stockOf(product, style) } };
      case 'outOfStock':
        return { key: 'cart.outOfStock', params: { name } };
      case 'offShelf':
        return { key: 'cart.offShelf', params: { name } };
      case 'styleRequired':
        return { key: 'cart.styleRequired', params: { name } };
      case 'unknownStyle':
        return { key: 'cart.unknownStyle', params: { name } };
      case 'styleNotAllowed':
        return { key: 'cart.styleNotAllowed', params: { name } };
    }
  }

  /**
   * Bind purchase: a product with a main product (`bindProductId`) is bought only together with it. The
   * first of `items` whose main product is not among `present` (product ids), as the error `code` asks for
   * (-1 from the check call, 40000 from the writers), naming both products; null when every one is fine.
   */
  async bindPurchaseError(
    items: BuyableRow[],
    present: ReadonlySet<number>,
    options: { code?: number } = {},
  ): Promise<AppError | null> {
    const unmet = items.find((p) => p.bindProductId !== null && !present.has(p.bindProductId));
    if (!unmet?.bindProductId) return null;
    // Inside a transaction (`within`) the name is read through it: the embedded database serves one at a time.
    const [main] = await this.repo.byIds([unmet.bindProductId]);
    const code = options.code ?? ErrorCode.VALIDATION_FAILED;
    return new AppError(code, 'cart.bindPurchase', { name: unmet.name, main: main?.name ?? '' });
  }

  error(
    problem: QuantityProblem | StyleProblem | 'offShelf' | 'outOfStock',
    product: BuyableRow,
    style: ProductStyleRow | null,
    decimals: number,
  ): AppError {
    const { key, params } = this.describe(problem, product, style, decimals);
    return new AppError(ErrorCode.VALIDATION_FAILED, key, params);
  }
}
