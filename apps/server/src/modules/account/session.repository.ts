import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/account';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async findByHash(tokenHash: string) {
    const rows = await this.db
      .select({
        tokenHash: sessions.tokenHash,
        userId: sessions.userId,
        custId: users.custId,
        subsysCode: sessions.subsysCode,
        oldUserId: sessions.oldUserId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        status: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
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

  async deleteExpired(now: Date) {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}
