import { ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { SessionService } from '../account';
import type { CaptchaService } from './captcha.service';
import type { CentreService } from './centres.service';
import type { KeyService } from './key.service';
import type { SmsCodeService } from './sms.service';
import type { ThrottleService } from './throttle.service';
import type { TicketBrowser, TicketService } from './tickets.service';
import type { UserRepository } from './user.repository';

export const loginPolicy = {
  /** Attempts of one address + account before the slider is required. */
  sliderAfter: 3,
  /** Attempts of one address + account before the growing delay starts. */
  addressAccountDelayAfter: 5,
  /**
   * Attempts on one account from any addresses before its growing delay starts: guessing spread over many
   * addresses meets it. Higher than the above so that the account's owner, on their own address, meets the
   * slider and their own delay first; a delay, never a lockout.
   */
  accountDelayAfter: 10,
  // Higher for a whole address: many honest users can share one address (offices, mobile carriers).
  ipDelayAfter: 20,
} as const;

/** A sign-in: the session token, or a one-time ticket when the sign-on page asked for one. */
export type Issued = { kind: 'session' | 'ticket'; value: string };

export interface LoginInput {
  authid: string;
  sec: string;
  code: string;
  captchaToken?: string;
  subsysCode?: string;
  captchaVerification?: string;
  ticket?: boolean;
}

/**
 * The captcha of a sign-in as the spec's request headers carry it (§7): `captcha-token` is the image
 * captcha's token (the body's `captchaToken`), `captcha-valid` the slider's one-use verification (the body's
 * `captchaVerification`). See docs/sign-on.md.
 */
export interface CaptchaHeaders {
  token?: string;
  valid?: string;
}

/**
 * One captcha value from the body or its header: either may carry it; when both do they must agree. A
 * disagreement or an oversized header is a wrong captcha (40101), like any other bad answer.
 */
function captchaValue(fromBody: string | undefined, fromHeader: string | undefined): string | undefined {
  if (fromHeader !== undefined && (fromHeader.length === 0 || fromHeader.length > 128))
    throw new AppError(ErrorCode.CAPTCHA_WRONG, 'auth.captchaWrong');
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader)
    throw new AppError(ErrorCode.CAPTCHA_WRONG, 'auth.captchaWrong');
  return fromBody ?? fromHeader;
}

function loginFailed() {
  return new AppError(ErrorCode.LOGIN_FAILED, 'auth.loginFailed');
}

/** Sign-in (password, SMS, or a ticket the sign-on page asked for) and sign-out. */
export class AuthService {
  constructor(
    private readonly repo: UserRepository,
    private readonly sessions: SessionService,
    private readonly keys: KeyService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsCodeService,
    private readonly throttle: ThrottleService,
    private readonly tickets: TicketService,
    private readonly centres: CentreService,
  ) {}

  publicKey() {
    return this.keys.getPublicKey();
  }

  private addressAccountKey(ip: string, authid: string) {
    return `acct:${ip.slice(0, 64)}|${authid.slice(0, 32)}`;
  }

  /** The counters a password attempt is charged to: this address on this account, the account, the address. */
  private loginKeys(ip: string, authid: string) {
    return {
      addressAccount: {
        key: this.addressAccountKey(ip, authid),
        threshold: loginPolicy.addressAccountDelayAfter,
      },
      account: { key: `account:${authid.slice(0, 32)}`, threshold: loginPolicy.accountDelayAfter },
      address: { key: `ip:${ip.slice(0, 64)}`, threshold: loginPolicy.ipDelayAfter },
    };
  }

  async sliderRequired(authid: string | undefined, ip: string): Promise<boolean> {
    if (!authid) return false;
    return (await this.throttle.failures(this.addressAccountKey(ip, authid))) >= loginPolicy.sliderAfter;
  }

  async login(
    input: LoginInput,
    ip: string,
    headers: CaptchaHeaders = {},
    browser: TicketBrowser = null,
  ): Promise<Issued> {
    // Decrypt first: a malformed `sec` is bad input and must change nothing, not even the captcha.
    const password = await this.keys.decryptSec(input.sec);
    const captchaToken = captchaValue(input.captchaToken, headers.token);
    const captchaVerification = captchaValue(input.captchaVerification, headers.valid);
    const keys = this.loginKeys(ip, input.authid);
    const all = [keys.addressAccount, keys.account, keys.address];
    // A waiting account is told so before its captcha is spent.
    await this.throttle.assertAllowed(
      all.map((k) => k.key),
      'auth.loginDelay',
    );
    if (!captchaToken) throw new AppError(ErrorCode.CAPTCHA_WRONG, 'auth.captchaWrong');
    await this.captcha.verifyImage(captchaToken, input.code);
    if ((await this.throttle.failures(keys.addressAccount.key)) >= loginPolicy.sliderAfter) {
      if (!captchaVerification) throw new AppError(ErrorCode.SLIDER_REQUIRED, 'auth.sliderRequired');
      await this.captcha.useVerification(captchaVerification);
    }
    // Counted before the password is checked: parallel guesses cannot all pass before the delay starts.
    await this.throttle.attempt(all, 'auth.loginDelay');
    const user = await this.repo.findUserByMobile(input.authid);
    // Unknown account and wrong password take the same time and give the same answer (no enumeration).
    const ok =
      user && user.status === 1
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
    if (!user || !ok) throw loginFailed();
    await this.throttle.clear(keys.addressAccount.key);
    await this.throttle.clear(keys.account.key);
    await this.throttle.refund(keys.address);
    return this.issue(user.id, input.subsysCode, input.ticket, browser);
  }

  async loginSms(
    input: {
      authid: string;
      smsCode: string;
      subsysCode?: string;
      ticket?: boolean;
    },
    browser: TicketBrowser = null,
  ): Promise<Issued> {
    this.sms.assertAvailable();
    await this.sms.verify(input.authid, 'login', input.smsCode);
    const user = await this.repo.findUserByMobile(input.authid);
    // No code is ever sent to an unknown number, so this only happens if the account was removed meanwhile.
    if (user?.status !== 1) throw new AppError(ErrorCode.SMS_CODE_WRONG, 'auth.smsWrong');
    return this.issue(user.id, input.subsysCode, input.ticket, browser);
  }

  async sendLoginCode(mobile: string, address: string, captchaVerification: string | undefined) {
    // Before the lookup: without SMS or without the slider, registered and unknown numbers get the same answer.
    await this.sms.admit(captchaVerification);
    const user = await this.repo.findUserByMobile(mobile);
    // A number without an account is claimed like a real send (the 60 s wait and the hourly limits answer
    // alike) but gets no message: the endpoint does not tell who is registered.
    await this.sms.send(mobile, 'login', { address, deliver: user !== undefined });
    return null;
  }

  /** A new session token for every sign-in, or a one-time ticket when the sign-on page asks for one. */
  private async issue(
    userId: number,
    wanted: string | undefined,
    asTicket = false,
    browserHash: TicketBrowser = null,
  ): Promise<Issued> {
    const subsysCode = await this.centres.pickCentre(userId, wanted);
    if (asTicket)
      return {
        kind: 'ticket',
        value: await this.tickets.createTicket({ userId, subsysCode, kind: 'login', browserHash }),
      };
    return { kind: 'session', value: await this.sessions.create({ userId, subsysCode }) };
  }

  async logout(token: string | undefined) {
    if (token) await this.sessions.end(token);
    return null;
  }
}
