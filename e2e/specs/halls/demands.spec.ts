import { catalogEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { activeTab, expectLoginDialog, headerSearch, shownDate } from './hall-data';

const hall = '/mallview/mall/product/demandCenter';

test.describe('procurement hall', () => {
  test('the header search with the procurement scope lists the matching demands, purchase tab lit', async ({
    page,
    request,
  }) => {
    // A word from a real demand title.
    const latest = await api(request).ok(catalogEndpoints.demandList, { query: { offset: 1, limit: 10 } });
    const word = /\p{Script=Han}{2}/u.exec(latest.rows[0]!.title.replace(/^(采购|求购|急采)/, ''))![0];
    const expected = await api(request).ok(catalogEndpoints.demandList, {
      query: { searchkey: word, offset: 1, limit: 10 },
    });
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/mallview/mall/home');
    await headerSearch(page, '采购', word);
    await expect(page).toHaveURL(
      new RegExp(`/mall/product/demandCenter\\?searchkey=${encodeURIComponent(word)}&lightKey=purchase$`),
    );
    await expect(activeTab(page)).toHaveText('采购大厅');
    const rows = page.getByTestId('demand-row');
    await expect(rows).toHaveCount(expected.rows.length);
    await expect(rows.first()).toContainText(expected.rows[0]!.title);
    await expect(page.getByTestId('hall-total')).toHaveText(`“${word}”共 ${expected.total} 条结果`);
    // The hall's own box shows the word and searches again in place.
    const own = page.getByRole('searchbox', { name: '搜索采购需求，如 大米、苹果' });
    await expect(own).toHaveValue(word);
    await own.fill('不存在的需求词语');
    await own.press('Enter');
    await expect(page.getByText('没有找到与“不存在的需求词语”相关的采购需求')).toBeVisible();
    await expect(page).toHaveURL(/lightKey=purchase/);
  });

  test('a demand row shows quantity with unit, budget, deadline, region, buyer and quotes', async ({
    page,
    request,
  }) => {
    const first = (await api(request).ok(catalogEndpoints.demandList, { query: { offset: 1, limit: 10 } }))
      .rows[0]!;
    await page.goto(`${hall}?lightKey=purchase`);
    const row = page.getByTestId('demand-row').first();
    await expect(row).toContainText(first.title);
    await expect(row.getByTestId('demand-quantity')).toHaveText(`${first.quantity} ${first.unit}`);
    await expect(row.getByTestId('demand-deadline')).toHaveText(shownDate(first.deadline));
    await expect(row).toContainText(first.areaName);
    await expect(row).toContainText(first.custName);
    await expect(row.getByTestId('demand-quotes')).toHaveText(`${first.quoteCount} 条报价`);
    await expect(row).toContainText(/剩 \d+ 天/);
  });

  test('pages and sorts: newest, soonest deadline, most quotes', async ({ page, request }) => {
    const second = await api(request).ok(catalogEndpoints.demandList, { query: { offset: 2, limit: 10 } });
    await page.goto(hall);
    await expect(page.getByTestId('demand-row')).toHaveCount(10);
    await page.locator('.listing-pager').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('demand-row').first()).toContainText(second.rows[0]!.title);

    // A new sort starts again at page 1.
    await page.getByTestId('sort-deadline').click();
    await expect(page).toHaveURL(/sort=deadline/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('sort-deadline')).toHaveAttribute('aria-pressed', 'true');
    const byDeadline = await api(request).ok(catalogEndpoints.demandList, {
      query: { sort: 'deadline', order: 'asc', offset: 1, limit: 10 },
    });
    await expect(page.getByTestId('demand-deadline')).toHaveText(
      byDeadline.rows.map((r) => shownDate(r.deadline)),
    );
    const shown = byDeadline.rows.map((r) => r.deadline);
    expect([...shown].sort()).toEqual(shown);

    await page.getByTestId('sort-quotes').click();
    const byQuotes = await api(request).ok(catalogEndpoints.demandList, {
      query: { sort: 'quoteCount', order: 'desc', offset: 1, limit: 10 },
    });
    await expect(page.getByTestId('demand-quotes')).toHaveText(
      byQuotes.rows.map((r) => `${r.quoteCount} 条报价`),
    );
    const counts = byQuotes.rows.map((r) => r.quoteCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);

    // The back button restores the previous sort.
    await page.goBack();
    await expect(page.getByTestId('sort-deadline')).toHaveAttribute('aria-pressed', 'true');
  });

  test('opens a demand: every figure, the description, and chat asks a visitor to sign in', async ({
    page,
    request,
  }) => {
    const first = (await api(request).ok(catalogEndpoints.demandList, { query: { offset: 1, limit: 10 } }))
      .rows[0]!;
    await page.goto(`${hall}?lightKey=purchase`);
    await page
      .getByTestId('demand-row')
      .first()
      .getByRole('link', { name: first.title, exact: true })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/mall/product/demandDetail\\?id=${first.id}&lightKey=purchase$`),
    );
    const detail = page.getByTestId('demand-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(detail.getByTestId('demand-detail-quantity')).toHaveText(`${first.quantity} ${first.unit}`);
    await expect(detail.getByTestId('demand-detail-buyer')).toHaveText(first.custName);
    await expect(detail).toContainText('报价中');
    await expect(detail).toContainText('需求描述');
    await expect(activeTab(page)).toHaveText('采购大厅');
    await detail.getByRole('button', { name: '联系采购商' }).click();
    await expectLoginDialog(page);
  });
});

test.describe('procurement hall: missing demands', () => {
  // The API answers 404 for an unknown id; the browser logs that response.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown or unusable id shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/mallview/mall/product/demandDetail?id=99999999');
    await expect(page.getByTestId('detail-not-found')).toContainText('该采购需求不存在或已被删除');
    await page.goto('/mallview/mall/product/demandDetail?id=abc');
    await expect(page.getByTestId('detail-not-found')).toBeVisible();
    await page.getByRole('link', { name: '返回采购大厅' }).click();
    await expect(page).toHaveURL(/demandCenter\?lightKey=purchase/);
    await expect(page.getByTestId('demand-row').first()).toBeVisible();
  });
});

test.describe('procurement hall in English', () => {
  test.use({ locale: 'en-US' });

  test('shows the hall and its columns in English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'site_lang', value: 'en_US', url: baseURL! }]);
    await page.goto(hall);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase hall');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Purchase request',
      'Quantity',
      'Budget',
      'Deliver to',
      'Deadline',
      'Quotes',
      'Action',
    ]);
    await expect(page.getByTestId('demand-quotes').first()).toHaveText(/^Quotes: \d+$/);
    await expect(page.getByTestId('demand-row').first()).toContainText(/Days left: \d+/);
  });
});
