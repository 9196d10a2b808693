import { Writable } from 'node:stream';
import { authEndpoints, ErrorCode, registerEndpoints } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { sendCode, solveSlider } from '../../../test/auth-helper';
import { FakeSmsGateway, fakeSmsKeys } from '../../../test/fake-sms-gateway';
import { createTestContext, type TestContext } from '../../../test/helper';
import { smsCodes } from '../../db/schema/auth';

// The whole server with SMS_PROVIDER=aliyun: the official SDK sends to a local fake of Aliyun SMS.
let gateway: FakeSmsGateway;
let ctx: TestContext;
const logLines: string[] = [];
const registered = '13800000001';

beforeAll(async () => {
  gateway = await new FakeSmsGateway().start();
  ctx = await createTestContext({
    seed: 'demo',
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: gateway.url,
      SMS_TIMEOUT_MS: '2000',
      SMS_SIGN_NAME: '某某商城',
      SMS_TEMPLATE_LOGIN: 'SMS_100000001',
      SMS_TEMPLATE_REGISTER: 'SMS_100000002',
      SMS_TEMPLATE_RESET: 'SMS_100000003',
      SMS_TEMPLATE_CHANGE_MOBILE: 'SMS_100000004',
      ALIYUN_SMS_ACCESS_KEY_ID: fakeSmsKeys.aliyun.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: fakeSmsKeys.aliyun.accessKeySecret,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SMS_PER_IP_PER_HOUR: '1000',
    },
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await gateway?.stop();
});
beforeEach(() => gateway.clear());

const sentCode = (index = -1) =>
  (gateway.received.at(index)?.params as { code?: string } | undefined)?.code ?? '';
const codeRows = async (mobile: string) =>
  ctx.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));

describe('SMS through Aliyun (fake gateway)', () => {
  it('sends the sign-in code with the login template, and that code signs in', async () => {
    const sent = await sendCode(ctx.app, authEndpoints.sendLoginCode, {
      body: {
        mobile: registered,
      },
    });
    expect(sent.code).toBe(ErrorCode.OK);
    expect(gateway.received).toEqual([
      expect.objectContaining({
        mobile: registered,
        signName: '某某商城',
        template: 'SMS_100000001',
        signatureValid: true,
      }),
    ]);
    const login = await api(ctx.app).call(authEndpoints.loginSms, {
      body: {
        authid: registered,
        smsCode: sentCode(),
      },
    });
    expect(login.code).toBe(ErrorCode.OK);
  });

  it('refused number: its own code and message, and the code that did not go out is not kept', async () => {
    const mobile = '13700000011';
    gateway.script(mobile, { code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${registerEndpoints.sendRegisterCode.path}`,
      headers: { 'captcha-valid': await solveSlider(ctx.app) },
      payload: { mobile },
      cookies: { site_lang: 'en_US' },
    });
    expect(res.json()).toMatchObject({
      code: ErrorCode.SMS_MOBILE_REJECTED,
      msg: 'This number cannot receive SMS codes. Please check the number, or sign in with your password',
    });
    expect(await codeRows(mobile)).toEqual([]);
    // Asking again at once is not held up by the 60 s between sends: no code was sent.
    gateway.script(mobile, { code: 'OK' });
    gateway.clear();
    expect((await sendCode(ctx.app, registerEndpoints.sendRegisterCode, { body: { mobile } })).code).toBe(
      ErrorCode.OK,
    );
    expect(await codeRows(mobile)).toHaveLength(1);
  });

  it('a failed send leaves no usable code: the one the provider refused does not sign in', async () => {
    gateway.script('13800000002', { code: 'isv.BUSINESS_LIMIT_CONTROL' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.sendLoginCode.path}`,
      headers: { 'captcha-valid': await solveSlider(ctx.app) },
      payload: { mobile: '13800000002' },
      cookies: { site_lang: 'zh_CN' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: ErrorCode.SMS_PROVIDER_LIMITED,
      msg: '该手机号今日接收验证码次数已达上限，请稍后或明天再试',
    });
    const refusedCode = sentCode();
    expect(refusedCode).toMatch(/^\d{6}$/);
    const login = await api(ctx.app).call(authEndpoints.loginSms, {
      body: {
        authid: '13800000002',
        smsCode: refusedCode,
      },
    });
    expect(login.code).toBe(ErrorCode.SMS_CODE_WRONG);
  });

  it.each([
    ['an error on the site’s account', { code: 'isv.AMOUNT_NOT_ENOUGH' } as const],
    ['HTTP 500', 'http500' as const],
    ['no answer within SMS_TIMEOUT_MS', 'hang' as const],
  ])('answers 50301 "unavailable" for %s, in the caller’s language', async (_what, reply) => {
    const mobile = '13800000003';
    gateway.script(mobile, reply);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${registerEndpoints.sendForgetCode.path}?mobile=${mobile}`,
      headers: { 'captcha-valid': await solveSlider(ctx.app) },
      cookies: { site_lang: 'ru_RU' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: ErrorCode.SMS_UNAVAILABLE,
      msg: 'SMS-сервис сейчас недоступен, код не отправлен. Попробуйте через несколько минут',
    });
    expect(await codeRows(mobile)).toEqual([]);
  });

  it('logs the failure for the operator without the code or the key', async () => {
    const log = logLines.join('');
    expect(log).toContain('isv.AMOUNT_NOT_ENOUGH');
    expect(log).toContain('138****0003');
    expect(log).not.toContain(fakeSmsKeys.aliyun.accessKeySecret);
    // The whole number, not digits inside another one: a response time of 36.031380000000354 ms holds them.
    expect(log).not.toMatch(/(?<![\d.])13800000003(?!\d)/);
    for (const sms of gateway.received) {
      const code = (sms.params as { code: string }).code;
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
    }
  });
});
