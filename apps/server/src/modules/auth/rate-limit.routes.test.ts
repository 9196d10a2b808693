import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { authEndpoints, devEndpoints, ErrorCode } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec } from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import { centres, customers, userCentres, users } from '../../db/schema/account';
import { captchas } from '../../db/schema/auth';
import { hashPassword } from '../../lib/password';
import { centreRows } from '../../seed/data/accounts';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  // The dev outbox off (test mode, like development, has it on by default), a tight per-address limit on
  // sign-in endpoints, and a captured log.
  ctx = await createTestContext({
    seed: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', MALL_DEV_OUTBOX: '0' },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  const db = ctx.database.db;
  await db.insert(centres).values(centreRows);
  const [cust] = await db.insert(customers).values({ custName: 'Log Co' }).returning({ id: customers.id });
  const [user] = await db
    .insert(users)
    .values({
      custId: cust!.id,
      mobile: '13800000001',
      userName: 'L',
      passwordHash: await hashPassword('Secret123'),
    })
    .returning({ id: users.id });
  await db.insert(userCentres).values({ userId: user!.id, subsysCode: 'DRP.TMALL.BUYER' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('sign-in endpoint limits', () => {
  it('limits captcha requests per address with 42900', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await api(ctx.app).call(authEndpoints.captchaImage)).code);
    expect(codes).toEqual([0, 0, 0, 42900]);
    // Another address has its own budget.
    expect((await api(ctx.app).call(authEndpoints.captchaImage, {}, { ip: '10.0.0.9' })).code).toBe(
      ErrorCode.OK,
    );
  });

  it('limits the centre lookup (it reveals registered numbers)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await api(ctx.app).call(
            authEndpoints.centreList,
            { query: { accountName: '13800000001' } },
            {
              ip: '10.0.0.5',
            },
          )
        ).code,
      );
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });

  it('has no dev outbox with MALL_DEV_OUTBOX=0: 40400 like any unknown path', async () => {
    expect((await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: '13800000001' } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await api(ctx.app).call(devEndpoints.captcha, { query: { token: 'abc' } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('logs', () => {
  it('never hold the password, sec, token or ticket; the SMS line masks the number', async () => {
    const who = { ip: '10.0.1.1' };
    const captcha = (await api(ctx.app).call(authEndpoints.captchaImage, {}, who)).ext;
    const tokenHash = createHash('sha256').update(captcha.token).digest('hex');
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.tokenHash, tokenHash));
    const sec = await encryptSec(ctx.app, 'Secret123');
    const login = await api(ctx.app).call(
      authEndpoints.login,
      { body: { authid: '13800000001', sec, code: row!.answer, captchaToken: captcha.token, ticket: true } },
      who,
    );
    expect(login.code).toBe(ErrorCode.OK);
    const token = (await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: login.ext } }, who))
      .ext;
    // The slider every send needs, answered from the database (no dev outbox here).
    const sliderAt = { ip: '10.0.1.3' };
    const puzzle = (
      await api(ctx.app).call(authEndpoints.sliderGet, { body: { captchaType: 'blockPuzzle' } }, sliderAt)
    ).ext.repData.token as string;
    const [piece] = await ctx.database.db
      .select()
      .from(captchas)
      .where(eq(captchas.tokenHash, createHash('sha256').update(puzzle).digest('hex')));
    const slider = (
      await api(ctx.app).call(
        authEndpoints.sliderCheck,
        { body: { token: puzzle, pointJson: piece!.answer } },
        sliderAt,
      )
    ).ext.captchaVerification as string;
    const sent = await api(ctx.app).call(
      authEndpoints.sendLoginCode,
      { body: { mobile: '13800000001' } },
      { ip: '10.0.1.2', slider },
    );
    expect(sent.code).toBe(ErrorCode.OK);
    const all = logLines.join('');
    expect(all).toMatch(/SMS to 138\*\*\*\*0001: code \d{6}/);
    for (const secret of ['Secret123', sec, decodeURIComponent(sec), login.ext, token])
      expect(all).not.toContain(secret);
  });
});
