import { parseQuickOrderText } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { api, type Buyer, makeBuyer, makeProduct, style } from '../orders/buying.test-support';
import { readSheetRows } from './spreadsheet';
import { caps, workbook, zipOf } from './spreadsheet.test-support';

let ctx: TestContext;
let buyer: Buyer;
const db = () => ctx.database.db;
let plain: Awaited<ReturnType<typeof makeProduct>>;
let styled: Awaited<ReturnType<typeof makeProduct>>;
const colours = [style('红色', 1200, '8'), style('蓝色', 1300, '3')];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, db());
  plain = await makeProduct(db(), {
    model: 'QO-PLAIN',
    name: '快速下单大米',
    priceCents: 5990,
    stock: '100',
    step: '0.5',
  });
  styled = await makeProduct(db(), { model: 'QO-STYLE', name: '快速下单水杯', styles: colours, stock: '11' });
  await makeProduct(db(), {
    model: 'QO-BOX',
    name: '整箱饮料',
    priceCents: 4800,
    minOrder: '2',
    step: '2',
    stock: '6',
  });
});
afterAll(async () => {
  await ctx?.close();
});

const upload = (fileName: string, bytes: Buffer, lang = 'en_US') =>
  api(
    ctx.app,
    buyer,
    'POST',
    '/member/order/quickorder/importpreview',
    { fileName, base64: bytes.toString('base64') },
    lang,
  );

