import { and, count, eq, gte, or, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema/catalog';
import { chatConversations } from '../../db/schema/chat';
import { orderStatusCodes, orders } from '../../db/schema/order';

/** Conversations: 1 unread on that side (db/schema/chat.ts). */
const unread = 1;

/** The merchant workbench's reads of the caller's own shop. */
export class WorkbenchRepository {
  constructor(private readonly db: Db) {}

  /** The customer's shop (the first opened, should a customer have several), or undefined. */
  async shopOf(
    custId: number,
  ): Promise<{ id: number; shopName: string; status: number; suspendedReason: string } | undefined> {
    const [row] = await this.db
      .select({
        id: shops.id,
        shopName: shops.shopName,
        status: shops.status,
        suspendedReason: shops.suspendedReason,
      })
      .from(shops)
      .where(eq(shops.custId, custId))
      .orderBy(shops.id)
      .limit(1);
    return row;
  }

  async countOrdersToShip(shopId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, orderStatusCodes.paid)));
    return row?.n ?? 0;
  }

  /** Money orders of the shop paid since `since`, and what they paid (fen). */
  async paidSince(shopId: number, since: Date): Promise<{ orders: number; cents: number }> {
    const [row] = await this.db
      .select({ n: count(), cents: sum(orders.payCents) })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.payKind, 1), gte(orders.paidAt, since)));
    return { orders: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
  }

  /** Conversations of the customer with a message it has not read, on either side. */
  async countUnreadConversations(custId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(chatConversations)
      .where(
        or(
          and(eq(chatConversations.receiveCustId, custId), eq(chatConversations.receiveHaveRead, unread)),
          and(eq(chatConversations.sendCustId, custId), eq(chatConversations.sendHaveRead, unread)),
        ),
      );
    return row?.n ?? 0;
  }
}
