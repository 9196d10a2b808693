import { accountEndpoints, authEndpoints, ErrorCode, registerEndpoints } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, lastCode, passwordLogin, sendCode } from '../../../test/auth-helper';
import type { TestContext } from '../../../test/helper';
import { expectOwaspArgon2id, profileTests } from '../../../test/profile-kit';
import { loadConfig } from '../../config';
import { customers, sessions, userCentres, users } from '../../db/schema/account';
import { smsCodes } from '../../db/schema/auth';

// SMS codes, registration and the forgotten password, and the dev outbox setting
// (the signed-in buyer's profile and passwords are in profile.routes.test.ts).
const t = profileTests();
const { clock, userRow } = t;
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = t.fixture);
});

describe('SMS codes', () => {
  it('sends 6 digits, logs in once, and refuses a second use', async () => {
    const who = { ip: '10.9.0.1' };
    expect(
      (await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: '13800000001' } }, who)).code,
    ).toBe(0);
    const code = await lastCode(ctx.app, '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13800000001'));
    expect(row!.codeHash).not.toContain(code);
    const res = await api(ctx.app).call(authEndpoints.loginSms, {
      body: { authid: '13800000001', smsCode: code },
    });
    expect(res.code).toBe(ErrorCode.OK);
    expect(
      (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: '13800000001', smsCode: code } }))
        .code,
    ).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('enforces 60 s between sends on the server', async () => {
    const who = { ip: '10.9.0.2' };
    clock.advance(61_000);
    expect(
      (await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: '13800000002' } }, who)).code,
    ).toBe(0);
    const again = await sendCode(
      ctx.app,
      authEndpoints.sendLoginCode,
      { body: { mobile: '13800000002' } },
      who,
    );
    expect(again.code).toBe(ErrorCode.RATE_LIMITED);
    expect(again.msg).toMatch(/in 60 s/);
    clock.advance(60_000);
    expect(
      (await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: '13800000002' } }, who)).code,
    ).toBe(0);
  });

  it('allows 5 attempts per code, then the code is dead even when right', async () => {
    clock.advance(61_000);
    await sendCode(
      ctx.app,
      authEndpoints.sendLoginCode,
      { body: { mobile: '13800000002' } },
      { ip: '10.9.0.3' },
    );
    const code = await lastCode(ctx.app, '13800000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: '13800000002', smsCode: wrong } }))
          .code,
      ).toBe(ErrorCode.SMS_CODE_WRONG);
    expect(
      (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: '13800000002', smsCode: code } }))
        .code,
    ).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('expires after 5 minutes and is bound to mobile and purpose', async () => {
    clock.advance(61_000);
    await sendCode(
      ctx.app,
      authEndpoints.sendLoginCode,
      { body: { mobile: '13800000002' } },
      { ip: '10.9.0.4' },
    );
    const code = await lastCode(ctx.app, '13800000002');
    // Another number, another purpose: refused.
    expect(
      (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: '13800000001', smsCode: code } }))
        .code,
    ).toBe(ErrorCode.SMS_CODE_WRONG);
    const sec = await encryptSec(ctx.app, 'newpass99');
    const forget = await api(ctx.app).call(registerEndpoints.forgetPassword, {
      body: {
        mobile: '13800000002',
        smsCode: code,
        sec,
      },
    });
    expect(forget.code).toBe(ErrorCode.SMS_CODE_WRONG);
    clock.advance(5 * 60_000 + 1);
    expect(
      (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: '13800000002', smsCode: code } }))
        .code,
    ).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('limits sends per number per hour and per address per hour', async () => {
    // Per number: 10 an hour (each 61 s apart, from different addresses).
    clock.advance(3_600_000);
    let sent = 0;
    for (let i = 0; i < 11; i++) {
      clock.advance(61_000);
      const r = await sendCode(
        ctx.app,
        authEndpoints.sendLoginCode,
        { body: { mobile: '13900000000' } },
        { ip: `10.8.0.${i}` },
      );
      if (r.code === 0) sent++;
      else expect(r.code).toBe(ErrorCode.RATE_LIMITED);
    }
    expect(sent).toBe(10);
    // Per address: SMS_PER_IP_PER_HOUR=8 in this file, across numbers.
    clock.advance(3_600_000);
    const ip = '10.7.0.1';
    const mobiles = ['13800000001', '13800000002', '13900000000', '13900000001'];
    const results: number[] = [];
    for (let i = 0; i < 9; i++) {
      if (i % 4 === 0) clock.advance(61_000);
      results.push(
        (await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: mobiles[i % 4] } }, { ip }))
          .code,
      );
    }
    expect(results.slice(0, 8).every((c) => c === 0)).toBe(true);
    expect(results[8]).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('registration and forgotten password', () => {
  it('registers a company buyer with the buyer centre and an argon2id hash', async () => {
    clock.advance(3_600_000);
    const who = { ip: '10.5.0.1' };
    expect(
      (
        await api(ctx.app).call(
          registerEndpoints.saveRecord,
          { body: { mobile: '13500000001', custName: '新公司' } },
          who,
        )
      ).code,
    ).toBe(ErrorCode.OK);
    await sendCode(ctx.app, registerEndpoints.sendRegisterCode, { body: { mobile: '13500000001' } }, who);
    const code = await lastCode(ctx.app, '13500000001');
    // The holder of the code may ask whether the number is taken; the code stays good for registering.
    const exists = await api(ctx.app).call(
      registerEndpoints.usernameExists,
      { body: { mobile: '13500000001', smsCode: code } },
      who,
    );
    expect(exists).toMatchObject({ code: 0, ext: false });
    const body = {
      mobile: '13500000001',
      smsCode: code,
      sec: await encryptSec(ctx.app, 'Welcome1'),
      contactName: '赵六',
      userClass: 1 as const,
      agree: true as const,
    };
    const missing = await api(ctx.app).call(registerEndpoints.register, { body }, who);
    expect(missing).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(missing.msg).toMatch(/^custName: /);
    expect(
      (
        await api(ctx.app).unchecked(
          registerEndpoints.register,
          { body: { ...body, custName: '新公司', agree: false } },
          who,
        )
      ).msg,
    ).toMatch(/^agree: /);
    expect(
      (await api(ctx.app).call(registerEndpoints.register, { body: { ...body, custName: '新公司' } }, who))
        .code,
    ).toBe(ErrorCode.OK);
    const user = await userRow('13500000001');
    expectOwaspArgon2id(user.passwordHash);
    const centres = await ctx.database.db.select().from(userCentres).where(eq(userCentres.userId, user.id));
    expect(centres.map((c) => c.subsysCode)).toEqual(['DRP.TMALL.BUYER']);
    const [cust] = await ctx.database.db.select().from(customers).where(eq(customers.id, user.custId));
    expect(cust).toMatchObject({ custName: '新公司', userClass: 1 });
    expect((await passwordLogin(ctx.app, '13500000001', 'Welcome1', who)).code).toBe(ErrorCode.OK);
    // The code was spent.
    expect(
      (
        await api(ctx.app).call(
          registerEndpoints.register,
          { body: { ...body, mobile: '13500000001', custName: 'x' } },
          who,
        )
      ).code,
    ).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('serves the agreement in the request language', async () => {
    const zh = await api(ctx.app).call(registerEndpoints.agreement, {}, { lang: 'zh_CN' });
    const ru = await api(ctx.app).call(registerEndpoints.agreement, {}, { lang: 'ru_RU' });
    expect(zh.ext.title).toMatch(/协议/);
    expect(ru.ext.title).toMatch(/соглашение/);
  });

  it('resets a forgotten password with the code and ends all sessions', async () => {
    clock.advance(3_600_000);
    const token = (await passwordLogin(ctx.app, '13900000000', 'demo1234', { ip: '10.5.1.1' })).ext;
    await sendCode(
      ctx.app,
      registerEndpoints.sendForgetCode,
      { query: { mobile: '13900000000' } },
      {
        ip: '10.5.1.1',
      },
    );
    const code = await lastCode(ctx.app, '13900000000');
    const res = await api(ctx.app).call(registerEndpoints.forgetPassword, {
      body: {
        mobile: '13900000000',
        smsCode: code,
        sec: await encryptSec(ctx.app, 'Reset2026x'),
      },
    });
    expect(res.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.mobile, '13900000000'));
    expect(left).toEqual([]);
    expect((await passwordLogin(ctx.app, '13900000000', 'Reset2026x', { ip: '10.5.1.2' })).code).toBe(
      ErrorCode.OK,
    );
  });
});

describe('configuration', () => {
  it('refuses MALL_DEV_OUTBOX in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MALL_DEV_OUTBOX: '1' })).toThrow(/MALL_DEV_OUTBOX/);
    expect(loadConfig({ NODE_ENV: 'development', MALL_DEV_OUTBOX: '1' }).MALL_DEV_OUTBOX).toBe(true);
  });
});
