import { systemEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import type { Reply } from '../../support/api';
import { expect, type Lang, overrideParams, renderInBrowser, test } from '../../support/fixtures';

/** Serves the real sites with the portal flag of the visitor's site (its language) replaced. */
async function overridePortalFlag(page: Page, lang: Lang, portalMallFlag: number) {
  await renderInBrowser(page);
  await page.route(`**/api${systemEndpoints.getSite.path}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Reply<typeof systemEndpoints.getSite>;
    const ext = body.ext.map((site) => (site.languageCode === lang ? { ...site, portalMallFlag } : site));
    await route.fulfill({ response, json: { ...body, ext } });
  });
}

const headings = {
  zh_CN: { channel: /^欢迎来到/, scene: '选择适合您的采购场景' },
  en_US: { channel: /^Welcome to /, scene: 'Choose how you buy' },
} as const;

// Spec §2 route table: `/` goes to the portal default page of the site (portalMallFlag of
// /sys/accountsitemanage/getsite): 1 the mall home, 2 /channelPath, 3 /scene.
for (const lang of ['zh_CN', 'en_US'] as const satisfies readonly Lang[]) {
  test.describe(`the landing of / by the portal flag in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
    });

    test('flag 1 lands on /mall/home', async ({ page }) => {
      await overridePortalFlag(page, lang, 1);
      await page.goto('/mallview/');
      await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
      await expect(page.getByTestId('home-page')).toBeVisible();
    });

    test('flag 2 lands on /channelPath', async ({ page }) => {
      await overridePortalFlag(page, lang, 2);
      await page.goto('/mallview/');
      await expect(page).toHaveURL(/\/mallview\/channelPath$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[lang].channel);
    });

    test('flag 3 lands on /scene, with the query kept', async ({ page }) => {
      await overridePortalFlag(page, lang, 3);
      await page.goto('/mallview/?lightKey=%2F');
      await expect(page).toHaveURL(/\/mallview\/scene\?lightKey=%2F$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[lang].scene);
    });

    test('flag 1 with MALL_TEMPLATE 3 lands on /mallIntl/home', async ({ page }) => {
      await overridePortalFlag(page, lang, 1);
      await overrideParams(page, { MALL_TEMPLATE: '3' });
      await page.goto('/mallview/');
      await expect(page).toHaveURL(/\/mallview\/mallIntl\/home$/);
      await expect(page.getByTestId('intl-header')).toBeVisible();
    });
  });
}
