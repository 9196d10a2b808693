import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { apiLogin, demoBuyer, sessionCookies } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { expectLoginDialog } from './hall-data';

test.describe('brand centre', () => {
  test('a brand opens the product list filtered by it; the wall is searchable', async ({ page, request }) => {
    const brands = await api(request).ok(catalogEndpoints.brandList, { query: { offset: 1, limit: 10 } });
    await page.goto('/mallview/mallIntl/product/brandCenter');
    const tiles = page.getByTestId('brand-tile');
    await expect(tiles).toHaveCount(brands.rows.length);
    await expect(page.getByTestId('hall-total')).toHaveText(`共 ${brands.total} 个品牌`);

    const brand = brands.rows[1]!;
    const box = page.getByRole('searchbox', { name: '搜索品牌' });
    await box.fill(brand.brandName);
    await box.press('Enter');
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toContainText(brand.brandName);

    const ofBrand = await api(request).ok(catalogEndpoints.productList, {
      query: { brandId: brand.brandId, offset: 1, limit: 10 },
    });
    expect(ofBrand.total).toBeGreaterThan(0);
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`/product\\?brandId=${brand.brandId}`));
    await expect(page.getByTestId('product-card').first()).toContainText(ofBrand.rows[0]!.productName);
  });
});

test.describe('points mall', () => {
  test('lists goods newest first with points, sorts by points and opens a detail', async ({
    page,
    request,
  }) => {
    const newest = await api(request).ok(catalogEndpoints.pointsGoodsList, {
      query: { offset: 1, limit: 10 },
    });
    const cheapest = await api(request).ok(catalogEndpoints.pointsGoodsList, {
      query: { sort: 'points', order: 'asc', offset: 1, limit: 10 },
    });
    await page.goto('/mallview/mall/product/integralCenter');
    const cards = page.getByTestId('points-card');
    await expect(cards).toHaveCount(newest.rows.length);
    await expect(cards.first()).toContainText(newest.rows[0]!.name);
    // Points, never money.
    await expect(cards.first().getByTestId('points-value')).toHaveText(
      `${newest.rows[0]!.points.toLocaleString('zh-CN')}积分`,
    );
    await expect(cards.first()).not.toContainText('¥');
    await expect(cards.first()).toContainText(`库存 ${newest.rows[0]!.stock}`);

    await page.getByTestId('sort-pointsAsc').click();
    await expect(page).toHaveURL(/sort=pointsAsc/);
    await expect(cards.first()).toContainText(cheapest.rows[0]!.name);

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/mall/product/integralDetail\\?id=${cheapest.rows[0]!.id}`));
    const detail = page.getByTestId('points-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(cheapest.rows[0]!.name);
    await expect(detail.getByTestId('points-value')).toContainText(String(cheapest.rows[0]!.points));
    await expect(detail.getByTestId('points-stock')).toHaveText(String(cheapest.rows[0]!.stock));
  });

  test('exchanging asks a visitor to sign in and takes a buyer to the points order', async ({
    page,
    request,
    context,
  }) => {
    const goods = (
      await api(request).ok(catalogEndpoints.pointsGoodsList, { query: { offset: 1, limit: 1 } })
    ).rows[0]!;
    await page.goto(`/mallview/mall/product/integralDetail?id=${goods.id}`);
    await page.getByTestId('points-exchange').click();
    await expectLoginDialog(page);

    const token = await apiLogin(request, demoBuyer);
    await context.addCookies(sessionCookies(token));
    await page.goto(`/mallview/mall/product/integralDetail?id=${goods.id}`);
    await page.getByTestId('points-exchange').click();
    await expect(page).toHaveURL(new RegExp(`/mall/fillorder/integral\\?id=${goods.id}`));
  });

  test('in English the points are points', async ({ page, context, baseURL, request }) => {
    const goods = await api(request).ok(catalogEndpoints.pointsGoodsDetail, { query: { id: 1 } });
    await context.addCookies([{ name: 'site_lang', value: 'en_US', url: baseURL! }]);
    await page.goto('/mallview/mall/product/integralDetail?id=1');
    await expect(page.getByTestId('points-detail').getByTestId('points-value')).toHaveText(
      `${goods.points.toLocaleString('en-US')}points`,
    );
    await expect(page.getByTestId('points-exchange')).toHaveText('Exchange now');
  });
});
