import {
  ErrorCode,
  productImportColumns,
  productImportEndpoints,
  type ShopProductInput,
  shopProductEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { png, uploadPicture } from '../../../test/picture-kit';
import { cellOf, download, filled, firstSheet, importCalls, sheetsOf } from '../../../test/product-sheet-kit';
import { productClasses } from '../../db/schema/catalog';

// The products' export and the import's template (issue 33, docs/product-import.md): the template in the
// request's language, the export of the shop's own products one row per SKU, read back by the import to
// change prices (a round trip), a text Excel would run as a formula written harmless. The import's preview
// and job: product-import.routes.test.ts.

let ctx: TestContext;
let shop: Merchant;
let other: Merchant;
let classId: number;
let pictures: string[];

const exportOf = async (
  who: Merchant,
  query: Record<string, string> = {},
  lang: 'zh_CN' | 'en_US' = 'zh_CN',
) => {
  const { res, bytes } = await download(ctx.app, who, productImportEndpoints.productExport.path, query, lang);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return bytes;
};

const save = async (who: Merchant, input: Partial<ShopProductInput>) =>
  expectOk(
    await api(ctx.app).call(
      shopProductEndpoints.productSave,
      {
        body: {
          classId,
          name: { zh_CN: '导出测试商品' },
          unit: '件',
          images: pictures,
          ...input,
        } as ShopProductInput,
      },
      { as: who },
    ),
  );

const detailOf = async (productId: number) =>
  expectOk(
    await api(ctx.app).call(shopProductEndpoints.productDetail, { query: { productId } }, { as: shop }),
  );

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', env: { JOB_WORKERS: 'true' } });
  const db = ctx.database.db;
  shop = await makeMerchant(ctx.app, db);
  other = await makeMerchant(ctx.app, db);
  const [leaf] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.level, 3), eq(productClasses.classType, 1)))
    .orderBy(productClasses.id)
    .limit(1);
  classId = leaf!.id;
  pictures = [
    (await uploadPicture(ctx.app, shop, 'front.png', png(8, 6))).fileUrl,
    (await uploadPicture(ctx.app, shop, 'side.png', png(6, 6, [200, 30, 30]))).fileUrl,
  ];
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the template', () => {
  it('has the header row in the request language, required columns marked, and a sheet that explains them', async () => {
    const zh = await download(ctx.app, shop, productImportEndpoints.productImportTemplate.path);
    expect(zh.res.statusCode).toBe(200);
    expect(zh.res.headers['content-disposition']).toContain('.xlsx');
    const sheets = sheetsOf(zh.bytes);
    expect([...sheets.keys()]).toEqual(['商品', '填写说明']);
    const [header, ...rest] = sheets.get('商品')!;
    expect(header).toHaveLength(productImportColumns.length);
    expect(header!.slice(0, 5)).toEqual(['商品ID', '版本', '状态', '商品名称*', '英文名称']);
    // No example rows to import by mistake: the examples are on the explanations' sheet.
    expect(rest).toEqual([]);
    const help = sheets.get('填写说明')!;
    expect(help.map((row) => row[0])).toContain('规格名称');
    expect(help.flat().join(' ')).toContain('西湖龙井');

    const en = await download(ctx.app, shop, productImportEndpoints.productImportTemplate.path, {}, 'en_US');
    expect(firstSheet(en.bytes)[0]!.slice(3, 5)).toEqual(['Name*', 'Name (English)']);
  });
});

