import { describe, expect, it } from 'vitest';
import { unitLabel, unitMetric, unitName } from './units';

describe('units for a foreign buyer', () => {
  it('shows a Chinese measure with its metric value in each language', () => {
    expect(unitLabel('斤', 'en_US')).toBe('jin (0.5 kg)');
    expect(unitLabel('斤', 'ru_RU')).toBe('цзинь (0,5 кг)');
    expect(unitLabel('斤', 'es')).toBe('jin (0,5 kg)');
    expect(unitLabel('斤', 'zh_CN')).toBe('斤');
  });

  it('names counting words and metric units without a conversion', () => {
    expect(unitLabel('箱', 'en_US')).toBe('carton');
    expect(unitLabel(' 瓶 ', 'ru_RU')).toBe('бут.');
    expect(unitLabel('公斤', 'es')).toBe('kg');
    expect(unitMetric('公斤')).toBeUndefined();
  });

  it('leaves units it does not know as entered', () => {
    expect(unitName('托盘', 'en_US')).toBe('托盘');
    expect(unitName('toString', 'en_US')).toBe('toString');
  });
});
