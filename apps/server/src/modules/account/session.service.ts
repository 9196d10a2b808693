import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '../../plugins/session';
import type { SessionRepository } from './session.repository';

export type SessionLookup =
  | { status: 'ok'; session: Session }
  | { status: 'expired' }
  | { status: 'unknown' };

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Writing last_seen_at on every request would turn each read into a write; a minute's precision is enough
// for an idle limit counted in minutes.
const touchEveryMs = 60_000;

/** Sessions: random 256-bit tokens, stored only as their SHA-256, with idle and absolute expiry. */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: { userId: number; subsysCode: string; oldUserId?: number | null }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.repo.insert({
      tokenHash: hashToken(token),
      userId: input.userId,
      subsysCode: input.subsysCode,
      oldUserId: input.oldUserId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.maxHours * 3_600_000),
    });
    return token;
  }

  async resolve(token: string): Promise<SessionLookup> {
    const tokenHash = hashToken(token);
    const row = await this.repo.findByHash(tokenHash);
    if (row?.status !== 1) return { status: 'unknown' };
    const now = this.now();
    const idleLimit = row.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
      await this.repo.delete(tokenHash);
      return { status: 'expired' };
    }
    if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) await this.repo.touch(tokenHash, now);
    return {
      status: 'ok',
      session: {
        tokenHash,
        userId: row.userId,
        custId: row.custId,
        subsysCode: row.subsysCode,
        oldUserId: row.oldUserId,
      },
    };
  }

  async end(token: string): Promise<void> {
    await this.repo.delete(hashToken(token));
  }

  async endByHash(tokenHash: string): Promise<void> {
    await this.repo.delete(tokenHash);
  }
}
