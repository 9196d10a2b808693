import {
  ErrorCode,
  type FeedbackReplyInput,
  type FeedbackRow,
  type MyFeedback,
  peopleLimits,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { AuditActor } from '../audit';
import type { FeedbackRecord } from './feedback.repository';
import type { PeopleStore } from './people.repository';

const toRow = (row: FeedbackRecord): FeedbackRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'people.feedbackNotFound');

/**
 * The buyers' feedback (spec screen 11's online message): the platform reads it newest first and answers
 * (`platform:feedback:reply`); each author reads the answers to their own messages beside the form.
 */
export class FeedbackService {
  constructor(
    private readonly store: PeopleStore,
    private readonly now: () => Date,
  ) {}

  async list(query: {
    state?: 'unanswered' | 'answered';
    offset: number;
    limit: number;
  }): Promise<{ rows: FeedbackRow[]; total: number }> {
    const { rows, total } = await this.store.feedback.list(query.state, {
      offset: (query.offset - 1) * query.limit,
      limit: query.limit,
    });
    return { rows: rows.map(toRow), total };
  }

  /** Answers a message, or changes the answer (the audit log keeps the one before). */
  async reply(actor: AuditActor, input: FeedbackReplyInput): Promise<FeedbackRow> {
    const reply = input.reply.trim();
    await this.store.transaction(async ({ feedback, audit }) => {
      const before = await feedback.lock(input.feedbackId);
      if (!before) throw notFound();
      await feedback.reply(input.feedbackId, { reply, repliedBy: actor.actorUserId, repliedAt: this.now() });
      await audit.append(actor, {
        action: 'feedback.reply',
        entityType: 'feedback',
        entityId: input.feedbackId,
        before: { reply: before.reply },
        after: { reply },
      });
    });
    const row = await this.store.feedback.find(input.feedbackId);
    if (!row) throw notFound();
    return toRow(row);
  }

  /** The caller's own messages with the replies, newest first. */
  async mine(caller: Caller): Promise<MyFeedback[]> {
    const rows = await this.store.feedback.mine(caller.userId, peopleLimits.myFeedbackMax);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      repliedAt: row.repliedAt?.toISOString() ?? null,
    }));
  }
}
