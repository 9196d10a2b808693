import { cartEndpoints, ErrorCode, parseQuickOrderText, quickOrderEndpoints } from '@mall/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import type { Buyer } from '../../../../test/buying-kit';
import type { TestContext } from '../../../../test/helper';
import { quickOrderTests } from '../../../../test/quick-order-kit';
import { caps, workbook, xlsxOfSheet, zipOf } from '../../../../test/spreadsheet-kit';
import { readSheetRows } from './spreadsheet';

// Quick order: code suggestions, pasted rows, adding to the cart, the templates, importing files and what
// refuses them. Streamed imports, imports that can not stall the server and the import limits:
// quick-order-imports.routes.test.ts.

const t = quickOrderTests();
const { upload } = t;
let ctx: TestContext;
let buyer: Buyer;
let plain: typeof t.fixture.plain;
let styled: typeof t.fixture.styled;
beforeAll(() => {
  ({ ctx, buyer, plain, styled } = t.fixture);
});
const _db = () => ctx.database.db;

describe('quick order', () => {
  it('suggests products by code prefix, then by name', async () => {
    const byCode = await api(ctx.app).call(
      quickOrderEndpoints.suggest,
      { query: { keyword: 'qo-' } },
      { as: buyer },
    );
    expect(byCode.ext.map((s) => s.code)).toEqual(['QO-BOX', 'QO-PLAIN', 'QO-STYLE']);
    expect(byCode.ext[2].styles.map((s) => s.name)).toEqual(['红色', '蓝色']);
    // What a buyer tells products apart by: name, picture, specification, price, stock and minimum order.
    expect(byCode.ext[0]).toMatchObject({
      productName: '整箱饮料',
      price: '48.00',
      stock: '6',
      minOrder: '2',
      unit: expect.any(String),
      imageUrl: expect.stringMatching(/./),
    });
    expect(byCode.ext[1].specs.length).toBeGreaterThan(0);
    expect(byCode.ext[1].specs).toEqual(plain.specs.map(({ name, value }) => ({ name, value })));
    const byName = await api(ctx.app).call(
      quickOrderEndpoints.suggest,
      { query: { keyword: '快速下单' } },
      { as: buyer },
    );
    expect(byName.ext.map((s) => s.productId).sort()).toEqual([plain.id, styled.id].sort());
    const percent = await api(ctx.app).call(
      quickOrderEndpoints.suggest,
      { query: { keyword: '%_%_%' } },
      { as: buyer },
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
    const { ext } = await api(ctx.app).call(quickOrderEndpoints.check, { body: { lines } }, { as: buyer });
    const errors = ext.rows.map((r) => [r.row, r.error?.code ?? null]);
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
    expect(ext.rows[2].error?.message).toBe('There is no product with code "NOPE-1"');
    expect(ext.rows[3].styles.map((s) => s.name)).toEqual(['红色', '蓝色']);
    expect(ext.rows[6].error?.message).toMatch(/multiples of 2/);
    expect(ext).toMatchObject({ validCount: 3, errorCount: 8, validAmount: '355.45' });
  });

  it('adds the valid rows to the cart and answers the skipped ones', async () => {
    const res = await api(ctx.app).call(
      quickOrderEndpoints.addCart,
      {
        body: {
          lines: [
            { code: 'QO-PLAIN', quantity: '3' },
            { code: 'QO-PLAIN', quantity: '2' },
            { code: 'QO-STYLE', style: '红色', quantity: '1' },
            { code: 'NOPE', quantity: '1' },
          ],
          selectOnly: true,
        },
      },
      { as: buyer },
    );
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.added).toBe(3);
    expect(res.ext.skipped.map((r) => r.row)).toEqual([4]);
    const cart = (await api(ctx.app).call(cartEndpoints.cartList, {}, { as: buyer })).ext;
    const items = cart.shops.flatMap((s) => s.items);
    expect(items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [plain.id, '5'],
        [styled.id, '1'],
      ].sort(),
    );
    // The cart's own quantity counts against the stock of the next add.
    const more = await api(ctx.app).call(
      quickOrderEndpoints.addCart,
      {
        body: {
          lines: [{ code: 'QO-PLAIN', quantity: '96' }],
        },
      },
      { as: buyer },
    );
    expect(more.ext.added).toBe(0);
    expect(more.ext.skipped[0].error?.code).toBe('outOfStock');
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
    expect(bad.json().code).toBe(ErrorCode.VALIDATION_FAILED);
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
      expect(res.code, res.msg).toBe(ErrorCode.OK);
      expect(res.ext).toMatchObject({
        fileName: `order.${kind}`,
        totalRows: 5,
        validCount: 2,
        errorCount: 3,
      });
      expect(res.ext.rows.map((r) => [r.row, r.error?.code ?? null])).toEqual([
        [2, null],
        [3, null],
        [4, 'unknownCode'],
        [5, 'quantityNotAllowed'],
        [6, 'outOfStock'],
      ]);
    }
  });

  it('refuses a cell holding U+0000 or an unpaired surrogate like a JSON request, naming the cell, echoing nothing', async () => {
    // What the JSON and query gate refuses (storable-text.ts): PostgreSQL fails on U+0000 and would store
    // U+FFFD for a lone surrogate. An .xls keeps both as written; an .xlsx carries them as character escapes.
    const cases: [string, Buffer, RegExp][] = [
      [
        'order.xls',
        workbook(
          [
            ['code', 'quantity'],
            ['QO-PLAIN', 1],
            ['QO-\u0000PLAIN', 1],
          ],
          'xls',
        ),
        /^Row 3: the product code holds a character that can not be stored/,
      ],
      [
        'order.xls',
        workbook(
          [
            ['code', 'style', 'quantity'],
            ['QO-STYLE', '红\uD800', 1],
          ],
          'xls',
        ),
        /^Row 2: the style holds a character that can not be stored/,
      ],
      [
        'order.xlsx',
        xlsxOfSheet(
          '<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c><c r="B1" t="inlineStr"><is><t>quantity</t></is></c></row>' +
            '<row r="2"><c r="A2" t="inlineStr"><is><t>QO-PLAIN</t></is></c><c r="B2" t="inlineStr"><is><t>1_x0000_</t></is></c></row>',
        ),
        /^Row 2: the quantity holds a character that can not be stored/,
      ],
      [
        'order.xlsx',
        xlsxOfSheet(
          '<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c><c r="B1" t="inlineStr"><is><t>quantity</t></is></c></row>' +
            '<row r="4"><c r="A4" t="inlineStr"><is><t>QO_xDC00_</t></is></c><c r="B4"><v>1</v></c></row>',
        ),
        /^Row 4: the product code holds a character that can not be stored/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(name, bytes);
      expect({ code: res.code, name }).toEqual({ code: ErrorCode.VALIDATION_FAILED, name });
      expect(res.msg).toMatch(message);
      expect(JSON.stringify(res)).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
    }
    const zh = await upload('order.xls', cases[0]![1], 'zh_CN');
    expect(zh.msg).toBe(
      '第 3 行的商品编码包含无法保存的字符（空字符 U+0000 或不完整的 Unicode 代理项），请修改后重新上传',
    );
    // A CSV is not an import format: refused as such before any cell is read, whatever it holds.
    const csv = await upload('order.csv', Buffer.from('code,quantity\nQO-\u0000PLAIN,1\n'));
    expect({ code: csv.code, msg: csv.msg }).toEqual({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'Please upload an Excel file (.xls or .xlsx)',
    });
    // A long code is cut to 200 characters without splitting a character in two (which would leave a lone
    // surrogate): read as an unknown code, shown as it was.
    const long = `A${'𠀀'.repeat(150)}`;
    const cut = await upload(
      'order.xls',
      workbook(
        [
          ['code', 'quantity'],
          [long, 1],
        ],
        'xls',
      ),
    );
    expect(cut.code, cut.msg).toBe(ErrorCode.OK);
    expect(cut.ext.rows[0]).toMatchObject({ code: `A${'𠀀'.repeat(99)}`, error: { code: 'unknownCode' } });
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
      expect(res.code, name).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(message);
    }
    const zh = await upload('x.xlsx', Buffer.from('hello'), 'zh_CN');
    expect(zh.msg).toBe('请上传 .xls 或 .xlsx 格式的 Excel 文件');
    const tooBig = await upload('big.xlsx', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect({ code: tooBig.code, msg: tooBig.msg }).toEqual({
      code: ErrorCode.VALIDATION_FAILED,
      msg: 'The file must not be larger than 5 MB',
    });
    expect((await upload('big.xlsx', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'es')).msg).toBe(
      'El archivo puede tener como máximo 5 MB',
    );
  });

  it('takes the file as multipart/form-data: one file, signed in', async () => {
    const sheet = workbook(
      [
        ['code', 'quantity'],
        ['QO-PLAIN', 1],
      ],
      'xlsx',
    );
    const endpoint = quickOrderEndpoints.importPreview;
    const refused = async (res: { code: number; msg: string }, msg: string) =>
      expect({ code: res.code, msg: res.msg }).toEqual({ code: ErrorCode.VALIDATION_FAILED, msg });
    const as = { as: buyer };
    await refused(
      await api(ctx.app).unchecked(endpoint, { form: { fields: { note: 'x' } } }, as),
      'Please choose a file to upload',
    );
    await refused(
      await api(ctx.app).upload(
        endpoint,
        {
          files: [
            { name: 'a.xlsx', bytes: sheet },
            { name: 'b.xlsx', bytes: sheet },
          ],
        },
        as,
      ),
      'Upload one file at a time',
    );
    await refused(
      await api(ctx.app).unchecked(
        endpoint,
        { body: { fileName: 'a.xlsx', base64: sheet.toString('base64') } },
        as,
      ),
      'Send the file as a multipart/form-data form',
    );
    expect((await api(ctx.app).upload(endpoint, { files: [{ name: 'a.xlsx', bytes: sheet }] })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    const ok = await upload('  ', sheet);
    expect(ok.code, ok.msg).toBe(ErrorCode.OK);
    expect(ok.ext).toMatchObject({ totalRows: 1, validCount: 1 });
  });

  it('imports 5 000 rows in a few seconds, and refuses more', async () => {
    const rows = [
      ['code', 'quantity'],
      ...Array.from({ length: 5000 }, (_, i) => [i % 2 ? 'QO-PLAIN' : `MISSING-${i}`, 1]),
    ];
    const started = performance.now();
    const res = await upload('many.xlsx', workbook(rows, 'xlsx'));
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.totalRows).toBe(5000);
    expect(res.ext.rows[0].error?.code).toBe('unknownCode');
    expect(performance.now() - started).toBeLessThan(10_000);
    const tooMany = await upload('more.xlsx', workbook([...rows, ['QO-PLAIN', 1]], 'xlsx'));
    expect(tooMany.msg).toMatch(/At most 5000 rows/);
  }, 60_000);
});
