import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The server of this run (playwright.config.ts: E2E_PORT, default 18080). */
export const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
export const demoPassword = 'demo1234';
/** Company buyer, one centre. */
export const demoBuyer = '13800000001';
/** Two centres (buyer and seller). */
export const demoTwoCentres = '13800000002';

interface Envelope<T> {
  code: number;
  msg: string;
  ext: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { data?: unknown; token?: string; slider?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { cookie: 'site_lang=zh_CN' };
  if (options.token) headers['X-Access-Token'] = options.token;
  if (options.slider) headers['captcha-valid'] = options.slider;
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { headers, data: options.data ?? {} });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(0);
  return body.ext;
}

/** The `sec` field as the web app makes it (docs/sign-on.md). */
export async function sec(request: APIRequestContext, password: string): Promise<string> {
  const pem = await call<string>(request, 'GET', '/auth/publickey');
  const cipher = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  );
  return encodeURIComponent(encodeURIComponent(cipher.toString('base64')));
}

/** The answer of a captcha (dev outbox, MALL_DEV_OUTBOX=1). */
export async function captchaAnswer(request: APIRequestContext, token: string): Promise<string> {
  const ext = await call<{ answer: string }>(
    request,
    'GET',
    `/dev/captcha?token=${encodeURIComponent(token)}`,
  );
  return ext.answer;
}

/**
 * A slider solved through the API (its answer from the dev outbox): the one-use verification every call
 * that sends an SMS code carries in its `captcha-valid` header.
 */
export async function sliderVerification(request: APIRequestContext): Promise<string> {
  const puzzle = await call<{ repData: { token: string } }>(request, 'POST', '/auth/captcha/get', {
    data: { captchaType: 'blockPuzzle' },
  });
  const x = await captchaAnswer(request, puzzle.repData.token);
  const checked = await call<{ captchaVerification: string }>(request, 'POST', '/auth/captcha/check', {
    data: { token: puzzle.repData.token, pointJson: JSON.stringify({ x: Number(x), y: 5 }) },
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
      const list = await call<Array<{ code: string; purpose: string }>>(
        request,
        'GET',
        `/dev/outbox?mobile=${mobile}`,
      );
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
  const captcha = await call<{ token: string }>(request, 'GET', '/auth/captcha/img');
  return call<string>(request, 'POST', '/auth/login', {
    data: {
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
  await call(request, 'POST', '/user/register/registersendsmscode', {
    data: { mobile },
    slider: await sliderVerification(request),
  });
  const smsCode = await latestCode(request, mobile, 'register');
  await call(request, 'POST', '/user/register/register', {
    data: {
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

interface Envelope<T> {
  code: number;
  msg: string;
  ext: T;
  rows?: T;
}

/**
 * Calls a member endpoint with a session token (as another client of the same user would); `slider` is the
 * verification (sliderVerification) a call that sends an SMS code carries.
 */
export async function memberCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  slider?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'X-Access-Token': token, cookie: 'site_lang=zh_CN' };
  if (slider) headers['captcha-valid'] = slider;
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { headers, data: data ?? {} });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(0);
  return (body.rows ?? body.ext) as T;
}

/** An upload endpoint as the member: text fields, then the file in `file` (multipart/form-data). */
export async function memberUpload<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  fields: Record<string, string | number>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<T> {
  const headers = { 'X-Access-Token': token, cookie: 'site_lang=zh_CN' };
  const multipart = { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), file };
  const response = await request.post(`/api${path}`, { headers, multipart });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `POST ${path}: ${body.msg}`).toBe(0);
  return body.ext as T;
}
