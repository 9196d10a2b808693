import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';

test.describe('platform activities', () => {
  test('the tabs filter by state; each card shows its state, dates and a countdown', async ({
    page,
    request,
  }) => {
    const all = await api(request).ok(catalogEndpoints.marketList, { query: { offset: 1, limit: 10 } });
    const count = (state: (typeof all.rows)[number]['state']) =>
      all.rows.filter((a) => a.state === state).length;
    expect(count('ongoing')).toBeGreaterThan(0);

    await page.goto('/mallview/mall/product/market');
    const cards = page.getByTestId('activity-card');
    await expect(cards).toHaveCount(all.rows.length);

    await page.getByRole('tab', { name: '进行中' }).click();
    await expect(page).toHaveURL(/state=ongoing/);
    await expect(cards).toHaveCount(count('ongoing'));
    for (const state of await cards.getByTestId('activity-state').all()) {
      await expect(state).toHaveAttribute('data-state', 'ongoing');
      await expect(state).toHaveText('进行中');
    }
    await expect(cards.first()).toContainText(/距结束/);
    await expect(cards.first().getByRole('timer')).toContainText(/\d{2}:\d{2}:\d{2}/);

    await page.getByRole('tab', { name: '即将开始' }).click();
    await expect(page).toHaveURL(/state=upcoming/);
    await expect(cards).toHaveCount(count('upcoming'));
    if (count('upcoming') > 0) await expect(cards.first()).toContainText(/距开始/);

    await page.getByRole('tab', { name: '已结束' }).click();
    await expect(page).toHaveURL(/state=ended/);
    await expect(cards).toHaveCount(count('ended'));
    if (count('ended') === 0) await expect(page.getByText('暂无已结束的活动')).toBeVisible();

    await page.getByRole('tab', { name: '全部活动' }).click();
    await expect(page).not.toHaveURL(/state=/);
    await expect(cards).toHaveCount(all.rows.length);
  });

  test('an activity shows its window and the products it features', async ({ page, request }) => {
    const first = (await api(request).ok(catalogEndpoints.marketList, { query: { offset: 1, limit: 1 } }))
      .rows[0]!;
    const detail = await api(request).ok(catalogEndpoints.marketDetail, { query: { id: first.id } });
    await page.goto('/mallview/mall/product/market');
    await page.getByTestId('activity-card').first().getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/mall/product/market/detail\\?id=${first.id}`));
    await expect(page.getByTestId('activity-head').getByRole('heading', { level: 1 })).toHaveText(
      first.title,
    );
    const products = page.getByTestId('activity-products').getByTestId('product-card');
    await expect(products).toHaveCount(detail.products.length);
    await expect(products.first()).toContainText(detail.products[0]!.productName);
  });

  test('in Spanish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'site_lang', value: 'es', url: baseURL! }]);
    await page.goto('/mallview/mall/product/market?state=ongoing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promociones');
    await expect(page.getByRole('tab', { name: 'En curso' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('activity-state').first()).toHaveText('En curso');
    await expect(page.getByTestId('activity-card').first()).toContainText('Termina en');
  });
});

test.describe('platform activities: missing one', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown activity shows the not-found state', async ({ page }) => {
    await page.goto('/mallview/mall/product/market/detail?id=99999999');
    await expect(page.getByTestId('detail-not-found')).toContainText('该活动不存在或已下线');
  });
});
