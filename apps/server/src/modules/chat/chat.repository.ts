import { type AnyColumn, and, asc, count, desc, eq, exists, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/account';
import { demands, shops } from '../../db/schema/catalog';
import { chatConversations, chatInboxes, chatMessages, feedback } from '../../db/schema/chat';
import { insertMessagesSql } from './insert-messages.sql';

/** A customer as its company card shows it (spec §3 company detail). */
const companyColumns = {
  id: customers.id,
  custName: customers.custName,
  logoUrl: customers.logoUrl,
  cellphone: customers.cellphone,
  email: customers.email,
};

const sendCust = alias(customers, 'send_cust');
const receiveCust = alias(customers, 'receive_cust');
const sender = alias(customers, 'sender');

/**
 * The shop a customer owns (its first), by name and translations: chat names a merchant by its shop, in the
 * reader's language, not by the company's legal name (custName, which the merchant card shows).
 */
const shopNameOf = (custId: AnyColumn) => ({
  name: sql<
    string | null
  >`(select ${shops.shopName} from ${shops} where ${shops.custId} = ${custId} order by ${shops.id} limit 1)`,
  i18n: sql<Record<
    string,
    string
  > | null>`(select ${shops.shopNameI18n} from ${shops} where ${shops.custId} = ${custId} order by ${shops.id} limit 1)`,
});
const sendShop = shopNameOf(chatConversations.sendCustId);
const receiveShop = shopNameOf(chatConversations.receiveCustId);
const senderShop = shopNameOf(chatMessages.sendCustId);

const conversationColumns = {
  id: chatConversations.id,
  sendCustId: chatConversations.sendCustId,
  receiveCustId: chatConversations.receiveCustId,
  sourceType: chatConversations.sourceType,
  type: chatConversations.type,
  bizId: chatConversations.bizId,
  lastMessageId: chatConversations.lastMessageId,
  lastContent: chatConversations.lastContent,
  lastSendType: chatConversations.lastSendType,
  lastTime: chatConversations.lastTime,
  sendHaveRead: chatConversations.sendHaveRead,
  receiveHaveRead: chatConversations.receiveHaveRead,
  sendCustName: sendCust.custName,
  sendLogo: sendCust.logoUrl,
  receiveCustName: receiveCust.custName,
  receiveLogo: receiveCust.logoUrl,
  sendShopName: sendShop.name,
  sendShopNameI18n: sendShop.i18n,
  receiveShopName: receiveShop.name,
  receiveShopNameI18n: receiveShop.i18n,
};

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sendCustId: chatMessages.sendCustId,
  receiveCustId: chatMessages.receiveCustId,
  sendType: chatMessages.sendType,
  content: chatMessages.content,
  messageObj: chatMessages.messageObj,
  createdAt: chatMessages.createdAt,
  sendCustName: sender.custName,
  sendLogo: sender.logoUrl,
  sendShopName: senderShop.name,
  sendShopNameI18n: senderShop.i18n,
};

export type ConversationRow = Awaited<ReturnType<ChatRepository['getConversation']>> & {};
export type MessageRow = Awaited<ReturnType<ChatRepository['listMessages']>>[number];

export interface NewMessage {
  conversationId: number;
  sendCustId: number;
  sendUserId: number;
  sendType: number;
  content: string;
  messageObj: string;
}

export interface StoredMessage {
  id: number;
  createdAt: Date;
  /** The other side of the conversation. */
  receiveCustId: number;
  sendCustName: string;
  sendLogo: string;
  /** The previous message id of each side's stream (customer id → id), read under the lock. */
  prev: Record<number, number>;
}

export type Side = 'send' | 'receive';

export class ChatRepository {
  constructor(
    private readonly db: Db,
    /** The same connections as `db`, for the named (prepared) statement of the hot path. */
    private readonly pool: Pool,
  ) {}

