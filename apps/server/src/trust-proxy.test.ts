import { authEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helper';

/** Captcha images: limited per client address (3 a minute here), as every sign-in endpoint is. */
async function captchaCodes(ctx: TestContext, requests: { from: string; forwardedFor?: string }[]) {
  const codes: number[] = [];
  for (const r of requests) {
    const res = await ctx.app.inject({
      url: `/api${authEndpoints.captchaImage.path}`,
      remoteAddress: r.from,
      headers: r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {},
    });
    codes.push(res.json().code);
  }
  return codes;
}

const balancer = '10.0.0.2';
// What one balancer sends on: whatever X-Forwarded-For the client wrote, then the address it saw.
const spoofing = (client: string) =>
  [1, 2, 3, 4].map((i) => ({ from: balancer, forwardedFor: `198.51.100.${i}, ${client}` }));

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts the address the balancer saw, whatever X-Forwarded-For the client added', async () => {
    expect(await captchaCodes(ctx, spoofing('203.0.113.7'))).toEqual([0, 0, 0, 42900]);
    // Another client behind the same balancer has its own budget: the balancer's address is not the key.
    expect(await captchaCodes(ctx, [{ from: balancer, forwardedFor: '203.0.113.8' }])).toEqual([0]);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the balancers by address)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      env: { TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts the client a listed balancer saw, and a client reaching the server directly by its own address', async () => {
    expect(await captchaCodes(ctx, spoofing('203.0.113.9'))).toEqual([0, 0, 0, 42900]);
    const direct = [1, 2, 3, 4].map((i) => ({ from: '192.0.2.5', forwardedFor: `198.51.100.${i}` }));
    expect(await captchaCodes(ctx, direct)).toEqual([0, 0, 0, 42900]);
  });
});
