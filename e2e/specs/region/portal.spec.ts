import { catalogEndpoints, systemEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { classLabel, expect, type Lang, test } from '../../support/fixtures';

const texts = {
  zh_CN: {
    welcome: '欢迎来到',
    entrances: '频道入口',
    supplyHall: '供应大厅',
    procurementHall: '采购大厅',
    products: (n: number) => `商品：${n}`,
    demands: (n: number) => `采购需求：${n}`,
    sceneTitle: '选择适合您的采购场景',
    procurement: '企业集采',
    retail: '品质零售',
  },
  en_US: {
    welcome: 'Welcome to',
    entrances: 'Channels',
    supplyHall: 'Supply hall',
    procurementHall: 'Procurement hall',
    products: (n: number) => `Products: ${n}`,
    demands: (n: number) => `Purchase demands: ${n}`,
    sceneTitle: 'Choose how you buy',
    procurement: 'Business procurement',
    retail: 'Quality retail',
  },
} as const;

for (const lang of ['zh_CN', 'en_US'] as const satisfies readonly Lang[]) {
  const text = texts[lang];

  test.describe(`portal landings in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
    });

    test('/channelPath shows the channel entrances with live counts and the class tree', async ({
      page,
      request,
    }) => {
      const [params, products, supply, farm, demands, tree] = await Promise.all([
        api(request).ok(systemEndpoints.paramList, { query: { codes: 'webtitle' } }, { lang }),
        api(request).ok(catalogEndpoints.productList, { query: { offset: 1, limit: 1 } }, { lang }),
        api(request).ok(
          catalogEndpoints.productList,
          { query: { offset: 1, limit: 1, productType: 3 } },
          { lang },
        ),
        api(request).ok(
          catalogEndpoints.productList,
          { query: { offset: 1, limit: 1, isFarm: 1 } },
          { lang },
        ),
        api(request).ok(catalogEndpoints.demandList, { query: { offset: 1, limit: 1 } }, { lang }),
        api(request).ok(catalogEndpoints.classTree, { query: { classType: 1, showView: 1 } }, { lang }),
      ]);
      await page.goto('/mallview/channelPath');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${text.welcome}${lang === 'zh_CN' ? '' : ' '}${params.webtitle}`,
      );

      const entrances = page.getByTestId('channel-entrances');
      await expect(entrances.getByRole('heading')).toHaveText(text.entrances);
      await expect(entrances.getByRole('link')).toHaveCount(12);
      const supplyLink = entrances.getByRole('link', { name: text.supplyHall });
      await expect(supplyLink).toContainText(text.products(supply.total));
      await expect(entrances.getByRole('link', { name: text.procurementHall })).toContainText(
        text.demands(demands.total),
      );
      await expect(entrances).toContainText(text.products(products.total));
      await expect(entrances).toContainText(text.products(farm.total));

      const classes = page.getByTestId('channel-classes');
      for (const node of tree) {
        await expect(
          classes.getByRole('link', { name: classLabel(node), exact: true }).first(),
        ).toBeVisible();
      }
      // Hot words and banner adverts come from the server too.
      await expect(page.getByTestId('home-banner').locator('img').first()).toBeVisible();

      await supplyLink.click();
      await expect(page).toHaveURL(/\/mallview\/mall\/product\/supplyCenter$/);
    });

    test('/scene shows the scene cards with the newest listings of each scene', async ({ page, request }) => {
      const [retail, farm, supply, demands] = await Promise.all([
        api(request).ok(catalogEndpoints.productList, { query: { offset: 1, limit: 3 } }, { lang }),
        api(request).ok(
          catalogEndpoints.productList,
          { query: { offset: 1, limit: 3, isFarm: 1 } },
          { lang },
        ),
        api(request).ok(
          catalogEndpoints.productList,
          { query: { offset: 1, limit: 3, productType: 3 } },
          { lang },
        ),
        api(request).ok(catalogEndpoints.demandList, { query: { offset: 1, limit: 3 } }, { lang }),
      ]);
      await page.goto('/mallview/scene');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.sceneTitle);
      await expect(page.locator('.scene-card')).toHaveCount(6);

      const retailCard = page.getByTestId('scene-retail');
      await expect(retailCard.getByRole('heading')).toHaveText(text.retail);
      for (const product of retail.rows) await expect(retailCard).toContainText(product.productName);
      // The card's picture is the newest product's.
      await expect(retailCard.locator('.scene-card__picture img')).toHaveJSProperty('complete', true);
      for (const product of farm.rows)
        await expect(page.getByTestId('scene-farm')).toContainText(product.productName);
      for (const product of supply.rows) {
        await expect(page.getByTestId('scene-supply')).toContainText(product.productName);
      }
      const procurement = page.getByTestId('scene-procurement');
      await expect(procurement.getByRole('heading')).toHaveText(text.procurement);
      for (const demand of demands.rows) await expect(procurement).toContainText(demand.title);

      // The international card offers the other sites.
      const international = page.getByTestId('scene-international');
      await expect(
        international.getByRole('button', { name: lang === 'zh_CN' ? 'International' : '中国站' }),
      ).toBeVisible();

      // A product of the retail card opens its detail page.
      await retailCard.getByRole('link', { name: retail.rows[0]!.productName }).click();
      await expect(page).toHaveURL(new RegExp(`productId=${retail.rows[0]!.productId}`));
    });
  });
}
