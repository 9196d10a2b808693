import {
  ErrorCode,
  merchantPermissionCodes,
  productImportEndpoints,
  shopProductEndpoints,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { png, uploadPicture } from '../../../test/picture-kit';
import { download, filled, firstSheet, importCalls, rowOf } from '../../../test/product-sheet-kit';
import { auditLog } from '../../db/schema/audit';
import { productClasses } from '../../db/schema/catalog';

// The products' spreadsheet import (issue 33, docs/product-import.md): a filled template is previewed with
// every bad row's row, column and reason and nothing written; a clean one is committed and the queue's job
// creates its products (drafts) once, however often the file is committed. The export side:
// product-export.routes.test.ts.

let ctx: TestContext;
let shop: Merchant;
let other: Merchant;
let header: (string | number)[];
/** A third-level class's path as the template asks for it (一级>二级>三级). */
let classPath: string;
let classId: number;
let front: string;
let side: string;
let theirs: string;

const calls = (who: Merchant = shop, lang: 'zh_CN' | 'en_US' = 'zh_CN') => importCalls(ctx.app, who, lang);
const listed = async (who: Merchant) =>
  expectOk(await api(ctx.app).call(shopProductEndpoints.productList, { query: { limit: 100 } }, { as: who }))
    .rows;

/** A product of two SKUs and a product without SKUs, named with `tag`, every value as the form takes it. */
const goodRows = (tag: string) => [
  rowOf({
    name: `导入茶壶${tag}`,
    nameEn: `Imported teapot ${tag}`,
    class: classPath,
    unit: '把',
    images: `front.png; ${side}`,
    skuName: '大号',
    price: 128,
    stock: 10,
    skuCode: `IMP-${tag}-L`,
  }),
  rowOf({ skuName: '小号', price: 98.5, stock: 5, skuCode: `IMP-${tag}-S`, weightGrams: 400 }),
  rowOf({ name: `导入茶杯${tag}`, class: classPath, unit: '只', images: front, price: 12, stock: 100 }),
];

beforeAll(async () => {
  // This file's copy works the queue: a commit's job runs here as it would on a server.
  ctx = await createTestContext({ seed: 'demo', env: { JOB_WORKERS: 'true' } });
  const db = ctx.database.db;
  shop = await makeMerchant(ctx.app, db);
  other = await makeMerchant(ctx.app, db);
  const [leaf] = await db
    .select({ id: productClasses.id, pid: productClasses.pid, name: productClasses.name })
    .from(productClasses)
    .where(and(eq(productClasses.level, 3), eq(productClasses.classType, 1)))
    .orderBy(productClasses.id)
    .limit(1);
  const nameOf = async (id: number) =>
    (await db.select().from(productClasses).where(eq(productClasses.id, id)))[0]!;
  const parent = await nameOf(leaf!.pid);
  classPath = [(await nameOf(parent.pid)).name, parent.name, leaf!.name].join('>');
  classId = leaf!.id;
  front = (await uploadPicture(ctx.app, shop, 'front.png', png(8, 6))).fileUrl;
  side = (await uploadPicture(ctx.app, shop, 'side.png', png(6, 6, [200, 30, 30]))).fileUrl;
  theirs = (await uploadPicture(ctx.app, other, 'theirs.png', png(4, 4))).fileUrl;
  const template = await download(ctx.app, shop, productImportEndpoints.productImportTemplate.path);
  header = firstSheet(template.bytes)[0]!;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the preview', () => {
  it('lists every bad row with its row, column and reason in Chinese, and writes nothing', async () => {
    const file = filled(header, [
      ...goodRows('A'),
      rowOf({
        name: '价格写错的商品',
        class: classPath,
        unit: '件',
        images: front,
        price: '十二元',
        stock: 1,
      }),
      rowOf({
        name: '分类不存在的商品',
        class: '不存在的分类',
        unit: '件',
        images: front,
        price: 1,
        stock: 1,
      }),
      rowOf({ name: '用了别人图片的商品', class: classPath, unit: '件', images: theirs, price: 1, stock: 1 }),
    ]);
    const preview = expectOk(await calls().preview(file, '商品.xlsx'));
    expect(preview).toMatchObject({
      fileName: '商品.xlsx',
      totalRows: 6,
      products: 5,
      toCreate: 2,
      toUpdate: 0,
      invalid: 3,
      errorCount: 3,
      committed: null,
    });
    expect(preview.errors.map((e) => [e.row, e.column, e.columnLetter, e.message])).toEqual([
      [5, '价格', 'S', '最多 8 位整数和 2 位小数'],
      [6, '分类', 'I', '找不到这个分类，请填写三级分类的完整路径（一级>二级>三级）或分类ID'],
      [7, '图片', 'P', `图片不在您的图库中：${theirs.slice(theirs.lastIndexOf('/') + 1)}`],
    ]);
    expect(await listed(shop)).toEqual([]);

    // The same file in English; a commit of it is refused unless only the valid products are asked for.
    const english = expectOk(await calls(shop, 'en_US').preview(file));
    expect(english.errors[1]!.message).toMatch(/^Class not found/);
    const refused = await calls(shop, 'en_US').commit(file);
    expect(expectError(refused, ErrorCode.VALIDATION_FAILED)).toMatch(/has 3 errors/);
    expect(await listed(shop)).toEqual([]);
  });

  it('refuses a file that is not an .xlsx by its bytes, whatever its name, and one without the header', async () => {
    const text = Buffer.from('商品名称,价格\n茶壶,12\n');
    expect(expectError(await calls().preview(text, 'renamed.xlsx'), ErrorCode.VALIDATION_FAILED)).toMatch(
      /\.xlsx/,
    );
    const noHeader = filled(['a', 'b'], [['x', 'y']]);
    expect(expectError(await calls().preview(noHeader), ErrorCode.VALIDATION_FAILED)).toMatch(/表头/);
    expectError(await calls().preview(filled(header, [])), ErrorCode.VALIDATION_FAILED);
  });

  it('groups SKU rows into products and checks them as the form does', async () => {
    const file = filled(header, [
      rowOf({
        name: '多行商品',
        class: classPath,
        unit: '把',
        images: front,
        skuName: '甲',
        price: 1,
        stock: 1,
      }),
      // A SKU row without its name; a row repeating the product's columns differently.
      rowOf({ price: 2, stock: 1 }),
      rowOf({ name: '多行商品', unit: '箱', skuName: '乙', price: 3, stock: 1 }),
      rowOf({
        name: '同名规格',
        class: classPath,
        unit: '把',
        images: front,
        skuName: '甲',
        price: 1,
        stock: 1,
      }),
      rowOf({ skuName: '甲', price: 2, stock: 1 }),
      rowOf({
        productId: 999999,
        version: 1,
        name: '不是本店的',
        class: classPath,
        unit: '把',
        images: front,
        price: 1,
        stock: 1,
      }),
    ]);
    const preview = expectOk(await calls().preview(file));
    expect(preview.products).toBe(3);
    expect(preview.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, '规格名称', '同一商品有多行时每行是一个规格，须填写规格名称'],
      [4, '单位', '与本商品第 2 行不一致（同一商品的各行，商品信息须相同或留空）'],
      [6, '规格名称', '规格名称重复'],
      [7, '商品ID', '不是本店的商品ID'],
    ]);
  });
});

