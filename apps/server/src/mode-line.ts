import type { Config } from './config';
import { demoPassword } from './modules/account';

/** The one line that says which mode runs and what of the demo it switches on (README: Run modes). */
export function modeLine(config: Config): string {
  if (config.NODE_ENV === 'production') {
    const sms =
      config.SMS_PROVIDER === 'none'
        ? '; SMS is not configured (SMS sign-in, registration and resets are refused)'
        : '';
    return `Production mode: no demo seed, dev outbox or sandbox payments${sms}.`;
  }
  const parts = [
    config.MALL_SEED === 'demo' ? `demo accounts (password ${demoPassword}) on a new database` : '',
    config.MALL_DEV_OUTBOX ? 'dev outbox with SMS codes and captcha answers at /api/dev/outbox' : '',
    config.PAYMENT_SANDBOX ? 'sandbox payments anyone can confirm' : '',
    config.SMS_PROVIDER === 'log' ? 'SMS codes in the log' : '',
  ].filter(Boolean);
  const what = parts.length > 0 ? `: ${parts.join(', ')}` : '';
  return `DEMO, not for real use (NODE_ENV=${config.NODE_ENV})${what}. A deployment sets NODE_ENV=production (README.md, "Run modes").`;
}
