import {
  type Address,
  type ChatOrderCard,
  type CheckoutOrder,
  type CheckoutPreview,
  cartLimits,
  centsToYuan,
  type DeliveryType,
  type DiscountMethod,
  defaultOrderType,
  deliveryTypeSchema,
  ErrorCode,
  hasPermission,
  type Invoice,
  type Locale,
  maxAmountCents,
  moneyToCents,
  type OrderCard,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
  orderTypeModules,
  orderTypes,
  permissionCodes,
  productTypes,
  type SubmitResult,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { fallbackLang, localized } from '../../../lib/localized';
import { translate } from '../../../lib/translate';
import type { Session } from '../../account';
import type { SystemService } from '../../system';
import type { AddressService } from '../addresses/address.service';
import type { BuyableRow } from '../cart/buyable.repository';
import type { BuyableService, PricedLine } from '../cart/buyable.service';
import type { CartService } from '../cart/cart.service';
import { checkoutDefaultCodes } from './checkout-defaults.service';
import {
  type OrderInvoice,
  type OrderItemRow,
  type OrderRepository,
  type OrderRow,
  orderStatusCodes,
} from './order.repository';
import {
  datePart,
  itemTexts,
  orderErrors,
  payKinds,
  statusName,
  toSummary,
  trimQuantity as trim,
} from './order-summary';
import {
  type DiscountRule,
  discountCents,
  type OrderAmounts,
  orderAmounts,
  parseDiscountRule,
  type ShippingRule,
  shippingCents,
  sumAmounts,
} from './pricing';

/** The order modules a storefront checkout can create (spec §4 mapping of types 4 and 3). */
const checkoutModules = [orderTypeModules[orderTypes.normal]!, orderTypeModules[orderTypes.supply]!];

/** Thrown inside the submit transaction when the idempotency key was already used: roll back, replay. */
class AlreadySubmitted extends Error {}

interface CheckoutInput {
  source: 'cart' | 'buynow';
  lines?: { productId: number; styleId?: number; quantity: string }[];
  addressId?: number;
  shops: { shopId: number; deliveryType: DeliveryType; discountCode?: string; remark: string }[];
  invoice?: { type: Invoice['type']; title: string; taxNo: string };
}

interface CheckoutConfig {
  invoiceEnabled: boolean;
  /** ORDER_DELIVERY_TYPE of the platform defaults: a shop the buyer made no choice for. */
  deliveryType: DeliveryType;
  shipping: Map<string, boolean>;
  discounts: Map<string, DiscountRule[]>;
}

interface WantedLine {
  productId: number;
  styleId: number | null;
  quantity: string;
  cartId?: number;
}

interface ComputedOrder extends OrderAmounts {
  shopId: number;
  shopName: string;
  shopNameI18n: Record<string, string>;
  shopCustId: number;
  orderType: number;
  moduleCode: string;
  lines: PricedLine[];
  deliveryType: DeliveryType;
  shippingEnabled: boolean;
  discounts: DiscountRule[];
  discount: DiscountRule | null;
  remark: string;
}

/** How much one buyer may hold unpaid at once. */
export interface UnpaidLimits {
  orders: number;
  /** Units (the sum of the lines' quantities, whatever their unit) on the buyer's unpaid orders. */
  units: number;
}

/**
 * Checkout, orders and points orders. Totals are computed here from the database's prices, in fen; the
 * client's numbers are never used except to confirm the buyer saw the same total. Every order read or
 * change is scoped to session.custId: another buyer's order answers exactly like a missing one.
 */
export class OrderService {
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

  // ---- checkout ----

  async preview(session: Session, input: CheckoutInput, locale: Locale): Promise<CheckoutPreview> {
    const [config, decimals] = await Promise.all([this.loadConfig(locale), this.buyable.quantityDecimals()]);
    // Shown to the buyer: in their language (the order itself keeps the Chinese address, see submit).
    const address = input.addressId
      ? await this.addresses.get(session.custId, input.addressId, locale)
      : await this.addresses.getDefault(session.custId, locale);
    const wanted =
      input.source === 'cart'
        ? (await this.cart.lines(session.userId))
            .filter((l) => l.selected)
            .map((l) => ({
              productId: l.productId,
              styleId: l.styleId || null,
              quantity: l.quantity,
              cartId: l.id,
            }))
        : this.buyNowLines(input);
    const products = await this.buyable.productsById(wanted.map((w) => w.productId));
    await this.assertBoundTogether(wanted, products);
    const rules = await this.repo.shippingRules([...new Set([...products.values()].map((p) => p.shopId))]);
    const orders = this.compute(input, wanted, products, decimals, config, rules);
    return this.toPreview(orders, address, this.invoiceOf(session, input, config), config, locale);
  }

  async submit(
    session: Session,
    input: CheckoutInput & { addressId: number; idempotencyKey: string; payAmount: string },
    locale: Locale,
  ): Promise<SubmitResult> {
    const replay = await this.replay(session.userId, input.idempotencyKey);
    if (replay) return replay;
    const [config, decimals, address] = await Promise.all([
      this.loadConfig(locale),
      this.buyable.quantityDecimals(),
      this.addresses.get(session.custId, input.addressId),
    ]);
    const invoice = this.invoiceOf(session, input, config);
    const shownCents = moneyToCents(input.payAmount);
    try {
      return await this.repo.transaction(async (repo, tx) => {
        const submission = await repo.claimSubmission(session.userId, input.idempotencyKey);
        if (submission === null) throw new AlreadySubmitted();
        const wanted =
          input.source === 'cart'
            ? (await repo.selectedCartLines(session.userId)).map((l) => ({
                productId: l.productId,
                styleId: l.styleId || null,
                quantity: l.quantity,
                cartId: l.id,
              }))
            : this.buyNowLines(input);
        // Locked in id order (no deadlock between two buyers of the same products): from here on stock
        // and prices can not move until this transaction ends.
        const products = await this.buyable.productsById(
          wanted.map((w) => w.productId),
          { executor: tx, lock: true },
        );
        await this.assertBoundTogether(wanted, products, tx);
        const rules = await repo.shippingRules([...new Set([...products.values()].map((p) => p.shopId))]);
        const orders = this.compute(input, wanted, products, decimals, config, rules);
        const totals = sumAmounts(orders);
        if (shownCents !== totals.payCents) throw new AppError(ErrorCode.CONFLICT, 'order.priceChanged');
        await this.assertUnpaidRoom(repo, session.custId, orders);
        await this.takeStock(repo, orders);
        const numbers = await this.orderNumbers(repo, orders.length);
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
              address: this.addressSnapshot(address),
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
      });
    } catch (error) {
      if (!(error instanceof AlreadySubmitted)) throw error;
      const result = await this.replay(session.userId, input.idempotencyKey);
      if (!result) throw error;
      return result;
    }
  }

  /**
   * Bind purchase: a bound product is ordered only in the same checkout as its main product (the cart check
   * alone would let a buyer remove the main product afterwards, or buy the accessory at once).
   */
  private async assertBoundTogether(
    wanted: WantedLine[],
    products: Map<number, BuyableRow>,
    executor?: NonNullable<Parameters<BuyableService['productsById']>[1]>['executor'],
  ) {
    const error = await this.buyable.bindPurchaseError(
      [...products.values()],
      new Set(wanted.map((w) => w.productId)),
      { executor },
    );
    if (error) throw error;
  }

  /** The first result of an idempotency key, when it was used before. */
  private async replay(userId: number, key: string): Promise<SubmitResult | null> {
    const row = await this.repo.findSubmission(userId, key);
    return row ? { orderNumbers: row.orderNumbers, payAmount: centsToYuan(row.payCents) } : null;
  }

  private buyNowLines(input: CheckoutInput): WantedLine[] {
    const lines = input.lines ?? [];
    if (lines.length !== 1) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.buyNowOneLine');
    return lines.map((l) => ({ productId: l.productId, styleId: l.styleId ?? null, quantity: l.quantity }));
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

  private async orderNumbers(repo: OrderRepository, n: number): Promise<string[]> {
    const seq = await repo.nextOrderNumbers(n);
    return seq.map((s) => `${datePart(this.now())}${String(s).padStart(10, '0')}`);
  }

  /**
   * Prices the wanted lines with the current products and groups them into orders: one per shop and
   * order type, in the order their first line came. Throws the translated error of the first line that
   * can not be bought.
   */
  private compute(
    input: CheckoutInput,
    wanted: WantedLine[],
    products: Map<number, BuyableRow>,
    decimals: number,
    config: CheckoutConfig,
    shippingRules: { shopId: number; feeCents: number; freeOverCents: number | null }[],
  ): ComputedOrder[] {
    if (wanted.length === 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.nothingSelected');
    const rules = new Map<number, ShippingRule>(shippingRules.map((r) => [r.shopId, r]));
    const choices = new Map(input.shops.map((c) => [c.shopId, c]));
    const groups = new Map<string, ComputedOrder>();
    // The same product and style on two lines (buy now never; a cart never) would be one line anyway.
    const used = new Map<string, bigint>();
    for (const w of wanted) {
      const product = products.get(w.productId);
      if (!product) throw new AppError(ErrorCode.NOT_FOUND, 'cart.productNotFound');
      const line = this.buyable.priceLine(product, w.styleId, trim(w.quantity), decimals);
      const key = `${product.id}:${line.style?.styleId ?? 0}`;
      const total = (used.get(key) ?? 0n) + line.units;
      if (total > (toQuantityUnits(this.buyable.stockOf(product, line.style)) ?? 0n))
        throw this.buyable.error('overStock', product, line.style, decimals);
      used.set(key, total);
      const orderType = product.productType === productTypes.supply ? orderTypes.supply : defaultOrderType;
      const moduleCode = orderTypeModules[orderType]!;
      const groupKey = `${product.shopId}:${orderType}`;
      let group = groups.get(groupKey);
      if (!group) {
        const choice = choices.get(product.shopId);
        const discounts = config.discounts.get(moduleCode) ?? [];
        let discount: DiscountRule | null = null;
        if (choice?.discountCode) {
          discount = discounts.find((d) => d.code === choice.discountCode) ?? null;
          if (!discount)
            throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.discountUnknown', {
              code: choice.discountCode,
            });
        }
        group = {
          shopId: product.shopId,
          shopName: product.shopName,
          shopNameI18n: product.shopNameI18n,
          shopCustId: product.shopCustId,
          orderType,
          moduleCode,
          lines: [],
          deliveryType: choice?.deliveryType ?? config.deliveryType,
          shippingEnabled: config.shipping.get(moduleCode) ?? false,
          discounts,
          discount,
          remark: choice?.remark ?? '',
          goodsCents: 0,
          shippingCents: 0,
          discountCents: 0,
          payCents: 0,
        };
        groups.set(groupKey, group);
      }
      group.lines.push(line);
    }
    for (const g of groups.values()) {
      if (g.lines.reduce((sum, l) => sum + l.amountCents, 0) > maxAmountCents)
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.amountTooLarge', {
          max: centsToYuan(maxAmountCents),
        });
    }
    return [...groups.values()].map((g) => ({
      ...g,
      ...orderAmounts(
        g.lines.map((l) => l.amountCents),
        (goods) => shippingCents(rules.get(g.shopId), goods, g.deliveryType, g.shippingEnabled),
        (goods) => discountCents(g.discount, goods),
      ),
    }));
  }

  private invoiceOf(session: Session, input: CheckoutInput, config: CheckoutConfig): OrderInvoice {
    const invoice = input.invoice;
    if (!invoice || invoice.type === 'none') return { type: 'none', title: '', taxNo: '' };
    // Spec §6: asking for an invoice is an action of its own; an employee's role may not hold it.
    if (!hasPermission(session.permissions, [permissionCodes.invoiceApply]))
      throw new AppError(ErrorCode.FORBIDDEN, 'error.noPermission');
    if (!config.invoiceEnabled) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceDisabled');
    if (!invoice.title) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceTitle');
    if (invoice.type === 'vat' && !invoice.taxNo)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceTaxNo');
    return { type: invoice.type, title: invoice.title, taxNo: invoice.taxNo };
  }

  /** Switches of spec §7: invoice (OPEN_TAX_CODE/RATE), shipping and discount methods per order module. */
  private async loadConfig(locale: Locale): Promise<CheckoutConfig> {
    const [tax, params, defaults] = await Promise.all([
      this.system.getConfigMap('system_configuration', ['OPEN_TAX_CODE', 'OPEN_TAX_RATE'], locale),
      this.system.getParams(checkoutModules.map((m) => `${m}@DISCOUNT_METHOD`)),
      this.system.getDefaultConfigs([checkoutDefaultCodes.deliveryType], locale),
    ]);
    const shipping = new Map<string, boolean>();
    const discounts = new Map<string, DiscountRule[]>();
    for (const moduleCode of checkoutModules) {
      const map = await this.system.getConfigMap(moduleCode, ['SHIPPING_COST_ENABLED'], locale);
      shipping.set(moduleCode, map.SHIPPING_COST_ENABLED?.enableFlag === 1);
      if (params[`${moduleCode}@DISCOUNT_METHOD`] !== '1') continue;
      const items = await this.system.listTypeConfig(moduleCode, 'DISCOUNT_METHOD', true, locale);
      discounts.set(
        moduleCode,
        items.flatMap((i) => parseDiscountRule(i.configCode, i.showName, i.remark) ?? []),
      );
    }
    return {
      invoiceEnabled: Object.values(tax).some((item) => item.enableFlag === 1),
      deliveryType: deliveryTypeSchema.safeParse(defaults[0]?.value.trim()).data ?? 'express',
      shipping,
      discounts,
    };
  }

  describeDiscount(rule: DiscountRule, locale: Locale): DiscountMethod {
    const description =
      rule.type === 'reduce'
        ? translate(locale, 'order.discount.reduce', {
            over: centsToYuan(rule.overCents),
            minus: centsToYuan(rule.minusCents),
          })
        : translate(locale, 'order.discount.percent', { rate: rule.percent / 10, off: 100 - rule.percent });
    return { code: rule.code, name: rule.name, description };
  }

  private toPreview(
    orders: ComputedOrder[],
    address: Address | null,
    invoice: OrderInvoice,
    config: CheckoutConfig,
    locale: Locale,
  ): CheckoutPreview {
    const totals = sumAmounts(orders);
    return {
      orders: orders.map(
        (o): CheckoutOrder => ({
          shopId: o.shopId,
          shopName: localized(o.shopName, o.shopNameI18n, locale),
          ...(fallbackLang(o.shopNameI18n, locale) ? { shopContentLang: 'zh_CN' as const } : {}),
          orderType: o.orderType,
          moduleCode: o.moduleCode,
          lines: o.lines.map((l) => ({
            productId: l.product.id,
            styleId: l.style?.styleId ?? null,
            productName: localized(l.product.name, l.product.nameI18n, locale),
            styleName: l.style ? localized(l.style.name, l.style.nameI18n, locale) : '',
            ...(fallbackLang(l.product.nameI18n, locale) ? { contentLang: 'zh_CN' as const } : {}),
            imageUrl: l.style?.imageUrl || l.product.imageUrl,
            model: l.product.model,
            unit: l.style?.unit || l.product.unit,
            quantity: l.quantity,
            price: centsToYuan(l.priceCents),
            amount: centsToYuan(l.amountCents),
            taxCode: l.product.taxCode,
            taxRate: l.product.taxRate,
          })),
          deliveryType: o.deliveryType,
          shippingEnabled: o.shippingEnabled,
          discountMethods: o.discounts.map((d) => this.describeDiscount(d, locale)),
          discountCode: o.discount?.code ?? null,
          remark: o.remark,
          goodsAmount: centsToYuan(o.goodsCents),
          shippingFee: centsToYuan(o.shippingCents),
          discountAmount: centsToYuan(o.discountCents),
          payAmount: centsToYuan(o.payCents),
        }),
      ),
      address,
      invoiceEnabled: config.invoiceEnabled,
      invoice,
      goodsAmount: centsToYuan(totals.goodsCents),
      shippingFee: centsToYuan(totals.shippingCents),
      discountAmount: centsToYuan(totals.discountCents),
      payAmount: centsToYuan(totals.payCents),
      lineCount: orders.reduce((n, o) => n + o.lines.length, 0),
    };
  }

  private addressSnapshot(address: Address) {
    return {
      consignee: address.consignee,
      mobile: address.mobile,
      fullAddress: address.fullAddress,
      provinceId: address.provinceId,
      cityId: address.cityId,
      districtId: address.districtId,
      townId: address.townId,
    };
  }

  // ---- points orders ----

  async submitIntegral(
    session: Session,
    input: { goodsId: number; quantity: number; addressId: number; remark: string; idempotencyKey: string },
    locale: Locale,
  ) {
    const previous = await this.repo.findSubmission(session.userId, input.idempotencyKey);
    const answer = async (row: { orderNumbers: string[]; pointsSpent: number }) => ({
      orderNumber: row.orderNumbers[0] ?? '',
      pointsSpent: row.pointsSpent,
      pointsLeft: (await this.repo.getAccount(session.custId)).points,
    });
    if (previous) return answer(previous);
    const address = await this.addresses.get(session.custId, input.addressId);
    try {
      const result = await this.repo.transaction(async (repo) => {
        const submission = await repo.claimSubmission(session.userId, input.idempotencyKey);
        if (submission === null) throw new AlreadySubmitted();
        const goods = await repo.getPointsGoods(input.goodsId);
        if (!goods) throw new AppError(ErrorCode.NOT_FOUND, 'order.pointsGoodsNotFound');
        const need = goods.points * input.quantity;
        const account = await repo.lockAccount(session.custId);
        if (account.points < need)
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.pointsNotEnough', {
            need,
            have: account.points,
          });
        if (!(await repo.takePointsGoods(goods.id, input.quantity)))
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.pointsStock', {
            name: goods.name,
            stock: goods.stock,
          });
        const [orderNumber] = await this.orderNumbers(repo, 1);
        await repo.changeAccount(session.custId, { points: -need, kind: 'points', ref: orderNumber! });
        const now = this.now();
        await repo.insertOrder(
          {
            orderNumber: orderNumber!,
            buyCustId: session.custId,
            buyUserId: session.userId,
            shopId: null,
            sellCustId: null,
            orderType: orderTypes.points,
            // Paid with points on the spot: straight to waiting for shipment.
            status: orderStatusCodes.paid,
            payKind: payKinds.points,
            goodsCents: 0,
            payCents: 0,
            pointsAmount: need,
            remark: input.remark,
            invoice: { type: 'none', title: '', taxNo: '' },
            address: this.addressSnapshot(address),
            createdAt: now,
            paidAt: now,
          },
          [
            {
              productId: goods.id,
              styleId: 0,
              title: goods.name,
              titleI18n: goods.nameI18n,
              imageUrl: goods.imageUrl,
              priceCents: goods.points,
              quantity: String(input.quantity),
              amountCents: need,
            },
          ],
          { status: orderStatusCodes.paid },
        );
        await repo.finishSubmission(submission, [orderNumber!], 0, need);
        return { orderNumbers: [orderNumber!], pointsSpent: need };
      });
      return answer(result);
    } catch (error) {
      if (!(error instanceof AlreadySubmitted)) throw error;
      const row = await this.repo.findSubmission(session.userId, input.idempotencyKey);
      if (!row) throw error;
      void locale;
      return answer(row);
    }
  }

  // ---- orders ----

  private async summaries(rows: OrderRow[], locale: Locale): Promise<OrderSummary[]> {
    const items = await this.repo.itemsOf(rows.map((r) => r.id));
    return rows.map((r) =>
      toSummary(
        r,
        items.filter((i) => i.orderId === r.id),
        locale,
        this.now(),
      ),
    );
  }

  async getDetail(session: Session, orderNumber: string, locale: Locale): Promise<OrderDetail> {
    const row = await this.repo.getOrder(session.custId, orderNumber);
    if (!row) throw orderErrors.notFound();
    return this.detailOf(row, locale);
  }

  private async detailOf(row: OrderRow, locale: Locale): Promise<OrderDetail> {
    const [items, events, payment] = await Promise.all([
      this.repo.itemsOf([row.id]),
      this.repo.eventsOf(row.id),
      row.paymentId ? this.repo.paymentOf(row.paymentId) : Promise.resolve(undefined),
    ]);
    return {
      ...toSummary(row, items, locale, this.now()),
      address: {
        consignee: row.address.consignee,
        mobile: row.address.mobile,
        fullAddress: row.address.fullAddress,
      },
      deliveryType: row.deliveryType === 'pickup' ? 'pickup' : 'express',
      invoice: row.invoice,
      remark: row.remark,
      discountMethod: row.discountCode ? { code: row.discountCode, name: row.discountName } : null,
      timeline: events.map((e) => ({
        status: statusName(e.status),
        time: e.createdAt.toISOString(),
        note: e.noteKey ? translate(locale, e.noteKey) : e.note,
      })),
      payment: payment?.paidAt
        ? {
            payNo: payment.payNo,
            provider: payment.provider,
            amount: centsToYuan(payment.amountCents),
            paidTime: payment.paidAt.toISOString(),
          }
        : null,
      shopLogoUrl: row.shopLogoUrl ?? '',
    };
  }

  async findOrders(
    session: Session,
    query: { status: OrderStatus | 'all'; searchkey?: string; offset: number; limit: number },
    locale: Locale,
  ) {
    const { rows, total } = await this.repo.findOrders(
      {
        custId: session.custId,
        ...(query.status === 'all' ? {} : { status: orderStatusCodes[query.status] }),
        ...(query.searchkey ? { searchkey: query.searchkey.slice(0, 100) } : {}),
      },
      (query.offset - 1) * query.limit,
      query.limit,
    );
    return { rows: await this.summaries(rows, locale), total };
  }

  async statusCount(session: Session): Promise<Record<OrderStatus | 'all', number>> {
    const counts = Object.fromEntries(['all', ...orderStatuses].map((s) => [s, 0])) as Record<
      OrderStatus | 'all',
      number
    >;
    for (const row of await this.repo.statusCounts(session.custId)) {
      counts[statusName(row.status)] += row.n;
      counts.all += row.n;
    }
    return counts;
  }

  /** Cancels an unpaid order and puts its reserved stock back, in one transaction. */
  async cancel(session: Session, orderNumber: string, reason: string, locale: Locale): Promise<OrderDetail> {
    await this.repo.transaction(async (repo) => {
      const row = await repo.getOrder(session.custId, orderNumber, true);
      if (!row) throw orderErrors.notFound();
      if (row.status !== orderStatusCodes.pendingPayment) throw orderErrors.notPending(row.status, locale);
      await repo.cancelAndRestock(row.id, reason, reason);
    });
    return this.getDetail(session, orderNumber, locale);
  }

  async confirmReceipt(session: Session, orderNumber: string, locale: Locale): Promise<OrderDetail> {
    await this.repo.transaction(async (repo) => {
      const row = await repo.getOrder(session.custId, orderNumber, true);
      if (!row) throw orderErrors.notFound();
      if (row.status !== orderStatusCodes.shipped) throw orderErrors.notPending(row.status, locale);
      await repo.setStatus(row.id, orderStatusCodes.completed);
    });
    return this.getDetail(session, orderNumber, locale);
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
      const quantity = this.atLeastMinimum(product, trim(item.quantity));
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

  /** The quantity, raised to the product's first orderable quantity when it is below it. */
  private atLeastMinimum(product: BuyableRow, quantity: string): string {
    const units = toQuantityUnits(quantity) ?? 0n;
    const min = toQuantityUnits(product.minOrder) ?? 0n;
    const step = toQuantityUnits(product.step) ?? 0n;
    if (units >= min) return quantity;
    const first = step > 0n ? ((min + step - 1n) / step) * step : min;
    return unitsToQuantity(first);
  }

  /** The chat order picker (spec §7): the caller's orders as a buyer, or as the seller. */
  async chatOrders(
    session: Session,
    query: { sellCustId?: number; buyCustId?: number; offset: number; limit: number },
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: OrderCard[]; total: number }> {
    let where: { buyCustId?: number; sellCustId?: number };
    if (query.sellCustId !== undefined && query.sellCustId === session.custId) {
      where = { sellCustId: session.custId, ...(query.buyCustId ? { buyCustId: query.buyCustId } : {}) };
    } else {
      if (query.buyCustId !== undefined && query.buyCustId !== session.custId)
        throw new AppError(ErrorCode.FORBIDDEN, 'error.forbidden');
      where = { buyCustId: session.custId, ...(query.sellCustId ? { sellCustId: query.sellCustId } : {}) };
    }
    const { rows, total } = await this.repo.findChatOrders(
      where,
      (query.offset - 1) * query.limit,
      query.limit,
    );
    const items = await this.repo.itemsOf(rows.map((r) => r.id));
    return {
      rows: rows.map((r) => ({
        ...chatCardOf(
          r,
          items.filter((i) => i.orderId === r.id),
          locale,
        ),
        status: statusName(r.status),
        shopName: r.shopName === null ? '' : localized(r.shopName, r.shopNameI18n, locale),
        payAmount: centsToYuan(r.payCents),
      })),
      total,
    };
  }

  /**
   * The chat order card (sendType 3) of an order the customer bought or sold, built from the database:
   * a sender names only the order number. Anyone else's order answers exactly like a missing one.
   */
  /**
   * A stored order card's lines in the reader's language (a card keeps the language it was sent in): only
   * lines of that very order are read, so a card from before cards were built by the server reveals nothing.
   */
  async cardItemTexts(
    orderNumber: string,
    itemIds: number[],
    locale: Locale,
  ): Promise<Map<number, ReturnType<typeof itemTexts>>> {
    const items = await this.repo.itemsOfOrderNumber(orderNumber, itemIds);
    return new Map(items.map((i) => [i.id, itemTexts(i, locale)]));
  }

  async chatCard(custId: number, orderNumber: string, locale: Locale = 'zh_CN'): Promise<ChatOrderCard> {
    const row = await this.repo.getOrderOfParty(custId, orderNumber);
    if (!row) throw orderErrors.notFound();
    return chatCardOf(row, await this.repo.itemsOf([row.id]), locale);
  }
}

/** An order as a chat card (spec §3): the date and at most 20 lines (chatOrderCardSchema). */
function chatCardOf(row: OrderRow, items: OrderItemRow[], locale: Locale): ChatOrderCard {
  return {
    orderNumber: row.orderNumber,
    gmtCreate: row.createdAt.toISOString(),
    orderItems: items.slice(0, 20).map((i) => ({
      id: i.id,
      productImg: i.imageUrl,
      ...itemTexts(i, locale),
      price: row.payKind === payKinds.points ? String(i.priceCents) : centsToYuan(i.priceCents),
    })),
  };
}
