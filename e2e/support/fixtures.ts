import { type ClassNode, type Locale, systemEndpoints } from '@mall/contracts';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { api, type Reply } from './api';

export { expect };

/** An interface language (the site_lang cookie). */
export type Lang = Locale;

export type { ClassNode };

export const classLabel = (node: ClassNode) => node.aliasName.trim() || node.name;

/** The public system parameters; texts a buyer reads (site name, hot words, address) in `lang`. */
export async function systemParams(request: APIRequestContext, lang: Lang = 'zh_CN') {
  return api(request).ok(systemEndpoints.paramList, {}, { lang });
}

/**
 * Every test fails when the page logged a console error or threw: a storefront that works "except for
 * an error in the console" is broken for somebody.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /**
   * A storefront page arrives rendered by the server and responds once the app has hydrated it: after
   * `goto` and `reload` the test waits for that (`<html data-ready>`), as a buyer waits for the page to
   * respond, so a click is never lost on markup that has no handlers yet.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilReady(page);
      return response;
    };
    await use(page);
  },
  /** Console errors a test expects (e.g. the browser's own line about a 401 it provokes on purpose). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} @ ${message.location().url}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until a page of the storefront, the sign-on page or a console responds (its app set
 * `<html data-ready>`), the signed-in storefront's shell too: it renders its parts before the lazy ones (the
 * right bar's popovers) come alive, and a click in between was lost (a journey's "Message" opened nothing). A
 * document that is no app's (a file, a sitemap) has nothing to wait for. A page that stays unresponsive fails
 * the test here, where it happened, instead of a later click being lost on it.
 */
export async function waitUntilReady(page: Page) {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.ready === 'true' || !document.getElementById('root'),
      undefined,
      { timeout: 10_000 },
    )
    .catch((error: Error) => {
      // The page left (a redirect, a test that navigates on) while this waited: nothing to wait for.
      if (/navigat|closed|destroyed/i.test(error.message)) return;
      throw new Error(`${page.url()} did not become ready (<html data-ready>) in 10 s`, { cause: error });
    });
}

/**
 * Storefront pages of this page come as the shell the browser renders, not rendered by the server: for a test
 * of the app's behaviour given API answers it changes in the browser (the server rendered with the real
 * ones). The server's rendering is checked by the tests that do not call this.
 */
export async function renderInBrowser(page: Page) {
  await page.route(/\/mallview(\/|\?|$)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch().catch(() => null);
    // The page left while its document was on the way.
    if (!response) return;
    const html = (await response.text()).replace(
      /<script type="application\/json" id="mall-ssr-state">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

/** Serves the real system parameters with some values replaced (switches the seed leaves off). */
export async function overrideParams(page: Page, overrides: Record<string, string>) {
  await renderInBrowser(page);
  await page.route(`**/api${systemEndpoints.paramList.path}*`, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as Reply<typeof systemEndpoints.paramList>;
      await route.fulfill({ response, json: { ...body, ext: { ...body.ext, ...overrides } } });
    } catch (error) {
      // The page left meanwhile (a sign-in sending a seller to the channel site): nothing to answer.
      if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
    }
  });
}