  private conversations() {
    return this.db
      .select(conversationColumns)
      .from(chatConversations)
      .innerJoin(sendCust, eq(sendCust.id, chatConversations.sendCustId))
      .innerJoin(receiveCust, eq(receiveCust.id, chatConversations.receiveCustId));
  }

  async getConversation(id: number) {
    const [row] = await this.conversations().where(eq(chatConversations.id, id)).limit(1);
    return row;
  }

  /** The conversation between two customers, started by either of them. */
  async findConversationBetween(a: number, b: number) {
    const [row] = await this.conversations()
      .where(
        or(
          and(eq(chatConversations.sendCustId, a), eq(chatConversations.receiveCustId, b)),
          and(eq(chatConversations.sendCustId, b), eq(chatConversations.receiveCustId, a)),
        ),
      )
      .orderBy(asc(chatConversations.id))
      .limit(1);
    return row;
  }

  /** Creates the conversation, or returns the id of the one a concurrent call created first. */
  async createConversation(input: {
    sendCustId: number;
    receiveCustId: number;
    sourceType: number;
    type: number;
    bizId: string;
    now: Date;
  }): Promise<number> {
    const [created] = await this.db
      .insert(chatConversations)
      .values({ ...input, lastTime: input.now, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: chatConversations.id });
    if (created) {
      await this.ensureInboxes([input.sendCustId, input.receiveCustId]);
      return created.id;
    }
    const [existing] = await this.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.sendCustId, input.sendCustId),
          eq(chatConversations.receiveCustId, input.receiveCustId),
        ),
      );
    if (!existing) throw new Error('conversation vanished after a conflicting insert');
    return existing.id;
  }

  /** What a reopened conversation is about now. */
  async setTopic(id: number, type: number, bizId: string) {
    await this.db.update(chatConversations).set({ type, bizId }).where(eq(chatConversations.id, id));
  }

  async findConversations(custId: number, side: Side, offset: number, limit: number) {
    const column = side === 'send' ? chatConversations.sendCustId : chatConversations.receiveCustId;
    const [rows, [total]] = await Promise.all([
      this.conversations()
        .where(eq(column, custId))
        .orderBy(desc(chatConversations.lastTime), desc(chatConversations.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ n: count() }).from(chatConversations).where(eq(column, custId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Sets the side's haveRead to 2; true when it was unread. */
  async markRead(id: number, side: Side): Promise<boolean> {
    const column = side === 'send' ? chatConversations.sendHaveRead : chatConversations.receiveHaveRead;
    const changed = await this.db
      .update(chatConversations)
      .set(side === 'send' ? { sendHaveRead: 2 } : { receiveHaveRead: 2 })
      .where(and(eq(chatConversations.id, id), eq(column, 1)))
      .returning({ id: chatConversations.id });
    return changed.length > 0;
  }

  /** The newest `limit` messages of a conversation (before `beforeId` when given), newest first. */
  listMessages(conversationId: number, limit: number, beforeId?: number) {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(sender, eq(sender.id, chatMessages.sendCustId))
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          beforeId ? lt(chatMessages.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  }

  /** Messages of every conversation of a customer after `afterId`, oldest first (the live channel's resume). */
  listMessagesAfter(custId: number, afterId: number, limit: number) {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(sender, eq(sender.id, chatMessages.sendCustId))
      .where(
        and(
          or(eq(chatMessages.sendCustId, custId), eq(chatMessages.receiveCustId, custId)),
          gt(chatMessages.id, afterId),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  }

  /** The newest message id of a customer's conversations (0 when none). */
  async headOf(custId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: chatInboxes.lastMessageId })
      .from(chatInboxes)
      .where(eq(chatInboxes.custId, custId));
    return row?.id ?? 0;
  }

  /** Both sides' inbox rows, so sending can lock them (created with the conversation). */
  async ensureInboxes(custIds: number[]) {
    await this.db
      .insert(chatInboxes)
      .values(custIds.map((custId) => ({ custId })))
      .onConflictDoNothing();
  }

  /**
   * Stores a batch of messages in one statement (group commit: see MessageWriter). For each message it
   * checks that the sender is a side of the conversation; it locks every inbox row the batch touches (in
   * customer id order, so two batches never deadlock) BEFORE any message takes its id, inserts the messages
   * in the given order, and moves each conversation and inbox head to its newest message. Because of the
   * lock, two messages of one customer can never commit out of id order, which lets the live channel resume
   * from "the last id seen" without missing a message that committed late. One round trip per batch.
   * The answer is in the order given: null where the conversation does not exist, the sender is not one of
   * its sides, or an inbox row is missing (the caller tells these apart).
   */
  async insertMessages(batch: { message: NewMessage; now: Date }[]): Promise<(StoredMessage | null)[]> {
    const column = <T>(pick: (m: NewMessage, now: Date) => T) => batch.map((b) => pick(b.message, b.now));
    // A named statement is planned once per connection: a message costs well under half as much as when the
    // statement was planned every time (ADR 0005, "Named message insert").
    const result = await this.pool.query<{
      ord: string;
      id: number;
      created_at: Date;
      receive_cust_id: number;
      cust_name: string;
      logo_url: string;
      heads: Record<string, number> | null;
    }>({
      name: 'chat_insert_messages',
      text: insertMessagesSql,
      values: [
        column((m) => m.conversationId),
        column((m) => m.sendCustId),
        column((m) => m.sendUserId),
        column((m) => m.sendType),
        column((m) => m.content),
        column((m) => m.messageObj),
        column((_, now) => now),
      ],
    });
    const rows = result.rows;
    // The inbox heads as they were before the batch; each message's `prev` chains from them in id order.
    const heads = new Map<number, number>(
      Object.entries(rows[0]?.heads ?? {}).map(([k, v]) => [Number(k), Number(v)]),
    );
    const answers: (StoredMessage | null)[] = batch.map(() => null);
    const stored = rows
      .map((row) => ({
        ...row,
        id: Number(row.id),
        sendCustId: batch[Number(row.ord) - 1]?.message.sendCustId,
      }))
      .sort((a, b) => a.id - b.id);
    for (const row of stored) {
      const sendCustId = row.sendCustId as number;
      const prev: Record<number, number> = {};
      for (const custId of new Set([sendCustId, row.receive_cust_id])) {
        prev[custId] = heads.get(custId) ?? 0;
        heads.set(custId, row.id);
      }
      answers[Number(row.ord) - 1] = {
        id: row.id,
        createdAt: new Date(row.created_at),
        receiveCustId: row.receive_cust_id,
        sendCustName: row.cust_name,
        sendLogo: row.logo_url,
        prev,
      };
    }
    return answers;
  }

  async addFeedback(input: { userId: number; custId: number; content: string }) {
    await this.db.insert(feedback).values(input);
  }

  /**
   * A customer with what decides who may reach them: whether they own a shop, and whether they have a
   * purchase demand open at `now`.
   */
  async getParty(custId: number, now: Date) {
    const [row] = await this.db
      .select({
        ...companyColumns,
        // Subqueries built by drizzle (not sql``) so that their columns are qualified with the table.
        ownsShop: exists(
          this.db.select({ one: sql`1` }).from(shops).where(eq(shops.custId, customers.id)),
        ).mapWith(Boolean),
        openDemand: exists(
          this.db
            .select({ one: sql`1` })
            .from(demands)
            .where(and(eq(demands.custId, customers.id), eq(demands.status, 1), gt(demands.deadline, now))),
        ).mapWith(Boolean),
      })
      .from(customers)
      .where(eq(customers.id, custId))
      .limit(1);
    return row;
  }

  async getCustomer(custId: number) {
    const [row] = await this.db
      .select(companyColumns)
      .from(customers)
      .where(eq(customers.id, custId))
      .limit(1);
    return row;
  }
}
