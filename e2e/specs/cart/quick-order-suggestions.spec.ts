import { quickOrderEndpoints } from '@mall/contracts';
import { expect, test } from '../../support/fixtures';
import { freshBuyer, plainProduct, useLanguage } from './support';

const quickOrderPath = '/mallview/mall/fillorder/quickorder';
/** A seeded product sold from 10 boxes up (minimum order 10, step 1). */
const kiwi = { code: '41509765', name: '四川蒲江红心猕猴桃', minOrder: '10', spec: '3斤装' };

test.describe('quick order as a buyer types', () => {
  test('suggestions show picture, name, specification, price, stock and minimum order; picking starts at the minimum', async ({
    page,
    context,
    request,
  }) => {
    await freshBuyer(request, context);
    await page.goto(quickOrderPath);
    const grid = page.getByTestId('quick-order-grid');
    const code = grid.getByLabel('第 1 行商品编码');

    // A word finds products by name: each suggestion says what the product is, not just its code.
    await code.fill('牛奶');
    const milk = page.getByTestId('quick-suggestion').filter({ hasText: '纯牛奶' }).first();
    await expect(milk).toBeVisible();
    await expect(milk.locator('img')).toBeVisible();
    await expect(milk.getByTestId('quick-suggestion-specs')).toContainText('规格：');
    await expect(milk.getByTestId('quick-suggestion-stock')).toHaveText(/^库存 \d+ ?箱$/);
    await expect(milk).toContainText('起订');
    // The price is whole, not cut off at the cell's width.
    await expect(milk.locator('.mall-price')).toHaveText(/^¥\d+\.\d{2}$/);
    await expect(milk).toBeInViewport({ ratio: 1 });

    await code.fill(kiwi.code);
    const suggestion = page.getByTestId('quick-suggestion').filter({ hasText: kiwi.code });
    await expect(suggestion).toContainText(kiwi.name);
    await expect(suggestion).toContainText(kiwi.spec);
    await expect(suggestion).toContainText(new RegExp(`${kiwi.minOrder} ?箱起订`));
    await suggestion.click();
    await expect(grid.getByLabel('第 1 行数量')).toHaveValue(kiwi.minOrder);
    await expect(grid.getByTestId('quick-row').first().getByTestId('quick-row-status')).toHaveText('可下单');
  });

  test('"code does not exist" waits until the buyer leaves the cell; a code typed and left starts at its minimum', async ({
    page,
    context,
    request,
  }) => {
    // The page's timers run when the test says so: "after the pauses" without waiting for time.
    await page.clock.install();
    await freshBuyer(request, context);
    await page.goto(quickOrderPath);
    const grid = page.getByTestId('quick-order-grid');
    const rows = grid.getByTestId('quick-row');
    const checked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(quickOrderEndpoints.check.path)) checked.push(r.postData() ?? '');
    });
    await grid.getByLabel('第 1 行商品编码').fill(plainProduct.code);
    await grid.getByLabel('第 1 行数量').fill('2');
    await page.clock.runFor(1000);
    await expect(rows.nth(0).getByTestId('quick-row-status')).toHaveText('可下单');

    // Half a code in row 2, the cell still focused: well past the check's pause, no check has asked about
    // it and the row says nothing (the suggestions, asked after a shorter pause, are there).
    const second = grid.getByLabel('第 2 行商品编码');
    await second.pressSequentially('AA-6');
    await page.clock.runFor(1000);
    await expect(page.getByTestId('quick-suggestion').filter({ hasText: plainProduct.code })).toBeVisible();
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.filter((body) => body.includes('"AA-6"'))).toEqual([]);
    await expect(rows.nth(1).getByTestId('quick-row-status')).toHaveText('');
    await expect(page.getByTestId('quick-summary')).toContainText('有问题 0 行');

    // Left with a code that does not exist: now it says so.
    await second.fill('ZZ-404');
    await expect(rows.nth(1).getByTestId('quick-row-status')).toHaveText('');
    await second.press('Tab');
    await page.clock.runFor(1000);
    await expect(rows.nth(1).getByTestId('quick-row-status')).toContainText('商品编码“ZZ-404”不存在');

    // A code typed in full and confirmed with Enter (no suggestion picked) starts at the minimum order.
    const third = grid.getByLabel('第 3 行商品编码');
    await third.fill(kiwi.code);
    await page.clock.runFor(1000);
    await page.getByTestId('quick-suggestion').filter({ hasText: kiwi.code }).waitFor();
    await page.keyboard.press('Escape');
    await third.press('Enter');
    await page.clock.runFor(1000);
    await expect(grid.getByLabel('第 3 行数量')).toHaveValue(kiwi.minOrder);
    await page.clock.runFor(1000);
    await expect(rows.nth(2).getByTestId('quick-row-status')).toHaveText('可下单');
  });

  test('the paste example uses codes of the real format; suggestions in English', async ({
    page,
    context,
    request,
  }) => {
    await useLanguage(context, 'en_US');
    await freshBuyer(request, context);
    await page.goto(quickOrderPath);
    await page.getByTestId('quick-paste-open').click();
    const box = page.getByTestId('quick-paste-text');
    await expect(box).toHaveAttribute('placeholder', /^\d{8}\t\d+\n[A-Z]{2}-\d{3,4},/);
    // The example's codes are real: applied as typed, every row can be ordered.
    await box.fill((await box.getAttribute('placeholder')) ?? '');
    await page.getByRole('button', { name: 'Fill the grid' }).click();
    const rows = page.getByTestId('quick-row');
    await expect(rows.nth(0).getByTestId('quick-row-status')).toHaveText('Ready to order');
    await expect(rows.nth(1).getByTestId('quick-row-status')).toHaveText('Ready to order');

    await page.getByLabel('Product code of row 3').fill(kiwi.code);
    const suggestion = page.getByTestId('quick-suggestion').filter({ hasText: kiwi.code });
    await expect(suggestion).toContainText(/Stock \d+\s+cartons/);
    await expect(suggestion).toContainText(new RegExp(`Min\\. order ${kiwi.minOrder}\\s+cartons`));
  });
});