describe('the commit and its job', () => {
  it('creates the products as drafts once, however often and however fast the file is committed', async () => {
    const file = filled(header, goodRows('B'));
    const preview = expectOk(await calls().preview(file));
    expect(preview).toMatchObject({ errorCount: 0, toCreate: 2, committed: null });
    // Two commits at once (a double click, two tabs): one import.
    const [first, second] = await Promise.all([calls().commit(file), calls().commit(file)]);
    expect(expectOk(first).importId).toBe(preview.importId);
    expect(expectOk(second).importId).toBe(preview.importId);
    const result = await calls().finished(preview.importId);
    expect(result).toMatchObject({
      state: 'done',
      total: 2,
      done: 2,
      created: 2,
      updated: 0,
      failedCount: 0,
    });
    expect(result.createdIds).toHaveLength(2);

    const rows = await listed(shop);
    const teapot = rows.find((r) => r.name === '导入茶壶B');
    expect(teapot).toMatchObject({ status: 'draft', price: '98.50', stock: '15', unit: '把', skuCount: 2 });
    expect(rows.find((r) => r.name === '导入茶杯B')).toMatchObject({
      status: 'draft',
      price: '12.00',
      skuCount: 0,
    });
    const detail = expectOk(
      await api(ctx.app).call(
        shopProductEndpoints.productDetail,
        { query: { productId: teapot!.productId } },
        { as: shop },
      ),
    );
    expect(detail.name.en_US).toBe('Imported teapot B');
    expect(detail.images).toEqual([front, side]);
    expect(detail.skus.map((s) => [s.name.zh_CN, s.price, s.stock, s.code, s.weightGrams])).toEqual([
      ['大号', '128.00', '10', 'IMP-B-L', 0],
      ['小号', '98.50', '5', 'IMP-B-S', 400],
    ]);
    // Each product has its audit entry, naming the import it came from.
    const entries = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.shopId, shop.shopId), eq(auditLog.entityType, 'product')));
    expect(entries.filter((e) => e.after?.includes(preview.importId)).map((e) => e.action)).toEqual([
      'product.create',
      'product.create',
    ]);

    // Committed again later: the first import's result, nothing new; the preview says so too.
    const again = expectOk(await calls().commit(file));
    expect(again).toMatchObject({ importId: preview.importId, state: 'done', created: 2 });
    expect(expectOk(await calls().preview(file)).committed?.state).toBe('done');
    expect((await listed(shop)).filter((r) => r.name.endsWith('B'))).toHaveLength(2);
  });

  it('imports only the valid products when asked, and lists why the others were left out', async () => {
    const file = filled(header, [
      ...goodRows('C'),
      rowOf({ name: '没有图片的商品', class: classPath, unit: '件', price: 1, stock: 1 }),
    ]);
    const status = expectOk(await calls().commit(file, true));
    expect(status.total).toBe(2);
    const result = await calls().finished(status.importId);
    expect(result).toMatchObject({ state: 'done', created: 2, failedCount: 0 });
    const names = (await listed(shop)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['导入茶壶C', '导入茶杯C']));
    expect(names).not.toContain('没有图片的商品');
  });

  it('resumes a retried import: what the audit log shows saved is skipped, the rest is saved', async () => {
    const file = filled(header, goodRows('D'));
    const status = expectOk(await calls().commit(file));
    await calls().finished(status.importId);
    // The same job tried again (as after its copy died) with one product it had not reached yet.
    const data = (await ctx.app.jobs.job('products.import', status.importId))!.data as { items: object[] };
    const rest = {
      row: 9,
      name: '续传的商品',
      patch: {
        name: { zh_CN: '续传的商品' },
        classId,
        unit: '件',
        images: [front],
        own: { price: '3', stock: '1' },
      },
    };
    const output = await ctx.app.jobs.runHere(
      'products.import',
      { ...data, items: [...data.items, rest] },
      { retryCount: 1 },
    );
    expect(output).toMatchObject({ done: 3, created: 3, updated: 0, failedCount: 0 });
    const count = async (name: string) =>
      (
        (
          await ctx.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from products where shop_id = ${shop.shopId} and name = ${name}`,
          )
        ).rows as [{ n: number }]
      )[0].n;
    expect(await count('导入茶壶D')).toBe(1);
    expect(await count('导入茶杯D')).toBe(1);
    expect(await count('续传的商品')).toBe(1);
  });
});

describe('another shop and permissions', () => {
  it("answers another shop's import as not found", async () => {
    const file = filled(header, goodRows('E'));
    const status = expectOk(await calls().commit(file));
    expectError(await calls(other).status(status.importId), ErrorCode.NOT_FOUND);
    // The same file committed by another shop is its own import (its pictures are not that shop's).
    const theirPreview = expectOk(await calls(other).preview(file));
    expect(theirPreview.importId).not.toBe(status.importId);
    expect(theirPreview.committed).toBeNull();
    await calls().finished(status.importId);
  });

  it('needs the import code of the seller centre on every endpoint', async () => {
    const staff = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.productView, merchantPermissionCodes.productEdit],
    });
    const buyer = await makeBuyer(ctx.app, ctx.database.db);
    const file = filled(header, goodRows('F'));
    for (const who of [staff, buyer as Merchant]) {
      expectError(await calls(who).preview(file), ErrorCode.FORBIDDEN);
      expectError(await calls(who).commit(file), ErrorCode.FORBIDDEN);
      expectError(await calls(who).status('00000000-0000-5000-8000-000000000000'), ErrorCode.FORBIDDEN);
      for (const endpoint of [
        productImportEndpoints.productImportTemplate,
        productImportEndpoints.productExport,
      ]) {
        const { res } = await download(ctx.app, who, endpoint.path);
        expect(res.json().code).toBe(ErrorCode.FORBIDDEN);
      }
    }
  });
});
