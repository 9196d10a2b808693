import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './account';
import { shops } from './catalog';
import { orderItems, orders, payments } from './order';

/** After-sales numbers: date + this sequence, unique across server copies (as order numbers). */
export const afterSaleNumberSeq = pgSequence('after_sale_number_seq', { startWith: 1 });
/** Refund numbers (`out_request_no` at Alipay, `out_refund_no` at WeChat Pay). */
export const refundNumberSeq = pgSequence('refund_number_seq', { startWith: 1 });

/**
 * Status codes of `after_sales.status` (the contract speaks names; docs/after-sales.md has the diagram).
 * 1–4 and 6–8 are open; 5, 10 and 11 are final.
 */
export const afterSaleStatusCodes = {
  /** Waiting for the merchant's answer. */
  requested: 1,
  /** The merchant agreed to a return: the buyer ships the goods back. */
  awaitingReturn: 2,
  /** The buyer shipped the goods back: the merchant receives them. */
  returning: 3,
  /** The money is on its way back (a refund on the queue). */
  refunding: 4,
  refunded: 5,
  /** The merchant refused the request: the buyer may escalate it to the platform. */
  refused: 6,
  /** The merchant received the return but disputes it: the buyer may escalate. */
  disputed: 7,
  /** The platform decides. */
  escalated: 8,
  withdrawn: 10,
  /** Closed without money back (return not shipped in time, platform decided against, not escalated). */
  closed: 11,
} as const;

/** An after-sales request of a buyer: refund only (1) or return and refund (2), for some units of an order. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyCustId: integer('buy_cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    buyUserId: integer('buy_user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** 1 refund only, 2 return and refund. */
    kind: smallint('kind').notNull(),
    status: smallint('status').notNull(),
    /** A code of the contracts' after-sales reasons. */
    reason: varchar('reason', { length: 32 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Gallery pictures' addresses (at most 6). */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** What the server offered when asked: paid for these units less what was refunded, shipping included. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The part of amountCents that is the order's shipping (the whole order back unshipped). */
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    /** The merchant's or the platform's reason for a refusal, a dispute or a decision. */
    answer: varchar('answer', { length: 200 }).notNull().default(''),
    returnCarrier: varchar('return_carrier', { length: 16 }).notNull().default(''),
    returnTrackingNo: varchar('return_tracking_no', { length: 40 }).notNull().default(''),
    returnShippedAt: timestamp('return_shipped_at', { withTimezone: true }),
    /** Stock of the units was put back (a received return, or unshipped units refunded). */
    stockReturned: boolean('stock_returned').notNull().default(false),
    /** When the current state's deadline passes (a job acts then); null when nothing waits on time. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('after_sales_amount_check', sql`${t.amountCents} >= 0 and ${t.shippingCents} >= 0`),
    // The buyer's lists (/user/order/refund, /user/order/return), by kind and state, newest first.
    index('after_sales_buyer_idx').on(t.buyCustId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('after_sales_buyer_status_idx').on(t.buyCustId, t.status, t.createdAt.desc(), t.id.desc()),
    // The merchant's after-sales inbox, by state, newest first.
    index('after_sales_shop_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    index('after_sales_shop_status_idx').on(t.shopId, t.status, t.createdAt.desc(), t.id.desc()),
    // The platform's escalated requests.
    index('after_sales_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('after_sales_order_idx').on(t.orderId),
    // The deadline sweep reads only requests waiting on time.
    index('after_sales_deadline_idx').on(t.deadlineAt).where(sql`${t.deadlineAt} is not null`),
  ],
);

/** The units of order lines a request asks about, and what they are worth back. */
export const afterSaleItems = pgTable(
  'after_sale_items',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('after_sale_items_request_idx').on(t.afterSaleId),
    index('after_sale_items_line_idx').on(t.orderItemId),
  ],
);

/** One request's timeline: every state change and what was said with it. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** buyer, merchant, platform or system (a deadline, the refund queue). */
    actor: varchar('actor', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** A server message key shown in the reader's language (the mall's own notes). */
    noteKey: varchar('note_key', { length: 64 }),
    /** What a person wrote with it ('' when none). */
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** Facts of the step: the return's carrier and number, the refund's number and amount. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sale_events_request_idx').on(t.afterSaleId, t.id)],
);

/** 1 queued, 2 accepted by the provider (waiting for its final word), 3 succeeded, 4 failed for good. */
export const refundStateCodes = { queued: 1, processing: 2, succeeded: 3, failed: 4 } as const;

/**
 * Money going back through the way it was paid. The refund number is made once and reused by every retry,
 * so a provider takes one refund however often it is asked.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull().unique(),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The payment's way: virtual (the balance), alipay, wechat, sandbox_qr. */
    provider: varchar('provider', { length: 16 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The payment's whole amount (WeChat Pay's `amount.total`). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last refusal or error, as shown to the merchant and the buyer when final. */
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
    /** The provider's refund id (WeChat's refund_id, Alipay's trade_no of the refund). */
    providerRefundId: varchar('provider_refund_id', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first call to the provider. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountCents} > 0 and ${t.amountCents} <= ${t.totalCents}`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_cust_idx').on(t.custId, t.createdAt),
    index('refunds_open_idx').on(t.state).where(sql`${t.state} in (1, 2)`),
  ],
);

/** A shop's own drivers (shipping by the shop's own delivery picks one). */
export const shopDrivers = pgTable(
  'shop_drivers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_drivers_mobile_idx').on(t.shopId, t.mobile)],
);

/** A shop's own vehicles. */
export const shopVehicles = pgTable(
  'shop_vehicles',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    plate: varchar('plate', { length: 16 }).notNull(),
    /** A code of the contracts' vehicle kinds (van, light truck, truck, refrigerated…). */
    kind: varchar('kind', { length: 16 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_vehicles_plate_idx').on(t.shopId, t.plate)],
);

/**
 * A shipment's timeline: the shop's own recorded events (its delivery), or what the carrier-tracking provider
 * reported (deduplicated by the provider's key).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id').notNull(),
    /** shop (recorded in the workbench) or carrier (the tracking provider). */
    source: varchar('source', { length: 8 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    location: varchar('location', { length: 64 }).notNull().default(''),
    /** The provider's own key of the event (its time and text), so a query again adds nothing twice. */
    externalKey: varchar('external_key', { length: 96 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
    uniqueIndex('shipment_events_key_idx').on(t.shipmentId, t.externalKey),
  ],
);
