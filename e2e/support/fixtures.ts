import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export type Lang = 'zh_CN' | 'en_US' | 'ru_RU' | 'es';

/** Calls the API as the storefront does (language from the site_lang cookie) and returns ext or the page. */
export async function api<T>(
  request: APIRequestContext,
  pathAndQuery: string,
  lang: Lang = 'zh_CN',
): Promise<T> {
  const response = await request.get(`/api${pathAndQuery}`, { headers: { cookie: `site_lang=${lang}` } });
  expect(response.ok(), `GET /api${pathAndQuery}`).toBe(true);
  const body = (await response.json()) as { code: number; ext?: T; rows?: unknown[]; total?: number };
  expect(body.code, `code of /api${pathAndQuery}`).toBe(0);
  return (body.rows ? { rows: body.rows, total: body.total } : body.ext) as T;
}

export interface ClassNode {
  id: number;
  name: string;
  aliasName: string;
  children: ClassNode[];
}

export const classLabel = (node: ClassNode) => node.aliasName.trim() || node.name;

export async function systemParams(request: APIRequestContext) {
  return api<Record<string, string>>(request, '/sys/param/list');
}

/**
 * Every test fails when the page logged a console error or threw: a storefront that works "except for
 * an error in the console" is broken for somebody.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
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

/** Serves the real system parameters with some values replaced (switches the seed leaves off). */
export async function overrideParams(page: Page, overrides: Record<string, string>) {
  await page.route('**/api/sys/param/list*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; msg: string; ext: Record<string, string> };
    await route.fulfill({ response, json: { ...body, ext: { ...body.ext, ...overrides } } });
  });
}
