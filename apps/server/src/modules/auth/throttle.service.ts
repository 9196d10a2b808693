import { ErrorCode, type ServerMessageKey } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from './auth.repository';

/** Longest refusal: a delay, never a lockout, so strangers cannot lock a real user out for good. */
export const maxDelaySeconds = 15 * 60;
// Counts fade after an hour without attempts.
const fadeMs = 60 * 60_000;

/** One counter an attempt is charged to, and how many attempts it allows before the delay starts. */
export interface ThrottleKey {
  key: string;
  threshold: number;
}

/** The wait after `count` attempts: none below the threshold, then 2, 4, 8 … seconds, at most 15 minutes. */
export function delaySeconds(count: number, threshold: number): number {
  return count < threshold ? 0 : Math.min(2 ** (count - threshold + 1), maxDelaySeconds);
}

/**
 * Growing delay for guessable secrets (passwords, payment passwords). An attempt is counted BEFORE the
 * secret is checked, in one transaction that also checks the wait, so parallel guesses cannot all slip in
 * before the first failure is written: with a threshold of 5, a burst of 20 gets at most 5 checked. A
 * success then clears the counter (or gives the attempt back, for counters shared by many honest users).
 */
export class ThrottleService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly now: () => Date,
  ) {}

  private refusal(waitMs: number, messageKey: ServerMessageKey) {
    return new AppError(ErrorCode.RATE_LIMITED, messageKey, { seconds: Math.ceil(waitMs / 1000) });
  }

  /** Throws 42900 with the seconds left when any key is still waiting (a cheap look, before costly steps). */
  async assertAllowed(keys: string[], messageKey: ServerMessageKey) {
    const rows = await this.repo.listFailures(keys);
    const now = this.now().getTime();
    const waitMs = Math.max(0, ...rows.map((r) => r.nextAllowedAt.getTime() - now));
    if (waitMs > 0) throw this.refusal(waitMs, messageKey);
  }

  /** Attempts counted on a key since its last success (0 once they have faded). */
  async failures(key: string): Promise<number> {
    const [row] = await this.repo.listFailures([key]);
    if (!row || this.now().getTime() - row.lastFailedAt.getTime() >= fadeMs) return 0;
    return row.failures;
  }

  /**
   * Charges one attempt to every key at once, or throws 42900 (charging none) when any key is waiting.
   * Answers the counts including this attempt.
   */
  async attempt(keys: ThrottleKey[], messageKey: ServerMessageKey): Promise<Map<string, number>> {
    const now = this.now();
    const result = await this.repo.chargeAttempt(
      keys,
      now,
      new Date(now.getTime() - fadeMs),
      (count, key) => new Date(now.getTime() + delaySeconds(count, key.threshold) * 1000),
    );
    if ('waitMs' in result) throw this.refusal(result.waitMs, messageKey);
    return result.counts;
  }

  /** The secret was right: these counters start again. */
  async clear(key: string) {
    await this.repo.clearFailures(key);
  }

  /** The secret was right: the attempt is given back to a counter that honest users share (an address). */
  async refund(key: ThrottleKey) {
    await this.repo.refundAttempt(key.key, key.threshold, this.now());
  }
}
