import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit log of console writes (docs/audit-log.md): who (the person signed in, and the account they
 * acted as when impersonating), when, from which address, on which entity, the values before and after.
 * Rows are chained: each row's hash covers its own fields and the previous row's hash, and ids run without
 * gaps from 1, so an edited, deleted or inserted row breaks the chain (`npm run audit:verify`). No foreign
 * keys: an entry outlives the user, shop or product it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** 1, 2, 3, ... without gaps: given by the writer under the head row's lock, never by a sequence. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** The person who acted: the original user when impersonating. */
    actorUserId: integer('actor_user_id').notNull(),
    /** The account acted as, when impersonating (the session's user); null otherwise. */
    onBehalfOfUserId: integer('on_behalf_of_user_id'),
    /** merchant, platform, or system (a job acting on its own). */
    centre: varchar('centre', { length: 16 }).notNull(),
    /** The shop a merchant acted in; null on the platform's writes. */
    shopId: integer('shop_id'),
    /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
    address: varchar('address', { length: 64 }).notNull(),
    /** What was done, e.g. `merchantApplication.approve`. */
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    /** The values before and after, as canonical JSON (keys sorted, secrets redacted); null when none. */
    before: text('before'),
    after: text('after'),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_shop_idx').on(t.shopId, t.id),
  ],
);

/**
 * The chain's head: the last entry's id and hash, in one row (id 1) that every writer locks. Verifying
 * compares the log's end with it, so a deleted last entry is found too.
 */
export const auditHead = pgTable('audit_head', {
  id: smallint('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
});
