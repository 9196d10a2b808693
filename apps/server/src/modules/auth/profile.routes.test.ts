import {
  accountEndpoints,
  authEndpoints,
  ErrorCode,
  profileEndpoints,
  registerEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, lastCode, passwordLogin, sendCode, testClock } from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import { loadConfig } from '../../config';
import { customers, sessions, userCentres, users } from '../../db/schema/account';
import { smsCodes } from '../../db/schema/auth';
import { Bitmap, encodePng } from '../../lib/png';

const clock = testClock();
let ctx: TestContext;
let alice: string; // 13800000001
let bob: string; // 13800000002
const argon2idOwasp = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

const userRow = async (mobile: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.mobile, mobile)))[0]!;

function expectOwaspArgon2id(hash: string) {
  const [, m, t, p] = argon2idOwasp.exec(hash) ?? [];
  expect(Number(m)).toBeGreaterThanOrEqual(19456);
  expect(Number(t)).toBeGreaterThanOrEqual(2);
  expect(Number(p)).toBeGreaterThanOrEqual(1);
}

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    env: {
      MALL_DEV_OUTBOX: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SMS_PER_IP_PER_HOUR: '8',
      // The clock moves by hours here; sessions must outlive it.
      SESSION_IDLE_MINUTES: '100000',
      SESSION_MAX_HOURS: '10000',
    },
  });
  alice = (await passwordLogin(ctx.app, '13800000001', 'demo1234')).ext;
  bob = (await passwordLogin(ctx.app, '13800000002', 'demo1234')).ext;
});
afterAll(async () => {
  await ctx?.close();
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

describe('profile and password', () => {
  it('edits only the caller profile; bad input is refused with the field named', async () => {
    const before = await userRow('13800000001');
    const res = await api(ctx.app).call(
      profileEndpoints.modifyInfo,
      { body: { contactName: '王小二', email: 'b@x.cn' } },
      { token: bob },
    );
    expect(res.code).toBe(ErrorCode.OK);
    expect((await userRow('13800000002')).contactName).toBe('王小二');
    expect(await userRow('13800000001')).toEqual(before);
    const bad = await api(ctx.app).call(
      profileEndpoints.modifyInfo,
      { body: { contactName: 'x'.repeat(10_000) } },
      { token: alice },
    );
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/^contactName: /);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.modifyInfo,
          { body: { contactName: 'a', email: 'nope' } },
          { token: alice },
        )
      ).msg,
    ).toMatch(/^email: /);
    // A valid address longer than the column holds (found by the generated-input sweep: it answered 50000).
    const long = await api(ctx.app).call(
      profileEndpoints.modifyInfo,
      { body: { contactName: 'a', email: `${'a'.repeat(120)}@example.com` } },
      { token: alice },
    );
    expect(long).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'email: Must be at most 128 characters',
    });
    expect(await userRow('13800000001')).toEqual(before);
    expect((await api(ctx.app).call(profileEndpoints.modifyInfo, { body: { contactName: 'a' } })).code).toBe(
      50002,
    );
  });

  it('stores an avatar by content type and refuses other bytes', async () => {
    const png = encodePng(new Bitmap(4, 4));
    const res = await api(ctx.app).upload(
      profileEndpoints.modifyImage,
      { files: [{ name: 'a.exe', bytes: png }] },
      {
        token: alice,
      },
    );
    expect(res.code).toBe(ErrorCode.OK);
    expect(res.ext).toMatch(/^\/files\/avatars\/\d+\/[0-9a-f-]{36}\.png$/);
    expect((await userRow('13800000001')).image).toBe(res.ext);
    const html = Buffer.from('<script>alert(1)</script>');
    const bad = await api(ctx.app).upload(
      profileEndpoints.modifyImage,
      { files: [{ name: 'a.png', bytes: html }] },
      {
        token: alice,
      },
    );
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(
      (
        await api(ctx.app).upload(
          profileEndpoints.modifyImage,
          { files: [{ name: 'a.png', bytes: Buffer.from('!!!') }] },
          { token: alice },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('changes the password with the current one, argon2id, and ends every other session', async () => {
    clock.advance(3_600_000);
    const other = (await passwordLogin(ctx.app, '13800000001', 'demo1234', { ip: '10.6.0.1' })).ext;
    const change = async (current: string, next: string, smsCode?: string) =>
      api(ctx.app).call(
        profileEndpoints.updatePassword,
        {
          body: { oldSec: await encryptSec(ctx.app, current), sec: await encryptSec(ctx.app, next), smsCode },
        },
        { token: alice },
      );
    const before = (await userRow('13800000001')).passwordHash;
    // A stolen session alone cannot take the account over: the current password is asked for.
    const wrong = await change('notMine99', 'Better2026');
    expect(wrong).toMatchObject({ code: ErrorCode.LOGIN_FAILED, msg: 'The current password is wrong' });
    const weak = await change('demo1234', 'short');
    expect(weak.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(weak.msg).toMatch(/^sec: /);
    // A code from verifyrestpwdsendcode is checked when a client sends one.
    expect((await change('demo1234', 'Better2026', '000000')).code).toBe(ErrorCode.SMS_CODE_WRONG);
    expect((await userRow('13800000001')).passwordHash).toBe(before);

    const res = await change('demo1234', 'Better2026');
    expect(res.code).toBe(ErrorCode.OK);
    expectOwaspArgon2id((await userRow('13800000001')).passwordHash);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: other })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: alice })).code).toBe(
      ErrorCode.OK,
    );
    expect((await passwordLogin(ctx.app, '13800000001', 'demo1234', { ip: '10.6.0.3' })).code).toBe(
      ErrorCode.LOGIN_FAILED,
    );
    expect((await passwordLogin(ctx.app, '13800000001', 'Better2026', { ip: '10.6.0.3' })).code).toBe(
      ErrorCode.OK,
    );
  });

  it('slows down guesses of the current password like sign-in, never for good', async () => {
    clock.advance(3_600_000);
    const guess = async (current: string) =>
      api(ctx.app).call(
        profileEndpoints.updatePassword,
        {
          body: { oldSec: await encryptSec(ctx.app, current), sec: await encryptSec(ctx.app, 'Guess2026x') },
        },
        { token: bob },
      );
    for (let i = 0; i < 5; i++) expect((await guess(`wrong${i}abc`)).code).toBe(ErrorCode.LOGIN_FAILED);
    const waiting = await guess('demo1234');
    expect(waiting.code).toBe(ErrorCode.RATE_LIMITED);
    expect(waiting.msg).toMatch(/wrong passwords.*in 2 s/);
    clock.advance(2_000);
    expect((await guess('demo1234')).code).toBe(ErrorCode.OK);
  });

  it('changes the mobile with codes to the old and the new number', async () => {
    clock.advance(3_600_000);
    const who = { token: bob, ip: '10.6.1.1' };
    // Another account's number gets its code like any number (a signed-in user cannot ask the send who is
    // registered); the change is refused once both codes were right, to whoever holds that number.
    const taken = await sendCode(
      ctx.app,
      profileEndpoints.sendNewMobileCode,
      { body: { mobile: '13800000001' } },
      who,
    );
    expect(taken.code).toBe(ErrorCode.OK);
    await sendCode(ctx.app, profileEndpoints.sendOldMobileCode, {}, who);
    const refused = await api(ctx.app).call(
      profileEndpoints.updateMobile,
      {
        body: {
          oldSmsCode: await lastCode(ctx.app, '13800000002'),
          mobile: '13800000001',
          smsCode: await lastCode(ctx.app, '13800000001'),
        },
      },
      who,
    );
    expect(refused).toMatchObject({
      code: ErrorCode.CONFLICT,
      msg: 'This mobile number is already registered',
    });
    expect((await userRow('13800000002')).mobile).toBe('13800000002');

    clock.advance(61_000);
    await sendCode(ctx.app, profileEndpoints.sendOldMobileCode, {}, who);
    const oldCode = await lastCode(ctx.app, '13800000002');
    await sendCode(ctx.app, profileEndpoints.sendNewMobileCode, { body: { mobile: '13600000002' } }, who);
    const newCode = await lastCode(ctx.app, '13600000002');
    const res = await api(ctx.app).call(
      profileEndpoints.updateMobile,
      { body: { oldSmsCode: oldCode, mobile: '13600000002', smsCode: newCode } },
      who,
    );
    expect(res.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, who)).ext.mobile).toBe('13600000002');
    await ctx.database.db.update(users).set({ mobile: '13800000002' }).where(eq(users.mobile, '13600000002'));
  });
});

