import type { Redis } from 'ioredis';

/**
 * Actions per user (or per client address: thumbnails made) per minute (fixed one-minute windows): chat
 * messages, gallery uploads, finance applications, server renders. In memory for one server copy; in Redis when configured, so a user cannot multiply the
 * limit by spreading requests over several copies.
 */
export interface SendLimiter {
  /** Counts one action of a user id (or a client address); false when it is over the limit in this window. */
  take(who: number | string): Promise<boolean>;
}

const windowMs = 60_000;

export class MemorySendLimiter implements SendLimiter {
  private window = -1;
  private counts = new Map<number | string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(who: number | string): Promise<boolean> {
    const window = Math.floor(this.now() / windowMs);
    if (window !== this.window) {
      // A new minute: the old counts are dropped at once, so the map never outgrows one minute's senders.
      this.window = window;
      this.counts = new Map();
    }
    const n = (this.counts.get(who) ?? 0) + 1;
    this.counts.set(who, n);
    return n <= this.perMinute;
  }
}

export class RedisSendLimiter implements SendLimiter {
  constructor(
    private readonly redis: Pick<Redis, 'multi'>,
    /** What is counted (part of the key): limiters of one name share their counts across copies. */
    private readonly name: string,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(who: number | string): Promise<boolean> {
    const key = `mall-limit:${this.name}:${who}:${Math.floor(this.now() / windowMs)}`;
    const result = await this.redis
      .multi()
      .incr(key)
      .pexpire(key, windowMs * 2)
      .exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    return count <= this.perMinute;
  }
}

/** The limiter of one action: shared through Redis when the server has it, else this copy's own. */
export function perUserLimiter(
  redis: Pick<Redis, 'multi'> | null,
  name: string,
  perMinute: number,
  now: () => number = Date.now,
): SendLimiter {
  return redis ? new RedisSendLimiter(redis, name, perMinute, now) : new MemorySendLimiter(perMinute, now);
}

/** Makes the limiter of one action by name (app.ts: shared through Redis when the server has it). */
export type LimiterFactory = (name: string, perMinute: number) => SendLimiter;
