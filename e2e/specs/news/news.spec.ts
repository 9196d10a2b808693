import { contentEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, type Lang, test } from '../../support/fixtures';

const types = { news: 1, bulletin: 2, company: 3, resource: 4 };

// Articles come in the language asked for (site_lang): a test reads them in the language its page shows.
const listOf = (request: Parameters<typeof api>[0], type: number, searchkey?: string, lang: Lang = 'zh_CN') =>
  api(request).ok(
    contentEndpoints.newsList,
    { query: { newsType: type, offset: 1, limit: 10, searchkey } },
    { lang },
  );

test.describe('news centre', () => {
  // Three tests per language rather than one long walk: each page load gets the test's whole budget, and
  // the two workers share them out (one walk through all eleven pages ran into the 45 s limit on a busy machine).
  for (const lang of ['zh_CN', 'en_US'] as const) {
    test.describe(lang, () => {
      const en = lang === 'en_US';
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
      });

      test(`every news route renders its real content: home and lists (${lang})`, async ({
        page,
        request,
      }) => {
        const news = await listOf(request, types.news, undefined, lang);
        const bulletins = await listOf(request, types.bulletin, undefined, lang);
        const resources = await listOf(request, types.resource, undefined, lang);

        await page.goto('/mallview/news');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(en ? 'News centre' : '资讯中心');
        await expect(page.getByTestId('news-panel-news')).toContainText(news.rows[0]!.title);
        await expect(page.getByTestId('news-panel-bulletin')).toContainText(bulletins.rows[0]!.title);
        await expect(page.getByTestId('news-panel-resource')).toContainText(resources.rows[0]!.title);

        const lists = [
          ['/mallview/news/newsList', news, en ? 'News' : '新闻资讯'],
          ['/mallview/news/bulletinList', bulletins, en ? 'Announcements' : '平台公告'],
          ['/mallview/news/resource', resources, en ? 'Resources' : '资料中心'],
        ] as const;
        for (const [path, data, title] of lists) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          await expect(page.getByTestId('article-item')).toHaveCount(data.rows.length);
          await expect(page.getByTestId('article-item').first()).toContainText(data.rows[0]!.title);
          await expect(page.getByTestId('article-total')).toHaveText(
            en ? `${data.total} articles` : `共 ${data.total} 篇`,
          );
        }
      });

      test(`every news route renders its real content: details, company and help (${lang})`, async ({
        page,
        request,
      }) => {
        const news = await listOf(request, types.news, undefined, lang);
        const bulletins = await listOf(request, types.bulletin, undefined, lang);
        const resources = await listOf(request, types.resource, undefined, lang);
        const company = await listOf(request, types.company, undefined, lang);
        for (const [path, data] of [
          ['/mallview/news/newsDetail', news],
          ['/mallview/news/bulletinDetail', bulletins],
          ['/mallview/news/resource/detail', resources],
        ] as const) {
          await page.goto(`${path}?id=${data.rows[1]!.id}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.rows[1]!.title);
          await expect(page.getByTestId('rich-text')).not.toBeEmpty();
        }

        await page.goto('/mallview/news/company');
        await expect(page.getByRole('heading', { level: 1 }).last()).toHaveText(company.rows[0]!.title);
        await page.getByRole('link', { name: company.rows[1]!.title }).click();
        await expect(page.getByTestId('article-view')).toContainText(company.rows[1]!.title);

        await page.goto('/mallview/news/helpcenter');
        await expect(page.getByTestId('help-article').getByRole('heading')).not.toBeEmpty();
      });

      test(`every news route renders its real content: coming soon leads home (${lang})`, async ({
        page,
      }) => {
        await page.goto('/mallview/mall/todo');
        await expect(page.getByRole('heading', { name: en ? 'Coming soon' : '功能即将上线' })).toBeVisible();
        await page
          .getByTestId('todo-page')
          .getByRole('link', { name: en ? 'Home page' : '返回首页' })
          .click();
        await expect(page).toHaveURL(/\/mall(view\/mall)?\/home$|\/$/);
        await expect(page.getByTestId('home-page')).toBeVisible();
      });
    });
  }

  test('the news list pages by 10 and searches titles', async ({ page, request }) => {
    const all = await listOf(request, types.news);
    expect(all.total).toBeGreaterThan(10);
    const second = await api(request).ok(contentEndpoints.newsList, {
      query: { newsType: 1, offset: 2, limit: 10 },
    });
    await page.goto('/mallview/news/newsList');
    await expect(page.getByTestId('article-item')).toHaveCount(10);
    await page.locator('.listing-pager').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('article-item').first()).toContainText(second.rows[0]!.title);

    const word = '平台';
    const found = await listOf(request, types.news, word);
    expect(found.total).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: '搜索新闻标题' }).fill(word);
    await page.locator('.listing-search button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`searchkey=${encodeURIComponent(word)}`));
    await expect(page.getByTestId('article-total')).toHaveText(`“${word}”共 ${found.total} 篇`);
    await expect(page.getByTestId('article-item')).toHaveCount(found.rows.length);
    for (const item of await page.getByTestId('article-item').getByRole('link').allTextContents()) {
      expect(item).toContain(word);
    }
    await page.getByRole('searchbox', { name: '搜索新闻标题' }).fill('没有这种标题');
    await page.locator('.listing-search button[type="submit"]').click();
    await expect(page.getByText('没有找到标题包含“没有这种标题”的内容')).toBeVisible();
  });
});

test.describe('news centre with missing articles', () => {
  // The browser logs the 404 answers these tests ask for on purpose.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a detail links to the previous and next article; unknown and bad ids are not found', async ({
    page,
    request,
  }) => {
    const list = await listOf(request, types.bulletin);
    const middle = await api(request).ok(contentEndpoints.newsDetail, { query: { id: list.rows[1]!.id } });
    await page.goto(`/mallview/news/bulletinDetail?id=${middle.id}`);
    await expect(page.getByTestId('article-prev')).toContainText(list.rows[0]!.title);
    await expect(page.getByTestId('article-next')).toContainText(list.rows[2]!.title);
    await page.getByTestId('article-next').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`bulletinDetail\\?id=${list.rows[2]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.rows[2]!.title);
    await page.getByTestId('article-prev').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.rows[1]!.title);

    await page.goto(`/mallview/news/bulletinDetail?id=${list.rows[0]!.id}`);
    await expect(page.getByTestId('article-prev')).toContainText('没有了');

    for (const id of ['999999', 'abc']) {
      await page.goto(`/mallview/news/newsDetail?id=${id}`);
      await expect(page.getByTestId('detail-not-found')).toContainText('文章不存在或已删除');
    }
    await page.getByRole('link', { name: '返回新闻资讯' }).click();
    await expect(page).toHaveURL(/\/news\/newsList$/);
  });
});

test.describe('news centre safety', () => {
  test('hostile HTML in an article is neutralised: no script runs, no handler, no javascript: link', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const legacy = await listOf(request, types.resource, '账户安全防护手册');
    expect(legacy.total).toBe(1);
    await page.goto(`/mallview/news/resource/detail?id=${legacy.rows[0]!.id}`);
    const body = page.getByTestId('rich-text');
    await expect(body).toContainText('请妥善保管账户密码');
    await expect(body.getByRole('link', { name: '400-800-8888' })).toHaveAttribute('href', 'tel:4008008888');
    const markup = await body.innerHTML();
    expect(markup).not.toMatch(/<script|<iframe|onclick|onerror|javascript:|style=/i);
    await body.getByText('请妥善保管账户密码').click();
    await body.getByText('点击领取奖励').click();
    // A handler or a javascript: link would have run by the next frames after the clicks.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelectorAll('.rich-text script, .rich-text iframe').length),
    ).toBe(0);
  });
});

test.describe('help centre', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a footer help link opens the help centre on that article', async ({ page, request }) => {
    const classes = await api(request).ok(contentEndpoints.footerMenus, { query: { classSource: 1 } });
    const menuClass = classes[1]!;
    const menu = menuClass.menuList[1]!;
    await page.goto('/mallview/mall/home');
    await page.locator('footer').getByRole('link', { name: menu.title, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/news/helpcenter\\?bottomClassId=${menuClass.bottomClassId}&bottomMenuId=${menu.bottomMenuId}$`,
      ),
    );
    await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(menu.title);
    const current = page.getByTestId('help-menu').locator('[aria-current="page"]');
    await expect(current).toHaveText(menu.title);
    // Another article from the tree.
    const other = menuClass.menuList[0]!;
    await page.getByTestId('help-menu').getByRole('link', { name: other.title, exact: true }).click();
    await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(other.title);
    await page.goto('/mallview/news/helpcenter?bottomMenuId=424242');
    await expect(page.getByTestId('detail-not-found')).toContainText('帮助文章不存在或已删除');
  });
});
