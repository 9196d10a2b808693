import {
  type Cart,
  type CartItem,
  type CartShop,
  cartLimits,
  centsToYuan,
  ErrorCode,
  type Locale,
  quantityProblem,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { localized } from '../../../lib/localized';
import type { Session } from '../../account';
import type { BuyableRow } from './buyable.repository';
import type { BuyableService } from './buyable.service';
import type { CartRepository, CartRow } from './cart.repository';

/** A line to put in the cart: style 0 when the product has none; quantity a canonical decimal string. */
export interface CartAddition {
  productId: number;
  styleId: number;
  quantity: string;
}

const lineKey = (productId: number, styleId: number) => `${productId}:${styleId}`;
const trim = (v: string) => unitsToQuantity(toQuantityUnits(v) ?? 0n);

/**
 * The signed-in user's cart. Lines belong to the user (session.userId) and every query filters by it, so
 * one user can never see or change another's lines.
 */
export class CartService {
  constructor(
    private readonly repo: CartRepository,
    private readonly buyable: BuyableService,
  ) {}

  cartNum(session: Session): Promise<number> {
    return this.repo.count(session.userId);
  }

  /** Every line of the user's cart, newest first. */
  lines(userId: number): Promise<CartRow[]> {
    return this.repo.list(userId);
  }

  /** The cart with names in the buyer's language (they are read live from the catalogue, not stored). */
  async getCart(session: Session, locale: Locale = 'zh_CN'): Promise<Cart> {
    const [rows, decimals] = await Promise.all([
      this.repo.list(session.userId),
      this.buyable.quantityDecimals(),
    ]);
    const products = new Map(
      (await this.buyable.repo.byIds([...new Set(rows.map((r) => r.productId))])).map((p) => [p.id, p]),
    );
    const shops = new Map<number, CartShop & { selectedCents: number }>();
    const invalidItems: CartItem[] = [];
    let selectedCount = 0;
    let selectedCents = 0;
    // Rows come newest first, so shops appear in the order of their newest line.
    for (const row of rows) {
      const product = products.get(row.productId);
      if (!product) continue;
      const item = this.toItem(row, product, decimals, locale);
      if (item.invalidReason) {
        invalidItems.push(item.item);
        continue;
      }
      let shop = shops.get(product.shopId);
      if (!shop) {
        shop = {
          shopId: product.shopId,
          shopName: localized(product.shopName, product.shopNameI18n, locale),
          shopCustId: product.shopCustId,
          items: [],
          selectedCount: 0,
          selectedAmount: '0.00',
          selectedCents: 0,
        };
        shops.set(product.shopId, shop);
      }
      shop.items.push(item.item);
      if (row.selected && !item.item.quantityProblem) {
        shop.selectedCount += 1;
        shop.selectedCents += item.amountCents;
        selectedCount += 1;
        selectedCents += item.amountCents;
      }
    }
    return {
      shops: [...shops.values()].map(({ selectedCents: cents, ...shop }) => ({
        ...shop,
        selectedAmount: centsToYuan(cents),
      })),
      invalidItems,
      totalCount: rows.length,
      selectedCount,
      selectedAmount: centsToYuan(selectedCents),
      quantityDecimals: decimals,
    };
  }

  private toItem(row: CartRow, product: BuyableRow, decimals: number, locale: Locale) {
    const invalidReason = this.buyable.invalidReason(product, row.styleId);
    const resolved = this.buyable.resolveStyle(product, row.styleId || null);
    const style = 'style' in resolved ? resolved.style : null;
    const quantity = trim(row.quantity);
    const units = toQuantityUnits(quantity) ?? 0n;
    const { priceCents, amountCents } = this.buyable.price(product, style, units);
    const terms = this.buyable.terms(product, style);
    const item: CartItem = {
      cartId: row.id,
      productId: product.id,
      styleId: row.styleId || null,
      styleName: style ? localized(style.name, style.nameI18n, locale) : '',
      productName: localized(product.name, product.nameI18n, locale),
      imageUrl: style?.imageUrl || product.imageUrl,
      model: product.model,
      unit: terms.unit,
      shopId: product.shopId,
      shopName: localized(product.shopName, product.shopNameI18n, locale),
      quantity,
      price: centsToYuan(priceCents),
      basePrice: centsToYuan(style?.priceCents ?? product.priceCents),
      amount: centsToYuan(amountCents),
      minOrder: trim(product.minOrder),
      step: trim(product.step),
      stock: this.buyable.stockOf(product, style),
      priceTiers: terms.priceTiers.map((t) => ({
        minQty: trim(t.minQty),
        price: centsToYuan(t.priceCents),
      })),
      selected: row.selected,
      invalidReason,
      quantityProblem: invalidReason
        ? null
        : this.buyable.quantityProblem(product, style, quantity, decimals),
      addTime: row.createdAt.toISOString(),
    };
    return { item, invalidReason, amountCents };
  }

  /**
   * Adds to the cart (product detail "add to cart"): the added quantity must be a valid number; the
   * line's resulting quantity must then pass every rule, else nothing changes.
   */
  async addCart(session: Session, input: { productId: number; styleId?: number; quantity: string }) {
    const decimals = await this.buyable.quantityDecimals();
    const [product] = await this.buyable.repo.byIds([input.productId]);
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'cart.productNotFound');
    if (product.status !== 1) throw this.buyable.error('offShelf', product, null, decimals);
    const resolved = this.buyable.resolveStyle(product, input.styleId ?? null);
    if ('problem' in resolved) throw this.buyable.error(resolved.problem, product, null, decimals);
    const problem = quantityProblem(input.quantity, { decimals, minOrder: '0', step: '0' });
    if (problem) throw this.buyable.error(problem, product, resolved.style, decimals);
    const styleId = resolved.style?.styleId ?? 0;
    const quantity = trim(input.quantity);
    const result = await this.addLines(session.userId, [{ productId: product.id, styleId, quantity }], {
      products: new Map([[product.id, product]]),
      decimals,
    });
    if (result.full.size > 0) throw this.fullError();
    const line = result.lines.get(lineKey(product.id, styleId));
    if (!line) throw this.fullError();
    return { cartId: line.id, quantity: trim(line.quantity), cartNum: result.cartNum };
  }

  /**
   * Adds lines in one transaction. New lines beyond the cart's limit are left out (answered in `full`);
   * a resulting quantity that breaks a rule (step, stock…) throws and nothing changes. With `selectOnly`
   * the added lines become the only selected ones (quick order "order now", buy again).
   */
  async addLines(
    userId: number,
    additions: CartAddition[],
    options: { products: Map<number, BuyableRow>; decimals: number; selectOnly?: boolean },
  ) {
    // Same product and style twice (two rows of a paste) add up before they reach the database.
    const merged = new Map<string, CartAddition>();
    for (const a of additions) {
      const key = lineKey(a.productId, a.styleId);
      const prev = merged.get(key);
      const units =
        (toQuantityUnits(a.quantity) ?? 0n) + (prev ? (toQuantityUnits(prev.quantity) ?? 0n) : 0n);
      merged.set(key, { ...a, quantity: unitsToQuantity(units) });
    }
    return this.repo.transaction(async (repo, { buyable }) => {
      const current = await repo.list(userId);
      const existing = new Set(current.map((l) => lineKey(l.productId, l.styleId)));
      let room = cartLimits.maxCartLines - existing.size;
      const full = new Set<string>();
      const accepted: CartAddition[] = [];
      for (const [key, a] of merged) {
        if (existing.has(key)) accepted.push(a);
        else if (room > 0) {
          room -= 1;
          accepted.push(a);
        } else full.add(key);
      }
      // Bind purchase: an accessory goes in only with its main product already there or added with it.
      const bindError = await this.buyable.within(buyable).bindPurchaseError(
        accepted.flatMap((a) => options.products.get(a.productId) ?? []),
        new Set([...current.map((l) => l.productId), ...accepted.map((a) => a.productId)]),
      );
      if (bindError) throw bindError;
      const rows = accepted.length
        ? await repo.addQuantities(userId, accepted, options.selectOnly ? true : undefined)
        : [];
      for (const row of rows) {
        const product = options.products.get(row.productId);
        if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'cart.productNotFound');
        // Throws (rolling everything back) when the sum breaks a rule, e.g. more than the stock.
        this.buyable.priceLine(product, row.styleId || null, trim(row.quantity), options.decimals);
      }
      if (options.selectOnly)
        await repo.selectOnly(
          userId,
          rows.map((r) => r.id),
        );
      return {
        lines: new Map(rows.map((r) => [lineKey(r.productId, r.styleId), r])),
        full,
        cartNum: await repo.count(userId),
      };
    });
  }

  /**
   * The bind-purchase check (spec §8) before a product is added to the cart or bought at once: passes
   * (null) when the product is sold on its own, or, for the cart, when the caller's cart already holds its
   * main product; otherwise answers -1 (the web rejects it silently and shows the rule in place). Buying at
   * once orders the product alone, so a bound product never passes it.
   */
  async checkBindPurchase(session: Session, productId: number, buyNow: boolean): Promise<null> {
    const [product] = await this.buyable.repo.byIds([productId]);
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'cart.productNotFound');
    const present = buyNow
      ? new Set<number>()
      : new Set((await this.repo.list(session.userId)).map((l) => l.productId));
    const error = await this.buyable.bindPurchaseError([product], present, { code: ErrorCode.SILENT_REJECT });
    if (error) throw error;
    return null;
  }

  fullError() {
    return new AppError(ErrorCode.VALIDATION_FAILED, 'cart.full', { max: cartLimits.maxCartLines });
  }

  async updateQuantity(
    session: Session,
    cartId: number,
    quantity: string,
    locale: Locale = 'zh_CN',
  ): Promise<Cart> {
    const line = await this.repo.get(session.userId, cartId);
    if (!line) throw new AppError(ErrorCode.NOT_FOUND, 'cart.lineNotFound');
    const decimals = await this.buyable.quantityDecimals();
    const [product] = await this.buyable.repo.byIds([line.productId]);
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'cart.lineNotFound');
    const priced = this.buyable.priceLine(product, line.styleId || null, quantity, decimals);
    await this.repo.setQuantity(session.userId, cartId, priced.quantity);
    return this.getCart(session, locale);
  }

  async select(
    session: Session,
    cartIds: number[],
    selected: boolean,
    locale: Locale = 'zh_CN',
  ): Promise<Cart> {
    await this.repo.setSelected(session.userId, cartIds, selected);
    return this.getCart(session, locale);
  }

  async remove(session: Session, cartIds: number[], locale: Locale = 'zh_CN'): Promise<Cart> {
    await this.repo.remove(session.userId, cartIds);
    return this.getCart(session, locale);
  }

  async clearInvalid(session: Session, locale: Locale = 'zh_CN'): Promise<Cart> {
    const cart = await this.getCart(session, locale);
    await this.repo.remove(
      session.userId,
      cart.invalidItems.map((i) => i.cartId),
    );
    return this.getCart(session, locale);
  }
}
