import * as XLSX from '@e965/xlsx';
import { cartLimits } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import {
  caps,
  declaredHugeSheet,
  manyCellsSheet,
  repeatedCellsOds,
  workbook,
  xlsxOfSheet,
  zipOf,
} from '../../../../test/spreadsheet-kit';
import {
  buildTemplate,
  columnsOf,
  inspectZip,
  readSheetRows,
  SpreadsheetError,
  spreadsheetKind,
  spreadsheetLimits,
} from './spreadsheet';
import { countXmlCells, inspectXls } from './spreadsheet-reader.mjs';

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof SpreadsheetError ? error.reason : `other: ${String(error)}`;
  }
  return 'none';
};

describe('spreadsheet reading', () => {
  it('reads .xlsx and .xls written by a spreadsheet program, every cell as text', () => {
    const rows = [
      ['商品编码', '规格', '数量'],
      ['AB-100', '', 2],
      ['00123', '红色', '1.5'],
      [],
      [12345678901, '', 3],
    ];
    for (const kind of ['xlsx', 'xls'] as const) {
      const bytes = workbook(rows, kind);
      expect(spreadsheetKind(bytes)).toBe(kind);
      expect(readSheetRows(bytes, caps(100))).toEqual([
        { row: 1, cells: ['商品编码', '规格', '数量'] },
        { row: 2, cells: ['AB-100', '', '2'] },
        { row: 3, cells: ['00123', '红色', '1.5'] },
        { row: 5, cells: ['12345678901', '', '3'] },
      ]);
    }
  });

  it('never evaluates formulas: a formula cell gives the value stored with it', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['code', 'qty'],
      ['X-1', 1],
    ]);
    sheet.B2 = { t: 'n', v: 7, f: 'SUM(1,1)' };
    sheet.A3 = { t: 's', v: '', f: 'HYPERLINK("http://evil.example","x")' };
    sheet.B3 = { t: 'n', v: 3 };
    sheet['!ref'] = 'A1:B3';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const rows = readSheetRows(bytes, caps(10));
    expect(rows[1]!.cells).toEqual(['X-1', '7']);
    expect(rows[2]!.cells).toEqual(['', '3']);
  });

  it('refuses renamed text, CSV and HTML files before parsing', () => {
    expect(reason(() => readSheetRows(Buffer.from('code,qty\nA,1\n'), caps(10)))).toBe('notExcel');
    expect(reason(() => readSheetRows(Buffer.from('<table><tr><td>A</td></tr></table>'), caps(10)))).toBe(
      'notExcel',
    );
    expect(reason(() => readSheetRows(Buffer.alloc(0), caps(10)))).toBe('notExcel');
  });

  it('refuses a broken file', () => {
    const good = workbook(
      [
        ['code', 'qty'],
        ['A', 1],
      ],
      'xlsx',
    );
    expect(reason(() => readSheetRows(good.subarray(0, good.length / 2), caps(10)))).toBe('broken');
    const xls = workbook(
      [
        ['code', 'qty'],
        ['A', 1],
      ],
      'xls',
    );
    const damaged = Buffer.concat([xls.subarray(0, 512), Buffer.alloc(xls.length - 512, 0x41)]);
    expect(reason(() => readSheetRows(damaged, caps(10)))).toBe('broken');
    expect(
      reason(() => readSheetRows(zipOf([{ name: 'hello.txt', data: Buffer.from('hi') }]), caps(10))),
    ).toBe('broken');
  });

  it('refuses zip bombs from the central directory, before inflating anything', () => {
    const huge = spreadsheetLimits.maxEntryBytes + 1;
    const declared = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(10), declaredSize: huge },
    ]);
    expect(reason(() => inspectZip(declared))).toBe('zipBomb');
    const many = zipOf(
      Array.from({ length: spreadsheetLimits.maxZipEntries + 1 }, (_, i) => ({
        name: `f${i}`,
        data: Buffer.from('x'),
      })),
    );
    expect(reason(() => inspectZip(many))).toBe('zipBomb');
  });

  it('refuses an entry that inflates beyond its declared size (a lying bomb) with the output capped', () => {
    // 50 MB of zeros deflate to ~50 KB but claim to be 1 KB.
    const bomb = zipOf([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(50 * 1024 * 1024), declaredSize: 1024 },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    expect(reason(() => readSheetRows(bomb, caps(10)))).toBe('zipBomb');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('limits the rows and notices empty sheets', () => {
    const rows = [['code', 'qty'], ...Array.from({ length: 11 }, (_, i) => [`C${i}`, 1])];
    expect(reason(() => readSheetRows(workbook(rows, 'xlsx'), caps(10)))).toBe('tooManyRows');
    expect(readSheetRows(workbook(rows, 'xlsx'), caps(11))).toHaveLength(12);
    expect(reason(() => readSheetRows(workbook([['code', 'qty']], 'xlsx'), caps(10)))).toBe('empty');
  });

  it('finds the columns by header in any language, else by position', () => {
    expect(columnsOf(['商品编码', '规格（可选）', '数量'])).toEqual({ code: 0, style: 1, quantity: 2 });
    expect(columnsOf(['Quantity', 'Product code'])).toEqual({ code: 1, style: null, quantity: 0 });
    expect(columnsOf(['Cantidad', 'Variante', 'Código'])).toEqual({ code: 2, style: 1, quantity: 0 });
    expect(columnsOf(['a', 'b'])).toEqual({ code: 0, style: null, quantity: 1 });
    expect(columnsOf(['a', 'b', 'c'])).toEqual({ code: 0, style: 1, quantity: 2 });
  });

  it('writes templates both formats read back, with the code column as text', () => {
    for (const kind of ['xlsx', 'xls'] as const) {
      const bytes = buildTemplate(['Product code', 'Style', 'Quantity'], [['00123', '', '5']], kind);
      expect(spreadsheetKind(bytes)).toBe(kind);
      expect(readSheetRows(bytes, caps(10))).toEqual([
        { row: 1, cells: ['Product code', 'Style', 'Quantity'] },
        { row: 2, cells: ['00123', '', '5'] },
      ]);
    }
  });

  it('reads 5 000 rows quickly', () => {
    const rows = [['code', 'qty'], ...Array.from({ length: 5000 }, (_, i) => [`CODE-${i}`, (i % 9) + 1])];
    for (const kind of ['xlsx', 'xls'] as const) {
      const bytes = workbook(rows, kind);
      const started = performance.now();
      expect(readSheetRows(bytes, caps(5000))).toHaveLength(5001);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });

  it('reads a sheet by the cells it holds, not by the dimension it declares', () => {
    // The finding: `A1:XFD5000` made every row 16 384 cells wide (80 million cells for 5 000 rows).
    const rows = readSheetRows(declaredHugeSheet(300), caps());
    expect(rows).toHaveLength(301);
    expect(rows[0]).toEqual({ row: 1, cells: ['code', 'quantity'] });
    expect(rows[300]).toEqual({ row: 301, cells: ['HOSTILE-300', '1'] });
    expect(Math.max(...rows.map((r) => r.cells.length))).toBe(2);
    // A dimension smaller than the cells hides none of them.
    const small = xlsxOfSheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>code</t></is></c><c r="B1"><v>0</v></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>X-1</t></is></c><c r="B2"><v>4</v></c></row>',
      'A1:A1',
    );
    expect(readSheetRows(small, caps())).toEqual([
      { row: 1, cells: ['code', '0'] },
      { row: 2, cells: ['X-1', '4'] },
    ]);
  });

  it('counts rows after blank lines too: none is dropped, and too many are refused', () => {
    const rows = [['code', 'qty'], [], [], [], ...Array.from({ length: 10 }, (_, i) => [`C${i}`, 1])];
    for (const kind of ['xlsx', 'xls'] as const) {
      const read = readSheetRows(workbook(rows, kind), caps(10));
      expect(read).toHaveLength(11);
      expect(read[10]).toEqual({ row: 14, cells: ['C9', '1'] });
      expect(reason(() => readSheetRows(workbook([...rows, ['C10', 1]], kind), caps(10)))).toBe(
        'tooManyRows',
      );
    }
  });

  it('caps the columns: data in a column beyond the cap is refused', () => {
    const columns = cartLimits.maxImportColumns;
    const row = (width: number) => Array.from({ length: width }, (_, i) => (i === width - 1 ? 'x' : ''));
    for (const kind of ['xlsx', 'xls'] as const) {
      const widest = readSheetRows(workbook([['code', 'qty'], row(columns)], kind), caps());
      expect(widest[1]!.cells).toHaveLength(columns);
      expect(reason(() => readSheetRows(workbook([['code', 'qty'], row(columns + 1)], kind), caps()))).toBe(
        'tooManyColumns',
      );
    }
  });

  it('caps the cells before parsing: a sheet holding more is refused from its cell count', () => {
    // 350 000 real cells in a 30 KB file; SheetJS would build every one of them.
    const crowded = manyCellsSheet(5000, 70);
    expect(crowded.length).toBeLessThan(100 * 1024);
    expect(reason(() => readSheetRows(crowded, caps()))).toBe('tooManyCells');
    // The count comes from the inflated parts, so it needs no parse: inspectZip alone refuses.
    expect(reason(() => inspectZip(crowded, spreadsheetLimits, cartLimits.maxImportCells))).toBe(
      'tooManyCells',
    );
    // An .xls: its cell records are counted the same way.
    const xls = workbook(
      Array.from({ length: 40 }, () => Array.from({ length: 30 }, () => 7)),
      'xls',
    );
    expect(reason(() => inspectXls(xls, 1199))).toBe('tooManyCells');
    expect(reason(() => inspectXls(xls, 1200))).toBe('none');
    // Prefixed cells and shared strings count; <col>, <cfRule>, <sheet> do not.
    expect(
      countXmlCells(
        Buffer.from('<x:c r="A1"/><c>\n<c\t/><col/><cfRule/><sheet/><si><t>a</t></si><x:si/><sst>'),
      ),
    ).toEqual({ cells: 3, strings: 2 });
  });

  it('refuses OpenDocument and Numbers zips, whose repeated cells SheetJS would expand', () => {
    // One cell repeated 16 384 times in 100 repeated rows: 1.6 million cells from 1 KB.
    const ods = repeatedCellsOds(100, 16384);
    expect(ods.length).toBeLessThan(2048);
    expect(reason(() => readSheetRows(ods, caps()))).toBe('notExcel');
    const numbers = zipOf([{ name: 'Index/Document.iwa', data: Buffer.from('x') }]);
    expect(reason(() => readSheetRows(numbers, caps()))).toBe('notExcel');
    const nested = zipOf([{ name: 'docs/INDEX.ZIP', data: Buffer.from('x') }]);
    expect(reason(() => readSheetRows(nested, caps()))).toBe('notExcel');
  });
});
