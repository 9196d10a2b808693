import {
  type Address,
  type CheckoutOrder,
  type CheckoutPreview,
  centsToYuan,
  type DeliveryType,
  defaultOrderType,
  ErrorCode,
  type Invoice,
  type Locale,
  maxAmountCents,
  orderTypeModules,
  orderTypes,
  productTypes,
  toQuantityUnits,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { fallbackLang, localized } from '../../../lib/localized';
import type { BuyableRow } from '../cart/buyable.repository';
import type { BuyableService, PricedLine } from '../cart/buyable.service';
import { type CheckoutConfig, describeDiscount } from './checkout-switches';
import type { OrderInvoice } from './order.repository';
import { trimQuantity as trim } from './order-summary';
import {
  type DiscountRule,
  discountCents,
  type OrderAmounts,
  orderAmounts,
  type ShippingRule,
  shippingCents,
  sumAmounts,
} from './pricing';

/** What the buyer sends to preview or submit a checkout (the contracts' body, without submit's own fields). */
export interface CheckoutInput {
  source: 'cart' | 'buynow';
  lines?: { productId: number; styleId?: number; quantity: string }[];
  addressId?: number;
  shops: { shopId: number; deliveryType: DeliveryType; discountCode?: string; remark: string }[];
  invoice?: { type: Invoice['type']; title: string; taxNo: string };
}

/** A line the buyer wants, before it is priced. */
export interface WantedLine {
  productId: number;
  styleId: number | null;
  quantity: string;
  cartId?: number;
}

/** One order a checkout will create: a shop's lines of one order type, priced, with its choices. */
export interface ComputedOrder extends OrderAmounts {
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

/**
 * The lines a checkout prices, for the preview and the submit alike: the cart's selected lines (`cartLines`
 * reads them; the submit reads them locked, inside its transaction), or buy now's one line.
 */
export async function wantedLines(
  input: CheckoutInput,
  cartLines: () => Promise<{ id: number; productId: number; styleId: number; quantity: string }[]>,
): Promise<WantedLine[]> {
  if (input.source === 'cart')
    return (await cartLines()).map((l) => ({
      productId: l.productId,
      styleId: l.styleId || null,
      quantity: l.quantity,
      cartId: l.id,
    }));
  const lines = input.lines ?? [];
  if (lines.length !== 1) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.buyNowOneLine');
  return lines.map((l) => ({ productId: l.productId, styleId: l.styleId ?? null, quantity: l.quantity }));
}

/**
 * Prices the wanted lines with the current products and groups them into orders: one per shop and
 * order type, in the order their first line came. Throws the translated error of the first line that
 * can not be bought.
 */
export function computeOrders(
  buyable: BuyableService,
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
    const line = buyable.priceLine(product, w.styleId, trim(w.quantity), decimals);
    const key = `${product.id}:${line.style?.styleId ?? 0}`;
    const total = (used.get(key) ?? 0n) + line.units;
    if (total > (toQuantityUnits(buyable.stockOf(product, line.style)) ?? 0n))
      throw buyable.error('overStock', product, line.style, decimals);
    used.set(key, total);
    const orderType = product.productType === productTypes.supply ? orderTypes.supply : defaultOrderType;
    const groupKey = `${product.shopId}:${orderType}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = newOrder(product, orderType, choices.get(product.shopId), config);
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

/** An order of one shop and type, with no lines yet: the buyer's choices for the shop, checked. */
function newOrder(
  product: BuyableRow,
  orderType: number,
  choice: CheckoutInput['shops'][number] | undefined,
  config: CheckoutConfig,
): ComputedOrder {
  const moduleCode = orderTypeModules[orderType]!;
  const discounts = config.discounts.get(moduleCode) ?? [];
  let discount: DiscountRule | null = null;
  if (choice?.discountCode) {
    discount = discounts.find((d) => d.code === choice.discountCode) ?? null;
    if (!discount)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.discountUnknown', { code: choice.discountCode });
  }
  return {
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
}

/** The computed orders as the checkout page shows them, in the buyer's language. */
export function toCheckoutPreview(
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
        discountMethods: o.discounts.map((d) => describeDiscount(d, locale)),
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
