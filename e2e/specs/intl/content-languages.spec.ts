import { contentEndpoints, systemEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, type Lang, test } from '../../support/fixtures';

// The mall's content (not only its buttons) follows the buyer's language: banners, hot words, the footer,
// news and help articles are translated, and a text left in Chinese is marked lang="zh-CN".

const han = /[\u4e00-\u9fff]/;

const useLang = (lang: Lang) =>
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
  });

test.describe('home in Russian', () => {
  useLang('ru_RU');

  test('shows Russian banners, hot words and footer', async ({ page, request }) => {
    const params = await api(request).ok(
      systemEndpoints.paramList,
      { query: { codes: 'MALL_HOT_WORD,malladress,copyright' } },
      { lang: 'ru_RU' },
    );
    await page.goto('/mallview/mall/home');

    const hotWords = page.getByTestId('hot-words');
    for (const word of params.MALL_HOT_WORD!.split('#')) {
      await expect(hotWords.getByText(word, { exact: true })).toBeVisible();
    }
    await expect(hotWords.getByText('Рис', { exact: true })).toBeVisible();

    const banner = page.getByTestId('home-banner').locator('img').first();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('alt', 'Фрукты прямо из сада');
    await expect(banner).toHaveAttribute('src', /ru_RU/);
    await expect(banner).not.toHaveAttribute('lang', /.*/);

    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('heading', { name: 'Покупателям' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Регистрация и вход' })).toBeVisible();
    await expect(footer).toContainText(params.malladress!);
    await expect(footer.getByTestId('footer-copyright')).toHaveText(params.copyright!);
    // Issue 31: the filing lines too are in Russian (the registration numbers unchanged), not left in Chinese.
    for (const id of ['footer-filing', 'footer-icp']) {
      await expect(footer.getByTestId(id)).toBeVisible();
      await expect(footer.getByTestId(id)).not.toContainText(han);
      await expect(footer.getByTestId(id)).not.toHaveAttribute('lang', /.*/);
    }
    await expect(footer.getByTestId('footer-icp')).toContainText('2026000001-1');
    // Nothing else in the footer's menus is left in Chinese.
    await expect(footer.locator('.site-footer__menus')).not.toContainText(han);
  });
});

test.describe('news in Spanish', () => {
  useLang('es');

  test('an article reads in Spanish, its neighbours too', async ({ page, request }) => {
    const list = await api(request).ok(
      contentEndpoints.newsList,
      { query: { newsType: 1, offset: 1, limit: 5 } },
      { lang: 'es' },
    );
    const article = list.rows[1]!;
    expect(article.title).not.toMatch(han);
    await page.goto(`/mallview/news/newsDetail?id=${article.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(article.title);
    await expect(heading).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByTestId('rich-text')).toContainText(article.summary);
    await expect(page.getByTestId('rich-text')).not.toContainText(han);
    await expect(page.getByTestId('article-prev').getByRole('link')).toHaveText(list.rows[0]!.title);
    await expect(page).toHaveTitle(
      new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - Yuncai Mall$`),
    );
  });

  test('an article without a translation is shown in Chinese, marked as Chinese', async ({
    page,
    request,
  }) => {
    const list = await api(request).ok(
      contentEndpoints.newsList,
      { query: { newsType: 4, offset: 1, limit: 50 } },
      { lang: 'es' },
    );
    const legacy = list.rows.find((row) => row.contentLang === 'zh_CN')!;
    expect(legacy.title).toMatch(han);
    await page.goto(`/mallview/news/resource/detail?id=${legacy.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legacy.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('rich-text')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a help article reads in Spanish', async ({ page }) => {
    await page.goto('/mallview/news/helpcenter');
    await page.getByRole('link', { name: 'Cómo comprar' }).first().click();
    const article = page.getByTestId('help-article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Cómo comprar');
    await expect(article.getByTestId('rich-text')).toContainText('Añadir al carrito');
    await expect(article).not.toContainText(han);
  });
});
