import { constants, publicEncrypt } from 'node:crypto';
import { accountEndpoints, authEndpoints, ErrorCode } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, imageCaptcha, lastCode, passwordLogin, sendCode } from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import { users } from '../../db/schema/account';

/*
 * Sign-in rules a client notices (docs/security.md, ASVS 6.2.8, 7.2.4, 7.4.2, 11.3.1): the password is
 * compared exactly as typed, it travels only as RSA-OAEP, a new sign-in ends the session the caller held,
 * and a disabled account's sessions stop working.
 */

let ctx: TestContext;
const buyer = '13800000001';
const page = { host: 'mall.example', origin: 'http://mall.example', 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    env: { MALL_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

let address = 0;
/** A fresh client address per attempt, so the per-address slider and delay stay out of these tests. */
const fresh = () => ({ ip: `10.44.0.${++address}` });

const userInfo = (token: string) => api(ctx.app).call(accountEndpoints.userInfo, {}, { token });

const sessionCookie = (res: LightMyRequestResponse) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'X-Access-Token')?.value;

/** A sign-in from a browser page that may already hold a session cookie. */
async function browserLogin(cookie?: string) {
  const captcha = await imageCaptcha(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: `/api${authEndpoints.login.path}`,
    headers: page,
    remoteAddress: fresh().ip,
    ...(cookie ? { cookies: { 'X-Access-Token': cookie } } : {}),
    payload: {
      authid: buyer,
      sec: await encryptSec(ctx.app, 'demo1234'),
      code: captcha.answer,
      captchaToken: captcha.token,
    },
  });
}

describe('the password', () => {
  it('is checked exactly as typed: another case, more or fewer characters, or spaces are refused', async () => {
    for (const typed of ['DEMO1234', 'Demo1234', 'demo12345', 'demo123', ' demo1234', 'demo1234 ']) {
      const res = await passwordLogin(ctx.app, buyer, typed, fresh());
      expect(res.code, typed).toBe(ErrorCode.LOGIN_FAILED);
    }
    expect((await passwordLogin(ctx.app, buyer, 'demo1234', fresh())).code).toBe(ErrorCode.OK);
  });

  it('travels only as RSA-OAEP with SHA-256: PKCS#1 v1.5 or OAEP with SHA-1 is refused as bad input', async () => {
    const { ext: pem } = await api(ctx.app).call(authEndpoints.publicKey);
    const encrypt = (options: { padding: number; oaepHash?: string }) =>
      encodeURIComponent(
        encodeURIComponent(
          publicEncrypt({ key: pem, ...options }, Buffer.from('demo1234')).toString('base64'),
        ),
      );
    for (const sec of [
      encrypt({ padding: constants.RSA_PKCS1_PADDING }),
      encrypt({ padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }),
    ]) {
      const captcha = await imageCaptcha(ctx.app);
      const res = await api(ctx.app).call(
        authEndpoints.login,
        { body: { authid: buyer, sec, code: captcha.answer, captchaToken: captcha.token } },
        fresh(),
      );
      expect(res).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, ext: null });
      expect(res.msg).toMatch(/^sec: /);
    }
  });
});

describe('a new sign-in', () => {
  it('ends the session the browser held before; its cookie is replaced', async () => {
    const first = sessionCookie(await browserLogin());
    expect(first).toBeTruthy();
    expect((await userInfo(first!)).code).toBe(ErrorCode.OK);

    const again = await browserLogin(first);
    expect(again.json().code).toBe(ErrorCode.OK);
    const second = sessionCookie(again);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await userInfo(first!)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await userInfo(second!)).code).toBe(ErrorCode.OK);
  });

  it('ends the session an API client sent, also by SMS code and by ticket', async () => {
    const held = () => passwordLogin(ctx.app, buyer, 'demo1234', fresh()).then((r) => r.ext as string);

    // Password sign-in with the old token in the header.
    const old1 = await held();
    const byPassword = await passwordLogin(ctx.app, buyer, 'demo1234', { ...fresh(), token: old1 });
    expect(byPassword.code).toBe(ErrorCode.OK);
    expect((await userInfo(old1)).code).toBe(ErrorCode.TOKEN_INVALID);

    // SMS sign-in.
    const old2 = await held();
    await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: buyer } }, fresh());
    const code = await lastCode(ctx.app, buyer);
    const bySms = await api(ctx.app).call(
      authEndpoints.loginSms,
      { body: { authid: buyer, smsCode: code } },
      { ...fresh(), token: old2 },
    );
    expect(bySms.code, bySms.msg).toBe(ErrorCode.OK);
    expect((await userInfo(old2)).code).toBe(ErrorCode.TOKEN_INVALID);

    // Ticket exchange (the storefront's half of the sign-on page).
    const old3 = await held();
    const ticket = (await passwordLogin(ctx.app, buyer, 'demo1234', fresh(), { ticket: true })).ext;
    // Asking for a ticket starts no session, so it ends none.
    expect((await userInfo(old3)).code).toBe(ErrorCode.OK);
    const byTicket = await api(ctx.app).call(
      authEndpoints.ticketLogin,
      { body: { ticket } },
      { token: old3 },
    );
    expect(byTicket.code).toBe(ErrorCode.OK);
    expect((await userInfo(old3)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await userInfo(byTicket.ext)).code).toBe(ErrorCode.OK);
  });

  it('that fails leaves the session the caller held alone', async () => {
    const held = (await passwordLogin(ctx.app, buyer, 'demo1234', fresh())).ext as string;
    const failed = await passwordLogin(ctx.app, buyer, 'wrong999', { ...fresh(), token: held });
    expect(failed.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await userInfo(held)).code).toBe(ErrorCode.OK);
  });
});

describe('a disabled account', () => {
  it('loses its sessions and cannot sign in; enabled again, it signs in', async () => {
    const mobile = '13800000002';
    const sessions = [
      (await passwordLogin(ctx.app, mobile, 'demo1234', fresh())).ext as string,
      (await passwordLogin(ctx.app, mobile, 'demo1234', fresh())).ext as string,
    ];
    // What an operator (or the back office) does: the account's status leaves 1.
    await ctx.database.db.update(users).set({ status: 0 }).where(eq(users.mobile, mobile));
    try {
      for (const token of sessions) expect((await userInfo(token)).code).toBe(ErrorCode.TOKEN_INVALID);
      const login = await passwordLogin(ctx.app, mobile, 'demo1234', fresh());
      // The same answer as a wrong password: a disabled account is not told apart.
      expect(login.code).toBe(ErrorCode.LOGIN_FAILED);
    } finally {
      await ctx.database.db.update(users).set({ status: 1 }).where(eq(users.mobile, mobile));
    }
    expect((await passwordLogin(ctx.app, mobile, 'demo1234', fresh())).code).toBe(ErrorCode.OK);
  });
});
