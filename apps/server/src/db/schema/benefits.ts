import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './account';
import { shops } from './catalog';

/**
 * Coupons held by a buyer customer (every user of the company shares them, like addresses). The state
 * shown to the buyer follows from the row: used when `used_at` is set, expired when `valid_until` has
 * passed unused, unused otherwise. Amounts in fen; a threshold of 0 means no minimum spend.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** null: a platform coupon usable in every shop; else only in this shop. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order the coupon was spent on. */
    usedOrderNumber: varchar('used_order_number', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_amount_check', sql`${t.amountCents} > 0 and ${t.thresholdCents} >= 0`),
    check('coupons_validity_check', sql`${t.validUntil} > ${t.validFrom}`),
    index('coupons_cust_idx').on(t.custId, t.validUntil),
  ],
);
