import { catalogEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { classLabel, expect, type Lang, overrideParams, test } from '../../support/fixtures';

const texts = {
  zh_CN: {
    currency: '币种：CNY',
    brandCentre: '品牌中心',
    products: '商品中心',
    newsTab: '新闻资讯',
    carton: '箱',
    searchBox: '请输入商品名称、采购需求或店铺',
    backHome: '返回首页',
  },
  en_US: {
    currency: 'Currency: CNY',
    brandCentre: 'Brand centre',
    products: 'Products',
    newsTab: 'News',
    carton: 'carton',
    searchBox: 'Search products, purchase demands or shops',
    backHome: 'Back to home',
  },
} as const;

const intlHeader = (page: Page) => page.getByTestId('intl-header');
const classTree = (request: Parameters<typeof api>[0], lang: Lang) =>
  api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }, { lang });

/** Waits for the frame of one template, and that the other one is not there. */
async function expectTemplate(page: Page, template: 'intl' | 'default') {
  await expect(page.locator('.storefront')).toHaveAttribute('data-template', template);
  if (template === 'intl') {
    await expect(page.getByTestId('intl-strip')).toBeVisible();
    await expect(page.getByTestId('class-bar-item').first()).toBeVisible();
    await expect(page.locator('.class-menu')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('intl-strip')).toHaveCount(0);
    await expect(page.locator('.class-menu')).toBeVisible();
  }
}

