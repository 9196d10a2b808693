import type { QuickOrderRow } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRows, isMultiCellPaste, pasteRows, rowsToLines, validLines } from './grid-rows';

describe('quick-order grid rows', () => {
  it('pastes tab- and comma-separated lines from the row pasted into, adding rows past the end', () => {
    const rows = emptyRows(3);
    const pasted = pasteRows(rows, 1, 'AA-6524\t2\nAA-7957,两件装,3\r\nBB-1000，5\n');
    expect(pasted).toHaveLength(4);
    expect(pasted[0]).toEqual(rows[0]);
    expect(pasted.slice(1).map(({ code, style, quantity }) => ({ code, style, quantity }))).toEqual([
      { code: 'AA-6524', style: '', quantity: '2' },
      { code: 'AA-7957', style: '两件装', quantity: '3' },
      { code: 'BB-1000', style: '', quantity: '5' },
    ]);
    // Rows keep their keys where they existed; new rows get fresh ones.
    expect(pasted[1]?.key).toBe(rows[1]?.key);
    expect(new Set(pasted.map((r) => r.key)).size).toBe(4);
  });

  it('skips blank lines and a header line', () => {
    const pasted = pasteRows(emptyRows(1), 0, '商品编码\t数量\n\nAA-6524\t2\n   \nAA-0001\t1.5');
    expect(pasted.map((r) => [r.code, r.quantity])).toEqual([
      ['AA-6524', '2'],
      ['AA-0001', '1.5'],
    ]);
  });

  it('keeps a line without a quantity (the check reports it)', () => {
    const pasted = pasteRows(emptyRows(1), 0, 'AA-6524');
    expect(pasted[0]).toMatchObject({ code: 'AA-6524', quantity: '' });
  });

  it('numbers lines by grid position and leaves blank rows out', () => {
    const rows = pasteRows(emptyRows(4), 0, 'AA-1\t1\n\t\nAA-2,S,2');
    rows[3] = { ...rows[3]!, code: ' AA-3 ', quantity: ' 4 ' };
    expect(rowsToLines(rows)).toEqual([
      { row: 1, code: 'AA-1', quantity: '1' },
      { row: 2, code: 'AA-2', style: 'S', quantity: '2' },
      { row: 4, code: 'AA-3', quantity: '4' },
    ]);
  });

  it('tells a block paste from a single code', () => {
    expect(isMultiCellPaste('AA-6524')).toBe(false);
    expect(isMultiCellPaste(' AA-6524 \n')).toBe(false);
    expect(isMultiCellPaste('AA-6524\t2')).toBe(true);
    expect(isMultiCellPaste('AA-1\nAA-2')).toBe(true);
  });

  it('takes the rows without errors of an import preview, with their style names', () => {
    const base = {
      productId: 1,
      productName: 'x',
      styleId: null,
      styles: [],
      unit: '个',
      imageUrl: '',
      shopName: '',
    };
    const money = { minOrder: '1', step: '1', stock: '9', price: '1.00', amount: '1.00' };
    const rows: QuickOrderRow[] = [
      { ...base, ...money, row: 2, code: 'AA-1', quantity: '1', styleName: '', error: null },
      {
        ...base,
        ...money,
        row: 3,
        code: 'ZZ',
        quantity: '1',
        styleName: '',
        error: { code: 'unknownCode', message: '?' },
      },
      {
        ...base,
        ...money,
        row: 4,
        code: 'AA-2',
        quantity: '2',
        styleName: '两件装',
        styleId: 7,
        error: null,
      },
    ];
    expect(validLines(rows)).toEqual([
      { row: 2, code: 'AA-1', quantity: '1' },
      { row: 4, code: 'AA-2', style: '两件装', quantity: '2' },
    ]);
  });
});
