import { catalogEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import type { Reply } from '../../support/api';
import { origin } from '../../support/auth';
import { classLabel, expect, renderInBrowser, test } from '../../support/fixtures';
import { busyTopClass, classTree, facets, fen, listPath, products } from './product-data';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The prices of the cards on screen, in fen. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('product-card')
    .locator('.product-card__price .mall-price:not(.mall-price--strike)')
    .allTextContents();
  return texts.map(fen);
}

test.describe('product list and search', () => {
  test('searching from the header (mall scope) lists matches with the word highlighted', async ({
    page,
    request,
  }) => {
    // Two Chinese characters of a real product name: most Chinese product words are two characters long.
    const newest = await products(request, { offset: 1, limit: 20 });
    const word = newest.rows
      .map((row) => /\p{Script=Han}{2}/u.exec(row.productName)?.[0])
      .find((w): w is string => Boolean(w));
    expect(word).toBeTruthy();
    const key = word as string;
    const expected = await products(request, { searchkey: key, offset: 1, limit: 10 });
    expect(expected.rows.length).toBeGreaterThan(0);
    const counted = await facets(request, { searchkey: key });

    await page.goto('/mallview/mall/home');
    const box = page.getByRole('searchbox', { name: '请输入商品名称、采购需求或店铺' });
    await box.fill(key);
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(
        `/mallview/mall/product\\?searchkey=${escapeRegExp(encodeURIComponent(key))}&lightKey=commerce$`,
      ),
    );
    await expect(page.getByTestId('product-list-title')).toHaveText(`“${key}”的搜索结果`);
    await expect(page.getByTestId('sort-relevance')).toHaveAttribute('aria-pressed', 'true');

    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(expected.rows[0].productName);
    await expect(cards).toHaveCount(expected.rows.length);
    await expect(page.getByTestId('product-total')).toHaveText(
      counted.capped ? `共 ${counted.total}+ 件商品` : `共 ${counted.total} 件商品`,
    );
    // The word is marked in the names (as text), and only the word.
    const marks = page.getByTestId('search-highlight');
    await expect(marks.first()).toBeVisible();
    for (const text of await marks.allTextContents()) expect(text).toBe(key);

    // Removing the word from the chosen filters lists everything again and empties the box.
    await page
      .getByTestId('chosen-filters')
      .getByRole('link', { name: `移除筛选条件：关键词：${key}` })
      .click();
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?lightKey=commerce$/);
    await expect(page.getByTestId('product-list-title')).toHaveText('全部商品');
    await expect(box).toHaveValue('');
  });

  test('filters by brand, price and stock with facet counts; every filter lives in the address', async ({
    page,
    request,
  }) => {
    const top = await busyTopClass(request);
    const counts = await facets(request, { classId: top.id });
    const brand = counts.brands[0];
    expect(brand).toBeTruthy();

    await page.goto(`${listPath}?classId=${top.id}&lightKey=commerce`);
    await expect(page.getByTestId('product-list-title')).toHaveText(`分类：${classLabel(top)}`);
    const option = page
      .getByTestId('facet-brand')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(brand.name)}\\s*\\(${brand.count}\\)$`) });
    await option.click();
    await expect(page).toHaveURL(new RegExp(`classId=${top.id}&lightKey=commerce&brandId=${brand.id}$`));
    await expect(page.getByTestId('chosen-filters')).toContainText(`品牌：${brand.name}`);
    await expect(page.getByTestId('product-total')).toHaveText(`共 ${brand.count} 件商品`);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(10, brand.count));
    // The brand row gives way to the chip; the other facets are counted within the brand.
    await expect(page.getByTestId('facet-brand')).toHaveCount(0);

    // A price range: bad input is refused with a message, a good one filters.
    const byPrice = await products(request, {
      classId: top.id,
      sort: 'price',
      order: 'asc',
      offset: 1,
      limit: 100,
    });
    const low = byPrice.rows[Math.floor(byPrice.rows.length / 4)].productPrice;
    const high = byPrice.rows[Math.floor((byPrice.rows.length * 3) / 4)].productPrice;
    await page
      .getByTestId('chosen-filters')
      .getByRole('link', { name: `移除筛选条件：品牌：${brand.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`classId=${top.id}&lightKey=commerce$`));
    const priceForm = page.getByTestId('price-filter');
    await priceForm.getByLabel('最低价').fill('12.345');
    await priceForm.getByRole('button', { name: '确定' }).click();
    await expect(priceForm.getByRole('alert')).toHaveText('最多 8 位整数和 2 位小数');
    await priceForm.getByLabel('最低价').fill(high);
    await priceForm.getByLabel('最高价').fill(low);
    await priceForm.getByLabel('最高价').press('Enter');
    await expect(priceForm.getByRole('alert')).toHaveText('最低价不能高于最高价');
    await expect(page).toHaveURL(new RegExp(`classId=${top.id}&lightKey=commerce$`));
    await priceForm.getByLabel('最低价').fill(low);
    await priceForm.getByLabel('最高价').fill(high);
    await priceForm.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`priceMin=${escapeRegExp(low)}&priceMax=${escapeRegExp(high)}`));
    const inRange = await products(request, {
      classId: top.id,
      priceMin: low,
      priceMax: high,
      offset: 1,
      limit: 10,
    });
    // The filtered page has arrived (its count), not only a first card the unfiltered page may share.
    const inRangeCount = await facets(request, { classId: top.id, priceMin: low, priceMax: high });
    await expect(page.getByTestId('product-total')).toHaveText(`共 ${inRangeCount.total} 件商品`);
    await expect(page.getByTestId('product-card').first()).toContainText(inRange.rows[0].productName);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(fen(low));
      expect(price).toBeLessThanOrEqual(fen(high));
    }
    await expect(page.getByTestId('chosen-filters')).toContainText(`价格：¥${low} – ¥${high}`);

    // In stock only.
    // The box follows the address (a navigation), so it is clicked and then checked for its new state.
    await page.getByRole('checkbox', { name: '仅显示有货' }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(page.getByRole('checkbox', { name: '仅显示有货' })).toBeChecked();
    const inStock = await facets(request, { classId: top.id, priceMin: low, priceMax: high, inStock: 1 });
    await expect(page.getByTestId('product-total')).toHaveText(`共 ${inStock.total} 件商品`);

    // The shared address reproduces the list; clearing all keeps the class.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '仅显示有货' })).toBeChecked();
    await expect(priceForm.getByLabel('最低价')).toHaveValue(low);
    await page.getByTestId('chosen-filters').getByRole('link', { name: '清除全部' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?classId=${top.id}&lightKey=commerce$`));
    await expect(page.getByTestId('chosen-filters')).toHaveCount(0);
  });

  test('sorts by price up and down; a class from the facet row narrows the list', async ({
    page,
    request,
  }) => {
    const top = await busyTopClass(request);
    await page.goto(`${listPath}?classId=${top.id}`);
    await expect(page.getByTestId('sort-createTime')).toHaveAttribute('aria-pressed', 'true');

    const ascending = await products(request, {
      classId: top.id,
      sort: 'price',
      order: 'asc',
      offset: 1,
      limit: 10,
    });
    await page.getByTestId('sort-price').click();
    await expect(page).toHaveURL(new RegExp(`classId=${top.id}&sort=price$`));
    await expect(page.getByTestId('sort-price')).toHaveAttribute('data-order', 'asc');
    await expect(page.getByTestId('product-card').first()).toContainText(ascending.rows[0].productName);
    const up = await cardPrices(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBe(fen(ascending.rows[0].productPrice));

    const descending = await products(request, {
      classId: top.id,
      sort: 'price',
      order: 'desc',
      offset: 1,
      limit: 10,
    });
    await page.getByTestId('sort-price').click();
    await expect(page).toHaveURL(/sort=price&order=desc$/);
    await expect(page.getByTestId('product-card').first()).toContainText(descending.rows[0].productName);
    const down = await cardPrices(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));

    // The class row lists the children with counts; choosing one narrows the list and the breadcrumb.
    const counts = await facets(request, { classId: top.id });
    const child = counts.classes[0];
    await page
      .getByTestId('facet-class')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(child.name)}\\s*\\(${child.count}\\)$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`classId=${child.id}&sort=price&order=desc$`));
    const crumbs = page.getByTestId('class-breadcrumb');
    await expect(crumbs.getByRole('link', { name: classLabel(top) })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(child.name);
    await expect(page.getByTestId('product-total')).toHaveText(`共 ${child.count} 件商品`);
  });

  test('pages with the browser back button restoring the page; the view switch is kept in the address', async ({
    page,
    request,
  }) => {
    const top = await busyTopClass(request);
    const first = await products(request, { classId: top.id, offset: 1, limit: 10 });
    const second = await products(request, { classId: top.id, offset: 2, limit: 10 });
    await page.goto(`${listPath}?classId=${top.id}&lightKey=commerce`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(first.rows[0].productName);
    await expect(cards).toHaveCount(10);

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(cards.first()).toContainText(second.rows[0].productName);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?classId=${top.id}&lightKey=commerce$`));
    await expect(cards.first()).toContainText(first.rows[0].productName);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');

    // Grid → list: the same products as rows; the address keeps the view across a reload and back.
    await page.getByTestId('view-list').click();
    await expect(page).toHaveURL(/view=list/);
    const rows = page.getByTestId('product-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(first.rows[0].productName);
    await page.reload();
    await expect(page.getByTestId('view-list')).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(10);
    await page.goBack();
    await expect(cards).toHaveCount(10);

    // A filter change starts again at page 1; the page size is in the address.
    await page.goto(`${listPath}?classId=${top.id}&page=2`);
    await expect(cards.first()).toContainText(second.rows[0].productName);
    await page.getByTestId('sort-sales').click();
    await expect(page).toHaveURL(new RegExp(`\\?classId=${top.id}&sort=sales$`));
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await expect(page).toHaveURL(/pageSize=20$/);
    await expect(cards).toHaveCount(Math.min(20, first.total));
  });

  test('opens a product from the list, and a class from the class menu', async ({ page, request }) => {
    const tree = await classTree(request);
    const leaf = tree[0].children[0].children[0];
    const inLeaf = await products(request, { classId: leaf.id, offset: 1, limit: 10 });

    await page.goto(listPath);
    await expect(page.getByTestId('product-list-title')).toHaveText('全部商品');
    await page.getByRole('button', { name: '全部商品分类' }).hover();
    await page.getByTestId('class-menu-top').first().hover();
    await page
      .getByTestId('class-menu-panel')
      .getByTestId('class-menu-leaf')
      .filter({ hasText: classLabel(leaf) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?classId=${leaf.id}&lightKey=commerce$`));
    await expect(page.getByTestId('product-list-title')).toHaveText(`分类：${classLabel(leaf)}`);
    await expect(page.getByTestId('class-breadcrumb').locator('[aria-current="page"]')).toHaveText(
      classLabel(leaf),
    );
    await expect(page.getByTestId('product-card').first()).toContainText(inLeaf.rows[0].productName);

    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(
      new RegExp(`/mallview/mall/product/detail\\?productId=${inLeaf.rows[0].productId}&lightKey=commerce$`),
    );
    await expect(page.getByTestId('product-title')).toContainText(inLeaf.rows[0].productName);
  });

  test('a card whose product has no type shows the sorry warning instead of opening', async ({ page }) => {
    // Test-only: the API always sends a type; drop it to see the spec §5 warning.
    await renderInBrowser(page);
    await page.route(`**/api${catalogEndpoints.productList.path}*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Reply<typeof catalogEndpoints.productList>;
      const rows = body.rows.map(({ productType: _, ...row }) => row);
      await route.fulfill({ response, json: { ...body, rows } });
    });
    await page.goto(`${listPath}?lightKey=commerce`);
    await page.getByTestId('product-card').first().click();
    await expect(page.getByText('抱歉，该商品暂时无法查看')).toBeVisible();
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?lightKey=commerce$/);

    await page.getByTestId('view-list').click();
    await page.getByTestId('product-name').first().click();
    await expect(page.getByText('抱歉，该商品暂时无法查看').first()).toBeVisible();
    await expect(page).toHaveURL(/\/mallview\/mall\/product\?lightKey=commerce&view=list$/);
  });

  test('an empty result offers to clear the filters', async ({ page }) => {
    await page.goto(`${listPath}?searchkey=${encodeURIComponent('不存在的商品名称zzqx')}&inStock=1`);
    await expect(page.getByText('没有找到符合条件的商品')).toBeVisible();
    await page.getByRole('button', { name: '清除筛选条件' }).click();
    await expect(page).toHaveURL(/\/mallview\/mall\/product$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  for (const [lang, texts] of [
    [
      'zh_CN',
      { title: '全部商品', newest: '最新', brand: '品牌', list: '列表', total: /^共 \d+\+? 件商品$/ },
    ],
    [
      'en_US',
      { title: 'All products', newest: 'Newest', brand: 'Brand', list: 'List', total: /^\d+\+? products$/ },
    ],
  ] as const) {
    test(`the list speaks ${lang}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
      await page.goto(listPath);
      await expect(page.getByTestId('product-list-title')).toHaveText(texts.title);
      await expect(page.getByTestId('sort-createTime')).toHaveText(texts.newest);
      await expect(page.getByTestId('facet-brand')).toContainText(texts.brand);
      await expect(page.getByTestId('view-list')).toHaveText(texts.list);
      await expect(page.getByTestId('product-total')).toHaveText(texts.total);
    });
  }
});
