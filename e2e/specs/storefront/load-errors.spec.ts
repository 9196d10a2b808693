import type { Page } from '@playwright/test';
import { origin } from '../../support/auth';
import { expect, renderInBrowser, test } from '../../support/fixtures';

// Spec §8: every failed call shows an error toast. When the server fails all of a page's calls at once,
// the buyer sees one toast (identical texts within a toast's 5 s show once) and one inline error with one
// retry for the whole page, not a dozen of each.

test.use({ allowedConsoleErrors: [/status of 500/] });

/** Answers 500 to the page's data calls; the frame's own (parameters, languages) still load. */
async function failPageCalls(page: Page) {
  await renderInBrowser(page);
  await page.route(/\/api\/(?!sys\/)/, (route) => route.fulfill({ status: 500, body: 'down' }));
}

for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`home with every data call failing: one toast, one inline error, and its retry loads the page (${lang})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
    const texts = {
      zh_CN: { failed: '请求失败（HTTP 500）', retry: '重试' },
      en_US: { failed: 'Request failed (HTTP 500)', retry: 'Retry' },
    }[lang];
    let failedCalls = 0;
    page.on('requestfinished', async (request) => {
      if ((await request.response())?.status() === 500) failedCalls += 1;
    });
    await failPageCalls(page);
    await page.goto('/mallview/mall/home');
    const pageError = page.getByTestId('page-load-error');
    await expect(pageError).toHaveCount(1);
    await expect(pageError).toBeVisible();
    await expect.poll(() => failedCalls).toBeGreaterThan(3);
    const toasts = page.locator('.ant-message-notice').filter({ hasText: texts.failed });
    await expect(toasts).toHaveCount(1);
    // No panel shows a failure of its own beside the page's.
    await expect(page.getByTestId('home-page').getByRole('button', { name: texts.retry })).toHaveCount(0);

    await page.unrouteAll({ behavior: 'wait' });
    await pageError.getByTestId('page-load-retry').click();
    await expect(pageError).toHaveCount(0);
    await expect(page.getByTestId('home-shops').getByRole('link').first()).toBeVisible();
  });
}
