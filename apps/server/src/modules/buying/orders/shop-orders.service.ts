import {
  ErrorCode,
  type Locale,
  type MerchantOrderDetail,
  type MerchantOrderRow,
  type OrderStatus,
  type ShipInput,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { mallDaysRange } from '../../../lib/mall-day';
import { translate } from '../../../lib/translate';
import type { AuditActor } from '../../audit';
import { orderStatusCodes } from './order.repository';
import { orderDetailOf, shippedUnits } from './order-detail';
import type { OrderItemRow, ShipmentRow } from './order-shared.repository';
import { itemTexts, orderErrors, statusName, toSummary } from './order-summary';
import type { ShopOrderFilter, ShopOrderRepository, ShopOrderRow } from './shop-orders.repository';

/** Units of each line not shipped yet. */
function leftOf(items: OrderItemRow[], shipments: ShipmentRow[]): Map<number, bigint> {
  const shipped = shippedUnits(shipments);
  return new Map(
    items.map((item) => [item.id, (toQuantityUnits(item.quantity) ?? 0n) - (shipped.get(item.id) ?? 0n)]),
  );
}

/**
 * A shop's orders in the merchant workbench (issue 33): the list, one order, and its shipments. Every call
 * names the shop (the session's own, workbench/shop-scope.ts); another shop's order is "not found". A
 * shipment is written with its audit entry in one transaction on the locked order, so two people shipping
 * the same units at once get one shipment and one refusal.
 */
export class ShopOrderService {
  constructor(
    private readonly repo: ShopOrderRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    shopId: number,
    query: {
      offset: number;
      limit: number;
      status?: OrderStatus;
      keyword?: string;
      from?: string;
      to?: string;
    },
    locale: Locale,
  ): Promise<{ rows: MerchantOrderRow[]; total: number }> {
    const filter: ShopOrderFilter = {
      ...(query.status ? { status: orderStatusCodes[query.status] } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...mallDaysRange(query),
    };
    const { rows, total } = await this.repo.findOrders(
      shopId,
      filter,
      (query.offset - 1) * query.limit,
      query.limit,
    );
    const ids = rows.map((r) => r.id);
    const [items, shipments] = await Promise.all([this.repo.itemsOf(ids), this.repo.shipmentsOf(ids)]);
    return {
      rows: rows.map((row) => {
        const own = items.filter((item) => item.orderId === row.id);
        const summary = toSummary(row, own, locale, this.now());
        const left = leftOf(
          own,
          shipments.filter((s) => s.orderId === row.id),
        );
        return {
          orderNumber: row.orderNumber,
          status: summary.status,
          buyerName: row.buyerName,
          consignee: row.address.consignee,
          consigneeMobile: row.address.mobile,
          firstItemTitle: own[0] ? itemTexts(own[0], locale).title : '',
          itemCount: own.length,
          payAmount: summary.payAmount,
          gmtCreate: summary.gmtCreate,
          paidTime: row.paidAt ? row.paidAt.toISOString() : null,
          canShip: row.status === orderStatusCodes.paid && [...left.values()].some((units) => units > 0n),
        };
      }),
      total,
    };
  }

  async detail(shopId: number, orderNumber: string, locale: Locale): Promise<MerchantOrderDetail> {
    const row = await this.repo.getOrder(shopId, orderNumber);
    if (!row) throw orderErrors.notFound();
    return this.present(row, locale);
  }

  async ship(
    actor: AuditActor,
    shopId: number,
    input: ShipInput,
    locale: Locale,
  ): Promise<MerchantOrderDetail> {
    await this.repo.transaction(async (repo, audit) => {
      const order = await repo.getOrder(shopId, input.orderNumber, true);
      if (!order) throw orderErrors.notFound();
      if (order.status !== orderStatusCodes.paid)
        throw new AppError(ErrorCode.CONFLICT, 'order.notShippable', {
          status: translate(locale, `order.status.${statusName(order.status)}`),
        });
      const [items, shipments] = await Promise.all([repo.itemsOf([order.id]), repo.shipmentsOf([order.id])]);
      const left = leftOf(items, shipments);
      const wanted = new Map<number, bigint>();
      if (input.lines)
        for (const line of input.lines)
          wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0n) + (toQuantityUnits(line.quantity) ?? 0n));
      else for (const [itemId, units] of left) if (units > 0n) wanted.set(itemId, units);
      for (const [itemId, units] of wanted) {
        const item = items.find((i) => i.id === itemId);
        if (!item) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.unknownLine');
        const rest = left.get(itemId) ?? 0n;
        if (units > rest)
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.shipTooMuch', {
            name: itemTexts(item, locale).title,
            left: unitsToQuantity(rest > 0n ? rest : 0n),
            unit: item.unit,
          });
      }
      const lines = [...wanted].map(([itemId, units]) => ({ itemId, quantity: unitsToQuantity(units) }));
      const how =
        input.method === 'express'
          ? { method: 'express' as const, carrier: input.carrier, trackingNumber: input.trackingNumber }
          : {
              method: 'own' as const,
              driverName: input.driverName,
              driverMobile: input.driverMobile,
              vehiclePlate: input.vehiclePlate,
            };
      const shipment = await repo.insertShipment({
        orderId: order.id,
        ...how,
        lines,
        shippedBy: actor.actorUserId,
        now: this.now(),
      });
      const complete = [...left].every(([itemId, units]) => units - (wanted.get(itemId) ?? 0n) <= 0n);
      if (complete) await repo.setStatus(order.id, orderStatusCodes.shipped);
      await audit.append(actor, {
        action: 'order.ship',
        entityType: 'order',
        entityId: order.orderNumber,
        before: { status: statusName(order.status), shipments: shipments.length },
        after: {
          status: complete ? 'shipped' : statusName(order.status),
          shipment: { id: shipment.id, ...how, lines },
        },
      });
    });
    return this.detail(shopId, input.orderNumber, locale);
  }

  private async present(row: ShopOrderRow, locale: Locale): Promise<MerchantOrderDetail> {
    const [items, events, payment, shipments] = await Promise.all([
      this.repo.itemsOf([row.id]),
      this.repo.eventsOf(row.id),
      row.paymentId ? this.repo.paymentOf(row.paymentId) : Promise.resolve(undefined),
      this.repo.shipmentsOf([row.id]),
    ]);
    const detail = orderDetailOf(row, { items, events, payment, shipments }, locale, this.now());
    const left = leftOf(items, shipments);
    const shipped = shippedUnits(shipments);
    return {
      ...detail,
      buyerName: row.buyerName,
      items: detail.items.map((item) => ({
        ...item,
        shippedQuantity: unitsToQuantity(shipped.get(item.id) ?? 0n),
        leftToShip: unitsToQuantity((left.get(item.id) ?? 0n) > 0n ? (left.get(item.id) as bigint) : 0n),
      })),
      canShip: row.status === orderStatusCodes.paid && [...left.values()].some((units) => units > 0n),
    };
  }
}
