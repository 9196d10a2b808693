import { api, expect, type Lang, overrideParams, test } from '../../support/fixtures';

interface FooterMenuClass {
  className: string;
}
interface ConfigItem {
  showName: string;
}

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
        api<FooterMenuClass[]>(request, '/basebiz/bottommenu/viewbottommenulist?classSource=1', lang),
        api<ConfigItem[]>(
          request,
          '/basebiz/typeconfig/querytypeconfiglist?moduleCode=front_mall_set&itemCode=MALL_HOME_TAB&aliveFlag=1',
          lang,
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
