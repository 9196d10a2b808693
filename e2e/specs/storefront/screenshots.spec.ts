import { origin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

// Pictures of the home page in Chinese and English for a person to look at (fonts, overflow, missing
// pictures); written to the test output folder and attached to the report.
for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`home page screenshot in ${lang}`, async ({ page, context }, testInfo) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('home-banner').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('home-shops').locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const path = testInfo.outputPath(`home-${lang}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`home-${lang}`, { path, contentType: 'image/png' });
  });
}
