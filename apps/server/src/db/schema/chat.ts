import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './account';

/**
 * A conversation between two customers: the one who started it (send side, usually a buyer) and the one
 * asked (receive side: a merchant, or the platform admin). One per pair; `type`/`bizId` say what it was
 * last opened about. The last message is copied here so the contact lists are one index scan.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    sendCustId: integer('send_cust_id')
      .notNull()
      .references(() => customers.id),
    receiveCustId: integer('receive_cust_id')
      .notNull()
      .references(() => customers.id),
    /** 1 merchant, 2 platform admin (customer 1). */
    sourceType: smallint('source_type').notNull().default(1),
    /** 1 product, 2 order. */
    type: smallint('type').notNull().default(1),
    /** Product id or order number it was opened about; '' when none. */
    bizId: varchar('biz_id', { length: 64 }).notNull().default(''),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastContent: text('last_content').notNull().default(''),
    lastSendType: smallint('last_send_type').notNull().default(0),
    /** Time of the last message, or of the creation: the lists' order. */
    lastTime: timestamp('last_time', { withTimezone: true }).notNull().defaultNow(),
    /** haveRead of each side: 1 unread, 2 read. */
    sendHaveRead: smallint('send_have_read').notNull().default(2),
    receiveHaveRead: smallint('receive_have_read').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.sendCustId, t.receiveCustId),
    index('chat_conversations_send_idx').on(t.sendCustId, t.lastTime),
    index('chat_conversations_receive_idx').on(t.receiveCustId, t.lastTime),
  ],
);

/**
 * Messages. `id` is global and increasing; both sides' customer ids are copied here so "everything after
 * id N for customer X" (the live channel's resume) is two index range scans.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sendCustId: integer('send_cust_id').notNull(),
    /** The other side of the conversation. */
    receiveCustId: integer('receive_cust_id').notNull(),
    sendUserId: integer('send_user_id').notNull(),
    /** 1 text, 3 order card, 4 product card. */
    sendType: smallint('send_type').notNull().default(1),
    content: text('content').notNull(),
    /** JSON of a card; '' for text. */
    messageObj: text('message_obj').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_send_cust_idx').on(t.sendCustId, t.id),
    index('chat_messages_receive_cust_idx').on(t.receiveCustId, t.id),
  ],
);

/**
 * Per customer, the id of the newest message in any of its conversations. A message's transaction locks
 * both sides' rows before it takes its id, so each customer's messages commit in id order: the live
 * channel can tell a gap (a message it has not seen yet) from the previous id a message carries.
 */
export const chatInboxes = pgTable('chat_inboxes', {
  custId: integer('cust_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
});

/** Quick phrases of a user (at most 10, each up to 400 characters). */
export const quickPhrases = pgTable(
  'quick_phrases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 400 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_phrases_user_idx').on(t.userId, t.id)],
);

/** Online messages left from the right bar (spec screen 11). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    custId: integer('cust_id').notNull(),
    content: varchar('content', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform's answer, which the buyer reads ('' before one); who answered and when. */
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by'),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_user_idx').on(t.userId, t.createdAt),
  ],
);
