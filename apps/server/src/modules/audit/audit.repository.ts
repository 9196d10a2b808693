import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { auditHead, auditLog } from '../../db/schema/audit';
import { type ChainBreak, type ChainedFields, canonicalJson, entryHash } from './audit-chain';

/** Who acted, from where, in which console: taken from the request (auditActorOf). */
export interface AuditActor {
  actorUserId: number;
  onBehalfOfUserId: number | null;
  centre: 'merchant' | 'platform' | 'system';
  shopId: number | null;
  address: string;
}

/** What was done to which entity: the values before and after are any JSON-like values (or null). */
export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export type AuditEntry = ChainedFields & { prevHash: string; hash: string };

export interface AuditFilter {
  actorUserId?: number;
  shopId?: number;
  centre?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

/** Entries read per query while verifying: the whole log is never held in memory. */
const verifyBatch = 1000;

/**
 * The audit log's reads and its one write. `append` runs inside the transaction of the console write it
 * records (the writing repository hands its transaction here), so an entry exists exactly when the change
 * does. The head row's lock orders the writers of every copy of the server: console writes are few, and each
 * holds the lock only until its transaction ends.
 */
export class AuditRepository {
  constructor(
    private readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Appends one entry after the head; answers it. Call it inside the transaction of the change. */
  async append(actor: AuditActor, change: AuditChange): Promise<AuditEntry> {
    const run = async (tx: Executor) => {
      const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, 1)).for('update');
      if (!head) throw new Error('audit_head has no row 1: the migration that creates it did not run');
      const fields: ChainedFields = {
        id: head.lastId + 1,
        // Milliseconds, as the column keeps them: the hash is recomputed from what is read back.
        at: new Date(Math.floor(this.now().getTime())),
        actorUserId: actor.actorUserId,
        onBehalfOfUserId: actor.onBehalfOfUserId,
        centre: actor.centre,
        shopId: actor.shopId,
        address: actor.address.slice(0, 64),
        action: change.action,
        entityType: change.entityType,
        entityId: String(change.entityId),
        before: change.before === undefined || change.before === null ? null : canonicalJson(change.before),
        after: change.after === undefined || change.after === null ? null : canonicalJson(change.after),
      };
      const hash = entryHash(fields, head.hash);
      await tx.insert(auditLog).values({ ...fields, prevHash: head.hash, hash });
      await tx.update(auditHead).set({ lastId: fields.id, hash }).where(eq(auditHead.id, 1));
      return { ...fields, prevHash: head.hash, hash };
    };
    // On the database itself: a transaction of its own. Inside a repository's transaction: a savepoint of it,
    // so the entry is committed or rolled back with the change, and the head stays locked until then.
    return (this.db as Db).transaction(run);
  }

  /** The sign-in mobiles of these users (the audit page names the actors by them). */
  async mobilesOf(userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((row) => [row.id, row.mobile]));
  }

  /** Entries matching the filter, newest first. */
  async list(filter: AuditFilter, page: { offset: number; limit: number }) {
    const where = and(...conditionsOf(filter));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every entry matching the filter, oldest first, a batch at a time (the export). */
  async *each(filter: AuditFilter): AsyncGenerator<AuditEntry> {
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, after), ...conditionsOf(filter)))
        .orderBy(asc(auditLog.id))
        .limit(verifyBatch);
      for (const row of rows) yield row;
      if (rows.length < verifyBatch) return;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  /**
   * Walks the whole chain: each entry's hash recomputed from its fields, each pointing at the one before
   * with the next id, the last one matching the head. Answers the number of entries and the head's hash,
   * or the first break.
   */
  async verify(): Promise<{ entries: number; headHash: string; broken: ChainBreak | null }> {
    const [head] = await this.db.select().from(auditHead).where(eq(auditHead.id, 1));
    if (!head) return { entries: 0, headHash: '', broken: { id: 0, problem: 'head' } };
    let previous = { id: 0, hash: '0'.repeat(64) };
    let entries = 0;
    for await (const row of this.each({})) {
      entries++;
      if (row.id !== previous.id + 1 || row.prevHash !== previous.hash)
        return { entries, headHash: head.hash, broken: { id: row.id, problem: 'unlinked' } };
      if (entryHash(row, row.prevHash) !== row.hash)
        return { entries, headHash: head.hash, broken: { id: row.id, problem: 'edited' } };
      previous = { id: row.id, hash: row.hash };
    }
    if (previous.id !== head.lastId || previous.hash !== head.hash)
      return { entries, headHash: head.hash, broken: { id: previous.id, problem: 'head' } };
    return { entries, headHash: head.hash, broken: null };
  }
}

function conditionsOf(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.shopId !== undefined) conditions.push(eq(auditLog.shopId, filter.shopId));
  if (filter.centre) conditions.push(eq(auditLog.centre, filter.centre));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  return conditions;
}
