import { and, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authKeys,
  captchas,
  loginFailures,
  qrLogins,
  smsCodes,
  smsOutbox,
  tickets,
} from '../../db/schema/auth';

/**
 * The first key of the SMS claim's advisory locks (the second is the hashed address or number): a space of
 * their own, apart from any other lock of the database. A hash shared by two numbers only makes their
 * claims queue behind each other.
 */
const smsLockSpace = { address: 0x534d5341, mobile: 0x534d534d } as const;

/**
 * Sign-on storage: the key pair, captchas, SMS codes, failure counters, and the housekeeping of every
 * sign-on table (tickets in ticket.repository.ts, users in user.repository.ts). Every "use once" step is a single conditional UPDATE so two copies can't
 * both win.
 */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  // ---- RSA key pair

  async getKey(name: string) {
    const [row] = await this.db.select().from(authKeys).where(eq(authKeys.name, name)).limit(1);
    return row;
  }

  async insertKeyIfAbsent(row: typeof authKeys.$inferInsert) {
    await this.db.insert(authKeys).values(row).onConflictDoNothing();
  }

  // ---- captchas

  async insertCaptcha(row: typeof captchas.$inferInsert) {
    await this.db.insert(captchas).values(row);
  }

  async findCaptcha(tokenHash: string) {
    const [row] = await this.db.select().from(captchas).where(eq(captchas.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Marks a live captcha used; returns it only to the one caller that did so. */
  async useCaptcha(tokenHash: string, kind: string, now: Date) {
    const [row] = await this.db
      .update(captchas)
      .set({ usedAt: now, attempts: sql`${captchas.attempts} + 1` })
      .where(
        and(
          eq(captchas.tokenHash, tokenHash),
          eq(captchas.kind, kind),
          isNull(captchas.usedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async setVerification(tokenHash: string, verificationHash: string) {
    await this.db.update(captchas).set({ verificationHash }).where(eq(captchas.tokenHash, tokenHash));
  }

  async useVerification(verificationHash: string, now: Date) {
    const [row] = await this.db
      .update(captchas)
      .set({ verificationUsedAt: now })
      .where(
        and(
          eq(captchas.verificationHash, verificationHash),
          isNull(captchas.verificationUsedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning({ tokenHash: captchas.tokenHash });
    return row;
  }

  async deleteExpiredCaptchas(now: Date) {
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
  }

  // ---- SMS codes

  /**
   * Claims one SMS send, or says why not, as one atomic step on either database: a transaction that first
   * takes a lock on the client address, then one on the number (always in that order, so two claims never
   * wait for each other in a circle), checks the 60 s since the last code of this number and purpose and the
   * hourly counts of the number and of the address, and stores the code. Parallel claims for one number or
   * from one address queue on the lock and each sees the codes stored before it, across every server copy
   * on one PostgreSQL. Transaction-level advisory locks end with the transaction; on the embedded database
   * (one connection) the transaction alone already runs by itself.
   */
  async claimSmsSend(
    row: typeof smsCodes.$inferInsert,
    rules: { resendMs: number; since: Date; perMobile: number; perAddress: number },
  ): Promise<{ id: number } | { waitMs: number } | { overLimit: true }> {
    const now = row.sentAt;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${smsLockSpace.address}::int, hashtext(${row.ip}))`);
      await tx.execute(
        sql`select pg_advisory_xact_lock(${smsLockSpace.mobile}::int, hashtext(${row.mobile}))`,
      );
      const [last] = await tx
        .select({ sentAt: smsCodes.sentAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, row.mobile), eq(smsCodes.purpose, row.purpose)))
        .orderBy(desc(smsCodes.sentAt))
        .limit(1);
      const since = last ? now.getTime() - last.sentAt.getTime() : Number.POSITIVE_INFINITY;
      if (since < rules.resendMs) return { waitMs: rules.resendMs - since };
      const count = async (by: SQL) => {
        const [found] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(smsCodes)
          .where(and(by, gte(smsCodes.sentAt, rules.since)));
        return found?.n ?? 0;
      };
      if ((await count(eq(smsCodes.mobile, row.mobile))) >= rules.perMobile)
        return { overLimit: true as const };
      if ((await count(eq(smsCodes.ip, row.ip))) >= rules.perAddress) return { overLimit: true as const };
      const [inserted] = await tx.insert(smsCodes).values(row).returning({ id: smsCodes.id });
      if (!inserted) throw new Error('sms_codes: the insert returned no row');
      return { id: inserted.id };
    });
  }

  /** Takes back a code the provider did not send: it cannot be used, and does not hold up the next send. */
  async deleteSmsCode(id: number) {
    await this.db.delete(smsCodes).where(eq(smsCodes.id, id));
  }

  /** The newest code for mobile + purpose: sending a new code retires the older ones. */
  async latestSmsCode(mobile: string, purpose: string) {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
      .limit(1);
    return row;
  }

  /** Counts one attempt, only while the code is live and under the limit; returns the new count. */
  async countSmsAttempt(id: number, maxAttempts: number, now: Date) {
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(
          eq(smsCodes.id, id),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
          lt(smsCodes.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts;
  }

  async useSmsCode(id: number, now: Date) {
    const [row] = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return row !== undefined;
  }

  async insertOutbox(row: typeof smsOutbox.$inferInsert) {
    await this.db.insert(smsOutbox).values(row);
  }

  listOutbox(mobile: string) {
    return this.db
      .select({ code: smsOutbox.code, purpose: smsOutbox.purpose, sentAt: smsOutbox.sentAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(20);
  }

  // ---- failure counters

  listFailures(keys: string[]) {
    return this.db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  }

  /**
   * Charges one attempt to each key in one transaction, the rows locked in key order (two attempts on the
   * same keys queue behind each other instead of both reading the old count): nothing is charged when a key
   * is still waiting. A count whose last attempt is older than `fadeBefore` starts again.
   */
  async chargeAttempt(
    keys: { key: string; threshold: number }[],
    now: Date,
    fadeBefore: Date,
    nextAllowed: (count: number, key: { key: string; threshold: number }) => Date,
  ): Promise<{ waitMs: number } | { counts: Map<string, number> }> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const names = sorted.map((k) => k.key);
    return this.db.transaction(async (tx) => {
      await tx
        .insert(loginFailures)
        .values(sorted.map((k) => ({ key: k.key, failures: 0, lastFailedAt: now, nextAllowedAt: now })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(loginFailures)
        .where(inArray(loginFailures.key, names))
        .orderBy(loginFailures.key)
        .for('update');
      const waitMs = Math.max(0, ...rows.map((r) => r.nextAllowedAt.getTime() - now.getTime()));
      if (waitMs > 0) return { waitMs };
      const counts = new Map<string, number>();
      for (const key of sorted) {
        const row = rows.find((r) => r.key === key.key);
        const count = (row && row.lastFailedAt >= fadeBefore ? row.failures : 0) + 1;
        counts.set(key.key, count);
        await tx
          .update(loginFailures)
          .set({ failures: count, lastFailedAt: now, nextAllowedAt: nextAllowed(count, key) })
          .where(eq(loginFailures.key, key.key));
      }
      return { counts };
    });
  }

  /** Gives one attempt back; below the threshold again, the key waits no more. */
  async refundAttempt(key: string, threshold: number, now: Date) {
    const remaining = sql`greatest(${loginFailures.failures} - 1, 0)`;
    await this.db
      .update(loginFailures)
      .set({
        failures: remaining,
        nextAllowedAt: sql`case when ${remaining} < ${threshold} then least(${loginFailures.nextAllowedAt}, ${now}) else ${loginFailures.nextAllowedAt} end`,
      })
      .where(eq(loginFailures.key, key));
  }

  async clearFailures(key: string) {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }

  // ---- housekeeping

  async deleteExpired(now: Date) {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    await this.db.delete(tickets).where(or(lt(tickets.expiresAt, now), sql`${tickets.usedAt} is not null`));
    await this.db.delete(qrLogins).where(lt(qrLogins.expiresAt, now));
    await this.db.delete(smsCodes).where(lt(smsCodes.sentAt, dayAgo));
    await this.db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, dayAgo));
  }
}