describe('payment password', () => {
  it('sets, verifies and changes a 6-digit argon2id payment password; per user only', async () => {
    expect((await api(ctx.app).call(profileEndpoints.payPasswordSet, {}, { token: bob })).ext).toBe(false);
    expect(
      (
        await api(ctx.app).unchecked(
          profileEndpoints.payPasswordAdd,
          { body: { payPassword: '12345' } },
          { token: bob },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    // The session alone is not enough: a code sent to the user's own mobile goes with the first password.
    expect(
      (
        await api(ctx.app).unchecked(
          profileEndpoints.payPasswordAdd,
          { body: { payPassword: '135790' } },
          { token: bob },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    clock.advance(3_600_000);
    const who = { token: bob, ip: '10.6.2.1' };
    expect((await sendCode(ctx.app, profileEndpoints.sendPayPasswordCode, {}, who)).code).toBe(ErrorCode.OK);
    const smsCode = await lastCode(ctx.app, '13800000002');
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordAdd,
          { body: { payPassword: '135790', smsCode: wrongCode } },
          who,
        )
      ).code,
    ).not.toBe(ErrorCode.OK);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordAdd,
          { body: { payPassword: '135790', smsCode } },
          who,
        )
      ).code,
    ).toBe(ErrorCode.OK);
    expectOwaspArgon2id((await userRow('13800000002')).payPasswordHash!);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordAdd,
          { body: { payPassword: '111111', smsCode } },
          { token: bob },
        )
      ).code,
    ).toBe(ErrorCode.CONFLICT);
    // Alice has none and cannot touch Bob's.
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordSet,
          {},
          {
            token: alice,
          },
        )
      ).ext,
    ).toBe(false);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: '135790' } },
          { token: alice },
        )
      ).code,
    ).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordUpdate,
          { body: { oldPayPassword: '135790', payPassword: '000000' } },
          { token: alice },
        )
      ).code,
    ).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: '135790' } },
          { token: bob },
        )
      ).ext,
    ).toBe(true);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: '000000' } },
          { token: bob },
        )
      ).code,
    ).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordUpdate,
          { body: { oldPayPassword: '135790', payPassword: '246802' } },
          { token: bob },
        )
      ).code,
    ).toBe(ErrorCode.OK);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: '246802' } },
          { token: bob },
        )
      ).ext,
    ).toBe(true);
  });

  it('slows down after 5 wrong payment passwords', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await api(ctx.app).call(
            profileEndpoints.payPasswordVerify,
            { body: { payPassword: '999999' } },
            { token: bob },
          )
        ).code,
      ).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    const slow = await api(ctx.app).call(
      profileEndpoints.payPasswordVerify,
      { body: { payPassword: '246802' } },
      { token: bob },
    );
    expect(slow.code).toBe(ErrorCode.RATE_LIMITED);
    clock.advance(2_000);
    expect(
      (
        await api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: '246802' } },
          { token: bob },
        )
      ).ext,
    ).toBe(true);
  });

  it('checks at most 5 of a burst of 20 parallel payment-password guesses', async () => {
    clock.advance(3_600_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(ctx.app).call(
          profileEndpoints.payPasswordVerify,
          { body: { payPassword: String(100000 + i) } },
          { token: bob },
        ),
      ),
    );
    const codes = answers.map((a) => a.code);
    // Each guess is counted before it is compared: the 5th starts the delay, the rest are never compared.
    expect(codes.filter((c) => c === ErrorCode.PAY_PASSWORD_WRONG)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.RATE_LIMITED)).toHaveLength(15);
    // The right password waits too, then works: a delay, not a lockout.
    const right = { payPassword: '246802' };
    const verify = () =>
      api(ctx.app).call(profileEndpoints.payPasswordVerify, { body: right }, { token: bob });
    expect((await verify()).code).toBe(ErrorCode.RATE_LIMITED);
    clock.advance(2_000);
    expect((await verify()).ext).toBe(true);
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