describe('quick order', () => {
  it('suggests products by code prefix, then by name', async () => {
    const byCode = await api(
      ctx.app,
      buyer,
      'GET',
      '/member/order/quickorder/queryproductsuggest?keyword=qo-',
    );
    expect(byCode.ext.map((s: { code: string }) => s.code)).toEqual(['QO-BOX', 'QO-PLAIN', 'QO-STYLE']);
    expect(byCode.ext[2].styles.map((s: { name: string }) => s.name)).toEqual(['红色', '蓝色']);
    const byName = await api(
      ctx.app,
      buyer,
      'GET',
      `/member/order/quickorder/queryproductsuggest?keyword=${encodeURIComponent('快速下单')}`,
    );
    expect(byName.ext.map((s: { productId: number }) => s.productId).sort()).toEqual(
      [plain.id, styled.id].sort(),
    );
    const percent = await api(
      ctx.app,
      buyer,
      'GET',
      '/member/order/quickorder/queryproductsuggest?keyword=%25_%25_%25',
    );
    expect(percent.ext).toEqual([]);
  });

  it('checks pasted rows one by one, with a translated reason for each bad row', async () => {
    const text = [
      'QO-PLAIN\t3',
      'qo-plain,2.5',
      'NOPE-1\t1',
      'QO-STYLE\t1',
      'QO-STYLE,蓝色,2',
      'QO-STYLE，绿色，1',
      'QO-BOX\t3',
      'QO-BOX\t8',
      'QO-PLAIN\t-2',
      'QO-STYLE\t蓝色\t2',
      '',
      '\t5',
    ].join('\n');
    const lines = parseQuickOrderText(text);
    expect(lines).toHaveLength(11);
    const { ext } = await api(ctx.app, buyer, 'POST', '/member/order/quickorder/checklines', { lines });
    const errors = ext.rows.map((r: { row: number; error: { code: string } | null }) => [
      r.row,
      r.error?.code ?? null,
    ]);
    expect(errors).toEqual([
      [1, null],
      [2, null],
      [3, 'unknownCode'],
      [4, 'styleRequired'],
      [5, null],
      [6, 'unknownStyle'],
      [7, 'quantityNotAllowed'],
      [8, 'outOfStock'],
      [9, 'quantityInvalid'],
      [10, 'outOfStock'], // 2 + 2 blue cups, only 3 in stock
      [12, 'unknownCode'],
    ]);
    expect(ext.rows[0]).toMatchObject({ productId: plain.id, price: '59.90', amount: '179.70' });
    expect(ext.rows[1].amount).toBe('149.75');
    expect(ext.rows[2].error.message).toBe('There is no product with code "NOPE-1"');
    expect(ext.rows[3].styles.map((s: { name: string }) => s.name)).toEqual(['红色', '蓝色']);
    expect(ext.rows[6].error.message).toMatch(/multiples of 2/);
    expect(ext).toMatchObject({ validCount: 3, errorCount: 8, validAmount: '355.45' });
  });

  it('adds the valid rows to the cart and answers the skipped ones', async () => {
    const res = await api(ctx.app, buyer, 'POST', '/member/order/quickorder/addcart', {
      lines: [
        { code: 'QO-PLAIN', quantity: '3' },
        { code: 'QO-PLAIN', quantity: '2' },
        { code: 'QO-STYLE', style: '红色', quantity: '1' },
        { code: 'NOPE', quantity: '1' },
      ],
      selectOnly: true,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.ext.added).toBe(3);
    expect(res.ext.skipped.map((r: { row: number }) => r.row)).toEqual([4]);
    const cart = (await api(ctx.app, buyer, 'GET', '/member/order/cart/querycartlist')).ext;
    const items = cart.shops.flatMap((s: { items: object[] }) => s.items);
    expect(
      items.map((i: { productId: number; quantity: string }) => [i.productId, i.quantity]).sort(),
    ).toEqual(
      [
        [plain.id, '5'],
        [styled.id, '1'],
      ].sort(),
    );
    // The cart's own quantity counts against the stock of the next add.
    const more = await api(ctx.app, buyer, 'POST', '/member/order/quickorder/addcart', {
      lines: [{ code: 'QO-PLAIN', quantity: '96' }],
    });
    expect(more.ext.added).toBe(0);
    expect(more.ext.skipped[0].error.code).toBe('outOfStock');
  });

  it('downloads the template in both formats, in the request language', async () => {
    for (const format of ['xlsx', 'xls'] as const) {
      const res = await ctx.app.inject({
        url: `/api/member/order/quickorder/downloadtemplate?format=${format}`,
        cookies: { site_lang: 'zh_CN' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`quick-order-template.${format}`);
      const rows = readSheetRows(res.rawPayload, caps(10));
      expect(rows[0]!.cells).toEqual(['商品编码', '规格（可选）', '数量']);
      expect(rows).toHaveLength(3);
    }
    const bad = await ctx.app.inject({ url: '/api/member/order/quickorder/downloadtemplate?format=csv' });
    expect(bad.json().code).toBe(40000);
  });

  it('imports .xlsx and .xls files: every row checked, errors per row', async () => {
    const rows = [
      ['商品编码', '规格', '数量'],
      ['QO-PLAIN', '', 4],
      ['QO-STYLE', '蓝色', '1'],
      ['UNKNOWN', '', 1],
      ['QO-BOX', '', 3],
      ['QO-PLAIN', '', 1000],
    ];
    for (const kind of ['xlsx', 'xls'] as const) {
      const res = await upload(`order.${kind}`, workbook(rows, kind));
      expect(res.code, res.msg).toBe(0);
      expect(res.ext).toMatchObject({
        fileName: `order.${kind}`,
        totalRows: 5,
        validCount: 2,
        errorCount: 3,
      });
      expect(
        res.ext.rows.map((r: { row: number; error: { code: string } | null }) => [
          r.row,
          r.error?.code ?? null,
        ]),
      ).toEqual([
        [2, null],
        [3, null],
        [4, 'unknownCode'],
        [5, 'quantityNotAllowed'],
        [6, 'outOfStock'],
      ]);
    }
  });

  it('refuses renamed, broken, oversized and bomb files with a clear message', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['order.xlsx', Buffer.from('code,quantity\nQO-PLAIN,1\n'), /upload an Excel file/],
      [
        'order.xls',
        Buffer.from('<html><table><tr><td>QO-PLAIN</td></tr></table></html>'),
        /upload an Excel file/,
      ],
      [
        'order.xlsx',
        workbook(
          [
            ['code', 'qty'],
            ['A', 1],
          ],
          'xlsx',
        ).subarray(0, 300),
        /damaged/,
      ],
      [
        'order.xlsx',
        zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(40 * 1024 * 1024), declaredSize: 100 }]),
        /too much data/,
      ],
      ['order.xlsx', workbook([['code', 'qty']], 'xlsx'), /no rows/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(name, bytes);
      expect(res.code, name).toBe(40000);
      expect(res.msg).toMatch(message);
    }
    const zh = await upload('x.xlsx', Buffer.from('hello'), 'zh_CN');
    expect(zh.msg).toBe('请上传 .xls 或 .xlsx 格式的 Excel 文件');
    const tooBig = await upload('big.xlsx', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(tooBig.msg).toMatch(/at most 5 MB/);
    const notBase64 = await api(ctx.app, buyer, 'POST', '/member/order/quickorder/importpreview', {
      fileName: 'a.xlsx',
      base64: '!!!',
    });
    expect(notBase64.code).toBe(40000);
  });

  it('imports 5 000 rows in a few seconds, and refuses more', async () => {
    const rows = [
      ['code', 'quantity'],
      ...Array.from({ length: 5000 }, (_, i) => [i % 2 ? 'QO-PLAIN' : `MISSING-${i}`, 1]),
    ];
    const started = performance.now();
    const res = await upload('many.xlsx', workbook(rows, 'xlsx'));
    expect(res.code, res.msg).toBe(0);
    expect(res.ext.totalRows).toBe(5000);
    expect(res.ext.rows[0].error.code).toBe('unknownCode');
    expect(performance.now() - started).toBeLessThan(10_000);
    const tooMany = await upload('more.xlsx', workbook([...rows, ['QO-PLAIN', 1]], 'xlsx'));
    expect(tooMany.msg).toMatch(/At most 5000 rows/);
  }, 60_000);
});
