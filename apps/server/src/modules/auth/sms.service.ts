import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { type SmsProvider, SmsSendError } from '../../lib/sms/sms-provider';
import type { AuthRepository } from './auth.repository';

export type SmsPurpose = 'login' | 'register' | 'forget' | 'resetpwd' | 'oldtel' | 'newtel' | 'paypwd';

export const smsPolicy = {
  codeTtlMs: 5 * 60_000,
  resendMs: 60_000,
  maxAttempts: 5,
} as const;

export interface SmsLimits {
  perMobilePerHour: number;
  perIpPerHour: number;
  devOutbox: boolean;
}

function hashCode(salt: string, mobile: string, purpose: string, code: string) {
  return createHash('sha256').update(`${salt}:${mobile}:${purpose}:${code}`).digest('hex');
}

function notConfigured() {
  return new AppError(ErrorCode.FORBIDDEN, 'auth.smsNotConfigured');
}

/** What the user is told when the provider did not send, each with its own code. */
function sendFailure(error: SmsSendError): AppError {
  switch (error.kind) {
    case 'mobile':
      return new AppError(ErrorCode.SMS_MOBILE_REJECTED, 'sms.mobileRejected');
    case 'limited':
      return new AppError(ErrorCode.SMS_PROVIDER_LIMITED, 'sms.providerLimited');
    default:
      return new AppError(ErrorCode.SMS_UNAVAILABLE, 'sms.unavailable');
  }
}

function wrong() {
  return new AppError(ErrorCode.SMS_CODE_WRONG, 'auth.smsWrong');
}

/** SMS codes: 6 digits from a CSPRNG, bound to mobile + purpose, one-time, 5 minutes, 5 attempts. */
export class SmsCodeService {
  constructor(
    private readonly repo: AuthRepository,
    /** null: no SMS provider is configured (production until a real gateway is set up). */
    private readonly provider: SmsProvider | null,
    private readonly limits: SmsLimits,
    private readonly now: () => Date,
  ) {}

  /**
   * Refuses every SMS flow while no provider is configured. Callers run it before any lookup, so the answer
   * is the same for registered and unknown numbers.
   */
  assertAvailable(): void {
    if (!this.provider) throw notConfigured();
  }

  async send(mobile: string, purpose: SmsPurpose, ip: string): Promise<void> {
    const provider = this.provider;
    if (!provider) throw notConfigured();
    const now = this.now();
    const last = await this.repo.lastSmsSentAt(mobile, purpose);
    // The web button counts down 60 s; the server enforces the same rule for clients that skip it.
    if (last && now.getTime() - last.getTime() < smsPolicy.resendMs) {
      const seconds = Math.ceil((smsPolicy.resendMs - (now.getTime() - last.getTime())) / 1000);
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.smsWait', { seconds });
    }
    const hourAgo = new Date(now.getTime() - 3_600_000);
    if ((await this.repo.countSmsSince({ mobile }, hourAgo)) >= this.limits.perMobilePerHour)
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.smsLimit');
    if ((await this.repo.countSmsSince({ ip }, hourAgo)) >= this.limits.perIpPerHour)
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.smsLimit');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Salted per code: a database reader cannot look codes up in one precomputed table.
    const salt = randomBytes(16).toString('hex');
    const id = await this.repo.insertSmsCode({
      mobile,
      purpose,
      salt,
      codeHash: hashCode(salt, mobile, purpose, code),
      ip: ip.slice(0, 64),
      sentAt: now,
      expiresAt: new Date(now.getTime() + smsPolicy.codeTtlMs),
    });
    try {
      await provider.send({ mobile, purpose, code });
    } catch (error) {
      // Nothing was sent: the code goes, so it can never be used and the user may ask again at once (the
      // web button starts its countdown only on success). The hourly limits count only codes kept.
      if (id !== undefined) await this.repo.deleteSmsCode(id);
      if (error instanceof SmsSendError) throw sendFailure(error);
      throw error;
    }
    if (this.limits.devOutbox) await this.repo.insertOutbox({ mobile, purpose, code, sentAt: now });
  }

  /** Spends the code on success; every try counts before the comparison, so parallel guesses cannot race. */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    this.assertAvailable();
    const now = this.now();
    const row = await this.repo.latestSmsCode(mobile, purpose);
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw wrong();
    const attempts = await this.repo.countSmsAttempt(row.id, smsPolicy.maxAttempts, now);
    if (attempts === undefined) throw wrong();
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(row.salt, mobile, purpose, code), 'hex');
    if (!timingSafeEqual(expected, actual)) throw wrong();
    if (!(await this.repo.useSmsCode(row.id, now))) throw wrong();
  }

  async devOutbox(mobile: string) {
    const rows = await this.repo.listOutbox(mobile);
    return rows.map((r) => ({ code: r.code, purpose: r.purpose, sentAt: r.sentAt.toISOString() }));
  }
}
