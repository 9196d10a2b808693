import {
  centsToYuan,
  defaultOrderType,
  ErrorCode,
  type Locale,
  limits,
  type OrderStatus,
  type OrderSummary,
  orderTypeModules,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { fallbackLang, localized } from '../../../lib/localized';
import { translate } from '../../../lib/translate';
import { type OrderItemRow, type OrderRow, orderStatusCodes } from './order.repository';

/*
 * Orders as the buyer sees them, as plain functions of the rows: the order pages (OrderQueryService) and the
 * payment pages (PaymentService) both show them, so neither service calls the other.
 */

const statusByCode = new Map<number, OrderStatus>(
  Object.entries(orderStatusCodes).map(([name, code]) => [code, name as OrderStatus]),
);

export const statusName = (code: number): OrderStatus => statusByCode.get(code) ?? 'pendingPayment';

/** How an order is paid (orders.pay_kind). */
export const payKinds = { money: 1, points: 2 } as const;

/** A quantity without trailing zeros. */
export const trimQuantity = (v: string) => unitsToQuantity(toQuantityUnits(v) ?? 0n);

export const orderErrors = {
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'order.notFound'),
  notPending: (status: number, locale: Locale) =>
    new AppError(ErrorCode.CONFLICT, 'order.notPending', {
      status: translate(locale, `order.status.${statusName(status)}`),
    }),
};

/** Until when an order placed at `placed` can be paid (limits.orderPayHours). */
export function payDeadline(placed: Date): Date {
  return new Date(placed.getTime() + limits.orderPayHours * 3600_000);
}

/** yyyymmdd in China time (UTC+8, no daylight saving), the mall's calendar: the day part of order and payment numbers. */
export function datePart(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * An order line's name and style in the request's language, from the translations kept with the line when
 * it was ordered; `contentLang` marks a name shown in Chinese for want of a translation.
 */
export function itemTexts(
  item: Pick<OrderItemRow, 'title' | 'titleI18n' | 'styleName' | 'styleNameI18n'>,
  locale: Locale,
): { title: string; productStyle: string; contentLang?: 'zh_CN' } {
  return {
    title: localized(item.title, item.titleI18n, locale),
    productStyle: localized(item.styleName, item.styleNameI18n, locale),
    ...(fallbackLang(item.titleI18n, locale) ? { contentLang: 'zh_CN' as const } : {}),
  };
}

/**
 * Whether an after-sales request may be made now: a money order paid and not closed, not refunded in full,
 * and, once received, within AFTERSALE_WINDOW_DAYS of its receipt (the options say which units).
 */
export function afterSaleWindowOpen(row: OrderRow, now: Date): boolean {
  if (row.payKind !== payKinds.money || row.shopId === null) return false;
  if (row.refundedCents >= row.payCents && row.payCents > 0) return false;
  if (row.status === orderStatusCodes.paid || row.status === orderStatusCodes.shipped) return true;
  if (row.status !== orderStatusCodes.completed) return false;
  return afterSaleWindowEnd(row).getTime() > now.getTime();
}

/** When the after-sales window of a received order ends. */
export function afterSaleWindowEnd(row: Pick<OrderRow, 'completedAt' | 'createdAt' | 'windowDays'>): Date {
  const received = row.completedAt ?? row.createdAt;
  return new Date(received.getTime() + row.windowDays * 86_400_000);
}

/** An order as the buyer's order list and detail page show it; `now` decides whether it can still be paid. */
export function toSummary(row: OrderRow, items: OrderItemRow[], locale: Locale, now: Date): OrderSummary {
  const status = statusName(row.status);
  const points = row.payKind === payKinds.points;
  const payable = status === 'pendingPayment' && !points;
  const deadline = payDeadline(row.createdAt);
  const money = (cents: number) => (points ? String(cents) : centsToYuan(cents));
  return {
    orderNumber: row.orderNumber,
    orderType: row.orderType,
    moduleCode: orderTypeModules[row.orderType] ?? orderTypeModules[defaultOrderType]!,
    status,
    payKind: points ? 'points' : 'money',
    shopId: row.shopId,
    shopName:
      row.shopName === null
        ? translate(locale, 'order.pointsShopName')
        : localized(row.shopName, row.shopNameI18n, locale),
    ...(row.shopName !== null && fallbackLang(row.shopNameI18n, locale) ? { shopContentLang: 'zh_CN' } : {}),
    shopCustId: row.sellCustId,
    buyCustId: row.buyCustId,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      styleId: i.styleId || null,
      productImg: i.imageUrl,
      ...itemTexts(i, locale),
      model: i.model,
      unit: i.unit,
      price: money(i.priceCents),
      quantity: trimQuantity(i.quantity),
      amount: money(i.amountCents),
    })),
    goodsAmount: centsToYuan(row.goodsCents),
    shippingFee: centsToYuan(row.shippingCents),
    discountAmount: centsToYuan(row.discountCents),
    payAmount: centsToYuan(row.payCents),
    pointsAmount: row.pointsAmount,
    gmtCreate: row.createdAt.toISOString(),
    payDeadline: payable ? deadline.toISOString() : '',
    canPay: payable && deadline > now,
    canCancel: status === 'pendingPayment',
    canConfirm: status === 'shipped',
    canBuyAgain: !points,
    canAfterSale: afterSaleWindowOpen(row, now),
    afterSale: { open: row.openAfterSales, refundedAmount: centsToYuan(row.refundedCents) },
  };
}
