import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { type SmsProvider, SmsSendError } from '../../lib/sms/sms-provider';
import type { AuthRepository } from './auth.repository';
import type { CaptchaService } from './captcha.service';

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

/** What a send needs besides the number: where the request came from and whether a message goes out. */
export interface SendOptions {
  /** The client as every per-address limit counts it (lib/client-address.ts: IPv6 by its /64). */
  address: string;
  /**
   * false: the send is claimed exactly like one that goes out (the 60 s wait, both hourly limits, the
   * address's budget) but no message is sent and nobody ever learns its code: how a number without an
   * account is answered, so that a caller cannot tell it from a registered one.
   */
  deliver?: boolean;
}

/** SMS codes: 6 digits from a CSPRNG, bound to mobile + purpose, one-time, 5 minutes, 5 attempts. */
export class SmsCodeService {
  constructor(
    private readonly repo: AuthRepository,
    /** null: no SMS provider is configured (production until a real gateway is set up). */
    private readonly provider: SmsProvider | null,
    private readonly limits: SmsLimits,
    private readonly captcha: CaptchaService,
    private readonly now: () => Date,
  ) {}

  /**
   * Refuses every SMS flow while no provider is configured. Callers run it before any lookup, so the answer
   * is the same for registered and unknown numbers.
   */
  assertAvailable(): void {
    if (!this.provider) throw notConfigured();
  }

  /**
   * What every send needs before anything about the number is looked up, so that it costs the same for
   * every number: SMS configured, and a slider the caller has just solved (its one-use verification from
   * the `captcha-valid` header, spent here whatever follows).
   */
  async admit(captchaVerification: string | undefined): Promise<void> {
    this.assertAvailable();
    if (captchaVerification === undefined)
      throw new AppError(ErrorCode.SLIDER_REQUIRED, 'auth.sliderRequired');
    if (captchaVerification.length === 0 || captchaVerification.length > 128)
      throw new AppError(ErrorCode.CAPTCHA_WRONG, 'auth.captchaWrong');
    await this.captcha.useVerification(captchaVerification);
  }

  async send(mobile: string, purpose: SmsPurpose, { address, deliver = true }: SendOptions): Promise<void> {
    const provider = this.provider;
    if (!provider) throw notConfigured();
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Salted per code: a database reader cannot look codes up in one precomputed table.
    const salt = randomBytes(16).toString('hex');
    // The 60 s wait (the web button's countdown, enforced for clients that skip it) and the hourly limits
    // are checked and the code stored in one step: parallel requests for one number or from one address
    // cannot all pass the checks before the first is stored.
    const claim = await this.repo.claimSmsSend(
      {
        mobile,
        purpose,
        salt,
        codeHash: hashCode(salt, mobile, purpose, code),
        ip: address.slice(0, 64),
        sentAt: now,
        expiresAt: new Date(now.getTime() + smsPolicy.codeTtlMs),
      },
      {
        resendMs: smsPolicy.resendMs,
        since: new Date(now.getTime() - 3_600_000),
        perMobile: this.limits.perMobilePerHour,
        perAddress: this.limits.perIpPerHour,
      },
    );
    if ('waitMs' in claim)
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.smsWait', { seconds: Math.ceil(claim.waitMs / 1000) });
    if ('overLimit' in claim) throw new AppError(ErrorCode.RATE_LIMITED, 'auth.smsLimit');
    if (!deliver) return;
    try {
      await provider.send({ mobile, purpose, code });
    } catch (error) {
      // Nothing was sent: the code goes, so it can never be used and the user may ask again at once (the
      // web button starts its countdown only on success). The hourly limits count only codes kept.
      await this.repo.deleteSmsCode(claim.id);
      if (error instanceof SmsSendError) throw sendFailure(error);
      throw error;
    }
    if (this.limits.devOutbox) await this.repo.insertOutbox({ mobile, purpose, code, sentAt: now });
  }

  /**
   * Checks a code without spending it (usernameexist); the try counts like any other, before the
   * comparison, so parallel guesses cannot race. Answers the code's row id.
   */
  async check(mobile: string, purpose: SmsPurpose, code: string): Promise<number> {
    this.assertAvailable();
    const now = this.now();
    const row = await this.repo.latestSmsCode(mobile, purpose);
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw wrong();
    const attempts = await this.repo.countSmsAttempt(row.id, smsPolicy.maxAttempts, now);
    if (attempts === undefined) throw wrong();
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(row.salt, mobile, purpose, code), 'hex');
    if (!timingSafeEqual(expected, actual)) throw wrong();
    return row.id;
  }

  /** Checks the code and spends it on success. */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const id = await this.check(mobile, purpose, code);
    if (!(await this.repo.useSmsCode(id, this.now()))) throw wrong();
  }

  async devOutbox(mobile: string) {
    const rows = await this.repo.listOutbox(mobile);
    return rows.map((r) => ({ code: r.code, purpose: r.purpose, sentAt: r.sentAt.toISOString() }));
  }
}
