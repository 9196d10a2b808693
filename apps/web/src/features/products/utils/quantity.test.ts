import { describe, expect, it } from 'vitest';
import {
  applicableTier,
  checkQuantity,
  compareDecimal,
  firstQuantity,
  quantityDecimals,
  stepQuantity,
  stepWithinStock,
  unitPrice,
} from './quantity';

const rules = { decimals: 2, minOrder: '10', step: '5', stock: '100' };

describe('checkQuantity', () => {
  it('accepts multiples of the step from the minimum order up to the stock', () => {
    expect(checkQuantity('10', rules)).toBeNull();
    expect(checkQuantity('15', rules)).toBeNull();
    expect(checkQuantity('100', rules)).toBeNull();
  });

  it('names the broken rule', () => {
    expect(checkQuantity(' ', rules)).toEqual({ kind: 'required' });
    expect(checkQuantity('abc', rules)).toEqual({ kind: 'format', decimals: 2 });
    expect(checkQuantity('0', rules)).toEqual({ kind: 'format', decimals: 2 });
    expect(checkQuantity('1.234', rules)).toEqual({ kind: 'format', decimals: 2 });
    expect(checkQuantity('123456789', rules)).toEqual({ kind: 'format', decimals: 2 });
    expect(checkQuantity('5', rules)).toEqual({ kind: 'belowMin', minOrder: '10' });
    expect(checkQuantity('12', rules)).toEqual({ kind: 'step', step: '5' });
    expect(checkQuantity('105', rules)).toEqual({ kind: 'stock', stock: '100' });
  });

  it('allows PRODUCT_NUMS decimals and checks decimal steps exactly', () => {
    const byWeight = { decimals: 2, minOrder: '0.5', step: '0.5' };
    expect(checkQuantity('1.5', byWeight)).toBeNull();
    expect(checkQuantity('0.3', byWeight)).toEqual({ kind: 'belowMin', minOrder: '0.5' });
    expect(checkQuantity('1.25', byWeight)).toEqual({ kind: 'step', step: '0.5' });
    // 0.1 + 0.2 style float errors never decide: 0.3 is a multiple of 0.1.
    expect(checkQuantity('0.3', { decimals: 1, minOrder: '0.1', step: '0.1' })).toBeNull();
    expect(checkQuantity('1.5', { decimals: 0, minOrder: '1', step: '1' })).toEqual({
      kind: 'format',
      decimals: 0,
    });
  });

  it('treats a missing step as any quantity', () => {
    expect(checkQuantity('13', { decimals: 0, minOrder: '1', step: '' })).toBeNull();
    expect(checkQuantity('13', { decimals: 0, minOrder: '1', step: '0' })).toBeNull();
  });
});

describe('firstQuantity and stepQuantity', () => {
  it('rounds the minimum order up to the step', () => {
    expect(firstQuantity({ minOrder: '10', step: '5' })).toBe('10');
    expect(firstQuantity({ minOrder: '7', step: '5' })).toBe('10');
    expect(firstQuantity({ minOrder: '0.3', step: '0.25' })).toBe('0.5');
    expect(firstQuantity({ minOrder: '', step: '' })).toBe('1');
  });

  it('steps up and down, never below the first quantity, snapping odd values', () => {
    expect(stepQuantity('10', rules, 1)).toBe('15');
    expect(stepQuantity('15', rules, -1)).toBe('10');
    expect(stepQuantity('10', rules, -1)).toBe('10');
    expect(stepQuantity('12', rules, 1)).toBe('15');
    expect(stepQuantity('12', rules, -1)).toBe('10');
    expect(stepQuantity('x', rules, 1)).toBe('10');
    expect(stepQuantity('1.5', { decimals: 1, minOrder: '0.5', step: '0.5' }, 1)).toBe('2');
  });

  it('steps up for the ↑ key no further than the stock', () => {
    expect(stepWithinStock('90', rules)).toBe('95');
    expect(stepWithinStock('95', rules)).toBe('100');
    expect(stepWithinStock('100', rules)).toBe('100');
    expect(stepWithinStock('98', { ...rules, stock: '98' })).toBe('98');
    expect(stepWithinStock('120', rules)).toBe('120');
    expect(stepWithinStock('x', rules)).toBe('10');
  });
});

describe('volume prices', () => {
  const tiers = [
    { minQty: '10', price: '9.00' },
    { minQty: '50', price: '8.50' },
    { minQty: '100', price: '8.00' },
  ];

  it('picks the tier with the largest minimum not above the quantity', () => {
    expect(applicableTier(tiers, '9')).toBeUndefined();
    expect(applicableTier(tiers, '10')).toBe(tiers[0]);
    expect(applicableTier(tiers, '99.5')).toBe(tiers[1]);
    expect(applicableTier(tiers, '100')).toBe(tiers[2]);
    expect(applicableTier(tiers, 'abc')).toBeUndefined();
    expect(applicableTier([...tiers].reverse(), '60')).toBe(tiers[1]);
  });

  it('prices a line by tier, keeping a style surcharge', () => {
    expect(unitPrice({ productPrice: '10.00', tiers, quantity: '5' })).toBe('10.00');
    expect(unitPrice({ productPrice: '10.00', tiers, quantity: '50' })).toBe('8.50');
    expect(unitPrice({ productPrice: '10.00', stylePrice: '12.30', tiers, quantity: '100' })).toBe('10.30');
    expect(unitPrice({ productPrice: '10.00', stylePrice: '12.30', tiers: [], quantity: '100' })).toBe(
      '12.30',
    );
    expect(unitPrice({ productPrice: '10.00', stylePrice: '0.50', tiers, quantity: '100' })).toBe('0.01');
  });
});

describe('helpers', () => {
  it('compares decimals of different scales', () => {
    expect(compareDecimal('1.5', '1.50')).toBe(0);
    expect(compareDecimal('2', '10')).toBe(-1);
    expect(compareDecimal('10.01', '10')).toBe(1);
  });

  it('reads PRODUCT_NUMS, whole numbers when missing or odd', () => {
    expect(quantityDecimals('2')).toBe(2);
    expect(quantityDecimals(undefined)).toBe(0);
    expect(quantityDecimals('-1')).toBe(0);
    expect(quantityDecimals('9')).toBe(4);
    expect(quantityDecimals('x')).toBe(0);
  });
});
