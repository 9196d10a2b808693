import { signIn } from '../../support/auth';
import { expect, type Lang, test } from '../../support/fixtures';

// Pictures of the onboarding and finance screens for a person to look at (layout, overflow, texts);
// written to the test output folder and attached to the report.
const shots: { name: string; path: string; lang: Lang; mobile?: string; centre?: string }[] = [
  { name: 'enter-visitor', path: '/mall/enter', lang: 'zh_CN' },
  { name: 'finance-visitor', path: '/mall/financialservice', lang: 'ru_RU' },
  {
    name: 'enter-rejected',
    path: '/mall/enter',
    lang: 'en_US',
    mobile: '13800000002',
    centre: 'DRP.TMALL.BUYER',
  },
  {
    name: 'wizard-rejected',
    path: '/mall/enterNew',
    lang: 'es',
    mobile: '13800000002',
    centre: 'DRP.TMALL.BUYER',
  },
  { name: 'wizard-new', path: '/mall/enterNew', lang: 'zh_CN', mobile: '13800000001' },
  { name: 'finance-buyer', path: '/mall/financialservice', lang: 'zh_CN', mobile: '13800000001' },
  { name: 'approved', path: '/mall/enterNew', lang: 'zh_CN', mobile: '13900000001' },
];

test('merchant and finance screenshots', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'site_lang', value: shot.lang, url: baseURL! }]);
    if (shot.mobile) await signIn(request, context, shot.mobile, undefined, shot.centre);
    const page = await context.newPage();
    await page.goto(`/mallview${shot.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const file = testInfo.outputPath(`${shot.name}-${shot.lang}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(shot.name, { path: file, contentType: 'image/png' });
    await context.close();
  }
});
