import * as XLSX from '@e965/xlsx';
import { cartEndpoints, quickOrderEndpoints } from '@mall/contracts';
import type { Locator } from '@playwright/test';
import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { expectCartCount, freshBuyer, plainProduct, styledProduct } from './support';

const quickOrderPath = '/mallview/mall/fillorder/quickorder';

/** Pastes text into the focused cell as the browser does for Ctrl+V. */
async function pasteInto(cell: Locator, text: string) {
  await cell.click();
  await cell.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** A spreadsheet in memory: header row, then data rows (cells as text). */
function workbook(rows: string[][], bookType: 'xlsx' | 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['商品编码', '规格', '数量'], ...rows]),
    'Sheet1',
  );
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

test.describe('quick order', () => {
  test('a visitor is sent to sign in and comes back here', async ({ page }) => {
    await page.goto(quickOrderPath);
    await expect(page).toHaveURL(/\/sso\/login\?redirect=%2Fmallview%2Fmall%2Ffillorder%2Fquickorder$/);
  });

  test('paste codes, fix rows inline, choose a style, use a suggestion, add the valid rows to the cart', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await freshBuyer(request, context);
    await page.goto(quickOrderPath);
    const grid = page.getByTestId('quick-order-grid');
    const rows = grid.getByTestId('quick-row');

    await pasteInto(
      grid.getByLabel('第 1 行商品编码'),
      `${plainProduct.code}\t2\n${styledProduct.code},${styledProduct.style},1\nNOPE-404\t1\nAA-8770\t1`,
    );
    await expect(grid.getByLabel('第 4 行商品编码')).toHaveValue('AA-8770');
    await expect(rows.nth(0).getByTestId('quick-row-status')).toHaveText('可下单');
    await expect(rows.nth(0)).toContainText('¥101.80');
    await expect(rows.nth(1).getByTestId('quick-row-status')).toHaveText('可下单');
    await expect(rows.nth(1)).toContainText(styledProduct.style);
    await expect(rows.nth(2).getByTestId('quick-row-status')).toContainText('商品编码“NOPE-404”不存在');
    await expect(rows.nth(3).getByTestId('quick-row-status')).toContainText('请选择');

    // The quantity is checked as it is typed, with the product's rules.
    await grid.getByLabel('第 1 行数量').fill('1.5');
    await expect(rows.nth(0).getByTestId('quick-row-status')).toContainText('须按 1个 的整数倍购买');
    await grid.getByLabel('第 1 行数量').fill('2');
    await expect(rows.nth(0).getByTestId('quick-row-status')).toHaveText('可下单');

    // A product with styles gets a style picker.
    await grid.getByLabel('第 4 行规格').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('黑色 M').click();
    await expect(rows.nth(3).getByTestId('quick-row-status')).toHaveText('可下单');

    // Suggestions while typing a code.
    const fifth = grid.getByLabel('第 5 行商品编码');
    await fifth.fill('AA-65');
    await page.getByTestId('quick-suggestion').filter({ hasText: plainProduct.code }).first().click();
    await expect(fifth).toHaveValue(plainProduct.code);
    await grid.getByLabel('第 5 行数量').fill('1');
    await expect(rows.nth(4).getByTestId('quick-row-status')).toHaveText('可下单');
    await expect(page.getByTestId('quick-summary')).toContainText('可下单 4 行，有问题 1 行');

    await page.getByTestId('quick-add-cart').click();
    await expect(page.getByText('已将 4 种商品加入购物车，1 行有问题未加入')).toBeVisible();
    // Three cart lines: the two rows of the same product became one line of 3.
    await expectCartCount(page, 3);
    // The refused row stays for fixing; the others left the grid.
    await expect(grid.getByLabel('第 1 行商品编码')).toHaveValue('NOPE-404');
    await page.goto('/mallview/mall/shopcart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(
      page.getByTestId('cart-line').filter({ hasText: plainProduct.code }).getByRole('textbox'),
    ).toHaveValue('3');
  });

  test('the paste box fills the grid and "order now" goes to order filling with just these rows', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshBuyer(request, context);
    // Something else already in the cart is left out of this order.
    await api(request).ok(
      cartEndpoints.addCart,
      { body: { productId: styledProduct.productId, styleId: styledProduct.styleId, quantity: '1' } },
      { token },
    );
    await page.goto(quickOrderPath);
    await page.getByTestId('quick-paste-open').click();
    await page.getByTestId('quick-paste-text').fill(`${plainProduct.code}，3\n\n`);
    await page.getByRole('button', { name: '填入表格' }).click();
    const grid = page.getByTestId('quick-order-grid');
    await expect(grid.getByLabel('第 1 行商品编码')).toHaveValue(plainProduct.code);
    await expect(grid.getByLabel('第 1 行数量')).toHaveValue('3');
    await expect(grid.getByTestId('quick-row').first().getByTestId('quick-row-status')).toHaveText('可下单');
    await page.getByTestId('quick-checkout').click();
    await expect(page).toHaveURL(/\/mall\/fillorder\/normal$/);
    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('¥152.70');
  });

  test.describe('import', () => {
    // The refused upload's 400 answer is logged by the browser itself.
    test.use({ allowedConsoleErrors: [new RegExp(quickOrderEndpoints.importPreview.path)] });

    test('import wizard: .xlsx and .xls with error rows, error-row switch, previous, confirm import', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      await freshBuyer(request, context);
      await page.goto(quickOrderPath);
      await page.getByTestId('quick-import-open').click();
      const wizard = page.getByTestId('import-wizard');

      // Both templates download.
      for (const format of ['xlsx', 'xls']) {
        const href = (await wizard.getByTestId(`import-template-${format}`).getAttribute('href')) ?? '';
        const template = await request.get(href);
        expect(template.ok()).toBe(true);
        expect(template.headers()['content-disposition']).toContain(`.${format}`);
      }

      // A file that is not a spreadsheet is refused with a clear message and the wizard stays on step 1.
      await wizard.locator('input[type=file]').setInputFiles({
        name: 'orders.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from('this is not a spreadsheet'),
      });
      await expect(page.getByText(/文件已损坏|请上传/).first()).toBeVisible();
      await expect(wizard.getByTestId('import-preview')).toHaveCount(0);

      const rows = [
        [plainProduct.code, '', '2'],
        ['NOPE-1', '', '1'],
        [styledProduct.code, styledProduct.style, '1'],
        [plainProduct.code, '', '0.5'],
      ];
      // The wizard asks for the server's progress: the answer streams progress lines, then the preview.
      const answer = page.waitForResponse((res) =>
        res.url().includes(quickOrderEndpoints.importPreview.path),
      );
      await wizard.locator('input[type=file]').setInputFiles({
        name: 'order.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook(rows, 'xlsx'),
      });
      const streamed = await answer;
      expect(streamed.headers()['content-type']).toContain('application/x-ndjson');
      expect(await streamed.text()).toContain('{"progress":{"stage":"rows","done":4,"total":4}}');
      const preview = wizard.getByTestId('import-preview');
      await expect(wizard.getByTestId('import-summary')).toContainText(
        'order.xlsx：共 4 行，可导入 2 行，有问题 2 行',
      );
      await expect(preview.locator('tbody tr.ant-table-row')).toHaveCount(4);
      await expect(preview).toContainText('商品编码“NOPE-1”不存在');
      await expect(preview).toContainText('起订量为 1个');
      await wizard.getByTestId('import-errors-only').click();
      await expect(preview.locator('tbody tr.ant-table-row')).toHaveCount(2);
      await expect(preview).not.toContainText(styledProduct.style);

      // Previous: back to the upload step; an .xls file works the same.
      await wizard.getByTestId('import-previous').click();
      await expect(preview).toHaveCount(0);
      await wizard.locator('input[type=file]').setInputFiles({
        name: 'order.xls',
        mimeType: 'application/vnd.ms-excel',
        buffer: workbook([...rows, ['AA-8770', '', '1']], 'xls'),
      });
      await expect(wizard.getByTestId('import-summary')).toContainText(
        'order.xls：共 5 行，可导入 2 行，有问题 3 行',
      );
      await expect(preview).toContainText('请选择');

      await wizard.getByTestId('import-confirm').click();
      await expect(page).toHaveURL(/\/mall\/shopcart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expectCartCount(page, 2);
    });
  });
});
