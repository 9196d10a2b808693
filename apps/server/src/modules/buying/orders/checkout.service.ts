import {
  type CheckoutPreview,
  centsToYuan,
  ErrorCode,
  type Locale,
  moneyToCents,
  type SubmitResult,
  toQuantityUnits,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import type { Session } from '../../account';
import type { SystemService } from '../../system';
import type { AddressService } from '../addresses/address.service';
import type { BuyableRow } from '../cart/buyable.repository';
import type { BuyableService } from '../cart/buyable.service';
import type { CartService } from '../cart/cart.service';
import {
  type CheckoutInput,
  type ComputedOrder,
  computeOrders,
  toCheckoutPreview,
  type WantedLine,
  wantedLines,
} from './checkout-orders';
import { checkoutInvoice, loadCheckoutConfig } from './checkout-switches';
import { type OrderRepository, orderStatusCodes } from './order.repository';
import { addressSnapshot, submitOnce, takeOrderNumbers } from './order-submission';
import { payKinds, trimQuantity as trim } from './order-summary';
import { sumAmounts } from './pricing';

/** How much one buyer may hold unpaid at once. */
export interface UnpaidLimits {
  orders: number;
  /** Units (the sum of the lines' quantities, whatever their unit) on the buyer's unpaid orders. */
  units: number;
}

/**
 * Checkout: the preview of the orders a cart or a buy-now line makes, and their submission. Totals are
 * computed here from the database's prices, in fen; the client's numbers are never used except to confirm
 * the buyer saw the same total.
 */
export class CheckoutService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly buyable: BuyableService,
    private readonly cart: CartService,
    private readonly addresses: AddressService,
    private readonly system: SystemService,
    private readonly now: () => Date,
    /** What one buyer may hold unpaid at once (UNPAID_ORDERS_PER_BUYER, UNPAID_UNITS_PER_BUYER). */
    private readonly unpaidLimits: UnpaidLimits = { orders: 20, units: 10_000 },
  ) {}

  async preview(session: Session, input: CheckoutInput, locale: Locale): Promise<CheckoutPreview> {
    const [config, decimals] = await Promise.all([
      loadCheckoutConfig(this.system, locale),
      this.buyable.quantityDecimals(),
    ]);
    // Shown to the buyer: in their language (the order itself keeps the Chinese address, see submit).
    const address = input.addressId
      ? await this.addresses.get(session.custId, input.addressId, locale)
      : await this.addresses.getDefault(session.custId, locale);
    const wanted = await wantedLines(input, async () =>
      (await this.cart.lines(session.userId)).filter((l) => l.selected),
    );
    const products = await this.buyable.productsById(wanted.map((w) => w.productId));
    await assertBoundTogether(this.buyable, wanted, products);
    const rules = await this.repo.shippingRules(shopsOf(products));
    const orders = computeOrders(this.buyable, input, wanted, products, decimals, config, rules);
    return toCheckoutPreview(
      orders,
      address,
      checkoutInvoice(session, input.invoice, config),
      config,
      locale,
    );
  }

  async submit(
    session: Session,
    input: CheckoutInput & { addressId: number; idempotencyKey: string; payAmount: string },
    locale: Locale,
  ): Promise<SubmitResult> {
    return submitOnce(
      this.repo,
      { userId: session.userId, idempotencyKey: input.idempotencyKey },
      {
        replay: (row) => ({ orderNumbers: row.orderNumbers, payAmount: centsToYuan(row.payCents) }),
        prepare: async () => {
          const [config, decimals, address] = await Promise.all([
            loadCheckoutConfig(this.system, locale),
            this.buyable.quantityDecimals(),
            this.addresses.get(session.custId, input.addressId),
          ]);
          return { config, decimals, address, invoice: checkoutInvoice(session, input.invoice, config) };
        },
        place: async (
          { config, decimals, address, invoice },
          { orders: repo, buyable: productRepo, submission },
        ) => {
          const buyable = this.buyable.within(productRepo);
          const wanted = await wantedLines(input, () => repo.selectedCartLines(session.userId));
          // Locked in id order (no deadlock between two buyers of the same products): from here on stock
          // and prices can not move until this transaction ends.
          const products = await buyable.productsById(
            wanted.map((w) => w.productId),
            { lock: true },
          );
          await assertBoundTogether(buyable, wanted, products);
          const rules = await repo.shippingRules(shopsOf(products));
          const orders = computeOrders(buyable, input, wanted, products, decimals, config, rules);
          const totals = sumAmounts(orders);
          if (moneyToCents(input.payAmount) !== totals.payCents)
            throw new AppError(ErrorCode.CONFLICT, 'order.priceChanged');
          await this.assertUnpaidRoom(repo, session.custId, orders);
          await this.takeStock(repo, orders);
          const numbers = await takeOrderNumbers(repo, orders.length, this.now());
          for (const [i, order] of orders.entries()) {
            await repo.insertOrder(
              {
                orderNumber: numbers[i]!,
                buyCustId: session.custId,
                buyUserId: session.userId,
                shopId: order.shopId,
                sellCustId: order.shopCustId,
                orderType: order.orderType,
                status: orderStatusCodes.pendingPayment,
                payKind: payKinds.money,
                goodsCents: order.goodsCents,
                shippingCents: order.shippingCents,
                discountCents: order.discountCents,
                payCents: order.payCents,
                deliveryType: order.deliveryType,
                discountCode: order.discount?.code ?? null,
                discountName: order.discount?.name ?? '',
                remark: order.remark,
                invoice,
                address: addressSnapshot(address),
                createdAt: this.now(),
              },
              order.lines.map((l) => ({
                productId: l.product.id,
                styleId: l.style?.styleId ?? 0,
                title: l.product.name,
                styleName: l.style?.name ?? '',
                titleI18n: l.product.nameI18n,
                styleNameI18n: l.style?.nameI18n ?? {},
                model: l.product.model,
                unit: l.style?.unit || l.product.unit,
                imageUrl: l.style?.imageUrl || l.product.imageUrl,
                priceCents: l.priceCents,
                quantity: l.quantity,
                amountCents: l.amountCents,
              })),
              { status: orderStatusCodes.pendingPayment },
            );
          }
          if (input.source === 'cart')
            await repo.deleteCartLines(
              session.userId,
              wanted.flatMap((w) => (w.cartId ? [w.cartId] : [])),
            );
          await repo.finishSubmission(submission, numbers, totals.payCents);
          return { orderNumbers: numbers, payAmount: centsToYuan(totals.payCents) };
        },
      },
    );
  }

  /**
   * Unpaid orders hold their stock until paid or expired: one buyer may hold only so many orders and units
   * at once, so nobody can empty a product's stock for nothing (docs/orders.md, "Unpaid orders").
   */
  private async assertUnpaidRoom(repo: OrderRepository, custId: number, orders: ComputedOrder[]) {
    // The buyer's account row is the lock: two submits of one buyer count one after the other.
    await repo.lockAccount(custId);
    const held = await repo.unpaidHeld(custId);
    const { orders: maxOrders, units: maxUnits } = this.unpaidLimits;
    if (held.orders + orders.length > maxOrders)
      throw new AppError(ErrorCode.CONFLICT, 'order.unpaidOrdersLimit', {
        max: maxOrders,
        count: held.orders,
      });
    const adding = orders.flatMap((o) => o.lines).reduce((sum, line) => sum + line.units, 0n);
    // A sum too large to read is over any limit.
    const holding = toQuantityUnits(held.units);
    if (holding === null || holding + adding > (toQuantityUnits(String(maxUnits)) ?? 0n))
      throw new AppError(ErrorCode.CONFLICT, 'order.unpaidUnitsLimit', {
        max: maxUnits,
        count: trim(held.units),
      });
  }

  private async takeStock(repo: OrderRepository, orders: ComputedOrder[]) {
    // Same product (two styles) on two lines: each line moves its own style and the product total.
    for (const line of orders.flatMap((o) => o.lines)) {
      const ok = await repo.moveStock(line.product.id, line.style?.styleId ?? 0, `-${line.quantity}`);
      if (!ok) throw this.buyable.error('overStock', line.product, line.style, 4);
    }
  }
}

/** The shops of the products, each once (their shipping rules are read together). */
function shopsOf(products: Map<number, BuyableRow>): number[] {
  return [...new Set([...products.values()].map((p) => p.shopId))];
}

/**
 * Bind purchase: a bound product is ordered only in the same checkout as its main product (the cart check
 * alone would let a buyer remove the main product afterwards, or buy the accessory at once).
 */
async function assertBoundTogether(
  buyable: BuyableService,
  wanted: WantedLine[],
  products: Map<number, BuyableRow>,
) {
  const error = await buyable.bindPurchaseError(
    [...products.values()],
    new Set(wanted.map((w) => w.productId)),
  );
  if (error) throw error;
}
