import {
  accountEndpoints,
  authEndpoints,
  ErrorCode,
  profileEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSec, imageCaptcha } from '../../test/auth-helper';
import { createTestContext, type TestContext } from '../../test/helper';
import { sameSiteAllowed } from './session';

/*
 * The session as the browser holds it: an HttpOnly cookie set by the server (no script on the page can read
 * it), a readable "signed in" marker, and state-changing requests accepted only from this site's own pages.
 */

let ctx: TestContext;
const site = 'http://mall.example';
/** What a browser adds to a fetch from one of this site's pages. */
const samePage = { host: 'mall.example', origin: site, 'sec-fetch-site': 'same-origin' };
/** ... and to a request that a page of another site makes it send (a form post, an image, a link). */
const otherSite = { host: 'mall.example', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    env: {
      MALL_DEV_OUTBOX: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://shop.example',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
}
const cookiesOf = (res: LightMyRequestResponse) =>
  new Map((res.cookies as SetCookie[]).map((c) => [c.name, c]));

async function browserLogin(headers: Record<string, string> = samePage, mobile = '13800000001') {
  const captcha = await imageCaptcha(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: `/api${authEndpoints.login.path}`,
    headers,
    payload: {
      authid: mobile,
      sec: await encryptSec(ctx.app, 'demo1234'),
      code: captcha.answer,
      captchaToken: captcha.token,
    },
  });
}

/** A signed-in browser: its session cookie, as the login set it. */
async function signedInBrowser(mobile = '13800000001') {
  const res = await browserLogin(samePage, mobile);
  const token = cookiesOf(res).get('X-Access-Token')?.value;
  if (!token) throw new Error(`no session cookie: ${res.body}`);
  return { 'X-Access-Token': token };
}

