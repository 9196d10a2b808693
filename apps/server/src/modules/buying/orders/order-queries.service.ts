import {
  type Locale,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
} from '@mall/contracts';
import type { Session } from '../../account';
import { type OrderRepository, type OrderRow, orderStatusCodes } from './order.repository';
import { orderDetailOf } from './order-detail';
import { orderErrors, statusName, toSummary } from './order-summary';

/**
 * The buyer's orders as the order pages read them: the list, the counts per status and one order's detail.
 * Every read is scoped to session.custId: another buyer's order answers exactly like a missing one.
 */
export class OrderQueryService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly now: () => Date,
  ) {}

  async getDetail(session: Session, orderNumber: string, locale: Locale): Promise<OrderDetail> {
    const row = await this.repo.getOrder(session.custId, orderNumber);
    if (!row) throw orderErrors.notFound();
    return this.detailOf(row, locale);
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

  private async detailOf(row: OrderRow, locale: Locale): Promise<OrderDetail> {
    const [items, events, payment, shipments] = await Promise.all([
      this.repo.itemsOf([row.id]),
      this.repo.eventsOf(row.id),
      row.paymentId ? this.repo.paymentOf(row.paymentId) : Promise.resolve(undefined),
      this.repo.shipmentsOf([row.id]),
    ]);
    return orderDetailOf(row, { items, events, payment, shipments }, locale, this.now());
  }
}
