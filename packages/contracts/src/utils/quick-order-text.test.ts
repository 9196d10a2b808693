import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from './quick-order-text';

describe('parseQuickOrderText', () => {
  it('reads code and quantity separated by a tab, a comma or a Chinese comma', () => {
    expect(parseQuickOrderText('AA-1\t2\nAA-2,3\r\nAA-3，4.5')).toEqual([
      { row: 1, code: 'AA-1', quantity: '2' },
      { row: 2, code: 'AA-2', quantity: '3' },
      { row: 3, code: 'AA-3', quantity: '4.5' },
    ]);
  });

  it('reads a style between code and quantity, trimming every cell', () => {
    expect(parseQuickOrderText(' AA-1 , 两件装 , 2 ')).toEqual([
      { row: 1, code: 'AA-1', style: '两件装', quantity: '2' },
    ]);
  });

  it('skips blank lines but keeps line numbers, and leaves a missing quantity empty', () => {
    expect(parseQuickOrderText('\nAA-1\n  \n\tAA-2')).toEqual([
      { row: 2, code: 'AA-1', quantity: '' },
      { row: 4, code: '', quantity: 'AA-2' },
    ]);
  });
});
