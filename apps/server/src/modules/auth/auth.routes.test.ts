import { createHash } from 'node:crypto';
import { accountEndpoints, authEndpoints, devEndpoints, ErrorCode, registerEndpoints } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import {
  encryptSec,
  imageCaptcha,
  passwordLogin,
  sendCode,
  solveSlider,
  testClock,
} from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import { customers, sessions, users } from '../../db/schema/account';
import { type captchas, customerBuyers, loginFailures, tickets } from '../../db/schema/auth';

const clock = testClock();
let ctx: TestContext;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    env: { MALL_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const login = (mobile: string, password: string, who = {}, extra = {}) =>
  passwordLogin(ctx.app, mobile, password, who, extra);
const count = async (table: typeof sessions | typeof tickets | typeof captchas | typeof loginFailures) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('RSA password field and account login', () => {
  it('serves a PEM public key that stays the same (stored in the database)', async () => {
    const a = (await api(ctx.app).call(authEndpoints.publicKey)).ext;
    const b = (await api(ctx.app).call(authEndpoints.publicKey)).ext;
    expect(a).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(a).toBe(b);
    const [row] = await ctx.database.pool
      .query('select count(*)::int as n from auth_keys')
      .then((r) => r.rows);
    expect(row.n).toBe(1);
  });

  it('signs in with an RSA-OAEP, double URL-encoded password and stores only the token hash', async () => {
    const res = await login('13800000001', 'demo1234', { ip: '10.0.0.1' });
    expect(res.code).toBe(ErrorCode.OK);
    const token = res.ext as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    const info = await api(ctx.app).call(accountEndpoints.userInfo, {}, { token });
    expect(info.ext.mobile).toBe('13800000001');
    expect(info.ext.subsysCode).toBe('DRP.TMALL.BUYER');
  });

  it('gives a new token at every login', async () => {
    const a = (await login('13800000001', 'demo1234', { ip: '10.0.0.2' })).ext;
    const b = (await login('13800000001', 'demo1234', { ip: '10.0.0.2' })).ext;
    expect(a).not.toBe(b);
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const unknown = await login('13700000009', 'demo1234', { ip: '10.0.0.3' });
    const wrong = await login('13800000001', 'wrong999', { ip: '10.0.0.3' });
    expect(unknown.code).toBe(ErrorCode.LOGIN_FAILED);
    expect(wrong).toEqual(unknown);
  });

  it('picks the buyer centre for a two-centre account, or the requested one if it is theirs', async () => {
    const buyer = (await login('13800000002', 'demo1234', { ip: '10.0.0.4' })).ext;
    expect((await api(ctx.app).call(authEndpoints.toggleLogin, {}, { token: buyer })).ext.subsysCode).toBe(
      'DRP.TMALL.BUYER',
    );
    const seller = (
      await login('13800000002', 'demo1234', { ip: '10.0.0.4' }, { subsysCode: 'DRP.TMALL.SELLER' })
    ).ext;
    expect((await api(ctx.app).call(authEndpoints.toggleLogin, {}, { token: seller })).ext.subsysCode).toBe(
      'DRP.TMALL.SELLER',
    );
    const notTheirs = await login(
      '13800000001',
      'demo1234',
      { ip: '10.0.0.4' },
      { subsysCode: 'DRP.TMALL.SELLER' },
    );
    expect(notTheirs.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses a wrong image captcha, and a captcha twice', async () => {
    const captcha = await imageCaptcha(ctx.app);
    const sec = await encryptSec(ctx.app, 'demo1234');
    const body = { authid: '13800000001', sec, captchaToken: captcha.token };
    const wrong = await api(ctx.app).call(authEndpoints.login, {
      body: {
        ...body,
        code: captcha.answer === 'AAAA' ? 'CCCC' : 'AAAA',
      },
    });
    expect(wrong.code).toBe(ErrorCode.CAPTCHA_WRONG);
    // The captcha is spent by the wrong answer: the right one no longer works.
    expect(
      (await api(ctx.app).call(authEndpoints.login, { body: { ...body, code: captcha.answer } })).code,
    ).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('draws the image captcha as a PNG without readable text', async () => {
    const { url, answer } = await imageCaptcha(ctx.app);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    expect(png.toString('latin1')).not.toContain(answer);
  });

  it('accepts bad input with a clear code naming the field and changes nothing', async () => {
    const captcha = await imageCaptcha(ctx.app);
    const before = { sessions: await count(sessions), failures: await count(loginFailures) };
    const good = {
      authid: '13800000001',
      sec: await encryptSec(ctx.app, 'demo1234'),
      code: captcha.answer,
      captchaToken: captcha.token,
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, authid: undefined }, /^authid: /],
      [{ ...good, authid: 13800000001 }, /^authid: /],
      [{ ...good, authid: '123' }, /^authid: Invalid mobile/],
      [{ ...good, sec: 'x'.repeat(10_000) }, /^sec: /],
      [{ ...good, sec: '%%%not-base64%%%' }, /^sec: /],
      [
        { ...good, sec: encodeURIComponent(encodeURIComponent(Buffer.alloc(256, 1).toString('base64'))) },
        /^sec: /,
      ],
      [{ ...good, code: 'x'.repeat(10_000) }, /^code: /],
      [{ ...good, captchaToken: 5 }, /^captchaToken: /],
    ];
    for (const [payload, msg] of cases) {
      const res = await api(ctx.app).unchecked(authEndpoints.login, { body: payload });
      expect(res.code, JSON.stringify(res)).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(msg);
    }
    expect({ sessions: await count(sessions), failures: await count(loginFailures) }).toEqual(before);
    // The captcha was not spent by any of the bad requests.
    expect((await api(ctx.app).call(authEndpoints.login, { body: good })).code).toBe(ErrorCode.OK);
  });
});

describe('the captcha in the headers captcha-token and captcha-valid (spec §7)', () => {
  const loginWith = async (payload: Record<string, unknown>, headers: Record<string, string>, ip: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api${authEndpoints.login.path}`,
        payload,
        headers,
        remoteAddress: ip,
        cookies: { site_lang: 'en_US' },
      })
    ).json();
  const form = async (password = 'demo1234') => {
    const captcha = await imageCaptcha(ctx.app);
    const body = { authid: '13800000001', sec: await encryptSec(ctx.app, password), code: captcha.answer };
    return { captcha, body };
  };

  it('accepts the image captcha token in captcha-token instead of the body field', async () => {
    const { captcha, body } = await form();
    const res = await loginWith(body, { 'captcha-token': captcha.token }, '10.8.0.1');
    expect(res.code).toBe(ErrorCode.OK);
    // Spent like a body token: the same header a second time is a wrong captcha.
    const again = await loginWith(body, { 'captcha-token': captcha.token }, '10.8.0.1');
    expect(again.code).toBe(ErrorCode.CAPTCHA_WRONG);
    // Body and header agreeing is fine.
    const both = await form();
    expect(
      (
        await loginWith(
          { ...both.body, captchaToken: both.captcha.token },
          { 'captcha-token': both.captcha.token },
          '10.8.0.1',
        )
      ).code,
    ).toBe(ErrorCode.OK);
  });

  it('answers the captcha error for an unknown header token, a disagreement, or no token at all', async () => {
    const { captcha, body } = await form();
    const unknown = await loginWith(body, { 'captcha-token': 'not-a-captcha' }, '10.8.0.2');
    expect(unknown).toMatchObject({
      code: ErrorCode.CAPTCHA_WRONG,
      msg: expect.stringMatching(/verification code is wrong/),
    });
    expect((await loginWith(body, {}, '10.8.0.2')).code).toBe(ErrorCode.CAPTCHA_WRONG);
    const conflicting = await loginWith(
      { ...body, captchaToken: captcha.token },
      { 'captcha-token': 'another-token' },
      '10.8.0.2',
    );
    expect(conflicting.code).toBe(ErrorCode.CAPTCHA_WRONG);
    expect((await loginWith(body, { 'captcha-token': 'x'.repeat(200) }, '10.8.0.2')).code).toBe(
      ErrorCode.CAPTCHA_WRONG,
    );
  });

  it('accepts the slider verification in captcha-valid, one use', async () => {
    const ip = '10.8.0.3';
    for (let i = 0; i < 3; i++)
      expect((await login('13800000002', 'wrong999', { ip })).code).toBe(ErrorCode.LOGIN_FAILED);
    const first = await form();
    const noSlider = await loginWith(
      { ...first.body, authid: '13800000002' },
      { 'captcha-token': first.captcha.token },
      ip,
    );
    expect(noSlider.code).toBe(ErrorCode.SLIDER_REQUIRED);
    const verification = await solveSlider(ctx.app);
    const wrongPassword = await form('wrong999');
    const failed = await loginWith(
      { ...wrongPassword.body, authid: '13800000002' },
      { 'captcha-token': wrongPassword.captcha.token, 'captcha-valid': verification },
      ip,
    );
    // The slider passed (the password is what failed); the verification is spent.
    expect(failed.code).toBe(ErrorCode.LOGIN_FAILED);
    const reuse = await form();
    expect(
      (
        await loginWith(
          { ...reuse.body, authid: '13800000002' },
          { 'captcha-token': reuse.captcha.token, 'captcha-valid': verification },
          ip,
        )
      ).code,
    ).toBe(ErrorCode.CAPTCHA_WRONG);
    const fresh = await form();
    expect(
      (
        await loginWith(
          { ...fresh.body, authid: '13800000002' },
          { 'captcha-token': fresh.captcha.token, 'captcha-valid': await solveSlider(ctx.app) },
          ip,
        )
      ).code,
    ).toBe(ErrorCode.OK);
  });
});

describe('failures: slider, growing delay, never a lockout', () => {
  const ip = '10.1.0.1';
  it('requires the slider after 3 failures for this address + account, checked with a ±5 px tolerance', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('13800000002', 'wrong999', { ip })).code).toBe(ErrorCode.LOGIN_FAILED);
    expect(
      (await api(ctx.app).call(authEndpoints.sliderRequired, { query: { authid: '13800000002' } }, { ip }))
        .ext,
    ).toBe(true);
    // Another address is not affected.
    expect(
      (
        await api(ctx.app).call(
          authEndpoints.sliderRequired,
          { query: { authid: '13800000002' } },
          { ip: '10.1.0.2' },
        )
      ).ext,
    ).toBe(false);
    expect((await login('13800000002', 'demo1234', { ip })).code).toBe(ErrorCode.SLIDER_REQUIRED);

    const got = await api(ctx.app).call(authEndpoints.sliderGet, {
      body: {
        captchaType: 'blockPuzzle',
        clientUid: 'u',
        ts: 1,
      },
    });
    expect(Buffer.from(got.ext.repData.originalImageBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(got.ext.repData.jigsawImageBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const x = Number(
      (await api(ctx.app).call(devEndpoints.captcha, { query: { token: got.ext.repData.token } })).ext.answer,
    );
    const far = await api(ctx.app).call(authEndpoints.sliderCheck, {
      body: {
        token: got.ext.repData.token,
        pointJson: `{"x":${x + 6}}`,
      },
    });
    expect(far.code).toBe(ErrorCode.CAPTCHA_WRONG);
    // One try per slider.
    const again = await api(ctx.app).call(authEndpoints.sliderCheck, {
      body: {
        token: got.ext.repData.token,
        pointJson: x,
      },
    });
    expect(again.code).toBe(ErrorCode.CAPTCHA_WRONG);

    const verification = await solveSlider(ctx.app);
    expect(verification).toBeTruthy();
    expect((await login('13800000002', 'demo1234', { ip }, { captchaVerification: verification })).code).toBe(
      0,
    );
    // A verification is one-use.
    for (let i = 0; i < 3; i++) await login('13800000002', 'wrong999', { ip });
    const reuse = await login('13800000002', 'demo1234', { ip }, { captchaVerification: verification });
    expect(reuse.code).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('refuses for a growing, translated delay after 5 failures, and lets the owner in once it passes', async () => {
    const who = { ip: '10.2.0.1' };
    const fail = async () =>
      login('13800000001', 'wrong999', who, { captchaVerification: await solveSlider(ctx.app) });
    for (let i = 0; i < 5; i++) expect((await fail()).code).toBe(ErrorCode.LOGIN_FAILED);
    const refused = await login('13800000001', 'demo1234', who, {
      captchaVerification: await solveSlider(ctx.app),
    });
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    expect(refused.msg).toMatch(/try again in 2 s/);
    const zh = await login('13800000001', 'demo1234', { ...who, lang: 'zh_CN' });
    expect(zh.msg).toMatch(/秒后再试/);
    clock.advance(2_000);
    expect((await fail()).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('13800000001', 'demo1234', who)).msg).toMatch(/in 4 s/);
    // Never a lockout: the longest wait is 15 minutes.
    const [row] = await ctx.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'acct:10.2.0.1|13800000001'));
    await ctx.database.db
      .update(loginFailures)
      .set({ failures: 60, nextAllowedAt: row!.nextAllowedAt })
      .where(eq(loginFailures.key, row!.key));
    clock.advance(4_000);
    expect((await fail()).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('13800000001', 'demo1234', who)).msg).toMatch(/in 900 s/);
    clock.advance(900_000);
    const ok = await login('13800000001', 'demo1234', who, {
      captchaVerification: await solveSlider(ctx.app),
    });
    expect(ok.code).toBe(ErrorCode.OK);
  });
});

describe('per-account delay', () => {
  it('slows one account down after 10 failures from any addresses; the owner gets in once the wait is over', async () => {
    clock.advance(3_600_000); // earlier tests' counts fade
    const mobile = '13800000002';
    // One guess from each of ten addresses: no address meets its own limits or the slider.
    for (let i = 0; i < 10; i++)
      expect((await login(mobile, 'wrong999', { ip: `10.4.0.${i + 1}` })).code).toBe(ErrorCode.LOGIN_FAILED);
    // A fresh address does not escape the account's delay, not even with the right password.
    const refused = await login(mobile, 'demo1234', { ip: '10.4.1.1' });
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    expect(refused.msg).toMatch(/in 2 s/);
    clock.advance(2_000);
    // The wait over, the owner signs in from anywhere, and that success starts the count again.
    expect((await login(mobile, 'demo1234', { ip: '10.4.1.2' })).code).toBe(ErrorCode.OK);
    expect((await login(mobile, 'wrong999', { ip: '10.4.1.3' })).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(mobile, 'demo1234', { ip: '10.4.1.4' })).code).toBe(ErrorCode.OK);
  });
});

describe('per-address delay', () => {
  it('slows a whole address down after 20 failures across accounts, then lets it in again', async () => {
    const who = { ip: '10.2.9.9' };
    for (let i = 0; i < 20; i++)
      expect((await login(`137000001${String(i).padStart(2, '0')}`, 'wrong999', who)).code).toBe(
        ErrorCode.LOGIN_FAILED,
      );
    const refused = await login('13800000001', 'demo1234', who);
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    clock.advance(2_000);
    expect((await login('13800000001', 'demo1234', who)).code).toBe(ErrorCode.OK);
  });

  it('expires sessions when idle and at the absolute limit', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.2.9.8' })).ext;
    clock.advance(121 * 60_000);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_EXPIRED,
    );
  });
});

describe('sessions and tickets', () => {
  it('logout ends the session server-side and is harmless without one', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.3.0.1' })).ext;
    expect((await api(ctx.app).call(authEndpoints.logout, {}, { token })).code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    expect((await api(ctx.app).call(authEndpoints.logout)).code).toBe(ErrorCode.OK);
    expect(
      (
        await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256(token)))
      ).length,
    ).toBe(0);
  });

  it('returns a one-time login ticket (tkn_account) that expires within 60 s', async () => {
    const ticket = (await login('13800000002', 'demo1234', { ip: '10.3.0.2' }, { ticket: true })).ext;
    const [stored] = await ctx.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.tokenHash, sha256(ticket)));
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(60_000);
    const token = await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } });
    expect(token.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: token.ext })).ext.mobile).toBe(
      '13800000002',
    );
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );

    const late = (await login('13800000002', 'demo1234', { ip: '10.3.0.2' }, { ticket: true })).ext;
    clock.advance(60_001);
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: late } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
    expect((await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: 'made-up' } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
  });

  it('issues an SSO ticket for the procurement link, one-time', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.3.0.3' })).ext;
    expect((await api(ctx.app).call(authEndpoints.ssoToken)).code).toBe(ErrorCode.TOKEN_INVALID);
    const ticket = (await api(ctx.app).call(authEndpoints.ssoToken, {}, { token })).ext;
    // The procurement system's own redeemer (tickets.routes.test.ts has the rest).
    const checked = await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } });
    expect(checked).toMatchObject({ code: 0, ext: { mobile: '13800000001', original: null } });
    expect((await api(ctx.app).call(authEndpoints.ssoTicketCheck, { body: { ticket } })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
  });

  it('QR login: pending → scanned → confirmed with a one-time ticket; expired codes say so', async () => {
    const phone = (await login('13800000001', 'demo1234', { ip: '10.3.0.4' })).ext;
    const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    expect(qr.confirmUrl).toBe(`/sso/qr/confirm#id=${qr.qrId}`);
    const state = () =>
      api(ctx.app)
        .call(authEndpoints.qrState, { body: { qrId: qr.qrId, pollKey: qr.pollKey } })
        .then((r) => r.ext);
    expect(await state()).toEqual({ state: 'pending', ticket: null });
    expect((await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phone });
    expect((await state()).state).toBe('scanned');
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.OK);
    const confirmed = await state();
    expect(confirmed.state).toBe('confirmed');
    expect((await state()).state).toBe('used');
    const computer = (
      await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: confirmed.ticket! } })
    ).ext;
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: computer })).ext.mobile).toBe(
      '13800000001',
    );
    expect(
      (await api(ctx.app).call(authEndpoints.ticketLogin, { body: { ticket: confirmed.ticket! } })).code,
    ).toBe(ErrorCode.TICKET_INVALID);

    const old = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    clock.advance(121_000);
    expect(
      (await api(ctx.app).call(authEndpoints.qrState, { body: { qrId: old.qrId, pollKey: old.pollKey } })).ext
        .state,
    ).toBe('expired');
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: old.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.TICKET_INVALID);
  });

  it('QR login cannot be collected by whoever sees the code: the poll needs the creating browser key', async () => {
    const phone = (await login('13800000001', 'demo1234', { ip: '10.3.0.5' })).ext;
    const qr = (await api(ctx.app).call(authEndpoints.qrCreate)).ext;
    // The code on screen holds only the id (in the confirm link), never the poll key.
    expect(qr.confirmUrl).not.toContain(qr.pollKey);
    expect(qr.pollKey).not.toBe(qr.qrId);
    await api(ctx.app).call(authEndpoints.qrScan, { body: { qrId: qr.qrId } }, { token: phone });
    expect(
      (await api(ctx.app).call(authEndpoints.qrConfirm, { body: { qrId: qr.qrId } }, { token: phone })).code,
    ).toBe(ErrorCode.OK);
    // Someone who photographed the code polls with the id alone, a guessed key, or the id as the key.
    const stranger = (pollKey?: string) =>
      api(ctx.app).unchecked(authEndpoints.qrState, { body: { qrId: qr.qrId, pollKey } }, { ip: '10.9.9.9' });
    expect((await stranger()).code).toBe(ErrorCode.VALIDATION_FAILED);
    const altered = `${qr.pollKey.slice(0, -1)}${qr.pollKey.endsWith('A') ? 'B' : 'A'}`;
    for (const pollKey of [qr.qrId, 'A'.repeat(43), altered]) {
      const answer = await stranger(pollKey);
      expect(answer.code).toBe(ErrorCode.OK);
      expect(answer.ext, pollKey).toEqual({ state: 'expired', ticket: null });
    }
    // The creating browser still gets its ticket, once.
    const mine = await api(ctx.app).call(authEndpoints.qrState, {
      body: { qrId: qr.qrId, pollKey: qr.pollKey },
    });
    expect(mine.ext.state).toBe('confirmed');
    expect(typeof mine.ext.ticket).toBe('string');
  });
});

