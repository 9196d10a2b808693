import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from '../quick-order.contracts';
import {
  centsToYuan,
  lineAmountCents,
  moneyToCents,
  quantityProblem,
  toQuantityUnits,
  unitPriceCents,
  unitsToQuantity,
} from './quantity';

const rules = { decimals: 2, minOrder: '2', step: '0.5', stock: '10' };

describe('quantity rules', () => {
  it('names the first problem a buyer should fix', () => {
    expect(quantityProblem('abc', rules)).toBe('format');
    expect(quantityProblem('1e3', rules)).toBe('format');
    expect(quantityProblem('-1', rules)).toBe('nonzero');
    expect(quantityProblem('0', rules)).toBe('nonzero');
    expect(quantityProblem('2.125', rules)).toBe('decimals');
    expect(quantityProblem('123456789', rules)).toBe('decimals');
    expect(quantityProblem('1.5', rules)).toBe('belowMinOrder');
    expect(quantityProblem('2.25', rules)).toBe('notStep');
    expect(quantityProblem('10.5', rules)).toBe('overStock');
    expect(quantityProblem(' 2.5 ', rules)).toBeNull();
    expect(quantityProblem('1.5', { decimals: 0, minOrder: '1', step: '1' })).toBe('decimals');
    expect(quantityProblem('99999999', { decimals: 0, minOrder: '1', step: '1' })).toBeNull();
  });

  it('converts quantities and money without floats', () => {
    expect(toQuantityUnits('1.5')).toBe(15_000n);
    expect(toQuantityUnits('1.23456')).toBeNull();
    expect(unitsToQuantity(15_000n)).toBe('1.5');
    expect(unitsToQuantity(30_000n)).toBe('3');
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('0.07')).toBe(7);
    expect(moneyToCents('1.234')).toBeNull();
    expect(centsToYuan(5)).toBe('0.05');
    expect(lineAmountCents(1999, toQuantityUnits('3')!)).toBe(5997);
  });

  it('prices tiers and styles', () => {
    const product = { priceCents: 1000, priceTiers: [{ minQty: '10', priceCents: 900 }] };
    expect(unitPriceCents(product, null, toQuantityUnits('9')!)).toBe(1000);
    expect(unitPriceCents(product, null, toQuantityUnits('10')!)).toBe(900);
    expect(unitPriceCents(product, 1500, toQuantityUnits('10')!)).toBe(1400);
    expect(unitPriceCents(product, 50, toQuantityUnits('10')!)).toBe(1);
  });

  it('splits pasted quick-order text into rows', () => {
    expect(parseQuickOrderText('A-1\t3\r\n\nB-2,1.5\nC-3，红色，2\nD-4')).toEqual([
      { row: 1, code: 'A-1', quantity: '3' },
      { row: 3, code: 'B-2', quantity: '1.5' },
      { row: 4, code: 'C-3', style: '红色', quantity: '2' },
      { row: 5, code: 'D-4', quantity: '' },
    ]);
  });
});
