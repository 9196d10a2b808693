import { accountEndpoints, ErrorCode, profileEndpoints } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, lastCode, passwordLogin, sendCode } from '../../../test/auth-helper';
import type { TestContext } from '../../../test/helper';
import { expectOwaspArgon2id, profileTests } from '../../../test/profile-kit';
import { users } from '../../db/schema/account';
import { Bitmap, encodePng } from '../../lib/png';

// The signed-in buyer's profile, password, mobile and payment password
// (SMS codes, registration and the forgotten password are in registration.routes.test.ts).
const t = profileTests();
const { clock, userRow } = t;
let ctx: TestContext;
let alice: string; // a session of 13800000001
let bob: string; // a session of 13800000002
beforeAll(() => {
  ({ ctx, alice, bob } = t.fixture);
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
