import {
  buyerFeedbackEndpoints,
  centreCodes,
  chatEndpoints,
  ErrorCode,
  peopleEndpoints,
  peopleLimits,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { auditLog } from '../../db/schema/audit';

// Buyers' feedback (issue 33, spec screen 11): the platform reads the right bar's messages newest first,
// keeps the unanswered ones apart and answers; each author reads the answers to their own messages only.

let ctx: TestContext;
let operator: Buyer;
let author: Buyer;
let other: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  // The demo's content operator (内容运营) holds the feedback code.
  operator = await sessionOf(ctx.app, ctx.database.db, '13900000011', centreCodes.platform);
  author = await makeBuyer(ctx.app, ctx.database.db);
  other = await makeBuyer(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const client = () => api(ctx.app);
let sent = 0;
/** A message from the right bar; each from an address of its own (the form allows 10 an address a minute). */
const leave = async (as: Buyer, text: string) => {
  sent += 1;
  const ip = `10.33.${Math.floor(sent / 200)}.${sent % 200}`;
  expectOk(await client().call(chatEndpoints.feedback, { body: { feedbackInformation: text } }, { as, ip }));
};
const mine = async (as: Buyer) =>
  expectOk(await client().call(buyerFeedbackEndpoints.myFeedback, {}, { as }));
const list = async (state?: 'unanswered' | 'answered') =>
  expectOk(
    await client().call(peopleEndpoints.feedbackList, { query: { state, limit: 100 } }, { as: operator }),
  );

describe('feedback', () => {
  it('lists the messages newest first, with their authors, and keeps the unanswered apart', async () => {
    await leave(author, '发票什么时候能开出来？');
    await leave(other, '希望增加夜间配送');
    const all = await list();
    expect(all.rows.slice(0, 2).map((row) => row.content)).toEqual([
      '希望增加夜间配送',
      '发票什么时候能开出来？',
    ]);
    expect(all.rows[1]).toMatchObject({ userId: author.userId, reply: '', repliedAt: null, repliedBy: null });
    expect(all.rows[1]?.custName).toMatch(/测试采购商/);
    expect((await list('unanswered')).rows.map((row) => row.content)).toContain('希望增加夜间配送');
  });

  it('answers a message: its author reads the answer, another buyer does not', async () => {
    const question = (await list('unanswered')).rows.find((row) => row.userId === author.userId);
    expect(question).toBeDefined();
    const answered = expectOk(
      await client().call(
        peopleEndpoints.feedbackReply,
        { body: { feedbackId: question?.feedbackId ?? 0, reply: '  订单确认收货后即可申请开票。  ' } },
        { as: operator },
      ),
    );
    expect(answered).toMatchObject({ reply: '订单确认收货后即可申请开票。', repliedBy: '吴磊' });
    expect(answered.repliedAt).not.toBeNull();

    const own = await mine(author);
    expect(own).toEqual([
      expect.objectContaining({ content: '发票什么时候能开出来？', reply: '订单确认收货后即可申请开票。' }),
    ]);
    const theirs = await mine(other);
    expect(theirs.map((row) => row.content)).toEqual(['希望增加夜间配送']);
    expect(JSON.stringify(theirs)).not.toContain('开票');
    expect((await list('unanswered')).rows.map((row) => row.feedbackId)).not.toContain(question?.feedbackId);
    expect((await list('answered')).rows.map((row) => row.feedbackId)).toContain(question?.feedbackId);

    // A changed answer: the buyer reads the new one, the audit log keeps both.
    expectOk(
      await client().call(
        peopleEndpoints.feedbackReply,
        { body: { feedbackId: question?.feedbackId ?? 0, reply: '确认收货后，在订单详情中申请开票。' } },
        { as: operator },
      ),
    );
    expect((await mine(author))[0]?.reply).toBe('确认收货后，在订单详情中申请开票。');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(question?.feedbackId)));
    expect(entries.filter((entry) => entry.action === 'feedback.reply').map((entry) => entry.before)).toEqual(
      ['{"reply":""}', '{"reply":"订单确认收货后即可申请开票。"}'],
    );
  });

  it('checks the answer and the message', async () => {
    const feedbackId = (await list()).rows[0]?.feedbackId ?? 0;
    const reply = (body: { feedbackId: number; reply: string }) =>
      client().call(peopleEndpoints.feedbackReply, { body }, { as: operator, lang: 'zh_CN' });
    expect(expectError(await reply({ feedbackId, reply: '   ' }), ErrorCode.VALIDATION_FAILED)).toContain(
      'reply',
    );
    expectError(
      await reply({ feedbackId, reply: 'x'.repeat(peopleLimits.replyMax + 1) }),
      ErrorCode.VALIDATION_FAILED,
    );
    expect(expectError(await reply({ feedbackId: 9_999_999, reply: '好的' }), ErrorCode.NOT_FOUND)).toBe(
      '留言不存在',
    );
  });

  it('shows a buyer at most their newest messages', async () => {
    const busy = await makeBuyer(ctx.app, ctx.database.db);
    for (let i = 1; i <= peopleLimits.myFeedbackMax + 2; i++) await leave(busy, `第 ${i} 条`);
    const rows = await mine(busy);
    expect(rows).toHaveLength(peopleLimits.myFeedbackMax);
    expect(rows[0]?.content).toBe(`第 ${peopleLimits.myFeedbackMax + 2} 条`);
    expectError(await client().call(buyerFeedbackEndpoints.myFeedback, {}), ErrorCode.TOKEN_INVALID);
  });
});

describe('who may', () => {
  it('refuses staff without the feedback code, and buyers', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    const feedbackId = (await list()).rows[0]?.feedbackId ?? 0;
    for (const as of [reviewer, author]) {
      expectError(
        await client().call(peopleEndpoints.feedbackList, { query: {} }, { as }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(peopleEndpoints.feedbackReply, { body: { feedbackId, reply: '越权' } }, { as }),
        ErrorCode.FORBIDDEN,
      );
    }
    expect((await list()).rows.find((row) => row.feedbackId === feedbackId)?.reply).not.toBe('越权');
  });
});
