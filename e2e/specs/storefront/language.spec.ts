import { contentEndpoints, systemEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { expect, type Lang, overrideParams, test } from '../../support/fixtures';

const siteNames: Record<Lang, string> = {
  zh_CN: '中国站',
  en_US: 'International',
  ru_RU: 'Россия',
  es: 'España',
};
const homeTab: Record<Lang, string> = { zh_CN: '首页', en_US: 'Home', ru_RU: 'Главная', es: 'Inicio' };

// One page goes through the four languages (each switch changes something: it starts in Chinese and ends
// back in it), each checked once switched and once more after a reload.
test('switching the language translates the interface and survives a reload, for each language', async ({
  page,
  request,
}) => {
  await page.goto('/mallview/mall/home');
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: homeTab.zh_CN, exact: true }),
  ).toBeVisible();
  for (const lang of ['en_US', 'ru_RU', 'es', 'zh_CN'] as const) {
    await test.step(lang, async () => {
      const [footer, tabs] = await Promise.all([
        api(request).ok(contentEndpoints.footerMenus, { query: { classSource: 1 } }, { lang }),
        api(request).ok(
          systemEndpoints.typeConfigList,
          { query: { moduleCode: 'front_mall_set', itemCode: 'MALL_HOME_TAB', aliveFlag: 1 } },
          { lang },
        ),
      ]);
      await page.getByTestId('site-switcher').hover();
      await page.getByTestId('site-switcher-menu').getByRole('button', { name: siteNames[lang] }).click();

      const check = async () => {
        const tabsNav = page.locator('.menu-tabs');
        await expect(tabsNav.getByRole('link', { name: homeTab[lang], exact: true })).toBeVisible();
        await expect(tabsNav.getByRole('link', { name: tabs[0].showName, exact: true })).toBeVisible();
        await expect(page.locator('.site-footer__column h2')).toHaveText(footer.map((c) => c.className));
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          lang === 'es' ? 'es' : lang.replace('_', '-'),
        );
      };
      await check();
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'site_lang')).toMatchObject({ value: lang, path: '/' });

      await page.reload();
      await check();
    });
  }
});

// Spec §2 screen 1: the site and language switcher only when FRONT_MALL_SWITCH is 1, in both templates;
// otherwise the strip shows no language menu at all (the server's page: storefront-pages.test.ts).
for (const template of ['1', '3'] as const) {
  test(`the top strip shows the site switcher only when FRONT_MALL_SWITCH is 1 (MALL_TEMPLATE ${template})`, async ({
    page,
  }) => {
    const strip = page.getByRole('navigation', {
      name: template === '3' ? '国际站顶部工具栏' : '顶部工具栏',
      exact: true,
    });
    await overrideParams(page, { FRONT_MALL_SWITCH: '0', MALL_TEMPLATE: template });
    await page.goto(template === '3' ? '/mallview/mallIntl/home' : '/mallview/mall/home');
    await expect(strip.getByRole('link', { name: '帮助中心' })).toBeVisible();
    await expect(strip.getByTestId('site-switcher')).toHaveCount(0);
    await expect(strip.getByTestId('language-switcher')).toHaveCount(0);
    await expect(strip.getByRole('button', { name: /语言|站点/ })).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await overrideParams(page, { FRONT_MALL_SWITCH: '1', MALL_TEMPLATE: template });
    await page.reload();
    await expect(strip.getByTestId('site-switcher')).toBeVisible();
  });
}

// Spec §1: Chinese is the default. A browser that prefers another interface language is offered it in a bar
// written in that language; the page itself, on the server and in the browser, stays Chinese until chosen.
const mainNav = (page: Page) => page.locator('.menu-tabs');
const suggestionTexts = {
  'ru-RU': { text: 'Сайт доступен на русском — переключить?', switch: 'Переключить', close: 'Закрыть' },
  es: { text: 'El sitio está en español — ¿cambiar?', switch: 'Cambiar', close: 'Cerrar' },
};

test.describe('a visitor whose browser prefers Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('gets the Chinese page from the server, whatever Accept-Language says, without the bar', async ({
    request,
  }) => {
    const res = await request.get('/mallview/mall/home', {
      headers: { accept: 'text/html', 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(html).toContain('首页');
    expect(html).not.toContain('language-suggestion');
    expect(res.headers().vary).not.toMatch(/accept-language/i);
  });

  test('sees Chinese with a bar in Russian; switching gives Russian, kept after a reload', async ({
    page,
  }) => {
    await page.goto('/mallview/mall/home');
    const bar = page.getByTestId('language-suggestion');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('lang', 'ru-RU');
    await expect(bar).toContainText(suggestionTexts['ru-RU'].text);
    await expect(mainNav(page).getByRole('link', { name: homeTab.zh_CN, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // Over the page, not in its flow: the header stays where it was drawn.
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    await bar.getByRole('button', { name: suggestionTexts['ru-RU'].switch }).click();
    await expect(mainNav(page).getByRole('link', { name: homeTab.ru_RU, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(bar).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'site_lang')).toMatchObject({ value: 'ru_RU', path: '/' });

    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: homeTab.ru_RU, exact: true })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('closing the bar keeps Chinese and the bar does not come back', async ({ page }) => {
    await page.goto('/mallview/mall/home');
    const bar = page.getByTestId('language-suggestion');
    const header = page.locator('.site-header').first();
    const before = await header.boundingBox();
    await bar.getByRole('button', { name: suggestionTexts['ru-RU'].close }).click();
    await expect(bar).toHaveCount(0);
    expect(await header.boundingBox()).toEqual(before);
    await expect(mainNav(page).getByRole('link', { name: homeTab.zh_CN, exact: true })).toBeVisible();

    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: homeTab.zh_CN, exact: true })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test('a browser that prefers Chinese is offered nothing', async ({ page }) => {
  await page.goto('/mallview/mall/home');
  await expect(mainNav(page).getByRole('link', { name: homeTab.zh_CN, exact: true })).toBeVisible();
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
});

// On a 390 px phone the bar fits: its text wraps inside it and both buttons stay in view and tappable.
for (const locale of ['ru-RU', 'es'] as const) {
  test.describe(`the language bar on a 390 px phone (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test('fits the screen with both buttons in view', async ({ page }) => {
      await page.goto('/mallview/mall/home');
      const bar = page.getByTestId('language-suggestion');
      await expect(bar).toContainText(suggestionTexts[locale].text);
      for (const target of [
        bar,
        bar.getByRole('button', { name: suggestionTexts[locale].switch }),
        bar.getByRole('button', { name: suggestionTexts[locale].close }),
      ]) {
        const box = (await target.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      const text = bar.locator('p');
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  });
}
