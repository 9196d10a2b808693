import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSmsGateway, fakeSmsKeys } from '../../../test/fake-sms-gateway';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { readSmsGatewaySettings, type SmsGatewaySettings } from './sms-config';
import type { SmsProvider } from './sms-provider';
import { SmsSendError } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms-provider';

// The official SDKs, pointed at a local fake of each provider through SMS_ENDPOINT (no network).
let gateway: FakeSmsGateway;

beforeAll(async () => {
  gateway = await new FakeSmsGateway().start();
});
afterAll(async () => {
  await gateway?.stop();
});
beforeEach(() => gateway.clear());

const templates = {
  SMS_SIGN_NAME: '商城',
  SMS_TEMPLATE_LOGIN: 'T_LOGIN',
  SMS_TEMPLATE_REGISTER: 'T_REGISTER',
  SMS_TEMPLATE_RESET: 'T_RESET',
  SMS_TEMPLATE_CHANGE_MOBILE: 'T_CHANGE',
};

function settings(kind: 'aliyun' | 'tencent', extra: Record<string, string> = {}): SmsGatewaySettings {
  const keys =
    kind === 'aliyun'
      ? {
          ALIYUN_SMS_ACCESS_KEY_ID: fakeSmsKeys.aliyun.accessKeyId,
          ALIYUN_SMS_ACCESS_KEY_SECRET: fakeSmsKeys.aliyun.accessKeySecret,
        }
      : {
          TENCENT_SMS_SECRET_ID: fakeSmsKeys.tencent.secretId,
          TENCENT_SMS_SECRET_KEY: fakeSmsKeys.tencent.secretKey,
          TENCENT_SMS_SDK_APP_ID: fakeSmsKeys.tencent.sdkAppId,
        };
  const { settings, problems } = readSmsGatewaySettings({
    SMS_PROVIDER: kind,
    SMS_ENDPOINT: gateway.url,
    ...templates,
    ...keys,
    ...extra,
  });
  expect(problems).toEqual([]);
  if (!settings) throw new Error('no settings');
  return settings;
}

function provider(kind: 'aliyun' | 'tencent', extra: Record<string, string> = {}): SmsProvider {
  const s = settings(kind, extra);
  return s.kind === 'aliyun' ? new AliyunSmsProvider(s) : new TencentSmsProvider(s);
}

async function failure(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe.each(['aliyun', 'tencent'] as const)('%s SMS provider', (kind) => {
  it('sends the code with the purpose’s template, the sign name and a valid signature', async () => {
    const sms = provider(kind);
    await sms.send({ mobile: '13800000001', purpose: 'login', code: '123456' });
    await sms.send({ mobile: '13800000002', purpose: 'register', code: '000042' });
    await sms.send({ mobile: '13800000003', purpose: 'forget', code: '654321' });
    await sms.send({ mobile: '13800000004', purpose: 'newtel', code: '111111' });
    await sms.send({ mobile: '13800000005', purpose: 'paypwd', code: '222222' });
    const param = (code: string) => (kind === 'aliyun' ? { code } : [code]);
    expect(gateway.received).toEqual([
      expect.objectContaining({ mobile: '13800000001', template: 'T_LOGIN', params: param('123456') }),
      expect.objectContaining({ mobile: '13800000002', template: 'T_REGISTER', params: param('000042') }),
      expect.objectContaining({ mobile: '13800000003', template: 'T_RESET', params: param('654321') }),
      expect.objectContaining({ mobile: '13800000004', template: 'T_CHANGE', params: param('111111') }),
      expect.objectContaining({ mobile: '13800000005', template: 'T_RESET', params: param('222222') }),
    ]);
    for (const r of gateway.received) {
      expect(r.signatureProblem).toBeUndefined();
      expect(r).toMatchObject({ provider: kind, signName: '商城', signatureValid: true });
    }
    if (kind === 'tencent') expect(gateway.received[0]?.region).toBe('ap-guangzhou');
  });

  it('is refused by the provider when signed with another secret', async () => {
    const wrongSecret: Record<string, string> =
      kind === 'aliyun'
        ? { ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret' }
        : { TENCENT_SMS_SECRET_KEY: 'not-the-secret' };
    const error = await failure(
      provider(kind, wrongSecret).send({ mobile: '13800000001', purpose: 'login', code: '123456' }),
    );
    expect(gateway.received[0]?.signatureValid).toBe(false);
    expect(error.kind).toBe('unavailable');
    expect(error.providerCode).toBe(
      kind === 'aliyun' ? 'SignatureDoesNotMatch' : 'AuthFailure.SignatureFailure',
    );
  });

  const codes =
    kind === 'aliyun'
      ? {
          mobile: 'isv.MOBILE_NUMBER_ILLEGAL',
          limited: 'isv.BUSINESS_LIMIT_CONTROL',
          daily: 'isv.DAY_LIMIT_CONTROL',
          account: 'isv.AMOUNT_NOT_ENOUGH',
          template: 'isv.SMS_TEMPLATE_ILLEGAL',
        }
      : {
          mobile: 'InvalidParameterValue.IncorrectPhoneNumber',
          limited: 'LimitExceeded.PhoneNumberOneHourLimit',
          daily: 'LimitExceeded.PhoneNumberDailyLimit',
          account: 'FailedOperation.InsufficientBalanceInSmsPackage',
          template: 'FailedOperation.TemplateIncorrectOrUnapproved',
        };

  it.each([
    ['mobile', 'mobile'],
    ['limited', 'limited'],
    ['daily', 'limited'],
    ['account', 'unavailable'],
    ['template', 'unavailable'],
  ] as const)('maps the provider’s %s error to %s', async (which, expected) => {
    gateway.script('13900000009', { code: codes[which], message: 'scripted' });
    const error = await failure(
      provider(kind).send({ mobile: '13900000009', purpose: 'login', code: '123456' }),
    );
    expect(error.kind).toBe(expected);
    expect(error.providerCode).toBe(codes[which]);
    expect(error.message).not.toContain('123456');
  });

  it('answers unavailable when the provider fails with HTTP 500', async () => {
    gateway.script('13900000008', 'http500');
    const error = await failure(
      provider(kind).send({ mobile: '13900000008', purpose: 'login', code: '123456' }),
    );
    expect(error.kind).toBe('unavailable');
  });

  it('gives up after SMS_TIMEOUT_MS when the provider does not answer', async () => {
    gateway.script('13900000007', 'hang');
    const error = await failure(
      provider(kind, { SMS_TIMEOUT_MS: '300' }).send({
        mobile: '13900000007',
        purpose: 'login',
        code: '123456',
      }),
    );
    expect(error.kind).toBe('unavailable');
    expect(gateway.received).toHaveLength(1);
  });
});
