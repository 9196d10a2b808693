import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Lang, test } from '../../support/fixtures';

// Desktop pictures of the pages long languages stress (home, a list, the procurement hall, a product, an
// article) in Russian and Spanish, for a person to look at: cut names, colliding headers, clipped buttons.
// Run with SCREENSHOTS=1; SHOTS_DIR copies them out of the test output folder.
const pages = [
  ['home', '/mallview/mall/home', 'home-page'],
  ['list', '/mallview/mall/product?classId=1', ''],
  ['demand-hall', '/mallview/mall/product/demandCenter', ''],
  ['supply-hall', '/mallview/mall/product/supplyCenter', ''],
  ['detail', '/mallview/mall/product/detail?productId=1', 'product-title'],
  ['news', '/mallview/news', ''],
] as const;

for (const lang of ['ru_RU', 'es'] as const satisfies readonly Lang[]) {
  for (const [name, url, testId] of pages) {
    test(`${name} in ${lang}`, async ({ page, context, baseURL }, testInfo) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
      await page.goto(url);
      if (testId) await expect(page.getByTestId(testId).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const file = testInfo.outputPath(`${name}-${lang}.png`);
      await page.screenshot({ path: file, fullPage: name !== 'home' });
      if (name === 'home') {
        // The class menu opened on its first class, where long names get cut.
        await page.locator('.class-menu li').first().hover();
        await page.screenshot({ path: testInfo.outputPath(`home-menu-${lang}.png`) });
      }
      if (process.env.SHOTS_DIR) {
        mkdirSync(process.env.SHOTS_DIR, { recursive: true });
        for (const shot of [`${name}-${lang}.png`, `home-menu-${lang}.png`]) {
          try {
            copyFileSync(testInfo.outputPath(shot), path.join(process.env.SHOTS_DIR, shot));
          } catch {
            // only home has the menu picture
          }
        }
      }
    });
  }
}
