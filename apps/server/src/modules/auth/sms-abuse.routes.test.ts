import type { AnyEndpoint } from '@mall/contracts';
import { authEndpoints, devEndpoints, ErrorCode, profileEndpoints, registerEndpoints } from '@mall/contracts';
import type { CallInput } from '@mall/contracts/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import {
  type Caller,
  encryptSec,
  imageCaptcha,
  lastCode,
  passwordLogin,
  sendCode,
  solveSlider,
  testClock,
} from '../../../test/auth-helper';
import { createTestContext, type TestContext } from '../../../test/helper';
import type { SmsProvider } from '../../lib/sms/sms-provider';

/*
 * SMS bombing and account enumeration (issue 30): a send is claimed in one atomic step, every send needs a
 * slider just solved, IPv6 clients are counted by their /64, and nothing a caller sees tells a registered
 * number from one without an account.
 */

const clock = testClock();
/** What reached the SMS provider, in order. */
const delivered: { mobile: string; purpose: string; code: string }[] = [];
const provider: SmsProvider = {
  async send(message) {
    delivered.push(message);
  },
};
let ctx: TestContext;
let buyer: string; // a session of 13800000001
const perAddress = 5;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    smsProvider: provider,
    env: {
      MALL_DEV_OUTBOX: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SMS_PER_IP_PER_HOUR: String(perAddress),
      SESSION_IDLE_MINUTES: '100000',
      SESSION_MAX_HOURS: '10000',
    },
  });
  buyer = (await passwordLogin(ctx.app, '13800000001', 'demo1234', { ip: '10.30.0.1' })).ext;
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  // Every test starts an hour later: the hourly counts and the 60 s waits of the one before are gone.
  clock.advance(3_600_000);
  delivered.length = 0;
});

