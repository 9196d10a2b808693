/** Where SMS codes go. A real gateway implements this; the default writes to the server log. */
export interface SmsProvider {
  send(message: { mobile: string; purpose: string; code: string }): Promise<void>;
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
