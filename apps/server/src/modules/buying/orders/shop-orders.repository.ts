import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers } from '../../../db/schema/account';
import { shops } from '../../../db/schema/catalog';
import { orderShipments, orders, type ShipmentLine } from '../../../db/schema/order';
import { containsFolded } from '../../../lib/fold-case';
import { AuditRepository } from '../../audit';
import {
  afterSaleColumns,
  eventsOfOrder,
  hasLineNamed,
  itemsOfOrders,
  type OrderItemRow,
  type OrderRow,
  paymentById,
  type ShipmentRow,
  setOrderStatus,
  shipmentsOfOrders,
} from './order-shared.repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ShopOrderRow = OrderRow & { buyerName: string };

export interface ShopOrderFilter {
  status?: number;
  keyword?: string;
  /** Placed at or after, and before (instants). */
  from?: Date;
  to?: Date;
}

/**
 * A shop's orders as its workbench reads and ships them. Every query names the shop: another shop's order
 * is not found, never refused by a later check.
 */
export class ShopOrderRepository {
  constructor(private readonly db: Db | Tx) {}

  /** One transaction: this repository on it, and the audit log the shipment appends to. */
  transaction<T>(fn: (repo: ShopOrderRepository, audit: AuditRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new ShopOrderRepository(tx), new AuditRepository(tx)));
  }

  private rowsOf(
    rows: {
      order: typeof orders.$inferSelect;
      shopName: string | null;
      shopNameI18n: Record<string, string> | null;
      shopLogoUrl: string | null;
      buyerName: string;
      openAfterSales: number;
      windowDays: number;
    }[],
  ): ShopOrderRow[] {
    return rows.map((r) => ({
      ...r.order,
      shopName: r.shopName,
      shopNameI18n: r.shopNameI18n,
      shopLogoUrl: r.shopLogoUrl,
      buyerName: r.buyerName,
      openAfterSales: Number(r.openAfterSales),
      windowDays: Number(r.windowDays),
    }));
  }

  private query() {
    return this.db
      .select({
        order: orders,
        shopName: shops.shopName,
        shopNameI18n: shops.shopNameI18n,
        shopLogoUrl: shops.logoUrl,
        buyerName: customers.custName,
        ...afterSaleColumns,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.buyCustId))
      .leftJoin(shops, eq(shops.id, orders.shopId));
  }

  private where(shopId: number, filter: ShopOrderFilter): SQL {
    const parts: SQL[] = [eq(orders.shopId, shopId)];
    if (filter.status !== undefined) parts.push(eq(orders.status, filter.status));
    if (filter.from) parts.push(gte(orders.createdAt, filter.from));
    if (filter.to) parts.push(lt(orders.createdAt, filter.to));
    const key = filter.keyword?.trim();
    if (key) {
      const titleMatch = hasLineNamed(this.db, key);
      const words = or(
        titleMatch,
        containsFolded(customers.custName, key),
        containsFolded(sql`${orders.address}->>'consignee'`, key),
      )!;
      parts.push(/^\d+$/.test(key) ? sql`(${orders.orderNumber} like ${`${key}%`} or ${words})` : words);
    }
    return and(...parts)!;
  }

  async findOrders(
    shopId: number,
    filter: ShopOrderFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ShopOrderRow[]; total: number }> {
    const where = this.where(shopId, filter);
    const [rows, [total]] = await Promise.all([
      this.query().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.buyCustId))
        .where(where),
    ]);
    return { rows: this.rowsOf(rows), total: total?.n ?? 0 };
  }

  /** One of the shop's orders by number (with the shop's name and logo); `lock` for a shipment. */
  async getOrder(shopId: number, orderNumber: string, lock = false): Promise<ShopOrderRow | undefined> {
    const query = this.query().where(and(eq(orders.shopId, shopId), eq(orders.orderNumber, orderNumber)));
    const rows = lock ? await query.for('update', { of: orders }) : await query;
    return this.rowsOf(rows)[0];
  }

  itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
    return itemsOfOrders(this.db, orderIds);
  }

  eventsOf(orderId: number) {
    return eventsOfOrder(this.db, orderId);
  }

  paymentOf(paymentId: number) {
    return paymentById(this.db, paymentId);
  }

  shipmentsOf(orderIds: number[]): Promise<ShipmentRow[]> {
    return shipmentsOfOrders(this.db, orderIds);
  }

  async insertShipment(shipment: {
    orderId: number;
    method: 'express' | 'own';
    carrier?: string;
    trackingNumber?: string;
    driverName?: string;
    driverMobile?: string;
    vehiclePlate?: string;
    lines: ShipmentLine[];
    shippedBy: number;
    now: Date;
  }): Promise<ShipmentRow> {
    const { now, ...values } = shipment;
    const [row] = await this.db
      .insert(orderShipments)
      .values({ ...values, createdAt: now })
      .returning();
    return row!;
  }

  setStatus(orderId: number, status: number) {
    return setOrderStatus(this.db, orderId, status);
  }
}
