import * as tencentSms from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsSettings } from './sms-config';
import { type SmsFailureKind, type SmsProvider, SmsSendError, templatePurposeOf } from './sms-provider';
import { withTimeout } from './with-timeout';

const SmsClient = tencentSms.sms.v20210111.Client;

/**
 * Tencent Cloud SMS error codes (cloud.tencent.com/document/api/382/55981, SendSms) by what the user is
 * told. Site-wide quotas (LimitExceeded.DailyLimit and the like) are the operator's to fix: `unavailable`,
 * as is any other code.
 */
const tencentFailures: Record<string, SmsFailureKind> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'mobile',
  'FailedOperation.PhoneNumberInBlacklist': 'mobile',
  'FailedOperation.PhoneNumberParseFail': 'mobile',
  'UnsupportedOperation.UnsupportedRegion': 'mobile',
  'LimitExceeded.PhoneNumberCountLimit': 'mobile',
  'LimitExceeded.PhoneNumberDailyLimit': 'limited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'limited',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'limited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'limited',
  'LimitExceeded.DeliveryFrequencyLimit': 'limited',
};

function failureOf(code: string): SmsFailureKind {
  return tencentFailures[code] ?? 'unavailable';
}

/** Tencent Cloud SMS (API 2021-01-11, SendSms) through the official SDK; requests are signed TC3-HMAC-SHA256. */
export class TencentSmsProvider implements SmsProvider {
  private readonly client: InstanceType<typeof SmsClient>;

  constructor(private readonly settings: TencentSmsSettings) {
    const { endpoint } = settings;
    this.client = new SmsClient({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        httpProfile: {
          reqMethod: 'POST',
          reqTimeout: settings.timeoutMs / 1000,
          ...(endpoint ? { endpoint: endpoint.host, protocol: `${endpoint.protocol}//` } : {}),
        },
      },
    });
  }

  async send({ mobile, purpose, code }: { mobile: string; purpose: string; code: string }) {
    let statuses: { Code?: string; Message?: string }[] | undefined;
    try {
      const response = await withTimeout(
        this.client.SendSms({
          // E.164: the mall's numbers are mainland China mobiles.
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: this.settings.sdkAppId,
          SignName: this.settings.signName,
          TemplateId: this.settings.templates[templatePurposeOf(purpose)],
          // The approved template's one parameter, {1}: "您的验证码为{1}，5分钟内有效".
          TemplateParamSet: [code],
        }),
        this.settings.timeoutMs,
        'tencent',
      );
      statuses = response.SendStatusSet;
    } catch (error) {
      throw transportFailure(error);
    }
    const status = statuses?.[0];
    const answer = status?.Code ?? 'NoStatus';
    if (answer !== 'Ok') throw new SmsSendError(failureOf(answer), 'tencent', answer, status?.Message ?? '');
  }
}

/** An SDK exception as an SmsSendError: its code and message only (the request is never copied). */
function transportFailure(error: unknown): SmsSendError {
  if (error instanceof SmsSendError) return error;
  const e = error as { code?: unknown; message?: unknown; httpCode?: unknown; name?: unknown };
  const providerCode =
    typeof e.code === 'string' && e.code
      ? e.code
      : typeof e.httpCode === 'number'
        ? `HTTP ${e.httpCode}`
        : String(e.name ?? 'Error');
  const detail = typeof e.message === 'string' ? (e.message.split('\n')[0] ?? '').slice(0, 300) : '';
  return new SmsSendError(failureOf(providerCode), 'tencent', providerCode, detail);
}
