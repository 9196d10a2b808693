import { count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { customers, users } from '../../db/schema/account';
import { feedback } from '../../db/schema/chat';

export interface FeedbackRecord {
  feedbackId: number;
  userId: number;
  mobile: string;
  userName: string;
  custName: string;
  content: string;
  createdAt: Date;
  reply: string;
  repliedAt: Date | null;
  repliedBy: string | null;
}

const replier = alias(users, 'replier');

/** The buyers' messages of the right bar, as the platform answers them and their authors read the answers. */
export class FeedbackRepository {
  constructor(private readonly db: Executor) {}

  private rows() {
    return this.db
      .select({
        feedbackId: feedback.id,
        userId: feedback.userId,
        mobile: users.mobile,
        userName: users.userName,
        custName: customers.custName,
        content: feedback.content,
        createdAt: feedback.createdAt,
        reply: feedback.reply,
        repliedAt: feedback.repliedAt,
        repliedBy: replier.userName,
      })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .innerJoin(customers, eq(customers.id, users.custId))
      .leftJoin(replier, eq(replier.id, feedback.repliedBy));
  }

  /** Newest first; `unanswered` keeps the messages without a reply, `answered` those with one. */
  async list(
    state: 'unanswered' | 'answered' | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ rows: FeedbackRecord[]; total: number }> {
    const where: SQL | undefined =
      state === 'unanswered'
        ? eq(feedback.reply, '')
        : state === 'answered'
          ? ne(feedback.reply, '')
          : undefined;
    const [rows, [total]] = await Promise.all([
      this.rows()
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async find(feedbackId: number): Promise<FeedbackRecord | undefined> {
    const [row] = await this.rows().where(eq(feedback.id, feedbackId));
    return row;
  }

  /** The message's reply, locked until the transaction ends (two staff answering: one after the other). */
  async lock(feedbackId: number): Promise<{ reply: string } | undefined> {
    const [row] = await this.db
      .select({ reply: feedback.reply })
      .from(feedback)
      .where(eq(feedback.id, feedbackId))
      .for('update');
    return row;
  }

  async reply(
    feedbackId: number,
    input: { reply: string; repliedBy: number; repliedAt: Date },
  ): Promise<void> {
    await this.db.update(feedback).set(input).where(eq(feedback.id, feedbackId));
  }

  /** One user's own messages, newest first. */
  mine(userId: number, limit: number) {
    return this.db
      .select({
        feedbackId: feedback.id,
        content: feedback.content,
        createdAt: feedback.createdAt,
        reply: feedback.reply,
        repliedAt: feedback.repliedAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit);
  }
}
