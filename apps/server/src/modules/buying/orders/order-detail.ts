import {
  type CarrierCode,
  carriers,
  centsToYuan,
  type Locale,
  type OrderDetail,
  type Shipment,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { translate } from '../../../lib/translate';
import type { OrderItemRow, OrderRow, ShipmentRow } from './order-shared.repository';
import { itemTexts, statusName, toSummary } from './order-summary';

/*
 * One order's detail as plain functions of its rows: the buyer's order page (OrderQueryService) and the
 * shop's (ShopOrderService) show the same order, each adding what only it reads.
 */

export interface OrderParts {
  items: OrderItemRow[];
  events: { status: number; note: string; noteKey: string | null; createdAt: Date }[];
  payment: { payNo: string; provider: string; amountCents: number; paidAt: Date | null } | undefined;
  shipments: ShipmentRow[];
}

/** A carrier's name in the reader's language: Chinese for Chinese, the English name otherwise. */
export function carrierNameOf(code: string, locale: Locale): string {
  const carrier = carriers[code as CarrierCode];
  if (!carrier) return code;
  return locale === 'zh_CN' ? carrier.zh : carrier.en;
}

/** The shipments as both order pages show them, each line named in the reader's language. */
export function shipmentViews(shipments: ShipmentRow[], items: OrderItemRow[], locale: Locale): Shipment[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return shipments.map((s) => ({
    shipmentId: s.id,
    method: s.method === 'own' ? 'own' : 'express',
    carrier: s.carrier,
    carrierName: s.carrier ? carrierNameOf(s.carrier, locale) : '',
    trackingNumber: s.trackingNumber,
    driverName: s.driverName,
    driverMobile: s.driverMobile,
    vehiclePlate: s.vehiclePlate,
    time: s.createdAt.toISOString(),
    items: s.lines.map((line) => {
      const item = byId.get(line.itemId);
      return {
        itemId: line.itemId,
        title: item ? itemTexts(item, locale).title : '',
        quantity: unitsToQuantity(toQuantityUnits(line.quantity) ?? 0n),
      };
    }),
  }));
}

/** Units shipped so far per order line (quantity units of contracts/utils/quantity). */
export function shippedUnits(shipments: ShipmentRow[]): Map<number, bigint> {
  const shipped = new Map<number, bigint>();
  for (const shipment of shipments)
    for (const line of shipment.lines)
      shipped.set(line.itemId, (shipped.get(line.itemId) ?? 0n) + (toQuantityUnits(line.quantity) ?? 0n));
  return shipped;
}

export function orderDetailOf(row: OrderRow, parts: OrderParts, locale: Locale, now: Date): OrderDetail {
  const { items, events, payment, shipments } = parts;
  return {
    ...toSummary(row, items, locale, now),
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
    shipments: shipmentViews(shipments, items, locale),
  };
}
