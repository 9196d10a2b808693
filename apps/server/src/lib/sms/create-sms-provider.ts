import type { SmsGatewaySettings } from './sms-config';
import { type InfoLogger, LogSmsProvider, maskMobile, type SmsProvider, SmsSendError } from './sms-provider';

export interface FailureLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Logs each failed send for the operator: provider, its error code and message, purpose and the masked
 * number; never the code, the template parameters or a key. A refused number or a per-number limit is a
 * warning (the user's side); anything else is an error (the site's side: keys, balance, templates, outage).
 */
class LoggedFailures implements SmsProvider {
  constructor(
    private readonly inner: SmsProvider,
    private readonly log: FailureLogger,
  ) {}

  async send(message: { mobile: string; purpose: string; code: string }) {
    try {
      await this.inner.send(message);
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      const fields = {
        provider: error.provider,
        providerCode: error.providerCode,
        detail: error.detail,
        purpose: message.purpose,
        mobile: maskMobile(message.mobile),
      };
      if (error.kind === 'unavailable') this.log.error(fields, 'SMS not sent: provider unavailable');
      else
        this.log.warn(
          fields,
          `SMS not sent: ${error.kind === 'mobile' ? 'number refused' : 'number limited'}`,
        );
      throw error;
    }
  }
}

/**
 * The provider SMS_PROVIDER names; null for `none` (every SMS flow answers "SMS is not configured"). The
 * cloud SDKs are loaded only when configured: they take seconds to load, which no other start should pay.
 */
export async function createSmsProvider(
  config: { SMS_PROVIDER: 'log' | 'none' | 'aliyun' | 'tencent'; smsGateway?: SmsGatewaySettings },
  log: InfoLogger & FailureLogger,
): Promise<SmsProvider | null> {
  const gateway = config.smsGateway;
  switch (config.SMS_PROVIDER) {
    case 'log':
      return new LogSmsProvider(log);
    case 'none':
      return null;
    case 'aliyun':
      if (gateway?.kind !== 'aliyun') throw new Error('SMS_PROVIDER=aliyun without its settings');
      {
        const { AliyunSmsProvider } = await import('./aliyun-sms-provider');
        return new LoggedFailures(new AliyunSmsProvider(gateway), log);
      }
    case 'tencent':
      if (gateway?.kind !== 'tencent') throw new Error('SMS_PROVIDER=tencent without its settings');
      {
        const { TencentSmsProvider } = await import('./tencent-sms-provider');
        return new LoggedFailures(new TencentSmsProvider(gateway), log);
      }
  }
}