let fresh = 0;
/** A number nobody has, different in every call. */
const newMobile = () => `1360000${String(++fresh).padStart(4, '0')}`;
let addresses = 0;
/** A client address of its own. */
const newAddress = () => `10.31.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const to = (mobile: string) => delivered.filter((m) => m.mobile === mobile);

describe('an SMS send is claimed in one step', () => {
  it('30 parallel sends for one number reach the provider once', async () => {
    const mobile = newMobile();
    const callers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const who = { ip: newAddress() };
        return { ...who, slider: await solveSlider(ctx.app, who) };
      }),
    );
    const answers = await Promise.all(
      callers.map((who) => api(ctx.app).call(registerEndpoints.sendRegisterCode, { body: { mobile } }, who)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.RATE_LIMITED)).toHaveLength(29);
    expect(to(mobile)).toHaveLength(1);
  });

  it('parallel sends from one address for many numbers stop at the per-address limit', async () => {
    const ip = newAddress();
    const sliders = await Promise.all(Array.from({ length: 20 }, () => solveSlider(ctx.app, { ip })));
    const mobiles = sliders.map(() => newMobile());
    const answers = await Promise.all(
      mobiles.map((mobile, i) =>
        api(ctx.app).call(
          registerEndpoints.sendRegisterCode,
          { body: { mobile } },
          { ip, slider: sliders[i] },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(perAddress);
    expect(answers.filter((a) => a.code === ErrorCode.RATE_LIMITED).map((a) => a.msg)).toEqual(
      Array(20 - perAddress).fill('Too many codes requested, please try again later'),
    );
    expect(delivered).toHaveLength(perAddress);
  });
});

/** Every call that sends an SMS code, as a client makes it. */
const sends: {
  name: string;
  endpoint: AnyEndpoint;
  input?: () => CallInput<AnyEndpoint>;
  who: () => Caller;
}[] = [
  {
    name: 'sign-in code',
    endpoint: authEndpoints.sendLoginCode,
    input: () => ({ body: { mobile: '13800000002' } }),
    who: () => ({}),
  },
  {
    name: 'registration code',
    endpoint: registerEndpoints.sendRegisterCode,
    input: () => ({ body: { mobile: newMobile() } }),
    who: () => ({}),
  },
  {
    name: 'forgotten-password code',
    endpoint: registerEndpoints.sendForgetCode,
    input: () => ({ query: { mobile: '13800000002' } }),
    who: () => ({}),
  },
  {
    name: 'password-change code',
    endpoint: profileEndpoints.sendResetPasswordCode,
    who: () => ({ token: buyer }),
  },
  {
    name: 'old-mobile code',
    endpoint: profileEndpoints.sendOldMobileCode,
    who: () => ({ token: buyer }),
  },
  {
    name: 'new-mobile code',
    endpoint: profileEndpoints.sendNewMobileCode,
    input: () => ({ body: { mobile: newMobile() } }),
    who: () => ({ token: buyer }),
  },
  {
    name: 'payment-password code',
    endpoint: profileEndpoints.sendPayPasswordCode,
    who: () => ({ token: buyer }),
  },
];

describe('the slider before every SMS send', () => {
  it('is what the contracts mark: every endpoint with slider is one of the sends below', () => {
    const marked = Object.values({ ...authEndpoints, ...profileEndpoints, ...registerEndpoints })
      .filter((endpoint) => endpoint.slider)
      .map((endpoint) => endpoint.path);
    expect(marked.sort()).toEqual(sends.map((s) => s.endpoint.path).sort());
  });

  it.each(sends)(
    '$name: refused without a slider, with a wrong or a used one; sent with a fresh one',
    async (send) => {
      const who = { ...send.who(), ip: newAddress() };
      const post = (slider?: string) =>
        api(ctx.app).call(send.endpoint, send.input?.(), slider === undefined ? who : { ...who, slider });
      expect(await post()).toMatchObject({
        code: ErrorCode.SLIDER_REQUIRED,
        msg: 'Please complete the slider check first',
      });
      expect((await post('not-a-verification')).code).toBe(ErrorCode.CAPTCHA_WRONG);
      expect((await post('')).code).toBe(ErrorCode.CAPTCHA_WRONG);
      // The answer of the image captcha is no slider.
      expect((await post((await imageCaptcha(ctx.app)).token)).code).toBe(ErrorCode.CAPTCHA_WRONG);
      expect(delivered).toEqual([]);
      const slider = await solveSlider(ctx.app, who);
      expect((await post(slider)).code).toBe(ErrorCode.OK);
      // One use: the same verification again is refused, even after the 60 s between sends.
      clock.advance(61_000);
      expect((await post(slider)).code).toBe(ErrorCode.CAPTCHA_WRONG);
      expect(delivered.length).toBeLessThanOrEqual(1);
    },
  );

  it('documents the captcha-valid header on each of them in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>
      >;
    };
    for (const send of sends) {
      const operation = doc.paths[`/api${send.endpoint.path}`]?.post;
      expect(operation?.parameters, send.endpoint.path).toContainEqual(
        expect.objectContaining({ name: 'captcha-valid', in: 'header', required: true }),
      );
    }
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('the addresses of one /64 share the per-address SMS limit; another /64 has its own', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= perAddress + 1; i++)
      codes.push(
        (
          await sendCode(
            ctx.app,
            registerEndpoints.sendRegisterCode,
            { body: { mobile: newMobile() } },
            {
              ip: `2001:db8:7:1::${i.toString(16)}`,
            },
          )
        ).code,
      );
    expect(codes).toEqual([...Array(perAddress).fill(0), 42900]);
    const next = await sendCode(
      ctx.app,
      registerEndpoints.sendRegisterCode,
      { body: { mobile: newMobile() } },
      {
        ip: '2001:db8:7:2::1',
      },
    );
    expect(next.code).toBe(ErrorCode.OK);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= perAddress; i++)
      codes.push(
        (
          await sendCode(
            ctx.app,
            registerEndpoints.sendRegisterCode,
            { body: { mobile: newMobile() } },
            {
              ip: i % 2 ? '10.32.0.1' : '::ffff:10.32.0.1',
            },
          )
        ).code,
      );
    expect(codes).toEqual([...Array(perAddress).fill(0), 42900]);
  });

  it('sign-in failures from one /64 count together: the slider is due for the whole prefix', async () => {
    const { mobile, password } = await registered();
    for (let i = 1; i <= 3; i++)
      expect((await passwordLogin(ctx.app, mobile, `${password}x`, { ip: `2001:db8:8:1::${i}` })).code).toBe(
        40100,
      );
    const sliderDue = (ip: string) =>
      api(ctx.app).call(authEndpoints.sliderRequired, { query: { authid: mobile } }, { ip });
    expect((await sliderDue('2001:db8:8:1:ffff:ffff:ffff:ffff')).ext).toBe(true);
    expect((await sliderDue('2001:db8:8:2::1')).ext).toBe(false);
    const withoutSlider = await passwordLogin(ctx.app, mobile, password, { ip: '2001:db8:8:1::abcd' });
    expect(withoutSlider.code).toBe(ErrorCode.SLIDER_REQUIRED);
  });
});

/** A new account, registered through the API (its number, its password). */
async function registered() {
  const mobile = newMobile();
  const password = 'Enum2026x';
  const who = { ip: newAddress() };
  await sendCode(ctx.app, registerEndpoints.sendRegisterCode, { body: { mobile } }, who);
  const res = await api(ctx.app).call(
    registerEndpoints.register,
    {
      body: {
        mobile,
        smsCode: await lastCode(ctx.app, mobile),
        sec: await encryptSec(ctx.app, password),
        contactName: '枚举',
        userClass: 2,
        agree: true,
      },
    },
    who,
  );
  expect(res.code, res.msg).toBe(ErrorCode.OK);
  // An hour later: its registration code no longer counts towards the number's hourly limit or wait.
  clock.advance(3_600_000);
  delivered.length = 0;
  return { mobile, password };
}

describe('a registered number and one without an account get the same answers', () => {
  it.each([
    ['sign-in code', (mobile: string) => [authEndpoints.sendLoginCode, { body: { mobile } }] as const],
    [
      'forgotten-password code',
      (mobile: string) => [registerEndpoints.sendForgetCode, { query: { mobile } }] as const,
    ],
  ])(
    '%s: the same answer, the same wait with the same seconds, the same hourly limit',
    async (_name, request) => {
      const { mobile: known } = await registered();
      const unknown = newMobile();
      const answers = async (after: number) => {
        clock.advance(after);
        return Promise.all(
          [known, unknown].map(async (mobile) => {
            const [endpoint, input] = request(mobile);
            const { code, msg } = await sendCode(ctx.app, endpoint as AnyEndpoint, input, {
              ip: newAddress(),
            });
            return { code, msg };
          }),
        );
      };
      const first = await answers(0);
      expect(first[0]).toEqual({ code: 0, msg: 'success' });
      expect(first[1]).toEqual(first[0]);
      const again = await answers(15_000);
      expect(again[0]).toEqual({
        code: ErrorCode.RATE_LIMITED,
        msg: 'A code was just sent, please try again in 45 s',
      });
      expect(again[1]).toEqual(again[0]);
      // 10 an hour per number (SMS_PER_MOBILE_PER_HOUR), then the same refusal for both.
      for (let i = 1; i < 10; i++) expect((await answers(61_000)).map((a) => a.code)).toEqual([0, 0]);
      const limited = await answers(61_000);
      expect(limited[0]).toEqual({
        code: ErrorCode.RATE_LIMITED,
        msg: 'Too many codes requested, please try again later',
      });
      expect(limited[1]).toEqual(limited[0]);
      // Only the registered number ever received a message.
      expect(to(known)).toHaveLength(10);
      expect(to(unknown)).toEqual([]);
      expect((await api(ctx.app).call(devEndpoints.outbox, { query: { mobile: unknown } })).ext).toEqual([]);
    },
  );

  it('a code nobody received signs nothing in and resets nothing', async () => {
    const unknown = newMobile();
    await sendCode(ctx.app, authEndpoints.sendLoginCode, { body: { mobile: unknown } }, { ip: newAddress() });
    await sendCode(
      ctx.app,
      registerEndpoints.sendForgetCode,
      { query: { mobile: unknown } },
      {
        ip: newAddress(),
      },
    );
    for (const smsCode of ['000000', '123456'])
      expect(
        (await api(ctx.app).call(authEndpoints.loginSms, { body: { authid: unknown, smsCode } })).code,
      ).toBe(ErrorCode.SMS_CODE_WRONG);
    const reset = await api(ctx.app).call(registerEndpoints.forgetPassword, {
      body: {
        mobile: unknown,
        smsCode: '000000',
        sec: await encryptSec(ctx.app, 'Whatever1'),
      },
    });
    expect(reset.code).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it('registration: the same code for both; "taken" is told only to the holder of the code', async () => {
    const { mobile: known } = await registered();
    const unknown = newMobile();
    for (const mobile of [known, unknown]) {
      const sent = await sendCode(
        ctx.app,
        registerEndpoints.sendRegisterCode,
        { body: { mobile } },
        {
          ip: newAddress(),
        },
      );
      expect(sent).toMatchObject({ code: 0, msg: 'success' });
      expect(to(mobile)).toEqual([expect.objectContaining({ purpose: 'register' })]);
    }
    const codeOf = (mobile: string) => to(mobile)[0]?.code ?? '';
    const wrongFor = (mobile: string) => (codeOf(mobile) === '000000' ? '111111' : '000000');
    const exists = (mobile: string, smsCode: string) =>
      api(ctx.app).call(registerEndpoints.usernameExists, { body: { mobile, smsCode } });
    // Without the code the question is not answered at all, and a wrong code is the same refusal for both.
    expect(
      (await api(ctx.app).unchecked(registerEndpoints.usernameExists, { body: { mobile: known } })).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    for (const mobile of [known, unknown])
      expect(await exists(mobile, wrongFor(mobile))).toMatchObject({ code: ErrorCode.SMS_CODE_WRONG });
    expect(await exists(known, codeOf(known))).toMatchObject({ code: 0, ext: true });
    expect(await exists(unknown, codeOf(unknown))).toMatchObject({ code: 0, ext: false });

    const register = async (mobile: string, smsCode: string) =>
      api(ctx.app).call(registerEndpoints.register, {
        body: {
          mobile,
          smsCode,
          sec: await encryptSec(ctx.app, 'Another1x'),
          contactName: '重复',
          userClass: 2,
          agree: true,
        },
      });
    for (const mobile of [known, unknown])
      expect(await register(mobile, wrongFor(mobile))).toMatchObject({ code: ErrorCode.SMS_CODE_WRONG });
    expect(await register(known, codeOf(known))).toMatchObject({
      code: ErrorCode.CONFLICT,
      msg: 'This mobile number is already registered',
    });
    expect(await register(unknown, codeOf(unknown))).toMatchObject({ code: 0 });
  });

  it('the centre lookup answers a number without an account like a one-centre buyer', async () => {
    const { mobile } = await registered();
    const centres = async (accountName: string) =>
      (await api(ctx.app).call(authEndpoints.centreList, { query: { accountName } })).ext;
    const known = await centres(mobile);
    expect(known).toEqual([expect.objectContaining({ subsysCode: 'DRP.TMALL.BUYER' })]);
    expect(await centres(newMobile())).toEqual(known);
    // Signing in to it then fails as a wrong password does.
    const captcha = await imageCaptcha(ctx.app);
    const login = await api(ctx.app).call(authEndpoints.login, {
      body: {
        authid: newMobile(),
        sec: await encryptSec(ctx.app, 'Enum2026x'),
        code: captcha.answer,
        captchaToken: captcha.token,
        subsysCode: 'DRP.TMALL.BUYER',
      },
    });
    expect(login).toMatchObject({ code: ErrorCode.LOGIN_FAILED, msg: 'Wrong account or password' });
  });
});
