import { accountEndpoints, authEndpoints, devEndpoints, ErrorCode } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { encryptSec, imageCaptcha, solveSlider } from '../../../test/auth-helper';
import { authTests, sha256 } from '../../../test/auth-routes-kit';
import type { TestContext } from '../../../test/helper';
import { sessions } from '../../db/schema/account';
import { loginFailures } from '../../db/schema/auth';

// Signing in: the RSA password field, account login, the captcha, and the delays after failures
// (sessions, tickets, centres and impersonation are in sessions.routes.test.ts).
const t = authTests();
const { clock, login, count } = t;
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = t.fixture);
});

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
