import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../src/db/schema/account';
import { passwordLogin, testClock } from './auth-helper';
import { createTestContext, type TestContext } from './helper';

/** What the profile and registration test files share once their hooks ran: the app and two signed-in buyers. */
export interface ProfileFixture {
  ctx: TestContext;
  alice: string; // a session of 13800000001
  bob: string; // a session of 13800000002
}

const argon2idOwasp = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

/** Expects an argon2id hash with at least the OWASP parameters. */
export function expectOwaspArgon2id(hash: string) {
  const [, m, t, p] = argon2idOwasp.exec(hash) ?? [];
  expect(Number(m)).toBeGreaterThanOrEqual(19456);
  expect(Number(t)).toBeGreaterThanOrEqual(2);
  expect(Number(p)).toBeGreaterThanOrEqual(1);
}

/**
 * The profile and registration tests' setup (SMS codes, profile, passwords, registration): registers the file's
 * hooks — a demo database on a clock that only moves when told, the dev outbox on, 8 SMS per address per hour,
 * sessions that outlive hours of clock moves, two buyers signed in — and answers the fixture (filled when the
 * hooks have run), the clock and a user's row by mobile.
 */
export function profileTests() {
  const clock = testClock();
  const fixture = {} as ProfileFixture;
  beforeAll(async () => {
    fixture.ctx = await createTestContext({
      seed: 'demo',
      now: clock.now,
      env: {
        MALL_DEV_OUTBOX: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        SMS_PER_IP_PER_HOUR: '8',
        // The clock moves by hours here; sessions must outlive it.
        SESSION_IDLE_MINUTES: '100000',
        SESSION_MAX_HOURS: '10000',
      },
    });
    fixture.alice = (await passwordLogin(fixture.ctx.app, '13800000001', 'demo1234')).ext;
    fixture.bob = (await passwordLogin(fixture.ctx.app, '13800000002', 'demo1234')).ext;
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  return {
    fixture,
    clock,
    userRow: async (mobile: string) =>
      (await fixture.ctx.database.db.select().from(users).where(eq(users.mobile, mobile)))[0]!,
  };
}
