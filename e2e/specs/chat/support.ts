import { accountEndpoints, chatEndpoints } from '@mall/contracts';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, demoBuyer, origin, signIn } from '../../support/auth';
import type { Lang } from '../../support/fixtures';

/** The merchant of the first shop (鲜丰水果旗舰店), signed in with its seller centre. */
export const demoMerchant = '13900000001';
export { demoBuyer };

/** A unique text per test run, so tests never read each other's messages. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Party {
  context: BrowserContext;
  page: Page;
  token: string;
  custId: number;
  /** Page errors of this party's page (the fixtures check only the default page). */
  errors: string[];
}

/** A second browser (own cookies) signed in as `mobile`, in `lang`. */
export async function openParty(
  browser: Browser,
  request: APIRequestContext,
  mobile: string,
  lang: Lang = 'zh_CN',
): Promise<Party> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
  const token = await signIn(request, context, mobile);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const user = await api(request).ok(accountEndpoints.userInfo, {}, { token });
  return { context, page, token, custId: user.custId, errors };
}

/** The customer id of the demo merchant (whom a buyer's chat from the first shop reaches). */
export async function demoMerchantCustId(request: APIRequestContext): Promise<number> {
  const token = await apiLogin(request, demoMerchant);
  return (await api(request).ok(accountEndpoints.userInfo, {}, { token })).custId;
}

/** The chat panel of a page (the chat page or the chat window). */
export function chatPanel(page: Page) {
  return page.getByTestId('chat-panel').last();
}

/** The messages of the open conversation whose text contains `text`. */
export function messagesWith(page: Page, text: string) {
  return chatPanel(page).getByTestId('chat-message').filter({ hasText: text });
}

/** Opens (or finds) the buyer's conversation with a customer through the API; its id. */
export async function conversationWith(request: APIRequestContext, token: string, receiveCustId: number) {
  const conversation = await api(request).ok(
    chatEndpoints.addMessage,
    { body: { receiveCustId } },
    { token },
  );
  return conversation.messageId;
}

export async function sendText(
  request: APIRequestContext,
  token: string,
  messageId: number,
  content: string,
) {
  return api(request).ok(chatEndpoints.sendMessage, { body: { messageId, content } }, { token });
}

/** Types into the message box and presses Enter. */
export async function typeAndSend(page: Page, text: string) {
  const input = chatPanel(page).getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}
