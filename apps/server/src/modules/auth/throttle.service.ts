import { ErrorCode, type ServerMessageKey } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from './auth.repository';

/** Longest refusal: a delay, never a lockout, so strangers cannot lock a real user out for good. */
export const maxDelaySeconds = 15 * 60;
// Counts fade after an hour without failures.
const fadeMs = 60 * 60_000;

/** Growing delay after repeated failures: after `threshold` failures, wait min(2^k s, 15 min). */
export class ThrottleService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly now: () => Date,
  ) {}

  private live<T extends { lastFailedAt: Date }>(row: T | undefined): T | undefined {
    return row && this.now().getTime() - row.lastFailedAt.getTime() < fadeMs ? row : undefined;
  }

  /** Throws 42900 with the seconds left when any key is still waiting. */
  async assertAllowed(keys: string[], messageKey: ServerMessageKey) {
    const rows = await this.repo.listFailures(keys);
    const now = this.now().getTime();
    const waitMs = Math.max(0, ...rows.map((r) => r.nextAllowedAt.getTime() - now));
    if (waitMs > 0)
      throw new AppError(ErrorCode.RATE_LIMITED, messageKey, { seconds: Math.ceil(waitMs / 1000) });
  }

  async failures(key: string): Promise<number> {
    const [row] = await this.repo.listFailures([key]);
    return this.live(row)?.failures ?? 0;
  }

  async recordFailure(key: string, threshold: number) {
    const now = this.now();
    const failures = await this.repo.countFailure(key, now, new Date(now.getTime() - fadeMs));
    if (failures < threshold) return;
    const delay = Math.min(2 ** (failures - threshold + 1), maxDelaySeconds);
    await this.repo.setNextAllowed(key, new Date(now.getTime() + delay * 1000));
  }

  async clear(key: string) {
    await this.repo.clearFailures(key);
  }
}
