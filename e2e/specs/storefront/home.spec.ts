import { api, type ClassNode, classLabel, expect, systemParams, test } from '../../support/fixtures';

test.describe('home page', () => {
  test('shows the seeded mall: banner, class menu, floors with prices, shops, demands, news, footer', async ({
    page,
    request,
  }) => {
    const [params, tree] = await Promise.all([
      systemParams(request),
      api<ClassNode[]>(request, '/product/productclass/indexproductclass?classType=1&showView=1'),
    ]);
    expect(tree.length).toBeGreaterThan(3);

    await page.goto('/mallview/');
    await expect(page).toHaveTitle(new RegExp(params.webtitle));
    // One h1, the mall's name, for screen readers and search engines (the logo shows it).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(params.webtitle!);

    // Banner with a picture that actually loaded.
    const banner = page.getByTestId('home-banner');
    await expect(banner).toBeVisible();
    const firstBanner = banner.locator('img').first();
    await expect(firstBanner).toBeVisible();
    // Visible comes before loaded: wait for the picture itself.
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Class menu is open on home, one entry per top class with its label and first children.
    const tops = page.getByTestId('class-menu-top');
    await expect(tops).toHaveCount(tree.length);
    await expect(tops.first()).toContainText(classLabel(tree[0]));
    await expect(tops.first()).toContainText(classLabel(tree[0].children[0]));

    // User panel: visitor greeting with login and register, and the latest bulletins.
    await expect(page.getByTestId('member-card').getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByTestId('home-bulletins').locator('li').first()).toBeVisible();

    await expect(page.getByTestId('home-shops').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('home-demands').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('home-news').locator('li').first()).toBeVisible();

    // Floors load as they scroll into view; the first has product cards with yuan prices.
    const floor = page.getByTestId('product-floor').first();
    await floor.scrollIntoViewIfNeeded();
    await expect(floor.getByRole('heading')).toContainText(classLabel(tree[0]));
    const card = floor.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/¥\d+\.\d{2}/);
    const picture = card.locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('product-floor')).toHaveCount(tree.length);

    // Footer and cart.
    await expect(page.getByTestId('footer-phone')).toContainText(params.mallphone);
    await expect(page.getByTestId('cart-button')).toContainText('0');
  });

  test('loads floor products only when the floor comes into view', async ({ page }) => {
    const productCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/product/product/queryproductlist')) productCalls.push(req.url());
    });
    await page.goto('/mallview/mall/home');
    await expect(page.getByTestId('product-floor').first()).toBeAttached();
    const floors = await page.getByTestId('product-floor').count();
    expect(floors).toBeGreaterThan(3);
    // Everything the page loads by itself is in: no request for half a second.
    await page.waitForLoadState('networkidle');
    expect(productCalls.length).toBeLessThan(floors);

    await page.getByTestId('product-floor').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('product-floor').last().getByTestId('product-card').first()).toBeVisible();
  });

  test.describe(() => {
    // The browser logs the page's own 404 answer.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
      const response = await page.goto('/mallview/no/such/page');
      expect(response?.status()).toBe(404);
      const notFound = page.getByTestId('page-not-found');
      await expect(notFound.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await notFound.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  });

  test('the sign-on page links back to the page it came from, never off-site', async ({ page }) => {
    await page.goto('/mallview/mall/product?classId=1');
    await page.getByRole('navigation', { name: '顶部工具栏' }).getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL(/\/sso\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?classId=1/);

    await page.goto('/sso/login?redirect=//evil.example/steal');
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
      'href',
      '/mallview/mall/home',
    );
  });
});
