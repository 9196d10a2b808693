import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qrLogins, tickets } from '../../db/schema/auth';

/** Tickets and QR codes. Every "use once" step is a single conditional UPDATE so two copies can't both win. */
export class TicketRepository {
  constructor(private readonly db: Db) {}

  // ---- tickets and QR

  async insertTicket(row: typeof tickets.$inferInsert) {
    await this.db.insert(tickets).values(row);
  }

  /**
   * Marks a live ticket of one of these kinds used, when it was handed to this browser (`browserHash`; null:
   * to an API client); returns it only to the one caller that did so.
   */
  async useTicket(tokenHash: string, now: Date, kinds: string[], browserHash: string | null) {
    const [row] = await this.db
      .update(tickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(tickets.tokenHash, tokenHash),
          isNull(tickets.usedAt),
          gt(tickets.expiresAt, now),
          inArray(tickets.kind, kinds),
          browserHash === null ? isNull(tickets.browserHash) : eq(tickets.browserHash, browserHash),
        ),
      )
      .returning({
        userId: tickets.userId,
        subsysCode: tickets.subsysCode,
        oldUserId: tickets.oldUserId,
        sourceHash: tickets.sourceHash,
      });
    return row;
  }

  /** A ticket as stored, to tell why it was refused. */
  async findTicket(tokenHash: string) {
    const [row] = await this.db.select().from(tickets).where(eq(tickets.tokenHash, tokenHash)).limit(1);
    return row;
  }

  async insertQr(row: typeof qrLogins.$inferInsert) {
    await this.db.insert(qrLogins).values(row);
  }

  async findQr(idHash: string) {
    const [row] = await this.db.select().from(qrLogins).where(eq(qrLogins.idHash, idHash)).limit(1);
    return row;
  }

  async updateQr(
    idHash: string,
    fromStates: string[],
    now: Date,
    set: Partial<typeof qrLogins.$inferInsert>,
  ) {
    const [row] = await this.db
      .update(qrLogins)
      .set(set)
      .where(
        and(eq(qrLogins.idHash, idHash), inArray(qrLogins.state, fromStates), gt(qrLogins.expiresAt, now)),
      )
      .returning();
    return row;
  }
}
