import { quantityProblem } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { canStepDown, canStepUp, firstOrderable, stepQuantity } from './quantity-step';

const rules = { decimals: 2, minOrder: '1', step: '0.5', stock: '3' };

describe('quantity stepping', () => {
  it('starts at the minimum order rounded up to the step', () => {
    expect(firstOrderable({ minOrder: '1', step: '0.5' })).toBe('1');
    expect(firstOrderable({ minOrder: '7', step: '5' })).toBe('10');
    expect(firstOrderable({ minOrder: '0', step: '0' })).toBe('1');
    expect(firstOrderable({ minOrder: '0.3', step: '0.25' })).toBe('0.5');
  });

  it('steps by the step without float errors, snapping values off the step', () => {
    expect(stepQuantity('1', rules, 1)).toBe('1.5');
    expect(stepQuantity('1.5', rules, -1)).toBe('1');
    expect(stepQuantity('1.2', rules, 1)).toBe('1.5');
    expect(stepQuantity('1.2', rules, -1)).toBe('1');
    expect(stepQuantity('0.1', { decimals: 2, minOrder: '0.1', step: '0.1' }, 1)).toBe('0.2');
    expect(stepQuantity('0.2', { decimals: 2, minOrder: '0.1', step: '0.1' }, 1)).toBe('0.3');
  });

  it('never goes below the first orderable quantity nor above the stock', () => {
    expect(stepQuantity('1', rules, -1)).toBe('1');
    expect(stepQuantity('3', rules, 1)).toBe('3');
    expect(stepQuantity('abc', rules, 1)).toBe('1');
    expect(canStepDown('1', rules)).toBe(false);
    expect(canStepDown('1.5', rules)).toBe(true);
    expect(canStepUp('2.5', rules)).toBe(true);
    expect(canStepUp('3', rules)).toBe(false);
  });

  it('gives values the shared quantity check accepts', () => {
    let value = firstOrderable(rules);
    for (let i = 0; i < 6; i++) {
      expect(quantityProblem(value, rules)).toBeNull();
      value = stepQuantity(value, rules, 1);
    }
  });

  it('agrees with the shared check on what may not be ordered', () => {
    expect(quantityProblem('0.75', rules)).toBe('belowMinOrder');
    expect(quantityProblem('1.25', rules)).toBe('notStep');
    expect(quantityProblem('3.5', rules)).toBe('overStock');
    expect(quantityProblem('1.555', rules)).toBe('decimals');
    expect(quantityProblem('-1', rules)).toBe('nonzero');
    expect(quantityProblem('1e3', rules)).toBe('format');
  });
});
