import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { centreCodes, galleryEndpoints, productImportColumns } from '@mall/contracts';
import type { Download, Page } from '@playwright/test';
import { api } from '../../support/api';
import { origin, signIn } from '../../support/auth';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { png } from '../../support/png';
import { useLanguage } from '../cart/support';

/*
 * The products' spreadsheet import and export in the merchant workbench (issue 33): the demo merchant
 * downloads the template, fills it in, uploads a file with one bad row and reads the error (row, column,
 * reason) in Chinese, corrects it and imports; the queue's job creates the products, which the list shows as
 * drafts. In English it exports them, changes a price in the file and imports it back.
 */

const demoMerchant = '13900000001';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cells = (string | number)[];
const column = (key: (typeof productImportColumns)[number]['key']) =>
  productImportColumns.findIndex((c) => c.key === key);

/** A downloaded workbook's sheets as rows of cells. */
async function sheetsOf(download: Download): Promise<Cells[][]> {
  const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  return book.SheetNames.map((name) =>
    XLSX.utils.sheet_to_json<Cells>(book.Sheets[name]!, { header: 1, defval: '' }),
  );
}

/** An .xlsx of a header and rows, as Excel saves a filled template. */
function workbook(rows: Cells[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function choose(page: Page, name: string, bytes: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: xlsxType, buffer: bytes });
}

test('the demo merchant imports products from a filled template, an error read and corrected first, then changes a price through an export (zh_CN, then English)', async ({
  browser,
  request,
}) => {
  test.slow();
  const tag = `${Date.now() % 1_000_000}`;
  const teapot = `导入紫砂壶${tag}`;
  const cup = `导入品茗杯${tag}`;
  const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
  await useLanguage(context, 'zh_CN');
  const token = await signIn(request, context, demoMerchant, undefined, centreCodes.merchant);
  // The picture the rows name, in the merchant's gallery (its upload is journeyed with the product form).
  const merchantApi = api(request).with({ token });
  const folder = await merchantApi.ok(galleryEndpoints.addFolder, { body: { name: `导入${tag}`, pid: 0 } });
  const picture = `teapot-${tag}.png`;
  await merchantApi.upload(galleryEndpoints.upload, {
    fields: { folderId: folder.id },
    files: [{ name: picture, bytes: png(40, 30, [150, 80, 40]) }],
  });

  const page = await context.newPage();
  await page.goto('/console/merchant/products');
  await page.getByRole('button', { name: '导入 / 导出' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品导入导出' })).toBeVisible();
  expect(await seriousViolations(page, '/console/merchant/product-import')).toEqual([]);

  // The template: its header in Chinese, the explanations and an example on its second sheet.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载导入模板' }).click(),
  ]);
  const [products, help] = await sheetsOf(template);
  const header = products![0]!;
  expect(header[column('name')]).toBe('商品名称*');
  const example = help!.at(-2)!;
  const classPath = String(example[column('class')]);
  expect(classPath).toMatch(/^.+>.+>.+$/);

  // Filled in: a teapot of two SKUs (one price written in words) and a cup without SKUs.
  const rows = (secondPrice: string | number): Cells[] => {
    const row = (values: Partial<Record<(typeof productImportColumns)[number]['key'], string | number>>) =>
      productImportColumns.map((c) => values[c.key] ?? '');
    return [
      header,
      row({
        name: teapot,
        class: classPath,
        unit: '把',
        images: picture,
        skuName: '大号',
        price: 168,
        stock: 10,
      }),
      row({ skuName: '小号', price: secondPrice, stock: 6 }),
      row({ name: cup, class: classPath, unit: '只', images: picture, price: 28, stock: 50 }),
    ];
  };
  await choose(page, '商品.xlsx', workbook(rows('九十八')));
  const error = page.getByTestId('import-error');
  await expect(error).toHaveCount(1);
  await expect(error).toContainText('3');
  await expect(error).toContainText('价格');
  await expect(error).toContainText('最多 8 位整数和 2 位小数');
  await expect(page.getByText('发现 1 处错误')).toBeVisible();
  expect(await seriousViolations(page, '/console/merchant/product-import (errors)')).toEqual([]);

  // Corrected and uploaded again: nothing wrong, two drafts to create.
  await page.getByRole('button', { name: '重新选择文件' }).click();
  await choose(page, '商品.xlsx', workbook(rows(98)));
  await expect(page.getByText('检查通过：可以导入了')).toBeVisible();
  await page.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('导入完成')).toBeVisible();
  await page.getByRole('button', { name: '查看商品列表' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  const teapotRow = page.getByRole('row').filter({ hasText: teapot });
  await expect(teapotRow).toContainText('¥98.00');
  await expect(teapotRow).toContainText('草稿');
  await expect(page.getByRole('row').filter({ hasText: cup })).toContainText('¥28.00');

  // English: the drafts exported, the cup's price changed in the file, imported back.
  await useLanguage(context, 'en_US');
  await page.goto('/console/merchant/products?status=draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  const [sheet] = await sheetsOf(exported);
  expect(sheet![0]![column('name')]).toBe('Name*');
  const cupRow = sheet!.find((row) => row[column('name')] === cup)!;
  expect(cupRow[column('status')]).toBe('Draft');
  cupRow[column('price')] = 25.5;
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export products' })).toBeVisible();
  await choose(page, 'drafts.xlsx', workbook([sheet![0]!, cupRow]));
  await expect(page.getByText('All rows are fine: ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  // The pointer still rests where "Import" was, over the button that replaced it (a hover colour).
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, '/console/merchant/product-import (done)')).toEqual([]);
  await page.getByRole('button', { name: 'See the products' }).click();
  await expect(page.getByRole('row').filter({ hasText: cup })).toContainText('¥25.50');
  await context.close();
});
