import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { AliyunSmsSettings } from './sms-config';
import { type SmsFailureKind, type SmsProvider, SmsSendError, templatePurposeOf } from './sms-provider';
import { withTimeout } from './with-timeout';

type DysmsapiClient = InstanceType<typeof dysmsapi.default>;

// The SDK is CommonJS compiled from TypeScript: under Node's ESM loader its class is `default.default`.
const DysmsapiClass = ((dysmsapi.default as unknown as { default?: typeof dysmsapi.default }).default ??
  dysmsapi.default) as typeof dysmsapi.default;

/**
 * Aliyun SendSms error codes (help.aliyun.com/document_detail/101346) by what the user is told. Any other
 * code, and every transport failure, is `unavailable`.
 */
const aliyunFailures: Record<string, SmsFailureKind> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'mobile',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'mobile',
  'isv.BLACK_KEY_CONTROL_LIMIT': 'mobile',
  'isv.PHONE_NUMBER_IN_BLACKLIST': 'mobile',
  'isv.BUSINESS_LIMIT_CONTROL': 'limited',
  'isv.DAY_LIMIT_CONTROL': 'limited',
  'isv.MONTH_LIMIT_CONTROL': 'limited',
};

function failureOf(code: string): SmsFailureKind {
  return aliyunFailures[code] ?? 'unavailable';
}

/** Aliyun SMS (dysmsapi 2017-05-25, SendSms) through the official SDK; requests are signed ACS3-HMAC-SHA256. */
export class AliyunSmsProvider implements SmsProvider {
  private readonly client: DysmsapiClient;

  constructor(private readonly settings: AliyunSmsSettings) {
    const { endpoint } = settings;
    this.client = new DysmsapiClass(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        regionId: settings.region,
        ...(endpoint
          ? { endpoint: endpoint.host, protocol: endpoint.protocol === 'http:' ? 'HTTP' : 'HTTPS' }
          : {}),
        connectTimeout: settings.timeoutMs,
        readTimeout: settings.timeoutMs,
      }),
    );
  }

  async send({ mobile, purpose, code }: { mobile: string; purpose: string; code: string }) {
    const request = new dysmsapi.SendSmsRequest({
      phoneNumbers: mobile,
      signName: this.settings.signName,
      templateCode: this.settings.templates[templatePurposeOf(purpose)],
      // The approved template names its parameter `code`: "您的验证码为${code}，5分钟内有效".
      templateParam: JSON.stringify({ code }),
    });
    let body: { code?: string; message?: string } | undefined;
    try {
      const response = await withTimeout(this.client.sendSms(request), this.settings.timeoutMs, 'aliyun');
      body = response.body;
    } catch (error) {
      throw transportFailure(error);
    }
    const answer = body?.code ?? 'NoCode';
    if (answer !== 'OK') throw new SmsSendError(failureOf(answer), 'aliyun', answer, body?.message ?? '');
  }
}

/**
 * An SDK exception as an SmsSendError. Only its code and the first line of its message are kept: the
 * exception's `data` holds the whole reply and its request the template parameters, i.e. the code.
 */
function transportFailure(error: unknown): SmsSendError {
  if (error instanceof SmsSendError) return error;
  const e = error as { code?: unknown; message?: unknown; name?: unknown };
  const providerCode = typeof e.code === 'string' && e.code ? e.code : String(e.name ?? 'Error');
  const detail = typeof e.message === 'string' ? (e.message.split('\n')[0] ?? '').slice(0, 300) : '';
  return new SmsSendError(failureOf(providerCode), 'aliyun', providerCode, detail);
}
