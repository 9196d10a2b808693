import { allPermissions } from '@mall/contracts';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { roles, sessions, userCentres, users } from '../../db/schema/account';

export class SessionRepository {
  private readonly byHashes;

  constructor(private readonly db: Db) {
    this.byHashes = sessionsByHashes(db);
  }

  /**
   * The sessions of these token hashes with their users and permission codes (a named statement: planned
   * once per connection).
   */
  findByHashes(tokenHashes: string[]) {
    return this.byHashes.execute({ hashes: tokenHashes });
  }

  async insert(row: typeof sessions.$inferInsert) {
    await this.db.insert(sessions).values(row);
  }

  async touch(tokenHash: string, at: Date) {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /**
   * The user's sessions and the sessions started from them as someone else (impersonation: their
   * `old_user_id`, which "back to original" would turn into a session of this user again).
   */
  async deleteOfUser(userId: number, keepTokenHash?: string) {
    const ofUser = or(eq(sessions.userId, userId), eq(sessions.oldUserId, userId));
    await this.db
      .delete(sessions)
      .where(keepTokenHash ? and(ofUser, ne(sessions.tokenHash, keepTokenHash)) : ofUser);
  }

  async deleteExpired(now: Date) {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}

function sessionsByHashes(db: Db) {
  const original = alias(users, 'original');
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      custId: users.custId,
      subsysCode: sessions.subsysCode,
      oldUserId: sessions.oldUserId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      // An impersonation lasts only while the account acting is enabled too: suspending it ends every session
      // it started as someone else (and their copies through tickets), not only its own.
      status: sql<number>`case when ${sessions.oldUserId} is null then ${users.status}
        when ${original.status} = 1 then ${users.status} else 0 end`,
      // Spec §6 permission codes of the session's centre: the role's, every code for the customer's main
      // account (no role), none when the user is not (or no longer) in that centre.
      permissions: sql<string[]>`case when ${userCentres.userId} is null then '{}'::text[]
        when ${userCentres.roleId} is null then array[${allPermissions}]::text[]
        else ${roles.permissions} end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(original, eq(original.id, sessions.oldUserId))
    .leftJoin(
      userCentres,
      and(eq(userCentres.userId, sessions.userId), eq(userCentres.subsysCode, sessions.subsysCode)),
    )
    .leftJoin(roles, eq(roles.id, userCentres.roleId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`)
    .prepare('sessions_by_hashes');
}
