import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './account';

/**
 * A merchant onboarding application: one per user (unique user_id). Each wizard step is stored as its own
 * JSON section, exactly as the contract's step schema parsed it; null until the step is saved.
 * status: draft | submitted | approved | rejected (see merchant.contracts.ts).
 */
export const merchantApplications = pgTable('merchant_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  custId: integer('cust_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16 }).notNull().default('draft'),
  company: jsonb('company').$type<Record<string, unknown>>(),
  contact: jsonb('contact').$type<Record<string, unknown>>(),
  licence: jsonb('licence').$type<Record<string, unknown>>(),
  categories: jsonb('categories').$type<Record<string, unknown>>(),
  reviewNote: text('review_note').notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A financial service product; Chinese texts in the base columns, other languages in the *_i18n maps. */
export const financeProducts = pgTable('finance_products', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
  institution: varchar('institution', { length: 64 }).notNull(),
  institutionI18n: jsonb('institution_i18n').$type<Record<string, string>>().notNull().default({}),
  summary: text('summary').notNull(),
  summaryI18n: jsonb('summary_i18n').$type<Record<string, string>>().notNull().default({}),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  featuresI18n: jsonb('features_i18n').$type<Record<string, string[]>>().notNull().default({}),
  /** Annual rate in basis points (385 = 3.85 %). */
  rateMinBp: integer('rate_min_bp').notNull(),
  rateMaxBp: integer('rate_max_bp').notNull(),
  termMonths: jsonb('term_months').$type<number[]>().notNull(),
  minAmountCents: bigint('min_amount_cents', { mode: 'number' }).notNull(),
  maxAmountCents: bigint('max_amount_cents', { mode: 'number' }).notNull(),
  /** 1 on offer, 0 withdrawn. */
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** A user's application for a financial product. status: submitted | approved | rejected. */
export const financeApplications = pgTable(
  'finance_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => financeProducts.id),
    companyName: varchar('company_name', { length: 60 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    reviewNote: text('review_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('finance_applications_user_idx').on(t.userId, t.createdAt)],
);
