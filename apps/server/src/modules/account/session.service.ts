import { createHash, randomBytes } from 'node:crypto';
import { BatchLoader } from '../../lib/batch-loader';
import type { Broker } from '../../lib/broker/broker';
import type { Session } from './session';
import type { SessionRepository } from './session.repository';

export type SessionLookup =
  | { status: 'ok'; session: Session }
  | { status: 'expired' }
  | { status: 'unknown' };

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
  /**
   * How long a looked-up session is kept in memory (0: every request reads the database). Sessions ended
   * on this copy are dropped at once, and on other copies as soon as the broker tells them; this is the
   * longest a copy can miss that (Redis pub/sub gives no delivery guarantee).
   */
  cacheMs?: number;
}

type SessionRow = Awaited<ReturnType<SessionRepository['findByHashes']>>[number];

/** What ended: one session, or every session of a user but one (a password change). */
type Ended = { tokenHash: string } | { userId: number; keepTokenHash?: string };

const endedTopic = 'mall:sessions:ended:v1';
// Enough for every signed-in user of a busy copy; beyond it the oldest entries make room.
const cacheMaxEntries = 100_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Writing last_seen_at on every request would turn each read into a write; a minute's precision is enough
// for an idle limit counted in minutes.
const touchEveryMs = 60_000;

/** Sessions: random 256-bit tokens, stored only as their SHA-256, with idle and absolute expiry. */
export class SessionService {
  private readonly cache = new Map<string, { row: SessionRow; until: number }>();
  private announce: (ended: Ended) => void = () => {};
  /** Every request reads its session: concurrent reads go to the database together. */
  private readonly loader: BatchLoader<string, SessionRow>;

  constructor(
    private readonly repo: SessionRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.loader = new BatchLoader(
      async (hashes) => new Map((await repo.findByHashes(hashes)).map((row) => [row.tokenHash, row])),
    );
  }

  /** Tells the other server copies which sessions ended here, and listens for theirs. */
  async shareEndings(broker: Broker): Promise<void> {
    await broker.subscribe(endedTopic, (payload) => this.forget(JSON.parse(payload) as Ended));
    // Endings published while the connection to Redis was down are lost: start over from the database.
    broker.onResync(() => this.cache.clear());
    this.announce = (ended) => void broker.publish(endedTopic, JSON.stringify(ended)).catch(() => {});
  }

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
    const row = await this.lookup(tokenHash);
    if (row?.status !== 1) return { status: 'unknown' };
    const now = this.now();
    const idleLimit = row.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
      await this.endByHash(tokenHash);
      return { status: 'expired' };
    }
    if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
      await this.repo.touch(tokenHash, now);
      row.lastSeenAt = now;
    }
    return {
      status: 'ok',
      session: {
        tokenHash,
        userId: row.userId,
        custId: row.custId,
        subsysCode: row.subsysCode,
        oldUserId: row.oldUserId,
        permissions: row.permissions,
      },
    };
  }

  /**
   * Whether the session of this token hash still works (not ended, expired, idle or disabled), without
   * counting as its use: a ticket it asked for is worth only as much.
   */
  async isLive(tokenHash: string): Promise<boolean> {
    const row = await this.lookup(tokenHash);
    if (row?.status !== 1) return false;
    const now = this.now().getTime();
    return row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000 > now;
  }

  async end(token: string): Promise<void> {
    await this.endByHash(hashToken(token));
  }

  async endByHash(tokenHash: string): Promise<void> {
    await this.repo.delete(tokenHash);
    this.ended({ tokenHash });
  }

  /**
   * Ends every session of the user, and every session started from one of them as someone else
   * (impersonation), except `keepTokenHash` (the one that changed the password) if given.
   */
  async endAllOf(userId: number, keepTokenHash?: string): Promise<void> {
    await this.repo.deleteOfUser(userId, keepTokenHash);
    this.ended(keepTokenHash ? { userId, keepTokenHash } : { userId });
  }

  /** The session row, from memory when it was read less than `cacheMs` ago. */
  private async lookup(tokenHash: string): Promise<SessionRow | undefined> {
    const cacheMs = this.policy.cacheMs ?? 0;
    const at = performance.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > at) return cached.row;
    const found = await this.loader.get(tokenHash);
    // A copy of its own per caller: the cache entry is updated in place (lastSeenAt).
    const row = found && { ...found };
    if (cacheMs <= 0) return row;
    this.cache.delete(tokenHash);
    if (row?.status === 1) {
      if (this.cache.size >= cacheMaxEntries) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(tokenHash, { row, until: at + cacheMs });
    }
    return row;
  }

  private ended(ended: Ended) {
    this.forget(ended);
    this.announce(ended);
  }

  private forget(ended: Ended) {
    if ('tokenHash' in ended) {
      this.cache.delete(ended.tokenHash);
      return;
    }
    for (const [hash, entry] of this.cache) {
      const ofUser = entry.row.userId === ended.userId || entry.row.oldUserId === ended.userId;
      if (ofUser && hash !== ended.keepTokenHash) this.cache.delete(hash);
    }
  }
}