for (const lang of ['zh_CN', 'en_US'] as const satisfies readonly Lang[]) {
  const text = texts[lang];

  test.describe(`the two templates in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
    });

    test('/mallIntl shows the international header: currency strip, brand centre tab, category bar, links under its prefix', async ({
      page,
      request,
    }) => {
      const tree = await classTree(request, lang);
      await page.goto('/mallview/mallIntl/home');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expectTemplate(page, 'intl');
      await expect(page.getByTestId('intl-currency')).toHaveText(text.currency);

      const tabs = intlHeader(page).getByRole('navigation', {
        name: lang === 'zh_CN' ? '主导航' : 'Main navigation',
      });
      await expect(tabs.getByRole('link', { name: text.brandCentre })).toHaveAttribute(
        'href',
        '/mallview/mallIntl/product/brandCenter',
      );
      await expect(tabs.getByRole('link', { name: text.products })).toHaveAttribute(
        'href',
        '/mallview/mallIntl/product?lightKey=commerce',
      );
      // A page with one address for both templates keeps it.
      await expect(tabs.getByRole('link', { name: text.newsTab })).toHaveAttribute(
        'href',
        '/mallview/news?lightKey=news',
      );
      await expect(page.getByTestId('cart-button')).toHaveAttribute('href', '/mallview/mallIntl/shopcart');

      // The category bar: a top class opens its children; a leaf goes to its list under /mallIntl.
      const top = tree[0]!;
      const bar = page.getByTestId('class-bar-item');
      await expect(bar.first()).toHaveText(classLabel(top));
      await bar.first().hover();
      const panel = page.getByTestId('class-menu-panel');
      await expect(
        panel.getByRole('link', { name: classLabel(top.children[0]!), exact: true }),
      ).toBeVisible();
      const leaf = top.children[0]!.children[0]!;
      await panel
        .getByTestId('class-menu-leaf')
        .filter({ hasText: classLabel(leaf) })
        .first()
        .click();
      await expect(page).toHaveURL(
        new RegExp(`/mallview/mallIntl/product\\?classId=${leaf.id}&lightKey=commerce$`),
      );
      await expectTemplate(page, 'intl');

      // 'All categories' lists every top class.
      await page.getByTestId('class-bar-trigger').click();
      const all = page.getByTestId('class-bar-all');
      for (const node of tree) {
        await expect(all.getByRole('link', { name: classLabel(node), exact: true })).toBeVisible();
      }
    });

    test('prices carry the currency code in the international template only; units are in the page language in both', async ({
      page,
      request,
    }) => {
      const list = await api(request).ok(
        catalogEndpoints.productList,
        { query: { offset: 1, limit: 100 } },
        { lang },
      );
      const product = list.rows.find((row) => row.unit === '箱');
      expect(product, 'a seeded product sold by the carton').toBeTruthy();

      await page.goto(`/mallview/mallIntl/product/detail?productId=${product!.productId}`);
      const purchase = page.locator('.product-purchase');
      await expect(purchase.locator('.mall-price').first()).toContainText('CNY');
      await expect(purchase.locator('.mall-price').first()).not.toContainText('¥');
      await expect(purchase.locator('.product-purchase__unit').first()).toHaveText(`/${text.carton}`);

      await page.goto(`/mallview/mall/product/detail?productId=${product!.productId}`);
      await expectTemplate(page, 'default');
      await expect(purchase.locator('.mall-price').first()).toContainText('¥');
      await expect(purchase.locator('.mall-price').first()).not.toContainText('CNY');
      // The catalogue follows the buyer's language in both templates (issue 18): the unit too.
      await expect(purchase.locator('.product-purchase__unit').first()).toHaveText(`/${text.carton}`);
    });

    test('the price filter names the currency like the prices in each template', async ({ page }) => {
      // The price filter: its boxes and its chip name the currency like the prices do.
      await page.goto('/mallview/mallIntl/product?priceMin=10&priceMax=100');
      const filter = page.getByTestId('price-filter');
      await expect(filter.locator('.mall-input-affix__prefix').first()).toHaveText('CNY');
      const chip = page.getByTestId('product-filters').getByRole('link', { name: /CNY 10 – CNY 100/ });
      await expect(chip).toBeVisible();
      await expect(page.getByTestId('product-filters')).not.toContainText('¥');
      await page.goto('/mallview/mall/product?priceMin=10&priceMax=100');
      await expect(filter.locator('.mall-input-affix__prefix').first()).toHaveText('¥');
      await expect(page.getByTestId('product-filters')).toContainText('¥10 – ¥100');
    });

    test.describe('when a page cannot load its code', () => {
      // The browser and React Router report the failed loads: that is what is being tried here.
      test.use({
        allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/],
      });

      test('the error page leads home in the template the buyer is in', async ({ page }) => {
        await page.goto('/mallview/mallIntl/home');
        await expectTemplate(page, 'intl');
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));
        await page.getByTestId('intl-header').getByRole('link', { name: text.brandCentre }).click();
        await expect(page).toHaveURL(/\/mallIntl\/product\/brandCenter/);
        const home = page.getByRole('link', { name: text.backHome, exact: true });
        await expect(home).toHaveAttribute('href', '/mallview/mallIntl/home');
      });
    });

    test('/mall keeps the default header with the side class menu while MALL_TEMPLATE is 1', async ({
      page,
    }) => {
      await page.goto('/mallview/');
      await expect(page).toHaveURL(/\/mallview\/mall\/home$/);
      await expectTemplate(page, 'default');
      await page.goto('/mallview/news');
      await expectTemplate(page, 'default');
    });

    test('MALL_TEMPLATE 3: / lands on /mallIntl/home, shared pages and search follow the template, /mall still shows the default one', async ({
      page,
    }) => {
      await overrideParams(page, { MALL_TEMPLATE: '3' });
      await page.goto('/mallview/');
      await expect(page).toHaveURL(/\/mallview\/mallIntl\/home$/);
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expectTemplate(page, 'intl');

      // A page both templates share (one address) wears the chosen template.
      await page.goto('/mallview/news');
      await expectTemplate(page, 'intl');
      await page.getByPlaceholder(text.searchBox).fill('茶叶');
      await page.getByPlaceholder(text.searchBox).press('Enter');
      await expect(page).toHaveURL(/\/mallview\/mallIntl\/product\?searchkey=%E8%8C%B6%E5%8F%B6/);
      await expect(page.getByTestId('product-card').first()).toHaveAttribute(
        'href',
        /\/mallview\/mallIntl\/product\/detail\?productId=\d+/,
      );

      // The address names its template.
      await page.goto('/mallview/mall/home');
      await expectTemplate(page, 'default');
    });
  });
}