describe('the export', () => {
  it("writes the shop's own products one row per SKU, product columns repeated, and filters by status", async () => {
    const teapot = await save(shop, {
      name: { zh_CN: '导出茶壶', en_US: 'Exported teapot' },
      code: 'EXP-POT',
      skus: [
        { name: { zh_CN: '朱泥', en_US: 'Red clay' }, price: '128', stock: '10', code: 'EXP-RED' },
        { name: { zh_CN: '段泥' }, price: '98.5', stock: '5.5', code: 'EXP-GOLD', weightGrams: 450 },
      ],
    });
    const cup = await save(shop, { name: { zh_CN: '导出茶杯' }, price: '12', stock: '100', weightGrams: 80 });
    await api(ctx.app).call(
      shopProductEndpoints.productPublish,
      { body: { productId: cup.productId, version: cup.version, action: 'publish' } },
      { as: shop },
    );
    const theirs = (await uploadPicture(ctx.app, other, 'theirs.png', png(4, 4))).fileUrl;
    await save(other, { name: { zh_CN: '别家的商品' }, images: [theirs], price: '1', stock: '1' });

    const rows = firstSheet(await exportOf(shop)).slice(1);
    expect(
      rows.map((r) => [cellOf(r, 'productId'), cellOf(r, 'name'), cellOf(r, 'skuName'), cellOf(r, 'price')]),
    ).toEqual([
      [teapot.productId, '导出茶壶', '朱泥', 128],
      [teapot.productId, '导出茶壶', '段泥', 98.5],
      [cup.productId, '导出茶杯', '', 12],
    ]);
    const [red] = rows;
    expect(cellOf(red!, 'status')).toBe('草稿');
    expect(cellOf(red!, 'nameEn')).toBe('Exported teapot');
    expect(cellOf(red!, 'class')).toBe(teapot.classPath.join('>'));
    expect(cellOf(red!, 'images')).toBe(pictures.join('; '));
    expect(cellOf(red!, 'skuId')).toBe(teapot.skus[0]!.styleId);
    expect(cellOf(rows[2]!, 'weightGrams')).toBe(80);

    const onSale = firstSheet(await exportOf(shop, { status: 'onSale' })).slice(1);
    expect(onSale.map((r) => cellOf(r, 'name'))).toEqual(['导出茶杯']);
    // Another shop's export holds none of these.
    expect(
      firstSheet(await exportOf(other))
        .slice(1)
        .map((r) => cellOf(r, 'name')),
    ).toEqual(['别家的商品']);
    const english = firstSheet(await exportOf(shop, {}, 'en_US'));
    expect(english[0]![2]).toBe('Status');
    expect(cellOf(english[3]!, 'status')).toBe('On sale');
  });

  it('is read back by the import: changed prices update the products, their SKUs kept, and only once', async () => {
    const before = await save(shop, {
      name: { zh_CN: '往返茶盘', ru_RU: 'Чайный поднос' },
      skus: [
        { name: { zh_CN: '小', en_US: 'Small' }, price: '50', stock: '3' },
        { name: { zh_CN: '大' }, price: '80', stock: '2' },
      ],
    });
    const sheet = firstSheet(await exportOf(shop));
    const [header, ...rows] = sheet;
    const priceAt = productImportColumns.findIndex((c) => c.key === 'price');
    const mine = rows.filter((r) => cellOf(r, 'productId') === before.productId);
    expect(mine).toHaveLength(2);
    mine[0]![priceAt] = 55.5;
    mine[1]![priceAt] = 88;
    const file = filled(header!, rows);
    const imports = importCalls(ctx.app, shop);
    const preview = expectOk(await imports.preview(file));
    // Only the changed product is updated; the others are left as they are (no new version).
    expect(preview).toMatchObject({ errorCount: 0, toCreate: 0, toUpdate: 1, unchanged: 2 });
    const status = expectOk(await imports.commit(file));
    const result = await imports.finished(status.importId);
    expect(result).toMatchObject({ state: 'done', created: 0, updated: 1, failedCount: 0 });

    const after = await detailOf(before.productId);
    expect(after.version).toBe(before.version + 1);
    expect(after.skus.map((s) => [s.styleId, s.name.zh_CN, s.name.en_US, s.price])).toEqual([
      [before.skus[0]!.styleId, '小', 'Small', '55.50'],
      [before.skus[1]!.styleId, '大', '', '88.00'],
    ]);
    expect(after.name.ru_RU).toBe('Чайный поднос');
    // The same file again: the same import, no second update.
    expect(expectOk(await imports.commit(file)).importId).toBe(status.importId);
    expect((await detailOf(before.productId)).version).toBe(after.version);

    // That export is older than the product now: a changed copy of it is refused row by row.
    mine[0]![priceAt] = 60;
    const stale = expectOk(await imports.preview(filled(header!, rows)));
    const refused = stale.errors.find((e) => e.row === rows.indexOf(mine[0]!) + 2);
    expect(refused).toMatchObject({ column: '版本' });
    expect(refused!.message).toContain(`现在是版本 ${after.version}`);
  });

  it('writes a text Excel would run as a formula with a leading apostrophe, which the import takes off', async () => {
    const risky = await save(shop, {
      name: { zh_CN: '=HYPERLINK("http://example.com","点我")' },
      keywords: '-特价 +包邮',
      code: '-A1',
      price: '1',
      stock: '1',
    });
    const sheet = firstSheet(await exportOf(shop));
    const row = sheet.find((r) => cellOf(r, 'productId') === risky.productId)!;
    expect(cellOf(row, 'name')).toBe('\'=HYPERLINK("http://example.com","点我")');
    expect(cellOf(row, 'keywords')).toBe("'-特价 +包邮");
    expect(cellOf(row, 'code')).toBe("'-A1");
    // Read back as it is, the row is the product as it is: the import took the marks off again.
    const imports = importCalls(ctx.app, shop);
    expect(expectOk(await imports.preview(filled(sheet[0]!, [row])))).toMatchObject({
      unchanged: 1,
      errorCount: 0,
    });
    // A changed price is saved, the texts as they were.
    row[productImportColumns.findIndex((c) => c.key === 'price')] = 2;
    const status = expectOk(await imports.commit(filled(sheet[0]!, [row])));
    expect((await imports.finished(status.importId)).updated).toBe(1);
    const after = await detailOf(risky.productId);
    expect([after.name.zh_CN, after.keywords, after.code, after.price]).toEqual([
      '=HYPERLINK("http://example.com","点我")',
      '-特价 +包邮',
      '-A1',
      '2.00',
    ]);
  });

  it('refuses a status that is not one', async () => {
    const { res } = await download(ctx.app, shop, productImportEndpoints.productExport.path, {
      status: 'sold',
    });
    expect(res.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    expectError(
      await api(ctx.app).call(
        productImportEndpoints.productImportStatus,
        { query: { importId: 'x' } },
        { as: shop },
      ),
      ErrorCode.VALIDATION_FAILED,
    );
  });
});
