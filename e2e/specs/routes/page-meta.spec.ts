import { origin } from '../../support/auth';
import { expect, overrideParams, systemParams, test } from '../../support/fixtures';

/**
 * Spec §3 site settings: the document title is "<page title> - <webtitle>", the description, keywords
 * and favicon come from `description`, `webkeywords` and `webico`, and the statistics script of
 * BAIDU_STATISTICS is added only when the setting holds an address.
 */
test.describe('page title, meta and statistics from the site settings', () => {
  test('title, description, keywords and icon follow the settings on every page (zh)', async ({
    page,
    request,
  }) => {
    const params = await systemParams(request);
    await overrideParams(page, {
      webtitle: '绿野采购网',
      description: '企业一站式采购：农产品、办公用品与工业品',
      webkeywords: '采购,批发,农产品',
    });
    const response = await page.goto('/mallview/mall/product');
    await expect(page).toHaveTitle('商品列表 - 绿野采购网');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      '企业一站式采购：农产品、办公用品与工业品',
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', '采购,批发,农产品');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', params.webico!);

    // Another page: its own title, the same site name.
    await page.goto('/mallview/news/language');
    await expect(page).toHaveTitle('站点与语言 - 绿野采购网');

    // No statistics setting: no script, and the CSP allows scripts from this site only.
    expect(params.BAIDU_STATISTICS ?? '').toBe('');
    await expect(page.locator('script#mall-statistics')).toHaveCount(0);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  test.describe('with a statistics address', () => {
    // The address is served to this browser only; the server's CSP (which reads the real setting, still
    // empty) refuses it, as it must for any script origin that is not the configured one.
    test.use({
      allowedConsoleErrors: [
        /(Refused to load|Loading) the script 'https:\/\/hm\.baidu\.com\/hm\.js\?\w+' (because it )?violates/,
      ],
    });

    test('the statistics script is added once, with the configured address (en)', async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'site_lang', value: 'en_US', url: origin }]);
      await overrideParams(page, {
        webtitle: 'Green Fields Mall',
        BAIDU_STATISTICS: 'https://hm.baidu.com/hm.js?0123456789abcdef',
      });
      await page.route('https://hm.baidu.com/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      await page.goto('/mallview/mall/product/shopList');
      await expect(page).toHaveTitle('Shops - Green Fields Mall');
      await expect(page.locator('script#mall-statistics')).toHaveAttribute(
        'src',
        'https://hm.baidu.com/hm.js?0123456789abcdef',
      );
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await expect(page).toHaveTitle('Home - Green Fields Mall');
      await expect(page.locator('script#mall-statistics')).toHaveCount(1);
    });
  });
});
