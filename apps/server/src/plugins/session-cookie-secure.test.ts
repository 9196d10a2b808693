import { authEndpoints, ErrorCode } from '@mall/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSec, imageCaptcha } from '../../test/auth-helper';
import { createTestContext, type TestContext } from '../../test/helper';

/*
 * The session cookies' Secure flag follows PUBLIC_URL's scheme, not the request's: a site served over HTTPS
 * never lets the browser send its session over plain HTTP, whichever way a request reached the server; a
 * development site on http:// does not mark them, or its browser would never send them back.
 */

interface SetCookie {
  name: string;
  value: string;
  secure?: boolean;
}
const cookiesOf = (res: LightMyRequestResponse) =>
  new Map((res.cookies as SetCookie[]).map((c) => [c.name, c]));

/** A sign-in from a page of the site; `headers` as the request arrives (a proxy in front may add some). */
async function browserLogin(ctx: TestContext, headers: Record<string, string>) {
  const captcha = await imageCaptcha(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: `/api${authEndpoints.login.path}`,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    payload: {
      authid: '13800000001',
      sec: await encryptSec(ctx.app, 'demo1234'),
      code: captcha.answer,
      captchaToken: captcha.token,
    },
  });
}

const signOut = (ctx: TestContext, token: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${authEndpoints.logout.path}`,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    cookies: { 'X-Access-Token': token },
  });

describe('PUBLIC_URL on https', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No TRUST_PROXY: nothing in front is believed about the scheme, so every request counts as plain HTTP.
    ctx = await createTestContext({
      seed: 'demo',
      env: { MALL_DEV_OUTBOX: '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://shop.example' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each([
    ['over plain HTTP', { host: 'shop.example' }],
    ['through a proxy TRUST_PROXY does not trust', { host: 'shop.example', 'x-forwarded-proto': 'https' }],
  ])('marks the session cookies Secure on sign-in %s, and when they are cleared', async (_how, headers) => {
    const res = await browserLogin(ctx, headers);
    expect(res.json().code).toBe(ErrorCode.OK);
    const set = cookiesOf(res);
    expect(set.get('X-Access-Token')).toMatchObject({ secure: true });
    expect(set.get('mall_signed_in')).toMatchObject({ secure: true });
    const cleared = cookiesOf(await signOut(ctx, set.get('X-Access-Token')?.value ?? '', headers));
    expect(cleared.get('X-Access-Token')).toMatchObject({ value: '', secure: true });
    expect(cleared.get('mall_signed_in')).toMatchObject({ value: '', secure: true });
  });
});

describe('PUBLIC_URL on http (development)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: 'demo',
      env: {
        MALL_DEV_OUTBOX: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        PUBLIC_URL: 'http://127.0.0.1:8080',
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each([
    ['over plain HTTP', { host: '127.0.0.1:8080' }],
    ['even when a trusted proxy says HTTPS', { host: '127.0.0.1:8080', 'x-forwarded-proto': 'https' }],
  ])('does not mark them Secure %s', async (_how, headers) => {
    const res = await browserLogin(ctx, headers);
    expect(res.json().code).toBe(ErrorCode.OK);
    const set = cookiesOf(res);
    expect(set.get('X-Access-Token')?.value).toMatch(/.+/);
    expect(set.get('X-Access-Token')?.secure).toBeFalsy();
    expect(set.get('mall_signed_in')?.secure).toBeFalsy();
  });
});
