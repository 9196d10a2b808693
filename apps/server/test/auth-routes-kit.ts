import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { sessions } from '../src/db/schema/account';
import type { captchas, loginFailures, tickets } from '../src/db/schema/auth';
import { passwordLogin, testClock } from './auth-helper';
import { createTestContext, type TestContext } from './helper';

/** The SHA-256 of a text in hex, as the server stores token hashes. */
export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * The sign-in tests' setup (login, captcha, delays, sessions, centres): registers the file's hooks — a demo
 * database on a clock that only moves when told, with the dev outbox on and the per-minute limit out of the
 * way — and answers the fixture (filled when the hooks have run), the clock and the calls those tests make.
 */
export function authTests() {
  const clock = testClock();
  const fixture = {} as { ctx: TestContext };
  beforeAll(async () => {
    fixture.ctx = await createTestContext({
      seed: 'demo',
      now: clock.now,
      env: { MALL_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  return {
    fixture,
    clock,
    login: (mobile: string, password: string, who = {}, extra = {}) =>
      passwordLogin(fixture.ctx.app, mobile, password, who, extra),
    /** The number of rows in a table. */
    count: async (table: typeof sessions | typeof tickets | typeof captchas | typeof loginFailures) =>
      (await fixture.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n,
  };
}
