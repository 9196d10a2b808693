import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './helper';

/**
 * The system route tests' setup: registers the file's hooks (a database with no demo data: MALL_SEED=none)
 * and answers the fixture, filled when the hooks have run.
 */
export function systemTests(): { ctx: TestContext } {
  const fixture = {} as { ctx: TestContext };
  beforeAll(async () => {
    fixture.ctx = await createTestContext({ seed: 'none' });
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  return fixture;
}
