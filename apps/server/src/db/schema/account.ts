import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A customer: a company or a person that buys or sells. custId 1 is the platform admin (service chat). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  custName: varchar('cust_name', { length: 128 }).notNull(),
  /** 1 company, 2 person. */
  userClass: smallint('user_class').notNull().default(1),
  /** 0 means the customer came from a customer list (impersonation target). */
  custCategory: smallint('cust_category').notNull().default(1),
  cellphone: varchar('cellphone', { length: 32 }).notNull().default(''),
  email: varchar('email', { length: 128 }).notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  custId: integer('cust_id')
    .notNull()
    .references(() => customers.id),
  /** Login id: the mobile number. */
  mobile: varchar('mobile', { length: 11 }).notNull().unique(),
  userName: varchar('user_name', { length: 64 }).notNull(),
  contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
  mallContactName: varchar('mall_contact_name', { length: 64 }).notNull().default(''),
  image: text('image').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  payPasswordHash: text('pay_password_hash'),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Identity centres (subsystems). DRP.TMALL.BUYER stays in the storefront; others go to externalUrl. */
export const centres = pgTable('centres', {
  subsysCode: varchar('subsys_code', { length: 64 }).primaryKey(),
  subsysLabel: varchar('subsys_label', { length: 64 }).notNull(),
  description: text('description').notNull().default(''),
  externalUrl: text('external_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * A role of a customer's employees in one centre: the permission codes it holds (spec §6, `ext.permi`;
 * the codes are in the contracts' `permissionCodes`, '*' is every code).
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subsysCode: varchar('subsys_code', { length: 64 })
      .notNull()
      .references(() => centres.subsysCode),
    roleName: varchar('role_name', { length: 64 }).notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_cust_idx').on(t.custId)],
);

export const userCentres = pgTable(
  'user_centres',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsysCode: varchar('subsys_code', { length: 64 })
      .notNull()
      .references(() => centres.subsysCode),
    /**
     * The employee's role in this centre (a role of the user's own customer and this centre). Null: the
     * customer's main account, which holds every permission. A role in use cannot be deleted (restrict), so
     * an employee never falls back to the main account's rights.
     */
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subsysCode] })],
);

/** Sessions: only the SHA-256 of the random 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsysCode: varchar('subsys_code', { length: 64 }).notNull(),
    /** The original user when impersonating (spec "oldUser"). */
    oldUserId: integer('old_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // A password change also ends the sessions started from the user's as someone else.
    index('sessions_old_user_idx').on(t.oldUserId),
  ],
);
