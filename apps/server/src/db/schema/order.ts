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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './account';
import { products, shops } from './catalog';

/**
 * Cart lines of a user. One line per product and style (style_id 0 = the product has no styles), so
 * adding the same thing again is an atomic `insert … on conflict do update quantity = quantity + …`.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 when the product has no styles. */
    styleId: integer('style_id').notNull().default(0),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line_idx').on(t.userId, t.productId, t.styleId)],
);

/** Delivery addresses of a buyer customer; region ids are `areas` ids. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    consignee: varchar('consignee', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    provinceId: varchar('province_id', { length: 16 }).notNull(),
    cityId: varchar('city_id', { length: 16 }).notNull(),
    districtId: varchar('district_id', { length: 16 }),
    townId: varchar('town_id', { length: 16 }),
    detail: varchar('detail', { length: 120 }).notNull(),
    zipCode: varchar('zip_code', { length: 6 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_cust_idx').on(t.custId)],
);

/** Virtual account of a buyer customer: balance (fen) and points. Never negative, enforced here too. */
export const buyerAccounts = pgTable(
  'buyer_accounts',
  {
    custId: integer('cust_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('buyer_accounts_balance_check', sql`${t.balanceCents} >= 0`),
    check('buyer_accounts_points_check', sql`${t.points} >= 0`),
  ],
);

/** Every change of a balance or of points, with what caused it. */
export const accountEntries = pgTable(
  'account_entries',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** pay (balance spent on orders), points (points spent on a points order), topup (seed/operator). */
    kind: varchar('kind', { length: 16 }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    /** Pay number or order number. */
    ref: varchar('ref', { length: 40 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_entries_cust_idx').on(t.custId, t.createdAt)],
);

/** Order numbers: date + this sequence, so they are unique across server copies. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });
export const payNumberSeq = pgSequence('pay_number_seq', { startWith: 1 });

/**
 * Status codes stored in `orders.status` (the contract speaks names, see orderStatuses):
 * 1 pendingPayment, 2 paid, 3 shipped, 4 completed, 9 cancelled.
 */
export const orderStatusCodes = {
  pendingPayment: 1,
  paid: 2,
  shipped: 3,
  completed: 4,
  cancelled: 9,
} as const;

export interface OrderAddressSnapshot {
  consignee: string;
  mobile: string;
  fullAddress: string;
  provinceId: string;
  cityId: string;
  districtId: string | null;
  townId: string | null;
}

export interface OrderInvoice {
  type: 'none' | 'normal' | 'vat';
  title: string;
  taxNo: string;
}

/** Orders: one per shop and order type of a submit. Amounts in fen; money orders never below 0. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 32 }).notNull().unique(),
    buyCustId: integer('buy_cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    buyUserId: integer('buy_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** null for points orders (the points mall sells them). */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    sellCustId: integer('sell_cust_id'),
    orderType: smallint('order_type').notNull().default(4),
    status: smallint('status').notNull(),
    /** 1 money, 2 points. */
    payKind: smallint('pay_kind').notNull().default(1),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    payCents: bigint('pay_cents', { mode: 'number' }).notNull(),
    pointsAmount: integer('points_amount').notNull().default(0),
    deliveryType: varchar('delivery_type', { length: 16 }).notNull().default('express'),
    discountCode: varchar('discount_code', { length: 64 }),
    discountName: varchar('discount_name', { length: 128 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    invoice: jsonb('invoice').$type<OrderInvoice>().notNull(),
    address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
    paymentId: integer('payment_id'),
    cancelReason: varchar('cancel_reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the last line was shipped (the receipt's automatic confirmation counts from it). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When receipt was confirmed (the after-sales window counts from it). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Money refunded so far (fen): never more than was paid. */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** Points the order earned when it completed (taken back in proportion to a refund). */
    pointsEarned: integer('points_earned').notNull().default(0),
    /** Of pointsEarned, what refunds took back. */
    pointsTakenBack: integer('points_taken_back').notNull().default(0),
  },
  (t) => [
    check('orders_pay_check', sql`${t.payCents} >= 0`),
    check('orders_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.payCents}`),
    // Shipped orders waiting for their receipt's automatic confirmation.
    index('orders_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 3`),
    index('orders_buyer_idx').on(t.buyCustId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_idx').on(t.sellCustId, t.createdAt.desc()),
    // The merchant workbench: a shop's orders by status (to ship, the order list), and by payment day.
    index('orders_shop_status_idx').on(t.shopId, t.status, t.createdAt.desc()),
    index('orders_shop_paid_idx').on(t.shopId, t.paidAt),
    // The unpaid-order expiry walks unpaid orders oldest first; they are few among all orders.
    index('orders_unpaid_idx').on(t.createdAt).where(sql`${t.status} = 1`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Product id, or the points goods id of a points order. */
    productId: integer('product_id').notNull(),
    styleId: integer('style_id').notNull().default(0),
    title: varchar('title', { length: 200 }).notNull(),
    styleName: varchar('style_name', { length: 64 }).notNull().default(''),
    /**
     * The product's and style's names in other languages as they were when ordered (like title): the buyer
     * reads the order in the language of the page; Chinese where missing.
     */
    titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
    styleNameI18n: jsonb('style_name_i18n').$type<Record<string, string>>().notNull().default({}),
    model: varchar('model', { length: 64 }).notNull().default(''),
    unit: varchar('unit', { length: 16 }).notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** Fen, or points in a points order. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One line's units in a shipment. */
export interface ShipmentLine {
  itemId: number;
  /** The quantity as the line keeps it (numeric text, up to 4 decimals). */
  quantity: string;
}

/**
 * What a shop shipped of an order, and how: by a carrier (code and tracking number) or by its own driver and
 * vehicle. An order may go in several shipments; it is shipped (status 3) once every line has gone.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'express' or 'own'. */
    method: varchar('method', { length: 8 }).notNull(),
    carrier: varchar('carrier', { length: 16 }).notNull().default(''),
    trackingNumber: varchar('tracking_number', { length: 40 }).notNull().default(''),
    driverName: varchar('driver_name', { length: 32 }).notNull().default(''),
    driverMobile: varchar('driver_mobile', { length: 16 }).notNull().default(''),
    vehiclePlate: varchar('vehicle_plate', { length: 16 }).notNull().default(''),
    /** The shop's driver and vehicle records picked when shipping (their names above are kept as shipped). */
    driverId: integer('driver_id'),
    vehicleId: integer('vehicle_id'),
    vehicleKind: varchar('vehicle_kind', { length: 16 }).notNull().default(''),
    /** The carrier-tracking provider's last word: '' never asked, else its state (in transit, signed…). */
    trackingState: varchar('tracking_state', { length: 16 }).notNull().default(''),
    trackingCheckedAt: timestamp('tracking_checked_at', { withTimezone: true }),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    /** The shop's user who shipped it. */
    shippedBy: integer('shipped_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId)],
);

/** Status history of an order, for the detail page's timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** What the buyer wrote (a cancel reason); '' when none. */
    note: varchar('note', { length: 200 }).notNull().default(''),
    /** A server message key shown instead of `note` in the reader's language (the mall's own notes). */
    noteKey: varchar('note_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * Idempotency of order submits: the first submit with a key stores its result; a retry with the same key
 * (same user) answers it instead of ordering again. The unique key makes a concurrent duplicate wait for
 * the first transaction and then see its row.
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    orderNumbers: text('order_numbers').array().notNull(),
    payCents: bigint('pay_cents', { mode: 'number' }).notNull().default(0),
    pointsSpent: integer('points_spent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_submissions_key_idx').on(t.userId, t.idempotencyKey)],
);

/** 1 pending, 2 paid, 3 expired. */
export const paymentStatusCodes = { pending: 1, paid: 2, expired: 3 } as const;

/** A payment of one or more orders of a buyer. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    payNo: varchar('pay_no', { length: 40 }).notNull().unique(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    status: smallint('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    orderNumbers: text('order_numbers').array().notNull(),
    /** SHA-256 of the sandbox confirm token; the token itself is only in the QR code. */
    tokenHash: varchar('token_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_cust_idx').on(t.custId),
    // The buyer's bill: paid payments by time.
    index('payments_cust_paid_idx').on(t.custId, t.paidAt).where(sql`${t.paidAt} is not null`),
  ],
);

/** Shipping fee of a shop's express delivery; free from freeOverCents of goods on (when set). */
export const shopShippingRules = pgTable('shop_shipping_rules', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  freeOverCents: bigint('free_over_cents', { mode: 'number' }),
});
