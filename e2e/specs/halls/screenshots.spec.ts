import { expect, test } from '../../support/fixtures';

// Pictures of every hall page in Chinese and English for a person to look at (fonts, overflow, missing
// pictures); written to the test output folder and attached to the report.
const pages: [string, string][] = [
  ['demand-center', '/mall/product/demandCenter'],
  ['demand-detail', '/mall/product/demandDetail?id=1'],
  ['supply-center', '/mall/product/supplyCenter'],
  ['supplier-list', '/mall/product/supplierList'],
  ['shop-list', '/mall/product/shopList'],
  ['shop-detail', '/mall/product/shopDetail?shopId=1'],
  ['brand-center', '/mallIntl/product/brandCenter'],
  ['points-center', '/mall/product/integralCenter'],
  ['integral-detail', '/mall/product/integralDetail?id=1'],
  ['platform-center', '/mall/product/platformCenter'],
  ['farm-center', '/mall/product/farmCenter'],
  ['market', '/mall/product/market'],
  ['market-detail', '/mall/product/market/detail?id=1'],
  ['town', '/mall/town'],
];

for (const lang of ['zh_CN', 'en_US'] as const) {
  test(`hall pages screenshots in ${lang}`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
    for (const [name, path] of pages) {
      await page.goto(`/mallview${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const file = testInfo.outputPath(`${name}-${lang}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${lang}`, { path: file, contentType: 'image/png' });
    }
  });
}
