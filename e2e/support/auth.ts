import { constants, publicEncrypt } from 'node:crypto';
import { authEndpoints, devEndpoints, registerEndpoints } from '@mall/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api } from './api';
import { expect } from './fixtures';

/** The server of this run (playwright.config.ts: E2E_PORT, default 18080). */
export const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
export const demoPassword = 'demo1234';
/** Company buyer, one centre. */
export const demoBuyer = '13800000001';
/** Two centres (buyer and seller). */
export const demoTwoCentres = '13800000002';

/** The `sec` field as the web app makes it (docs/sign-on.md). */
export async function sec(request: APIRequestContext, password: string): Promise<string> {
  const pem = await api(request).ok(authEndpoints.publicKey);
  const cipher = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  );
  return encodeURIComponent(encodeURIComponent(cipher.toString('base64')));
}

/** The answer of a captcha (dev outbox, MALL_DEV_OUTBOX=1). */
export async function captchaAnswer(request: APIRequestContext, token: string): Promise<string> {
  return (await api(request).ok(devEndpoints.captcha, { query: { token } })).answer;
}

/**
 * A slider solved through the API (its answer from the dev outbox): the one-use verification every call
 * that sends an SMS code carries in its `captcha-valid` header.
 */
export async function sliderVerification(request: APIRequestContext): Promise<string> {
  const client = api(request);
  const puzzle = await client.ok(authEndpoints.sliderGet, { body: { captchaType: 'blockPuzzle' } });
  const x = await captchaAnswer(request, puzzle.repData.token);
  const checked = await client.ok(authEndpoints.sliderCheck, {
    body: { token: puzzle.repData.token, pointJson: JSON.stringify({ x: Number(x), y: 5 }) },
  });
  return checked.captchaVerification;
}

/**
 * Solves the slider dialog the page shows (before every SMS send, and at sign-in after failures) with the
 * keyboard, as a user of the keyboard does: its answer comes from the dev outbox.
 */
export async function solveSliderDialog(request: APIRequestContext, page: Page) {
  const slider = page.getByTestId('slider-dialog');
  await expect(slider).toHaveAttribute('data-token', /.+/);
  const answer = Number(await captchaAnswer(request, (await slider.getAttribute('data-token')) ?? ''));
  const handle = slider.getByRole('slider');
  await handle.focus();
  for (let i = 0; i < Math.floor(answer / 10); i++) await handle.press('Shift+ArrowRight');
  for (let i = 0; i < answer % 10; i++) await handle.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(answer));
  await handle.press('Enter');
  await expect(slider).toBeHidden();
}

/** The newest SMS code sent to a mobile for a purpose (dev outbox). */
export async function latestCode(
  request: APIRequestContext,
  mobile: string,
  purpose: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = await api(request).ok(devEndpoints.outbox, { query: { mobile } });
      code = list.find((entry) => entry.purpose === purpose)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Signs in through the API (image captcha answered from the dev outbox); resolves with the session token. */
export async function apiLogin(
  request: APIRequestContext,
  mobile: string,
  password = demoPassword,
  subsysCode?: string,
): Promise<string> {
  const client = api(request);
  const captcha = await client.ok(authEndpoints.captchaImage);
  return client.ok(authEndpoints.login, {
    body: {
      authid: mobile,
      sec: await sec(request, password),
      code: await captchaAnswer(request, captcha.token),
      captchaToken: captcha.token,
      subsysCode,
    },
  });
}

/** The cookies the server sets on sign-in: the HttpOnly session and the page's readable marker. */
export function sessionCookies(token: string) {
  return [
    { name: 'X-Access-Token', value: token, url: origin, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'mall_signed_in', value: '1', url: origin, sameSite: 'Lax' as const },
  ];
}

/** A browser context signed in as `mobile` (the session cookies, as after the ticket exchange). */
export async function signIn(
  request: APIRequestContext,
  context: BrowserContext,
  mobile: string,
  password = demoPassword,
  subsysCode?: string,
): Promise<string> {
  const token = await apiLogin(request, mobile, password, subsysCode);
  await context.addCookies(sessionCookies(token));
  return token;
}

export function randomMobile(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Registers a new person account through the API; its password is returned. */
export async function registerByApi(
  request: APIRequestContext,
  mobile = randomMobile(),
  password = 'abc12345',
): Promise<{ mobile: string; password: string }> {
  const client = api(request);
  await client.ok(
    registerEndpoints.sendRegisterCode,
    { body: { mobile } },
    { slider: await sliderVerification(request) },
  );
  const smsCode = await latestCode(request, mobile, 'register');
  await client.ok(registerEndpoints.register, {
    body: {
      mobile,
      smsCode,
      sec: await sec(request, password),
      contactName: '测试用户',
      userClass: 2,
      agree: true,
    },
  });
  return { mobile, password };
}

/** A fresh account (registered through the API) signed in in the browser; its token is returned. */
export async function freshBuyer(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const user = await registerByApi(request);
  return signIn(request, context, user.mobile, user.password);
}

/** Fills the account form of the sign-on page or dialog with the real captcha answer and submits. */
export async function fillAccountLogin(
  request: APIRequestContext,
  scope: ReturnType<Page['locator']> | Page,
  mobile: string,
  password = demoPassword,
) {
  const form = scope.getByTestId('account-login-form');
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('密码', { exact: true }).fill(password);
  const image = form.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-token', /.+/);
  const token = (await image.getAttribute('data-token')) ?? '';
  await form.getByPlaceholder('请输入验证码').fill(await captchaAnswer(request, token));
  await form.getByRole('button', { name: '登录', exact: true }).click();
}
