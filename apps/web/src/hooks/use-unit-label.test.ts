import { describe, expect, it } from 'vitest';
import { en_US } from '../locales/en_US';
import { es } from '../locales/es';
import { ru_RU } from '../locales/ru_RU';
import { unitKeyOf, unitKeys } from './use-unit-label';

describe('unit names of the international template', () => {
  it('knows the measure words sellers enter, trimmed; others are left as entered', () => {
    expect(unitKeyOf('箱')).toBe('carton');
    expect(unitKeyOf(' 瓶 ')).toBe('bottle');
    expect(unitKeyOf('托盘')).toBeUndefined();
    expect(unitKeyOf('toString')).toBeUndefined();
  });

  it('every unit has its name in each language', () => {
    for (const pack of [en_US, ru_RU, es]) {
      for (const key of Object.values(unitKeys)) {
        expect(pack.common.units[key], key).toMatch(/\S/);
      }
    }
    expect(en_US.common.units.carton).toBe('carton');
    expect(ru_RU.common.units.bottle).toBe('бут.');
  });
});
