import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { buyerCentreCode, type Centre, ErrorCode } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { AccountService, Session, SessionService } from '../account';
import type { AuthRepository } from './auth.repository';
import type { CaptchaService } from './captcha.service';
import type { KeyService } from './key.service';
import { menusFor } from './menus';
import type { SmsCodeService } from './sms.service';
import type { ThrottleService } from './throttle.service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Tickets (tkn_account, SSO, QR) are one-time and live at most this long. */
export const ticketTtlMs = 60_000;
/** A QR code on screen lives this long; the page then asks for a new one. */
export const qrTtlMs = 120_000;
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

/** Sign-in (password, SMS, ticket, QR), sign-out, centre switch and impersonation. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly sessions: SessionService,
    private readonly account: AccountService,
    private readonly keys: KeyService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsCodeService,
    private readonly throttle: ThrottleService,
    private readonly now: () => Date,
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

  async login(input: LoginInput, ip: string, headers: CaptchaHeaders = {}): Promise<Issued> {
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
    return this.issue(user.id, input.subsysCode, input.ticket);
  }

  async loginSms(input: {
    authid: string;
    smsCode: string;
    subsysCode?: string;
    ticket?: boolean;
  }): Promise<Issued> {
    this.sms.assertAvailable();
    await this.sms.verify(input.authid, 'login', input.smsCode);
    const user = await this.repo.findUserByMobile(input.authid);
    // No code is ever sent to an unknown number, so this only happens if the account was removed meanwhile.
    if (user?.status !== 1) throw new AppError(ErrorCode.SMS_CODE_WRONG, 'auth.smsWrong');
    return this.issue(user.id, input.subsysCode, input.ticket);
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

  /** The centre to sign in to: the requested one (must be the user's), else the buyer centre, else the first. */
  private async pickCentre(userId: number, wanted?: string): Promise<string> {
    const codes = await this.repo.listCentreCodes(userId);
    if (wanted) {
      if (!codes.includes(wanted)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notYourCentre');
      return wanted;
    }
    if (codes.includes(buyerCentreCode)) return buyerCentreCode;
    if (codes[0]) return codes[0];
    throw new AppError(ErrorCode.FORBIDDEN, 'auth.notRegistered');
  }

  /** A new session token for every sign-in, or a one-time ticket when the sign-on page asks for one. */
  private async issue(userId: number, wanted: string | undefined, asTicket = false): Promise<Issued> {
    const subsysCode = await this.pickCentre(userId, wanted);
    if (asTicket) return { kind: 'ticket', value: await this.createTicket(userId, subsysCode, 'login') };
    return { kind: 'session', value: await this.sessions.create({ userId, subsysCode }) };
  }

  private async createTicket(userId: number, subsysCode: string, kind: 'login' | 'sso' | 'qr') {
    const ticket = randomBytes(32).toString('base64url');
    await this.repo.insertTicket({
      tokenHash: sha256(ticket),
      userId,
      subsysCode,
      kind,
      expiresAt: new Date(this.now().getTime() + ticketTtlMs),
    });
    return ticket;
  }

  async exchangeTicket(ticket: string): Promise<string> {
    const row = await this.repo.useTicket(sha256(ticket), this.now());
    if (!row) throw new AppError(ErrorCode.TICKET_INVALID, 'auth.ticketInvalid');
    return this.sessions.create({ userId: row.userId, subsysCode: row.subsysCode });
  }

  ssoTicket(session: Session) {
    return this.createTicket(session.userId, session.subsysCode, 'sso');
  }

  async logout(token: string | undefined) {
    if (token) await this.sessions.end(token);
    return null;
  }

  // ---- QR sign-in: the computer shows the code, a signed-in phone confirms, the computer polls.

  async createQr() {
    const qrId = randomBytes(24).toString('base64url');
    // Only the creating browser learns this: the QR code (and so anyone who sees it) shows just the id.
    const pollKey = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + qrTtlMs);
    await this.repo.insertQr({
      idHash: sha256(qrId),
      pollHash: sha256(pollKey),
      state: 'pending',
      createdAt: now,
      expiresAt,
    });
    // The id travels in the fragment: browsers never send it, so it stays out of server and proxy logs.
    return { qrId, pollKey, confirmUrl: `/sso/qr/confirm#id=${qrId}`, expiresAt: expiresAt.toISOString() };
  }

  async qrState(qrId: string, pollKey: string) {
    const idHash = sha256(qrId);
    const found = await this.repo.findQr(idHash);
    const expected = Buffer.from(found?.pollHash ?? '', 'hex');
    const given = Buffer.from(sha256(pollKey), 'hex');
    // Without the creator's key the code is answered as unknown: its state tells a stranger nothing.
    const row =
      found && expected.length === given.length && timingSafeEqual(expected, given) ? found : undefined;
    const now = this.now();
    if (!row) return { state: 'expired' as const, ticket: null };
    if (row.state === 'used') return { state: 'used' as const, ticket: null };
    if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' as const, ticket: null };
    if (row.state !== 'confirmed') return { state: row.state as 'pending' | 'scanned', ticket: null };
    // Hand the ticket out once: only the poll that flips confirmed → used receives it.
    const taken = await this.repo.updateQr(idHash, ['confirmed'], now, { state: 'used' });
    if (!taken?.userId || !taken.subsysCode) return { state: 'used' as const, ticket: null };
    return {
      state: 'confirmed' as const,
      ticket: await this.createTicket(taken.userId, taken.subsysCode, 'qr'),
    };
  }

  async scanQr(session: Session, qrId: string) {
    const row = await this.repo.updateQr(sha256(qrId), ['pending', 'scanned'], this.now(), {
      state: 'scanned',
    });
    if (!row) throw new AppError(ErrorCode.TICKET_INVALID, 'auth.qrUnknown');
    void session;
    return null;
  }

  async confirmQr(session: Session, qrId: string) {
    const row = await this.repo.updateQr(sha256(qrId), ['pending', 'scanned'], this.now(), {
      state: 'confirmed',
      userId: session.userId,
      subsysCode: session.subsysCode,
    });
    if (!row) throw new AppError(ErrorCode.TICKET_INVALID, 'auth.qrUnknown');
    return null;
  }

  // ---- centres, menus, impersonation

  /**
   * The centres to choose from before signing in (spec §6: the choice comes before the sign-in). A number
   * without a usable account is answered what a new account has (the buyer centre), exactly as a registered
   * one-centre buyer is, so the lookup does not tell who is registered; an account with several centres
   * shows them, as its owner must choose. Signing in to such a number then fails as a wrong password or
   * code does; an account without a centre learns that only after its own password or code.
   */
  async centresOf(accountName: string): Promise<Centre[]> {
    const user = await this.repo.findUserByMobile(accountName);
    const centres = user?.status === 1 ? await this.account.listCentres(user.id) : [];
    return centres.length > 0 ? centres : this.account.newAccountCentres();
  }

  myCentres(session: Session) {
    return this.account.listCentres(session.userId);
  }

  async toggleInfo(session: Session) {
    return { subsysCode: session.subsysCode, centres: await this.account.listCentres(session.userId) };
  }

  async toggleCentre(session: Session, subsysCode: string) {
    const chosen = await this.pickCentre(session.userId, subsysCode);
    const token = await this.sessions.create({
      userId: session.userId,
      subsysCode: chosen,
      oldUserId: session.oldUserId,
    });
    await this.sessions.endByHash(session.tokenHash);
    return token;
  }

  menus(session: Session) {
    return menusFor(session.subsysCode, session.permissions);
  }

  /**
   * Rule: a user may act as a buyer only when that buyer's customer has custCategory 0 (came from a
   * customer list) and is on the customer list of the caller's own customer. No chains: an impersonated
   * session cannot impersonate again. Unknown and forbidden targets get the same answer.
   */
  async impersonate(session: Session, authid: string) {
    const denied = new AppError(ErrorCode.FORBIDDEN, 'auth.impersonationDenied');
    if (session.oldUserId !== null) throw denied;
    const target = await this.repo.findUserByMobile(authid);
    if (target?.status !== 1 || target.custCategory !== 0 || target.id === session.userId) throw denied;
    if (!(await this.repo.isCustomerOnList(session.custId, target.custId))) throw denied;
    const token = await this.sessions.create({
      userId: target.id,
      subsysCode: buyerCentreCode,
      oldUserId: session.userId,
    });
    await this.sessions.endByHash(session.tokenHash);
    return { token, oldUser: true };
  }

  async backToOriginal(session: Session) {
    if (session.oldUserId === null) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notImpersonating');
    // The original account may have been disabled since: going back would be a sign-in without a password.
    const original = await this.repo.getUser(session.oldUserId);
    if (original?.status !== 1) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notImpersonating');
    const codes = await this.repo.listCentreCodes(session.oldUserId);
    // Impersonation starts from a customer list, which lives in a non-buyer centre; go back there.
    const centre = codes.find((c) => c !== buyerCentreCode) ?? codes[0];
    if (!centre) throw new AppError(ErrorCode.FORBIDDEN, 'auth.notRegistered');
    const token = await this.sessions.create({ userId: session.oldUserId, subsysCode: centre });
    await this.sessions.endByHash(session.tokenHash);
    return token;
  }
}