describe('centres, menus, identity switch, impersonation', () => {
  it('lists centres before sign-in; an unknown number gets what a one-centre buyer gets', async () => {
    const centresOf = async (mobile: string) =>
      (await api(ctx.app).call(authEndpoints.centreList, { query: { accountName: mobile } })).ext;
    const two = await centresOf('13800000002');
    expect(two.map((c) => c.subsysCode)).toEqual(['DRP.TMALL.BUYER', 'DRP.TMALL.SELLER']);
    const buyer = await centresOf('13800000001');
    expect(buyer.map((c) => c.subsysCode)).toEqual(['DRP.TMALL.BUYER']);
    // The lookup does not tell a number without an account from a registered buyer.
    expect(await centresOf('13700000009')).toEqual(buyer);
  });

  it('switches centre with a new token, only to a centre of the user', async () => {
    const token = (await login('13800000002', 'demo1234', { ip: '10.4.0.1' })).ext;
    const bad = await api(ctx.app).call(
      authEndpoints.toggleCentre,
      { body: { subsysCode: 'NOPE' } },
      { token },
    );
    expect(bad.code).toBe(ErrorCode.FORBIDDEN);
    const next = await api(ctx.app).call(
      authEndpoints.toggleCentre,
      { body: { subsysCode: 'DRP.TMALL.SELLER' } },
      { token },
    );
    expect(next.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    // The seller centre's menus are the channel site's; its codes are the session's (no role there: all).
    expect((await api(ctx.app).call(authEndpoints.menus, {}, { token: next.ext })).ext).toEqual({
      menus: [],
      permi: ['*'],
    });
  });

  it('serves the buyer menus with every field of spec §2', async () => {
    const token = (await login('13800000001', 'demo1234', { ip: '10.4.0.2' })).ext;
    const { menus, permi } = (await api(ctx.app).call(authEndpoints.menus, {}, { token })).ext;
    expect(permi.length).toBeGreaterThan(0);
    const info = menus.flatMap((m) => m.children).find((m) => m.url === '/user/account/info');
    expect(Object.keys(info ?? {}).sort()).toEqual(
      [
        'affix',
        'children',
        'component',
        'hidden',
        'highlightUrl',
        'icon',
        'id',
        'keepAlive',
        'name',
        'pid',
        'route',
        'shortcutType',
        'url',
      ].sort(),
    );
  });

  it('impersonates only buyers (custCategory 0) on the caller customer list, and returns', async () => {
    const db = ctx.database.db;
    const [cust] = await db
      .insert(customers)
      .values({ custName: '列表客户', userClass: 1, custCategory: 0 })
      .returning({ id: customers.id });
    const [seller] = await db.select().from(users).where(eq(users.mobile, '13900000001'));
    await db
      .insert(users)
      .values({ custId: cust!.id, mobile: '13700000001', userName: 'L', passwordHash: 'x' });
    const [buyer] = await db.select().from(users).where(eq(users.mobile, '13700000001'));
    await db.execute(
      sql`insert into user_centres (user_id, subsys_code) values (${buyer!.id}, 'DRP.TMALL.BUYER')`,
    );

    const token = (await login('13900000001', 'demo1234', { ip: '10.4.0.3' })).ext;
    // Not on the list yet: refused, like any other account.
    expect(
      (await api(ctx.app).call(authEndpoints.impersonate, { body: { authid: '13700000001' } }, { token }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await api(ctx.app).call(authEndpoints.impersonate, { body: { authid: '13800000001' } }, { token }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    await db.insert(customerBuyers).values({ ownerCustId: seller!.custId, buyerCustId: cust!.id });
    const as = await api(ctx.app).call(
      authEndpoints.impersonate,
      { body: { authid: '13700000001' } },
      { token },
    );
    expect(as.ext.oldUser).toBe(true);
    const info = (await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: as.ext.token })).ext;
    expect(info).toMatchObject({ mobile: '13700000001', oldUser: true, custCategory: 0 });
    // No chains.
    expect(
      (
        await api(ctx.app).call(
          authEndpoints.impersonate,
          { body: { authid: '13700000001' } },
          { token: as.ext.token },
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const back = (
      await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: as.ext.token })
    ).ext;
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { token: back })).ext).toMatchObject({
      mobile: '13900000001',
      oldUser: false,
    });
    expect((await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, { token: back })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('a password reset also ends the sessions started from that account as someone else', async () => {
    // 13700000001 is on the seller's customer list since the test above.
    clock.advance(3_600_000);
    const seller = (await login('13900000001', 'demo1234', { ip: '10.4.0.4' })).ext;
    const as = await api(ctx.app).call(
      authEndpoints.impersonate,
      { body: { authid: '13700000001' } },
      { token: seller },
    );
    expect(as.code, as.msg).toBe(ErrorCode.OK);
    // Whoever holds the seller's old password resets it (or the owner does, after a theft).
    await sendCode(ctx.app, registerEndpoints.sendForgetCode, { query: { mobile: '13900000001' } });
    const code = (await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: '13900000001' } })).ext[0]
      .code;
    const reset = await api(ctx.app).call(registerEndpoints.forgetPassword, {
      body: {
        mobile: '13900000001',
        smsCode: code,
        sec: await encryptSec(ctx.app, 'demo1234'),
      },
    });
    expect(reset.code, reset.msg).toBe(ErrorCode.OK);
    // The impersonation session ends with it, so it cannot be turned back into a session of the seller.
    const who = { token: as.ext.token };
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, who)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await api(ctx.app).call(authEndpoints.backToOriginal, { body: {} }, who)).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(as.ext.token)));
    expect(left).toEqual([]);
  });
});

describe('dev outbox', () => {
  it('is served with MALL_DEV_OUTBOX=1', async () => {
    expect((await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: '13800000001' } })).code).toBe(
      ErrorCode.OK,
    );
  });
});
