import { contentEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { expect, systemParams, test } from '../../support/fixtures';

// Issue 31: the footer shows the mallfooterlogo picture, named in the visitor's language, on a phone too.
test.describe('the footer logo at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh_CN', 'es'] as const) {
    test(`${lang}: the mallfooterlogo picture with the mall's name as its text`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const params = await systemParams(request, lang);
      expect(params.mallfooterlogo, 'the seed sets mallfooterlogo').toBeTruthy();
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
      await page.goto('/mallview/mall/home');
      const footer = page.locator('footer.site-footer');
      const logo = footer.getByTestId('footer-logo');
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', params.mallfooterlogo);
      await expect(logo).toHaveAttribute('alt', params.webtitle);
      await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      const box = (await logo.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The filing lines fit the screen and wrap instead of running off it.
      for (const id of ['footer-filing', 'footer-icp']) {
        const line = (await footer.getByTestId(id).boundingBox())!;
        expect(line.x + line.width, id).toBeLessThanOrEqual(390);
      }
      await footer.screenshot({ path: `/tmp/shots-phone2/footer-390-${lang}.png` });
    });
  }
});

test.describe('layout', () => {
  test('footer shows phone, address, copyright, filing numbers and QR codes on the correct side', async ({
    page,
    request,
  }) => {
    const [params, menus] = await Promise.all([
      systemParams(request),
      api(request).ok(contentEndpoints.footerMenus, { query: { classSource: 1 } }),
    ]);
    await page.goto('/mallview/mall/home');
    const footer = page.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();

    await expect(footer.getByTestId('footer-phone')).toContainText(params.mallphone);
    await expect(footer).toContainText(params.malladress);
    await expect(footer.getByTestId('footer-copyright')).toHaveText(params.copyright);
    await expect(footer.getByTestId('footer-filing')).toContainText(params.beian);
    await expect(footer.getByTestId('footer-icp')).toContainText(params.ICPB);
    await expect(footer.getByTestId('footer-service-hours')).toHaveText(/9:00/);
    await expect(footer).toContainText('Chrome');

    await expect(footer.getByTestId('footer-column')).toHaveCount(menus.length);
    const qr = footer.getByTestId('footer-qr');
    const side = menus.length < 5 ? 'left' : 'right';
    await expect(qr).toHaveAttribute('data-side', side);
    const images = qr.locator('img');
    await expect(images).toHaveCount(2);
    for (const img of await images.all()) {
      // Attached comes before loaded: wait for the picture itself.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    const qrBox = await qr.boundingBox();
    const menusBox = await footer.locator('.site-footer__menus').boundingBox();
    expect(qrBox && menusBox).toBeTruthy();
    if (side === 'left') expect(qrBox!.x).toBeLessThan(menusBox!.x);
    else expect(qrBox!.x).toBeGreaterThan(menusBox!.x);

    // A footer menu opens the help centre with its ids.
    const first = menus[0];
    await footer.getByRole('link', { name: first.menuList[0].title }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/news/helpcenter\\?bottomClassId=${first.bottomClassId}&bottomMenuId=${first.menuList[0].bottomMenuId}`,
      ),
    );
  });

  test('back-to-top is hidden on home and appears on other pages after scrolling', async ({ page }) => {
    // A clock the test moves: whatever the scroll would start (a throttle, a delay) has run by then.
    await page.clock.install();
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(1000);
    await expect(page.locator('.ant-float-btn')).toHaveCount(0);

    await page.goto('/mallview/mall/product?classId=1');
    await expect(page.getByTestId('product-list-title')).toBeVisible();
    await expect(page.locator('.ant-float-btn')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    const backTop = page.getByRole('button', { name: '回到顶部' });
    await expect(backTop).toBeVisible();
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(60);
  });

  test('the menu tab of the lightKey stays highlighted across navigation', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const tabs = page.locator('.menu-tabs');
    await expect(tabs.getByRole('link', { name: '首页', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: '采购大厅' }).click();
    await expect(page).toHaveURL(/\/mall\/product\/demandCenter\?lightKey=purchase/);
    await expect(tabs.getByRole('link', { name: '采购大厅' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '首页', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // A link without lightKey (the help centre in the top strip) keeps the value.
    await page
      .getByRole('navigation', { name: '顶部工具栏' })
      .getByRole('link', { name: '帮助中心' })
      .click();
    await expect(page).toHaveURL(/\/news\/helpcenter\?lightKey=purchase/);
    await expect(tabs.getByRole('link', { name: '采购大厅' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/\/mall\/home\?lightKey=%2F/);
    await expect(tabs.getByRole('link', { name: '首页', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('right bar: contact phone popover, QR codes, and the login dialog for visitors', async ({
    page,
    request,
  }) => {
    const params = await systemParams(request);
    await page.goto('/mallview/mall/home');
    const bar = page.getByRole('complementary', { name: '快捷服务' });
    await bar.getByTestId('right-bar-phone').hover();
    await expect(page.getByText(params.mallphone, { exact: true }).last()).toBeVisible();

    await bar.getByTestId('right-bar-chat').click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
  });
});

test.describe('reduced motion', () => {
  // What a visitor's system asks for decides whether antd animates (transitions of 0 s otherwise).
  const searchButtonTransition = async (page: Page) => {
    await page.goto('/mallview/mall/home');
    const button = page.locator('button.ant-btn').first();
    await expect(button).toBeVisible();
    return button.evaluate((el) => getComputedStyle(el).transitionDuration);
  };

  test.describe('asked for', () => {
    test.use({ reducedMotion: 'reduce' });
    test('antd components do not animate', async ({ page }) => {
      expect((await searchButtonTransition(page)).split(', ').every((d) => d === '0s')).toBe(true);
    });
  });

  test.describe('not asked for', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('antd components animate', async ({ page }) => {
      expect((await searchButtonTransition(page)).split(', ').some((d) => d !== '0s')).toBe(true);
    });
  });
});
