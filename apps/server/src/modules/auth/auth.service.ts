import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { buyerCentreCode, type Centre, ErrorCode, type ListedBuyer, type SsoIdentity } from '@mall/contracts';
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

/**
 * The browser a sign-in ticket is handed to: the SHA-256 of its sign-in nonce (an HttpOnly cookie the server
 * sets with the ticket), or null for an API client. A ticket is exchanged only by the same holder, so an
 * address carrying someone else's ticket signs nobody in (login CSRF).
 */
export type TicketBrowser = string | null;

/** Who exchanges a ticket: a web page with its nonce (null when it has none), or an API client. */
export type TicketHolder = { webPage: true; nonceHash: string | null } | { webPage: false };

/** The kinds of ticket `/auth/nlogin` turns into a session in the browser (or API client) it was handed to. */
const signInTicketKinds = ['login', 'qr'];

interface TicketInput {
  userId: number;
  subsysCode: string;
  kind: 'login' | 'sso' | 'qr';
  /** The original account of the session it came from, when that one was an impersonation. */
  oldUserId?: number | null;
  /** The session that asked for it: when that one ends, so does the ticket. */
  sourceHash?: string | null;
  browserHash?: TicketBrowser;
}

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
  private async issue(
    userId: number,
    wanted: string | undefined,
    asTicket = false,
    browserHash: TicketBrowser = null,
  ): Promise<Issued> {
    const subsysCode = await this.pickCentre(userId, wanted);
    if (asTicket)
      return {
        kind: 'ticket',
        value: await this.createTicket({ userId, subsysCode, kind: 'login', browserHash }),
      };
    return { kind: 'session', value: await this.sessions.create({ userId, subsysCode }) };
  }

  private async createTicket(input: TicketInput) {
    const ticket = randomBytes(32).toString('base64url');
    await this.repo.insertTicket({
      tokenHash: sha256(ticket),
      userId: input.userId,
      subsysCode: input.subsysCode,
      kind: input.kind,
      oldUserId: input.oldUserId ?? null,
      sourceHash: input.sourceHash ?? null,
      browserHash: input.browserHash ?? null,
      expiresAt: new Date(this.now().getTime() + ticketTtlMs),
    });
    return ticket;
  }

  /**
   * Takes a live ticket of these kinds once, for this holder, while the session that asked for it (if any)
   * still works: a ticket is never worth more than its source, so an ended, expired or disabled session (or
   * impersonation) cannot live on through one.
   */
  private async useTicket(ticket: string, kinds: string[], holder: TicketHolder) {
    const hash = sha256(ticket);
    const browserHash = holder.webPage ? holder.nonceHash : null;
    const row =
      holder.webPage && browserHash === null
        ? undefined
        : await this.repo.useTicket(hash, this.now(), kinds, browserHash);
    if (!row) throw await this.ticketRefusal(hash, kinds);
    if (row.sourceHash !== null && !(await this.sessions.isLive(row.sourceHash)))
      throw new AppError(ErrorCode.TICKET_INVALID, 'auth.ticketInvalid');
    return row;
  }

  /** A live ticket of the right kind refused all the same was handed to another browser (or client). */
  private async ticketRefusal(hash: string, kinds: string[]) {
    const found = await this.repo.findTicket(hash);
    const live = found && found.usedAt === null && found.expiresAt > this.now() && kinds.includes(found.kind);
    return new AppError(ErrorCode.TICKET_INVALID, live ? 'auth.ticketOtherBrowser' : 'auth.ticketInvalid');
  }

  /**
   * `/auth/nlogin`: a sign-in ticket (sign-on page, login dialog, QR code) becomes a session of the same
   * user, centre and impersonation. SSO tickets have their own redeemer (`checkSsoTicket`).
   */
  async exchangeTicket(ticket: string, holder: TicketHolder): Promise<string> {
    const row = await this.useTicket(ticket, signInTicketKinds, holder);
    return this.sessions.create({ userId: row.userId, subsysCode: row.subsysCode, oldUserId: row.oldUserId });
  }

  /** The procurement system's ticket: it carries the impersonation and lasts no longer than this session. */
  ssoTicket(session: Session) {
    return this.createTicket({
      userId: session.userId,
      subsysCode: session.subsysCode,
      kind: 'sso',
      oldUserId: session.oldUserId,
      sourceHash: session.tokenHash,
    });
  }

  /**
   * The procurement system's redeemer (server to server, so never a browser's): whose the ticket is, and
   * who is acting for them. No session starts here: the procurement system runs its own.
   */
  async checkSsoTicket(ticket: string): Promise<SsoIdentity> {
    const row = await this.useTicket(ticket, ['sso'], { webPage: false });
    const [person, original] = await Promise.all([
      this.repo.getPerson(row.userId),
      row.oldUserId === null ? null : this.repo.getPerson(row.oldUserId),
    ]);
    if (!person) throw new AppError(ErrorCode.TICKET_INVALID, 'auth.ticketInvalid');
    return { ...person, subsysCode: row.subsysCode, original: original ?? null };
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

  /** `browser` is asked only when the poll hands the ticket out: the polling browser gets it. */
  async qrState(qrId: string, pollKey: string, browser: () => TicketBrowser = () => null) {
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
      ticket: await this.createTicket({
        userId: taken.userId,
        subsysCode: taken.subsysCode,
        kind: 'qr',
        // The computer signs in as the phone is: an impersonation stays one, and the phone's session backs it.
        oldUserId: taken.oldUserId,
        sourceHash: taken.sourceHash,
        browserHash: browser(),
      }),
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
      oldUserId: session.oldUserId,
      sourceHash: session.tokenHash,
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

  /** The buyers this session may act for; refused to a session that may not act for anyone. */
  async myBuyers(session: Session): Promise<ListedBuyer[]> {
    if (!this.account.mayActForBuyers(session))
      throw new AppError(ErrorCode.FORBIDDEN, 'auth.noCustomerList');
    return this.repo.listCustomerBuyers(session.custId);
  }

  /**
   * Rule: only a session that may act for others (`AccountService.mayActForBuyers`: a seller-side main
   * account, never an impersonation, so no chains) may act as a buyer, and only one whose customer came from
   * a customer list (custCategory 0), is on the list of the caller's own customer and has the buyer centre.
   * Unknown and forbidden targets get the same answer.
   */
  async impersonate(session: Session, authid: string) {
    const denied = new AppError(ErrorCode.FORBIDDEN, 'auth.impersonationDenied');
    if (!this.account.mayActForBuyers(session)) throw denied;
    const target = await this.repo.findUserByMobile(authid);
    if (target?.status !== 1 || target.custCategory !== 0 || target.id === session.userId) throw denied;
    if (!(await this.repo.isCustomerOnList(session.custId, target.custId))) throw denied;
    if (!(await this.repo.listCentreCodes(target.id)).includes(buyerCentreCode)) throw denied;
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