const userInfo = (cookies: Record<string, string>, headers: Record<string, string> = samePage) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${accountEndpoints.userInfo.path}`,
    headers,
    cookies,
  });

describe('the session cookie', () => {
  it('is set by the server on sign-in: HttpOnly, SameSite=Lax, with a readable marker; the page never gets the token', async () => {
    const res = await browserLogin();
    expect(res.json()).toMatchObject({ code: ErrorCode.OK, ext: '' });
    const cookies = cookiesOf(res);
    const session = cookies.get('X-Access-Token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // PUBLIC_URL is https here: Secure even on this plain-HTTP request (session-cookie-secure.test.ts).
    expect(session?.secure).toBe(true);
    const marker = cookies.get('mall_signed_in');
    expect(marker).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(marker?.httpOnly).toBeFalsy();
    // The cookie alone is the session.
    const info = await userInfo({ 'X-Access-Token': session!.value });
    expect(info.json()).toMatchObject({ code: ErrorCode.OK, ext: { mobile: '13800000001' } });
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const res = await browserLogin({
      ...samePage,
      origin: 'https://mall.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.json().code).toBe(ErrorCode.OK);
    expect(cookiesOf(res).get('X-Access-Token')).toMatchObject({ secure: true, httpOnly: true });
    expect(cookiesOf(res).get('mall_signed_in')).toMatchObject({ secure: true });
  });

  it('keeps X-Access-Token working for API clients: they get the token in ext', async () => {
    const res = await browserLogin({});
    const token = res.json().ext as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api${accountEndpoints.userInfo.path}`,
      headers: { 'x-access-token': token },
    });
    expect(info.json().code).toBe(ErrorCode.OK);
  });

  it('comes with every sign-in: ticket exchange and centre switch set a new one', async () => {
    const captcha = await imageCaptcha(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.login.path}`,
      headers: samePage,
      payload: {
        authid: '13800000002',
        sec: await encryptSec(ctx.app, 'demo1234'),
        code: captcha.answer,
        captchaToken: captcha.token,
        ticket: true,
      },
    });
    const ticket = asked.json().ext as string;
    // The ticket goes with this browser's sign-in nonce (docs/sign-on.md "Tickets").
    const nonce = cookiesOf(asked).get('mall_signon_nonce')!.value;
    const exchanged = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.ticketLogin.path}`,
      headers: samePage,
      cookies: { mall_signon_nonce: nonce },
      payload: { ticket },
    });
    expect(exchanged.json()).toMatchObject({ code: ErrorCode.OK, ext: '' });
    const fromTicket = cookiesOf(exchanged).get('X-Access-Token');
    expect(fromTicket).toMatchObject({ httpOnly: true });
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.toggleCentre.path}`,
      headers: samePage,
      cookies: { 'X-Access-Token': fromTicket!.value },
      payload: { subsysCode: 'DRP.TMALL.SELLER' },
    });
    expect(switched.json()).toMatchObject({ code: ErrorCode.OK, ext: '' });
    const next = cookiesOf(switched).get('X-Access-Token')!.value;
    expect(next).not.toBe(fromTicket!.value);
    expect((await userInfo({ 'X-Access-Token': next })).json().ext.subsysCode).toBe('DRP.TMALL.SELLER');
    // The old centre's session ended with the switch.
    expect((await userInfo({ 'X-Access-Token': fromTicket!.value })).json().code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
  });

  it('is taken back when its session is gone (50002 clears both cookies)', async () => {
    const res = await userInfo({ 'X-Access-Token': 'no-such-session', mall_signed_in: '1' });
    expect(res.json().code).toBe(ErrorCode.TOKEN_INVALID);
    const cookies = cookiesOf(res);
    for (const name of ['X-Access-Token', 'mall_signed_in']) {
      const cleared = cookies.get(name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires && cleared.expires.getTime() < Date.now()).toBe(true);
    }
  });
});

describe('requests from other sites (CSRF)', () => {
  const rename = (cookies: Record<string, string>, headers: Record<string, string>, name: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${profileEndpoints.modifyInfo.path}`,
      headers,
      cookies,
      payload: { contactName: name },
    });
  const contactName = async (cookies: Record<string, string>) =>
    (await userInfo(cookies)).json().ext.contactName as string;

  it('refuses a state-changing request that a page of another site makes with the cookie, and changes nothing', async () => {
    const cookies = await signedInBrowser();
    const before = await contactName(cookies);
    for (const headers of [
      otherSite,
      { ...otherSite, 'sec-fetch-site': 'same-site' },
      // Browsers without Sec-Fetch-Site still send Origin on a cross-site POST.
      { host: 'mall.example', origin: 'https://evil.example' },
      { host: 'mall.example', origin: 'null' },
    ]) {
      const res = await rename(cookies, headers, 'Mallory');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ErrorCode.CROSS_SITE, ext: null });
      expect(res.json().msg).toMatch(/另一|其他网站/);
    }
    expect(await contactName(cookies)).toBe(before);
    // The same request from the site's own page goes through.
    expect((await rename(cookies, samePage, '张伟伟')).json().code).toBe(ErrorCode.OK);
    expect(await contactName(cookies)).toBe('张伟伟');
    expect((await rename(cookies, { host: 'mall.example', origin: site }, before)).json().code).toBe(
      ErrorCode.OK,
    );
  });

  it('refuses sign-out from another site (a GET that changes something); the site’s own page signs out', async () => {
    const cookies = await signedInBrowser();
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api${authEndpoints.logout.path}`,
      headers: otherSite,
      cookies,
    });
    expect(foreign.json().code).toBe(ErrorCode.CROSS_SITE);
    expect((await userInfo(cookies)).json().code).toBe(ErrorCode.OK);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api${authEndpoints.logout.path}`,
      headers: samePage,
      cookies,
    });
    expect(own.json().code).toBe(ErrorCode.OK);
    expect(cookiesOf(own).get('X-Access-Token')?.value).toBe('');
    expect(cookiesOf(own).get('mall_signed_in')?.value).toBe('');
    expect((await userInfo(cookies)).json().code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('knows the site by PUBLIC_URL too, behind a proxy that sends another Host', async () => {
    const cookies = await signedInBrowser();
    const behindProxy = { host: 'mall-internal:8080', origin: 'https://shop.example' };
    expect((await rename(cookies, behindProxy, '张伟')).json().code).toBe(ErrorCode.OK);
    const elsewhere = { host: 'mall-internal:8080', origin: 'https://shop.example.evil.example' };
    expect((await rename(cookies, elsewhere, 'Mallory')).json().code).toBe(ErrorCode.CROSS_SITE);
  });

  it('lets API clients (no browser headers) and reading pages through', async () => {
    const token = (await browserLogin({})).json().ext as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${profileEndpoints.modifyInfo.path}`,
      headers: { 'x-access-token': token },
      payload: { contactName: '张伟' },
    });
    expect(res.json().code).toBe(ErrorCode.OK);
    // A page of another site may still link to (GET) the storefront's data.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api${systemEndpoints.paramList.path}?codes=webtitle`,
      headers: otherSite,
    });
    expect(list.json().code).toBe(ErrorCode.OK);
  });
});

describe('sameSiteAllowed', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site', origin: site }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: site }, false],
    [{ origin: site }, true],
    [{ origin: `${site}:8443` }, false],
    [{ origin: 'http://mall.example.evil.example' }, false],
    [{}, true],
  ])('%j → %s', (headers, allowed) => {
    expect(sameSiteAllowed(headers, [site])).toBe(allowed);
  });
});
