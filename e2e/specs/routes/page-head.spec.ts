import { catalogEndpoints, contentEndpoints } from '@mall/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from '../../support/api';
import { origin } from '../../support/auth';
import { classLabel, expect, systemParams, test, waitUntilReady } from '../../support/fixtures';
import { classTree, findProduct } from '../products/product-data';

/** A product's detail in one language (names, shop) as the API gives it to a page in that language. */
const productIn = (request: APIRequestContext, productId: number, lang: 'zh_CN' | 'en_US' | 'ru_RU') =>
  api(request).ok(catalogEndpoints.productDetail, { query: { productId } }, { lang });

/** A text to find as it is inside a pattern (names hold brackets and dots: "Quilt (Aksu), 2.0 m"). */
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1549.00" → "1,549.00", as the Chinese and English pages group an amount. */
const grouped = (price: string) =>
  Number(price).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Issue 17, the head of every page: what a search engine or a link preview reads from a product page in
 * the language of its address (title, description, canonical, the four languages, JSON-LD), and that a
 * page that is not there asks not to be indexed. Written against the head itself, so it holds whether
 * the page was rendered in the browser or on the server.
 */

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const languages = [
  { lang: 'zh_CN', htmlLang: 'zh-CN', query: '', sold: (shop: string) => `由${shop}销售` },
  { lang: 'en_US', htmlLang: 'en-US', query: '&lang=en_US', sold: (shop: string) => `sold by ${shop}` },
] as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the head of a product page${javaScriptEnabled ? '' : ', as the server sends it (no JavaScript)'}`, () => {
    test.use({ javaScriptEnabled });
    for (const language of languages) {
      test(`title, description, canonical, hreflang and JSON-LD (${language.lang})`, async ({
        page,
        request,
      }) => {
        const params = await systemParams(request, language.lang);
        // The product as the page's language names it (the catalogue is translated).
        const product = await productIn(
          request,
          (await findProduct(request, () => true)).productId,
          language.lang,
        );
        const path = `/mallview/mall/product/detail?productId=${product.productId}`;
        // Tracking parameters and the menu highlight are not part of the page's address.
        const response = await page.goto(`${path}&lightKey=commerce&utm_source=newsletter${language.query}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('product-title')).toHaveText(product.productName);
        await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);

        await expect(page).toHaveTitle(`${product.productName} - ${params.webtitle}`);
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveCount(1);
        await expect(description).toHaveAttribute(
          'content',
          new RegExp(`¥${grouped(product.productPrice).replace(/\./g, '\\.')}`),
        );
        await expect(description).toHaveAttribute('content', new RegExp(escapeRe(product.productName)));
        await expect(description).toHaveAttribute(
          'content',
          new RegExp(escapeRe(language.sold(product.shop.shopName))),
        );

        const canonical = `${origin}${path}${language.query}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', language.lang);
        const alternates = page.locator('link[rel="alternate"][hreflang]');
        await expect(alternates).toHaveCount(5);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `${origin}${path}`,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="ru-RU"]')).toHaveAttribute(
          'href',
          `${origin}${path}&lang=ru_RU`,
        );

        await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(2);
        const data = await jsonLdOf(page);
        const item = data.find((entry) => entry['@type'] === 'Product');
        expect(item).toMatchObject({
          name: product.productName,
          offers: {
            '@type': 'Offer',
            price: product.productPrice,
            priceCurrency: 'CNY',
            url: `${origin}/mallview/mall/product/detail?productId=${product.productId}`,
            seller: { name: product.shop.shopName },
          },
        });
        const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as {
          itemListElement: { position: number; name: string }[];
        };
        expect(trail.itemListElement.at(-1)?.name).toBe(product.productName);
        expect(trail.itemListElement.map((crumb) => crumb.position)).toEqual(
          trail.itemListElement.map((_, index) => index + 1),
        );
      });
    }

    if (!javaScriptEnabled) {
      // The browser logs the 404 answers themselves.
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test('a missing product and an unknown address answer 404, asking not to be indexed', async ({
        page,
      }) => {
        for (const [path, shown] of [
          ['/mallview/mall/product/detail?productId=2147483000', 'product-not-found'],
          ['/mallview/mall/no-such-page', 'page-not-found'],
        ] as const) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(404);
          await expect(page.getByTestId(shown)).toBeVisible();
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        }
      });
      return;
    }

    test('leaving the product takes its JSON-LD, preload and title with it', async ({ page, request }) => {
      const product = await findProduct(request, () => true);
      await page.goto(`/mallview/mall/product/detail?productId=${product.productId}`);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(2);
      // The main picture is fetched first, at high priority.
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload).toHaveCount(1);
      // The same WebP thumbnails the gallery's <picture> loads, so the picture is fetched once.
      const webp = await page
        .getByTestId('gallery-main')
        .locator('source[type="image/webp"]')
        .getAttribute('srcset');
      expect(webp).toContain('/thumbs/320/');
      await expect(preload).toHaveAttribute('imagesrcset', webp ?? '');
      await page.getByTestId('shop-card').getByRole('link', { name: '进入店铺' }).click();
      await expect(page).toHaveURL(/shopDetail/);
      await expect(page).toHaveTitle(new RegExp(`^${product.shop.shopName} - `));
      await expect(preload).toHaveCount(0);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
      expect((await jsonLdOf(page))[0]?.['@type']).toBe('BreadcrumbList');
    });
  });
}

test.describe('the language in the address', () => {
  test('?lang= picks the language, is remembered, and follows a switch of language', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, () => true);
    const russian = await productIn(request, product.productId, 'ru_RU');
    const path = `/mallview/mall/product/detail?productId=${product.productId}`;
    await page.goto(`${path}&lang=ru_RU`);
    await expect(page.getByTestId('product-title')).toHaveText(russian.productName);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'site_lang')).toMatchObject({ value: 'ru_RU' });

    // Switching to the Chinese site lands on its home; back on the product the address drops the lang it
    // no longer shows, and the canonical follows.
    await page.getByTestId('site-switcher').hover();
    await page.getByTestId('site-switcher-menu').getByRole('button', { name: '中国站' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('product-title')).toHaveText(product.productName);
    await expect(page).toHaveURL(`${origin}${path}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('the head of lists and articles', () => {
  test('a class list is named by its class, with the class path as breadcrumb', async ({ page, request }) => {
    const params = await systemParams(request);
    const top = (await classTree(request))[0]!;
    await page.goto(`/mallview/mall/product?classId=${top.id}`);
    await expect(page).toHaveTitle(`${classLabel(top)} - ${params.webtitle}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(classLabel(top)),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/mallview/mall/product?classId=${top.id}`,
    );
    const [trail] = await jsonLdOf(page);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (trail as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(items.at(-1)).toEqual(
      expect.objectContaining({
        name: classLabel(top),
        item: `${origin}/mallview/mall/product?classId=${top.id}`,
      }),
    );

    await page.goto(`/mallview/mall/product?searchkey=${encodeURIComponent('苹果')}`);
    await expect(page).toHaveTitle(`搜索：苹果 - ${params.webtitle}`);
  });

  test('a news article: its title, the start of its text, og:type article', async ({ page, request }) => {
    const params = await systemParams(request);
    const list = await api(request).ok(contentEndpoints.newsList, {
      query: { newsType: 1, offset: 1, limit: 1 },
    });
    const article = await api(request).ok(contentEndpoints.newsDetail, { query: { id: list.rows[0]!.id } });
    await page.goto(`/mallview/news/newsDetail?id=${article.id}`);
    await expect(page).toHaveTitle(`${article.title} - ${params.webtitle}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const text = await page.getByTestId('rich-text').innerText();
    const start = text.replace(/\s+/g, ' ').trim().slice(0, 20);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.startsWith(start)).toBe(true);
    expect(description!.length).toBeLessThanOrEqual(150);
  });
});

test.describe('pages that are not there', () => {
  // The browser logs the API's 404 for the missing product.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a missing product and an unknown address ask not to be indexed and name no canonical', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/product/detail?productId=2147483000');
    await expect(page.getByTestId('product-not-found')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);

    await page.goto('/mallview/mall/no-such-page');
    await expect(page.getByTestId('page-not-found')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // A page that is there again drops the noindex.
    await page.getByTestId('page-not-found').getByRole('link', { name: '返回首页' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});

test.describe('the head while a server-rendered page hydrates', () => {
  for (const { name, path } of [
    { name: 'home', path: '/mallview/mall/home' },
    { name: 'product page', path: '/mallview/mall/product/detail?productId=1&lang=en_US' },
  ]) {
    test(`stays the server's head: nothing removed, the title never changes (${name})`, async ({
      page,
      consoleErrors,
    }) => {
      // The page hydrates in parts (its header, the page, its sections): the head must not lose the page's
      // title, LCP preload or JSON-LD while the site's part is in and the page's parts are not yet.
      await page.addInitScript(() => {
        const seen = { removed: [] as string[], titles: [] as string[] };
        (window as unknown as { headChanges: typeof seen }).headChanges = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes)
              if (node instanceof Element && node.hasAttribute('data-head'))
                seen.removed.push(node.getAttribute('data-head') ?? '');
            if (record.target.nodeName === 'TITLE' || record.target.parentNode?.nodeName === 'TITLE')
              seen.titles.push(document.title);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(path);
      await waitUntilReady(page);
      const serverTitle = await page.title();
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const changes = await page.evaluate(
        () => (window as unknown as { headChanges: { removed: string[]; titles: string[] } }).headChanges,
      );
      expect(changes.removed).toEqual([]);
      expect(
        changes.titles.every((title) => title === serverTitle),
        changes.titles.join(' | '),
      ).toBe(true);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      expect(await jsonLdOf(page)).not.toEqual([]);
      expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
