import { describe, expect, it } from 'vitest';
import { formatUnitCount, pluralCategory, unitLabel, unitMetric, unitName, unitNameFor } from './units';

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

describe('counts with units in the plural form of the language', () => {
  it('takes the Russian forms for 1, 2, 5, 11, 21, 22, 25 and fractions', () => {
    const ru = (n: number | string) => formatUnitCount(n, '袋', 'ru_RU');
    expect(ru(1)).toBe('1\u00a0пакет');
    expect(ru(2)).toBe('2\u00a0пакета');
    expect(ru(5)).toBe('5\u00a0пакетов');
    expect(ru(11)).toBe('11\u00a0пакетов');
    expect(ru(21)).toBe('21\u00a0пакет');
    expect(ru(22)).toBe('22\u00a0пакета');
    expect(ru(25)).toBe('25\u00a0пакетов');
    expect(ru('413')).toBe('413\u00a0пакетов');
    expect(ru('2.5')).toBe('2,5\u00a0пакета');
    expect(formatUnitCount(50, '箱', 'ru_RU')).toBe('50\u00a0ящиков');
  });

  it('takes the Spanish and English forms for 1 and 2', () => {
    expect(formatUnitCount(1, '袋', 'es')).toBe('1\u00a0bolsa');
    expect(formatUnitCount(2, '袋', 'es')).toBe('2\u00a0bolsas');
    expect(formatUnitCount('413', '袋', 'es')).toBe('413\u00a0bolsas');
    expect(formatUnitCount(1, '袋', 'en_US')).toBe('1\u00a0bag');
    expect(formatUnitCount(2, '袋', 'en_US')).toBe('2\u00a0bags');
    expect(formatUnitCount('0.5', '斤', 'es')).toBe('0,5\u00a0jin');
  });

  it('writes Chinese without a space and keeps abbreviations and unknown units as they are', () => {
    expect(formatUnitCount(24, '袋', 'zh_CN')).toBe('24袋');
    expect(formatUnitCount(5, '件', 'ru_RU')).toBe('5\u00a0шт.');
    expect(formatUnitCount(3, '托盘', 'en_US')).toBe('3\u00a0托盘');
    expect(unitNameFor('袋', 1, 'ru_RU')).toBe('пакет');
    expect(pluralCategory('1.0', 'ru_RU')).toBe('other');
  });
});
