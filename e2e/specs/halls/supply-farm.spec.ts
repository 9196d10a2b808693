import { catalogEndpoints, hallsEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';

test.describe('supply hall and suppliers', () => {
  test('lists supply listings; the class filter and the search narrow them', async ({ page, request }) => {
    const all = await api(request).ok(catalogEndpoints.productList, {
      query: { productType: 3, offset: 1, limit: 10 },
    });
    const facets = await api(request).ok(catalogEndpoints.productFacets, { query: { productType: 3 } });
    const cls = facets.classes[0]!;
    const inClass = await api(request).ok(catalogEndpoints.productList, {
      query: { productType: 3, classId: cls.id, offset: 1, limit: 10 },
    });

    await page.goto('/mallview/mall/product/supplyCenter');
    const cards = page.getByTestId('hall-products').getByTestId('product-card');
    await expect(cards).toHaveCount(all.rows.length);
    await expect(cards.first()).toContainText(all.rows[0]!.productName);
    await expect(page.getByTestId('hall-total')).toHaveText(`共 ${all.total} 条`);

    const filter = page.getByTestId('class-filter');
    await filter.getByRole('button', { name: new RegExp(`^${cls.name}\\s*${cls.count}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`classId=${cls.id}`));
    await expect(page.getByTestId('hall-total')).toHaveText(`共 ${inClass.total} 条`);
    await expect(cards.first()).toContainText(inClass.rows[0]!.productName);

    const word = /\p{Script=Han}{2}/u.exec(inClass.rows[0]!.productName.replace(/【.*?】/, ''))![0];
    const box = page.getByRole('searchbox', { name: '搜索供应信息' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`searchkey=${encodeURIComponent(word)}`));
    // A new word keeps the class: both narrow.
    await expect(page).toHaveURL(new RegExp(`classId=${cls.id}`));
    const found = await api(request).ok(catalogEndpoints.productList, {
      query: {
        productType: 3,
        classId: cls.id,
        searchkey: word,
        sort: 'createTime',
        order: 'desc',
        offset: 1,
        limit: 10,
      },
    });
    expect(found.total).toBeGreaterThan(0);
    await expect(cards).toHaveCount(found.rows.length);
    await expect(cards.first()).toContainText(found.rows[0]!.productName);
  });

  test('suppliers are the shops with supply listings, most listings first, searchable', async ({
    page,
    request,
  }) => {
    const suppliers = await api(request).ok(hallsEndpoints.supplierList, { query: { offset: 1, limit: 10 } });
    await page.goto('/mallview/mall/product/supplierList');
    const cards = page.getByTestId('supplier-card');
    await expect(cards).toHaveCount(suppliers.rows.length);
    await expect(cards.first()).toContainText(suppliers.rows[0]!.shopName);
    await expect(cards.first()).toContainText(`供应信息：${suppliers.rows[0]!.supplyCount}`);
    await expect(page.getByTestId('hall-total')).toHaveText(`共 ${suppliers.total} 家供应商`);

    const name = suppliers.rows[2]!.shopName;
    const box = page.getByRole('searchbox', { name: '搜索供应商名称、简介或地区' });
    await box.fill(name);
    await box.press('Enter');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(name);
    await cards.first().getByRole('link', { name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/mall/product/shopDetail\\?shopId=${suppliers.rows[2]!.shopId}`),
    );
  });
});

test.describe('supply chains, farm direct and rural revitalisation', () => {
  test('the supply chains are the recommended shops, filtered by industry', async ({ page, request }) => {
    const chains = await api(request).ok(hallsEndpoints.platformChains);
    await page.goto('/mallview/mall/product/platformCenter');
    const cards = page.getByTestId('chain-card');
    await expect(cards).toHaveCount(chains.length);
    await expect(cards.first()).toContainText(chains[0]!.shopName);
    const industry = chains[0]!.mainClass!;
    await page
      .getByTestId('class-filter')
      .getByRole('button', { name: new RegExp(`^${industry.name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`classId=${industry.id}`));
    await expect(cards).toHaveCount(chains.filter((c) => c.mainClass?.id === industry.id).length);
  });

  test('the town page is built from farm data; an origin opens farm direct filtered by it', async ({
    page,
    request,
  }) => {
    const town = await api(request).ok(hallsEndpoints.townHome);
    const farm = await api(request).ok(catalogEndpoints.productList, {
      query: { isFarm: 1, offset: 1, limit: 10 },
    });
    // The landing counts the same products farm direct lists.
    expect(town.stats.products).toBe(farm.total);

    await page.goto('/mallview/mall/town');
    await expect(page.getByTestId('town-hero')).toContainText(String(town.stats.products));
    await expect(page.getByTestId('town-origins').getByRole('link')).toHaveCount(town.origins.length);
    await expect(page.getByTestId('town-products').getByTestId('product-card')).toHaveCount(10);
    await expect(page.getByTestId('town-regions')).toContainText(town.regions[0]!.shops[0]!.shopName);
    await expect(page.getByTestId('town-news').getByRole('link')).toHaveCount(town.news.length);

    const origin = town.origins[0]!;
    const fromOrigin = await api(request).ok(catalogEndpoints.productList, {
      query: { isFarm: 1, areaName: origin.areaName, offset: 1, limit: 10 },
    });
    await page
      .getByTestId('town-origins')
      .getByRole('link', { name: new RegExp(`^${origin.areaName}`) })
      .click();
    await expect(page).toHaveURL(/\/mall\/product\/farmCenter\?areaName=/);
    await expect(page.getByTestId('origin-filter').getByRole('button', { pressed: true })).toContainText(
      origin.areaName,
    );
    await expect(page.getByTestId('hall-total')).toHaveText(`共 ${fromOrigin.total} 条`);
    await expect(page.getByTestId('hall-products').getByTestId('product-card').first()).toContainText(
      fromOrigin.rows[0]!.productName,
    );
    expect(fromOrigin.total).toBe(origin.count);
  });

  test('in English', async ({ page, context, baseURL }) => {
    // Seven pages, each loaded afresh.
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'site_lang', value: 'en_US', url: baseURL! }]);
    const titles: [string, string][] = [
      ['/mall/product/supplyCenter', 'Supply hall'],
      ['/mall/product/supplierList', 'Suppliers'],
      ['/mall/product/platformCenter', 'Top supply chains'],
      ['/mall/product/farmCenter', 'From the farm'],
      ['/mall/town', 'Rural revitalisation'],
      ['/mallIntl/product/brandCenter', 'Brand centre'],
      ['/mall/product/integralCenter', 'Points mall'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`/mallview${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    }
  });
});
