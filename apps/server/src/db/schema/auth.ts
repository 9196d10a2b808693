import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers, users } from './account';

/**
 * Everything sign-on needs to remember lives here, never in process memory, so several server copies
 * behind a load balancer agree on captchas, codes, tickets and failure counters.
 */

/** The RSA key pair for the `sec` password field; generated once by whichever copy needs it first. */
export const authKeys = pgTable('auth_keys', {
  name: varchar('name', { length: 32 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  // Never served: only the public half leaves the server.
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image and slider captchas. Only the SHA-256 of the token is stored; the answer never leaves the server. */
export const captchas = pgTable(
  'captchas',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    /** image | slider */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Image text (upper case) or the slider's x position. */
    answer: varchar('answer', { length: 16 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** SHA-256 of the one-use captchaVerification handed out after a solved slider. */
    verificationHash: varchar('verification_hash', { length: 64 }),
    verificationUsedAt: timestamp('verification_used_at', { withTimezone: true }),
  },
  (t) => [
    index('captchas_verification_idx').on(t.verificationHash),
    index('captchas_expires_idx').on(t.expiresAt),
  ],
);

/** SMS codes: bound to mobile + purpose, stored salted-hashed, one-time, 5 attempts, 5 minutes. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** login | register | forget | resetpwd | oldtel | newtel | paypwd */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Client address that asked for it, for the per-IP sending limit. */
    ip: varchar('ip', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.sentAt),
    index('sms_codes_ip_idx').on(t.ip, t.sentAt),
  ],
);

/** Dev outbox: filled only when MALL_DEV_OUTBOX=1 (never in production) so tests and demo users can sign in. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  purpose: varchar('purpose', { length: 16 }).notNull(),
  code: varchar('code', { length: 6 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * One-time tickets (login ticket `tkn_account`, SSO, QR): SHA-256 only, ≤ 60 s, used once, each kind by its
 * own redeemer (docs/sign-on.md "Tickets").
 */
export const tickets = pgTable('tickets', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subsysCode: varchar('subsys_code', { length: 64 }).notNull(),
  /** login | sso | qr */
  kind: varchar('kind', { length: 8 }).notNull(),
  /** The original account when the ticket came from an impersonated session: the impersonation goes on. */
  oldUserId: integer('old_user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the session that asked for it (SSO, QR): worth nothing once that session has ended. */
  sourceHash: varchar('source_hash', { length: 64 }),
  /** SHA-256 of the sign-in nonce of the browser it was handed to: only that browser exchanges it. */
  browserHash: varchar('browser_hash', { length: 64 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** QR sign-in requests: pending → scanned → confirmed → used, or expired. */
export const qrLogins = pgTable('qr_logins', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  /** SHA-256 of the poll key only the creating browser holds (the QR code shows just the id). */
  pollHash: varchar('poll_hash', { length: 64 }).notNull().default(''),
  state: varchar('state', { length: 12 }).notNull().default('pending'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  subsysCode: varchar('subsys_code', { length: 64 }),
  /** The confirming phone's session: its original account if impersonated, and its SHA-256 (see tickets). */
  oldUserId: integer('old_user_id').references(() => users.id, { onDelete: 'cascade' }),
  sourceHash: varchar('source_hash', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Attempt counters for the growing delay: key `ip:<ip>`, `acct:<ip>|<mobile>`, `account:<mobile>` or
 * `pay:<userId>`; `failures` counts attempts since the last success (charged before the secret is checked).
 * The delay is capped and counts fade out, so anonymous input can never lock an account for good.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 160 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
});

/** Registration drafts saved before the account exists (spec `saveregisterrecord`). */
export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  custName: varchar('cust_name', { length: 128 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
  userClass: smallint('user_class').notNull().default(1),
  ip: varchar('ip', { length: 64 }).notNull(),
  /** Set when the account was created. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A seller's customer list: buyers (custCategory 0) the seller's users may act as (impersonation). */
export const customerBuyers = pgTable(
  'customer_buyers',
  {
    id: serial('id').primaryKey(),
    ownerCustId: integer('owner_cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    buyerCustId: integer('buyer_cust_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('customer_buyers_owner_idx').on(t.ownerCustId, t.buyerCustId)],
);
