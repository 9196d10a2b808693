import { systemEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, type Lang, test } from '../../support/fixtures';
import {
  fakePosition,
  homeTab,
  landingPaths,
  languagePageTitle,
  movePosition,
  overrideSiteFlags,
  readStoredLocation,
} from './support';

const channelTitle: Record<Lang, string> = {
  zh_CN: '频道入口',
  en_US: 'Channels',
  ru_RU: 'Разделы',
  es: 'Canales',
};
const sceneTitle: Record<Lang, string> = {
  zh_CN: '选择适合您的采购场景',
  en_US: 'Choose how you buy',
  ru_RU: 'Выберите свой сценарий',
  es: 'Elige cómo comprar',
};

test.describe('/news/language', () => {
  for (const lang of ['en_US', 'ru_RU', 'es', 'zh_CN'] as const) {
    test(`choosing the ${lang} site switches the interface and lands on its portal page`, async ({
      page,
      request,
      baseURL,
    }) => {
      const sites = await api(request).ok(systemEndpoints.getSite);
      const site = sites.find((s) => s.languageCode === lang)!;
      const from: Lang = lang === 'zh_CN' ? 'en_US' : 'zh_CN';
      await page.context().addCookies([{ name: 'site_lang', value: from, url: baseURL! }]);
      await page.goto('/mallview/news/language');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(languagePageTitle[from]);
      // Every site of the API is offered, the current one marked.
      await expect(page.locator('.site-card')).toHaveCount(sites.length);
      await expect(page.getByTestId(`site-card-${from}`)).toHaveAttribute('aria-current', 'true');

      await page.getByTestId(`site-card-${lang}`).click();

      await expect(page).toHaveURL((url) => url.pathname === landingPaths[site.portalMallFlag]);
      const menu = page.locator('.menu-tabs');
      await expect(menu.getByRole('link', { name: homeTab[lang], exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        lang === 'es' ? 'es' : lang.replace('_', '-'),
      );
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'site_lang')).toMatchObject({ value: lang, path: '/' });

      // Back on the page, the texts are in the new language and the new site is the current one.
      await page.goto('/mallview/news/language');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(languagePageTitle[lang]);
      await expect(page.getByTestId(`site-card-${lang}`)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('a site with portal flag 2 lands on /channelPath and 3 on /scene, from the page and the top bar', async ({
    page,
  }) => {
    await overrideSiteFlags(page, { en_US: 2, ru_RU: 3 });
    await page.goto('/mallview/news/language');
    await expect(page.getByTestId('site-card-en_US')).toContainText('渠道首页');
    await expect(page.getByTestId('site-card-ru_RU')).toContainText('场景首页');

    await page.getByTestId('site-card-ru_RU').click();
    await expect(page).toHaveURL(/\/mallview\/scene$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sceneTitle.ru_RU);

    // The top bar's site switcher behaves the same way.
    await page.getByTestId('site-switcher').hover();
    await page.getByTestId('site-switcher-menu').getByRole('button', { name: 'International' }).click();
    await expect(page).toHaveURL(/\/mallview\/channelPath$/);
    await expect(page.getByTestId('channel-entrances').getByRole('heading')).toHaveText(channelTitle.en_US);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the region chosen on the page becomes the top bar label, from the picker or the city index', async ({
    page,
  }) => {
    await page.goto('/mallview/news/language');
    const label = page.getByTestId('region-label');
    const picker = page.getByTestId('language-page').getByTestId('region-picker');
    await picker.getByRole('button', { name: '四川省', exact: true }).click();
    await picker
      .getByRole('list', { name: '城市' })
      .getByRole('button', { name: '成都市', exact: true })
      .click();
    await expect(label).toHaveText('成都市');
    await expect(page.getByTestId('language-current-region')).toHaveText('当前地区：成都市');

    const index = page.getByTestId('city-index');
    await index.getByRole('button', { name: '厦门市', exact: true }).click();
    await expect(label).toHaveText('厦门市');
    await expect(index.getByRole('button', { name: '厦门市', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await readStoredLocation(page)).toMatchObject({ locationName: '厦门市', cityId: '350200' });
  });

  test.describe('with a position', () => {
    test('"use my location" finds the city of the position', async ({ page }) => {
      // The browser's position, answered at once (see fakePosition): 广州.
      await fakePosition(page, { latitude: 23.13, longitude: 113.26 });
      await page.goto('/mallview/news/language');
      const label = page.getByTestId('region-label');
      await expect(label).toHaveText('广州市');
      // Move the browser and ask again.
      await movePosition(page, { latitude: 22.54, longitude: 114.06 });
      await page.getByRole('button', { name: '使用我的位置' }).click();
      await expect(label).toHaveText('深圳市');
      await expect(page.getByText('已定位到深圳市')).toBeVisible();
    });
  });
});
