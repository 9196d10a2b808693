import { catalogEndpoints, systemEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, type Lang, test } from '../../support/fixtures';
import { freshBuyer, plainProduct, pointsGoods, styledProduct, useLanguage } from '../cart/support';
import { storeLocation } from '../region/support';

// Issue 18: the catalogue in the buyer's language. A product page in English, Russian and Spanish shows the
// product's translated name and its parameter table in that language, and a Chinese measure with its metric
// value.

const han = /\p{Script=Han}/u;

const texts = {
  en_US: { script: /[a-z]/i, jin: '/jin (0.5 kg)' },
  ru_RU: { script: /\p{Script=Cyrillic}/u, jin: '/цзинь (0,5 кг)' },
  es: { script: /[a-zñáéíóú]/i, jin: '/jin (0,5 kg)' },
} as const;

for (const lang of ['en_US', 'ru_RU', 'es'] as const satisfies readonly Lang[]) {
  const text = texts[lang];

  test.describe(`the catalogue in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: baseURL! }]);
    });

    test('a product page shows the translated name and parameter table', async ({ page, request }) => {
      const list = await api(request).ok(
        catalogEndpoints.productList,
        // The best sellers are the seed's (the newest may be a product another journey has just listed,
        // named in two languages).
        { query: { offset: 1, limit: 20, sort: 'sales', order: 'desc' } },
        { lang },
      );
      const first = list.rows[0]!;
      const product = await api(request).ok(
        catalogEndpoints.productDetail,
        { query: { productId: first.productId } },
        { lang },
      );
      expect(product.productName, 'the seed translates every demo product').not.toMatch(han);
      expect(product.productName).toMatch(text.script);
      expect(product.specs.length).toBeGreaterThan(0);

      await page.goto(`/mallview/mall/product/detail?productId=${product.productId}`);
      const title = page.getByTestId('product-title');
      await expect(title).toContainText(product.productName);
      // A translated name is in the page's language: nothing marks it as Chinese.
      await expect(title.locator('[lang="zh-CN"]')).toHaveCount(0);
      const specs = page.getByTestId('product-specs');
      await expect(specs).toBeVisible();
      await expect(specs).not.toHaveAttribute('lang', 'zh-CN');
      const rows = specs.locator('tr');
      await expect(rows).toHaveCount(product.specs.length);
      for (const [i, spec] of product.specs.entries()) {
        await expect(rows.nth(i).locator('th')).toHaveText(spec.name);
        await expect(rows.nth(i).locator('td')).toHaveText(spec.value);
        expect(`${spec.name} ${spec.value}`).not.toMatch(han);
      }
    });

    test('a product sold by the jin shows the unit with its metric value', async ({ page, request }) => {
      const list = await api(request).ok(
        catalogEndpoints.productList,
        { query: { offset: 1, limit: 100, searchkey: '香菇' } },
        { lang },
      );
      const product = list.rows.find((row) => row.unit === '斤');
      expect(product, 'a seeded product sold by the jin').toBeTruthy();
      await page.goto(`/mallview/mall/product/detail?productId=${product!.productId}`);
      await expect(page.getByTestId('product-title')).toContainText(product!.productName);
      await expect(page.locator('.product-purchase__unit').first()).toHaveText(text.jin);
    });
  });
}

test('a Russian buyer reads the description, checks out and opens a points good in Russian', async ({
  page,
  context,
  request,
}) => {
  await freshBuyer(request, context);
  await useLanguage(context, 'ru_RU');
  const cyrillic = /\p{Script=Cyrillic}/u;
  const detailOf = (id: number) =>
    api(request).ok(catalogEndpoints.productDetail, { query: { productId: id } }, { lang: 'ru_RU' });

  // The description, translated by the seed, is the page's language: nothing marks it as Chinese.
  const plain = await detailOf(plainProduct.productId);
  expect(plain.detailText).toMatch(cyrillic);
  await page.goto(`/mallview/mall/product/detail?productId=${plain.productId}`);
  const description = page.getByTestId('product-detail-text');
  await expect(description).toContainText(plain.productName);
  await expect(description).not.toHaveAttribute('lang', 'zh-CN');

  // Checkout names the product, its style and the shop in Russian, as the cart does.
  const styled = await detailOf(styledProduct.productId);
  const style = styled.styles.find((s) => s.styleId === styledProduct.styleId)!;
  expect(`${styled.productName} ${style.name} ${styled.shopName}`).not.toMatch(han);
  await page.goto(
    `/mallview/mall/fillorder/buynow?productId=${styled.productId}&styleId=${style.styleId}&quantity=1`,
  );
  const line = page.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(styled.productName);
  await expect(line).toContainText(style.name);
  await expect(line.locator('[lang="zh-CN"]')).toHaveCount(0);
  await expect(page.getByTestId('checkout-order').locator('header')).toHaveText(styled.shopName);

  // A points good in Russian.
  const goods = await api(request).ok(
    catalogEndpoints.pointsGoodsDetail,
    { query: { id: pointsGoods.id } },
    { lang: 'ru_RU' },
  );
  expect(goods.name).toMatch(cyrillic);
  await page.goto(`/mallview/mall/product/integralDetail?id=${pointsGoods.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.name);
  await expect(page.getByText(goods.description)).toBeVisible();
  await expect(page.locator('main [lang="zh-CN"]')).toHaveCount(0);
});

test('in Russian the top-bar city and the region picker read in Cyrillic, a city kept from Chinese too', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'site_lang', value: 'ru_RU', url: baseURL! }]);
  const cyrillic = /^[\p{Script=Cyrillic}\s(),-]+$/u;
  // No stored location and no position: the configured city, named in Russian.
  const fallback = await api(request).ok(systemEndpoints.areaByConf, {}, { lang: 'ru_RU' });
  expect(fallback.at(-1)!.name).toMatch(cyrillic);
  await page.goto('/mallview/mall/home');
  const label = page.getByTestId('region-label');
  await expect(label).toHaveText(fallback.at(-1)!.name);
  await expect(label.locator('[lang="zh-CN"]')).toHaveCount(0);

  await label.click();
  const picker = page.getByRole('dialog').getByTestId('region-picker');
  const provinces = picker.getByRole('listitem').getByRole('button');
  await expect(provinces.filter({ hasText: /^Пекин$/ })).toHaveCount(1);
  for (const name of await provinces.allTextContents()) expect(name).toMatch(cyrillic);
  await picker.getByRole('button', { name: 'Провинция Гуандун', exact: true }).click();
  await picker.getByRole('button', { name: 'Гуанчжоу', exact: true }).click();
  await expect(label).toHaveText('Гуанчжоу');

  // A city kept by an earlier visit in Chinese is named in Russian.
  await storeLocation(page, { locationName: '上海市', cityIds: ['310000', '310100'], cityId: '310100' });
  await page.reload();
  await expect(label).toHaveText('Шанхай');
});
