import { systemEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import type { Reply } from '../../support/api';
import { expect, renderInBrowser, test } from '../../support/fixtures';

/**
 * MALL_APP_COLORS and MALL_APP_WIDTH (spec §3) restyle the storefront at run time: the antd primary and
 * the storefront's own CSS variables take the colour (--mall-brand as given, for decoration; --mall-primary
 * and antd's primary darkened until text in it, and white text on it, reach WCAG AA's 4.5:1), the page
 * column the width. The parameters are
 * served with other values, as after an operator changed them in the database; a bad value falls back.
 */
async function serveTheme(page: Page, values: () => Record<string, string>) {
  await renderInBrowser(page);
  await page.route(`**/api${systemEndpoints.paramList.path}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Reply<typeof systemEndpoints.paramList>;
    await route.fulfill({ response, json: { ...body, ext: { ...body.ext, ...values() } } });
  });
}

const look = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const container = document.querySelector('.site-header .mall-container');
    const button = document.querySelector('.site-header .ant-btn-primary');
    return {
      brand: root.getPropertyValue('--mall-brand').trim(),
      primary: root.getPropertyValue('--mall-primary').trim(),
      width: container?.getBoundingClientRect().width,
      button: button ? getComputedStyle(button).backgroundColor : null,
    };
  });

test('the theme colour and page width follow the parameters after a reload, and a bad value falls back', async ({
  page,
}) => {
  // The mall's own values, served as such: the platform console's test changes the real ones for a moment.
  let values: Record<string, string> = { MALL_APP_COLORS: '#ff6a00', MALL_APP_WIDTH: '1210' };
  await serveTheme(page, () => values);
  await page.goto('/mallview/mall/home');
  await expect(page.locator('.site-header .mall-container').first()).toBeVisible();
  await expect
    .poll(() => look(page))
    .toEqual({ brand: '#ff6a00', primary: '#b84c00', width: 1210, button: 'rgb(184, 76, 0)' });

  values = { MALL_APP_COLORS: '#1677ff', MALL_APP_WIDTH: '1400' };
  await page.reload();
  await expect
    .poll(() => look(page))
    .toEqual({ brand: '#1677ff', primary: '#1368de', width: 1400, button: 'rgb(19, 104, 222)' });

  values = { MALL_APP_COLORS: 'javascript:alert(1)', MALL_APP_WIDTH: '99999' };
  await page.reload();
  await expect
    .poll(() => look(page))
    .toEqual({ brand: '#ff6a00', primary: '#b84c00', width: 1210, button: 'rgb(184, 76, 0)' });
});
