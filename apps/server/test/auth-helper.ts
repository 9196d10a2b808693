import { constants, publicEncrypt } from 'node:crypto';
import { type AnyEndpoint, authEndpoints, devEndpoints } from '@mall/contracts';
import type { CallInput, CallOptions } from '@mall/contracts/testing';
import type { App } from '../src/app';
import { api } from './api';

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

/** Who calls: the typed client's options (a token, an address, a language, a solved slider). */
export type Caller = CallOptions;

/** What the web page does: RSA-OAEP SHA-256 with the served key, base64, URL-encoded twice. */
export async function encryptSec(app: App, password: string): Promise<string> {
  const { ext: pem } = await api(app).call(authEndpoints.publicKey);
  const cipher = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  );
  return encodeURIComponent(encodeURIComponent(cipher.toString('base64')));
}

/** A fresh image captcha and its answer (read through the dev outbox). */
export async function imageCaptcha(app: App, who: Caller = {}) {
  const { ext } = await api(app).call(authEndpoints.captchaImage, {}, who);
  const answer = (await api(app).call(devEndpoints.captcha, { query: { token: ext.token } })).ext
    .answer as string;
  return { token: ext.token as string, url: ext.url as string, answer };
}

export async function solveSlider(app: App, who: Caller = {}) {
  const got = await api(app).call(
    authEndpoints.sliderGet,
    { body: { captchaType: 'blockPuzzle', clientUid: 'x', ts: 1 } },
    who,
  );
  const x = Number(
    (await api(app).call(devEndpoints.captcha, { query: { token: got.ext.repData.token } })).ext.answer,
  );
  const checked = await api(app).call(authEndpoints.sliderCheck, {
    body: {
      token: got.ext.repData.token,
      pointJson: JSON.stringify({ x: x + 3, y: 5 }),
    },
  });
  return checked.ext.captchaVerification as string;
}

/** The caller with a freshly solved slider: what a call sending an SMS code needs (dev outbox). */
export async function withSlider(app: App, who: Caller = {}): Promise<Caller> {
  return { ...who, slider: await solveSlider(app, who) };
}

/** A call that sends an SMS code, with a freshly solved slider, as the web page makes it. */
export async function sendCode<E extends AnyEndpoint>(
  app: App,
  endpoint: E,
  input: CallInput<E> = {},
  who: Caller = {},
) {
  return api(app).call(endpoint, input, await withSlider(app, who));
}

export async function passwordLogin(
  app: App,
  mobile: string,
  password: string,
  who: Caller = {},
  extra: Record<string, unknown> = {},
) {
  const captcha = await imageCaptcha(app, who);
  return api(app).call(
    authEndpoints.login,
    {
      body: {
        authid: mobile,
        sec: await encryptSec(app, password),
        code: captcha.answer,
        captchaToken: captcha.token,
        ...extra,
      },
    },
    who,
  );
}

/** The newest code sent to a mobile (dev outbox). */
export async function lastCode(app: App, mobile: string): Promise<string> {
  const { ext } = await api(app).call(devEndpoints.outbox, { query: { mobile } });
  return ext[0]?.code as string;
}
