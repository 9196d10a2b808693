import { constants, publicEncrypt } from 'node:crypto';
import type { App } from '../src/app';
import { injectPayload } from './multipart';

/** A clock the test moves by hand; pass `clock.now` to createTestContext. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface Caller {
  ip?: string;
  token?: string;
  lang?: string;
  /** A solved slider's verification, sent as `captcha-valid` (every call that sends an SMS code needs one). */
  slider?: string;
}

/** inject with an address and a token, answering the parsed envelope. */
export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  who: Caller = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
): Promise<{ code: number; msg: string; ext: any }> {
  const { payload: body, contentType } = injectPayload(payload);
  const res = await app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body } : {}),
    remoteAddress: who.ip ?? '127.0.0.1',
    headers: {
      ...(who.token ? { 'x-access-token': who.token } : {}),
      ...(who.slider !== undefined ? { 'captcha-valid': who.slider } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    cookies: { site_lang: who.lang ?? 'en_US' },
  });
  return res.json();
}

/** What the web page does: RSA-OAEP SHA-256 with the served key, base64, URL-encoded twice. */
export async function encryptSec(app: App, password: string): Promise<string> {
  const { ext: pem } = await call(app, 'GET', '/api/auth/publickey');
  const cipher = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  );
  return encodeURIComponent(encodeURIComponent(cipher.toString('base64')));
}

/** A fresh image captcha and its answer (read through the dev outbox). */
export async function imageCaptcha(app: App, who: Caller = {}) {
  const { ext } = await call(app, 'GET', '/api/auth/captcha/img', undefined, who);
  const answer = (await call(app, 'GET', `/api/dev/captcha?token=${ext.token}`)).ext.answer as string;
  return { token: ext.token as string, url: ext.url as string, answer };
}

export async function solveSlider(app: App, who: Caller = {}) {
  const got = await call(
    app,
    'POST',
    '/api/auth/captcha/get',
    { captchaType: 'blockPuzzle', clientUid: 'x', ts: 1 },
    who,
  );
  const x = Number((await call(app, 'GET', `/api/dev/captcha?token=${got.ext.repData.token}`)).ext.answer);
  const checked = await call(app, 'POST', '/api/auth/captcha/check', {
    token: got.ext.repData.token,
    pointJson: JSON.stringify({ x: x + 3, y: 5 }),
  });
  return checked.ext.captchaVerification as string;
}

/** The caller with a freshly solved slider: what a call sending an SMS code needs (dev outbox). */
export async function withSlider(app: App, who: Caller = {}): Promise<Caller> {
  return { ...who, slider: await solveSlider(app, who) };
}

/** A call that sends an SMS code, with a freshly solved slider, as the web page makes it. */
export async function sendCode(app: App, url: string, payload?: unknown, who: Caller = {}) {
  return call(app, 'POST', url, payload, await withSlider(app, who));
}

export async function passwordLogin(
  app: App,
  mobile: string,
  password: string,
  who: Caller = {},
  extra: Record<string, unknown> = {},
) {
  const captcha = await imageCaptcha(app, who);
  return call(
    app,
    'POST',
    '/api/auth/login',
    {
      authid: mobile,
      sec: await encryptSec(app, password),
      code: captcha.answer,
      captchaToken: captcha.token,
      ...extra,
    },
    who,
  );
}

/** The newest code sent to a mobile (dev outbox). */
export async function lastCode(app: App, mobile: string): Promise<string> {
  const { ext } = await call(app, 'GET', `/api/dev/outbox?mobile=${mobile}`);
  return ext[0]?.code as string;
}
