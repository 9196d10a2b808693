import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type SsoIdentity } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Session, SessionService } from '../account';
import type { TicketRepository } from './ticket.repository';
import type { UserRepository } from './user.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Tickets (tkn_account, SSO, QR) are one-time and live at most this long. */
export const ticketTtlMs = 60_000;
/** A QR code on screen lives this long; the page then asks for a new one. */
export const qrTtlMs = 120_000;

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

/** One-time tickets (sign-in, SSO, QR) and the QR sign-in. */
export class TicketService {
  constructor(
    private readonly repo: TicketRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly now: () => Date,
  ) {}

  async createTicket(input: TicketInput) {
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
      this.users.getPerson(row.userId),
      row.oldUserId === null ? null : this.users.getPerson(row.oldUserId),
    ]);
    if (!person) throw new AppError(ErrorCode.TICKET_INVALID, 'auth.ticketInvalid');
    return { ...person, subsysCode: row.subsysCode, original: original ?? null };
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
}
