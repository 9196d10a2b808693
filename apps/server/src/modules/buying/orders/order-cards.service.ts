import { type ChatOrderCard, centsToYuan, ErrorCode, type Locale, type OrderCard } from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { localized } from '../../../lib/localized';
import type { Session } from '../../account';
import type { OrderItemRow, OrderRepository, OrderRow } from './order.repository';
import { itemTexts, orderErrors, payKinds, statusName } from './order-summary';

/**
 * Orders in the chat (spec §7): the order picker and the order card (sendType 3) a message carries. A card
 * is built from the database for an order its customer bought or sold: a sender names only the order number.
 */
export class OrderCardService {
  constructor(private readonly repo: OrderRepository) {}

  /** The chat order picker: the caller's orders as a buyer, or as the seller. */
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

  /** The card of an order the customer bought or sold. Anyone else's order answers exactly like a missing one. */
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
