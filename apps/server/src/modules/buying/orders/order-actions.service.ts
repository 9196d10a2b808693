import {
  cartLimits,
  ErrorCode,
  type Locale,
  type OrderDetail,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { translate } from '../../../lib/translate';
import type { Session } from '../../account';
import type { BuyableRow } from '../cart/buyable.repository';
import type { BuyableService } from '../cart/buyable.service';
import type { CartService } from '../cart/cart.service';
import { type OrderRepository, orderStatusCodes } from './order.repository';
import type { OrderQueryService } from './order-queries.service';
import { itemTexts, orderErrors, payKinds, trimQuantity as trim } from './order-summary';

/**
 * What a buyer does with a placed order: cancel it while unpaid, confirm its receipt, buy it again. Each
 * status change locks the order in one transaction; every order is scoped to session.custId.
 */
export class OrderActionService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly queries: OrderQueryService,
    private readonly buyable: BuyableService,
    private readonly cart: CartService,
  ) {}

  /** Cancels an unpaid order and puts its reserved stock back, in one transaction. */
  async cancel(session: Session, orderNumber: string, reason: string, locale: Locale): Promise<OrderDetail> {
    await this.changeStatus(session, orderNumber, orderStatusCodes.pendingPayment, locale, (repo, id) =>
      repo.cancelAndRestock(id, reason, reason),
    );
    return this.queries.getDetail(session, orderNumber, locale);
  }

  async confirmReceipt(session: Session, orderNumber: string, locale: Locale): Promise<OrderDetail> {
    await this.changeStatus(session, orderNumber, orderStatusCodes.shipped, locale, (repo, id) =>
      repo.setStatus(id, orderStatusCodes.completed),
    );
    return this.queries.getDetail(session, orderNumber, locale);
  }

  /** Locks the buyer's order, checks it is in status `from`, and changes it, in one transaction. */
  private changeStatus(
    session: Session,
    orderNumber: string,
    from: number,
    locale: Locale,
    change: (repo: OrderRepository, orderId: number) => Promise<void>,
  ) {
    return this.repo.transaction(async (repo) => {
      const row = await repo.getOrder(session.custId, orderNumber, true);
      if (!row) throw orderErrors.notFound();
      if (row.status !== from) throw orderErrors.notPending(row.status, locale);
      await change(repo, row.id);
    });
  }

  /**
   * Puts an order's lines back in the cart, selected alone. A line whose product can not be bought now is
   * skipped with the reason; a quantity below a raised minimum order goes up to it.
   */
  async buyAgain(session: Session, orderNumber: string, locale: Locale) {
    const row = await this.repo.getOrder(session.custId, orderNumber);
    if (!row) throw orderErrors.notFound();
    if (row.payKind === payKinds.points)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.cannotBuyAgain');
    const [items, decimals, inCart] = await Promise.all([
      this.repo.itemsOf([row.id]),
      this.buyable.quantityDecimals(),
      this.cart.lines(session.userId),
    ]);
    const products = await this.buyable.productsById(items.map((i) => i.productId));
    const cartUnits = new Map(
      inCart.map((l) => [`${l.productId}:${l.styleId}`, toQuantityUnits(l.quantity) ?? 0n]),
    );
    const skipped: { title: string; reason: string }[] = [];
    const additions: { productId: number; styleId: number; quantity: string }[] = [];
    for (const item of items) {
      const texts = itemTexts(item, locale);
      const title = texts.productStyle ? `${texts.title} ${texts.productStyle}` : texts.title;
      const product = products.get(item.productId);
      if (!product) {
        skipped.push({ title, reason: translate(locale, 'cart.productNotFound') });
        continue;
      }
      const quantity = atLeastMinimum(product, trim(item.quantity));
      const key = `${product.id}:${item.styleId}`;
      const total = unitsToQuantity((cartUnits.get(key) ?? 0n) + (toQuantityUnits(quantity) ?? 0n));
      try {
        // The cart will hold its own quantity plus this one: that sum must be buyable.
        this.buyable.priceLine(product, item.styleId || null, total, decimals);
        additions.push({ productId: product.id, styleId: item.styleId, quantity });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped.push({ title, reason: translate(locale, error.messageKey, error.params) });
      }
    }
    const result = await this.cart.addLines(session.userId, additions, {
      products,
      decimals,
      selectOnly: true,
    });
    for (const a of additions) {
      if (result.full.has(`${a.productId}:${a.styleId}`)) {
        const p = products.get(a.productId)!;
        skipped.push({
          title: p.name,
          reason: translate(locale, 'cart.full', { max: cartLimits.maxCartLines }),
        });
      }
    }
    return { added: additions.length - result.full.size, skipped, cartNum: result.cartNum };
  }
}

/** The quantity, raised to the product's first orderable quantity when it is below it. */
function atLeastMinimum(product: BuyableRow, quantity: string): string {
  const units = toQuantityUnits(quantity) ?? 0n;
  const min = toQuantityUnits(product.minOrder) ?? 0n;
  const step = toQuantityUnits(product.step) ?? 0n;
  if (units >= min) return quantity;
  const first = step > 0n ? ((min + step - 1n) / step) * step : min;
  return unitsToQuantity(first);
}
