import type { SmsTemplatePurpose } from './sms-config';

/**
 * Where SMS codes go. A real gateway implements this; the default writes to the server log. `send` resolves
 * once the provider has accepted the message and rejects with an SmsSendError when it did not.
 */
export interface SmsProvider {
  send(message: { mobile: string; purpose: string; code: string }): Promise<void>;
}

/**
 * Why a provider did not send: `mobile` the number was refused (invalid, not reachable, blocked);
 * `limited` the provider's per-number limit (minute, hour or day) is reached; `unavailable` anything on
 * the provider's or this site's side (timeout, outage, balance, signature, template, keys).
 */
export type SmsFailureKind = 'mobile' | 'limited' | 'unavailable';

/**
 * A send the provider refused or that failed. `providerCode` and `detail` are for the operator's log; they
 * never hold the code, the message text or a key.
 */
export class SmsSendError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    readonly provider: string,
    readonly providerCode: string,
    readonly detail = '',
  ) {
    super(`SMS ${provider} ${providerCode}: ${kind}`);
  }
}

/** Which of the four templates (sms-config.ts) a purpose of the auth module uses. */
export function templatePurposeOf(purpose: string): SmsTemplatePurpose {
  switch (purpose) {
    case 'login':
      return 'login';
    case 'register':
      return 'register';
    case 'oldtel':
    case 'newtel':
      return 'changeMobile';
    default:
      // forget, resetpwd (sign-in password) and paypwd (payment password): a code that resets a password.
      return 'reset';
  }
}

export interface InfoLogger {
  info(obj: object, msg: string): void;
}

/** 13800000001 → 138****0001: enough to tell numbers apart in a log, not enough to harvest them. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}

/**
 * Development provider: logs the code at info level. Only this provider may ever log a code; passwords,
 * tokens and tickets are never logged by anything.
 */
export class LogSmsProvider implements SmsProvider {
  constructor(private readonly log: InfoLogger) {}

  async send({ mobile, purpose, code }: { mobile: string; purpose: string; code: string }) {
    this.log.info({ purpose }, `SMS to ${maskMobile(mobile)}: code ${code}`);
  }
}
