import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickPhrases } from '../../db/schema/chat';

/** First key of pg_advisory_xact_lock(int, int) for quick phrases (ASCII "qp"); the second is the user id. */
const quickPhraseLockClass = 0x7170;

/** Quick phrases, each user's own. */
export class QuickPhraseRepository {
  constructor(private readonly db: Db) {}

  listQuickPhrases(userId: number) {
    return this.db
      .select({ quickId: quickPhrases.id, quickName: quickPhrases.text })
      .from(quickPhrases)
      .where(eq(quickPhrases.userId, userId))
      .orderBy(asc(quickPhrases.id));
  }

  /**
   * Adds a phrase unless the user has `max` already; null then. The user's phrases are counted under a
   * per-user advisory lock so two concurrent adds cannot both pass the count.
   */
  async addQuickPhrase(userId: number, text: string, max: number) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${quickPhraseLockClass}, ${userId})`);
      const [existing] = await tx
        .select({ n: count() })
        .from(quickPhrases)
        .where(eq(quickPhrases.userId, userId));
      if ((existing?.n ?? 0) >= max) return null;
      const [row] = await tx
        .insert(quickPhrases)
        .values({ userId, text })
        .returning({ quickId: quickPhrases.id, quickName: quickPhrases.text });
      return row ?? null;
    });
  }

  ownersOfQuickPhrases(ids: number[]) {
    return this.db
      .select({ id: quickPhrases.id, userId: quickPhrases.userId })
      .from(quickPhrases)
      .where(inArray(quickPhrases.id, ids));
  }

  async deleteQuickPhrases(userId: number, ids: number[]) {
    await this.db
      .delete(quickPhrases)
      .where(and(eq(quickPhrases.userId, userId), inArray(quickPhrases.id, ids)));
  }
}
