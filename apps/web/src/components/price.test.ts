import { describe, expect, it } from 'vitest';
import { defaultPriceParts, formatYuan, internationalPriceParts, showsMarketPrice } from './price';

// Intl separates with no-break spaces (so the code never wraps away from its number): read as spaces here.
const spaced = (text: string) => text.replace(/\s/g, ' ');
const text = (value: string, tag: string) =>
  spaced(
    internationalPriceParts(value, tag)
      .map((part) => part.text)
      .join(''),
  );

describe('internationalPriceParts (the international template)', () => {
  it('writes the currency code in the format of the page language', () => {
    expect(text('1234.50', 'en-US')).toBe('CNY 1,234.50');
    expect(text('1234.50', 'zh-CN')).toBe('CNY 1,234.50');
    expect(text('1234.50', 'ru-RU')).toBe('1 234,50 CNY');
    expect(text('1234.50', 'es')).toBe('1234,50 CNY');
  });

  it('keeps every digit of the decimal string: no rounding, no float', () => {
    expect(text('90071992547409.93', 'en-US')).toBe('CNY 90,071,992,547,409.93');
    expect(text('9', 'en-US')).toBe('CNY 9');
    expect(text('0.125', 'en-US')).toBe('CNY 0.125');
  });

  it('splits the code, the whole yuan and the decimals for their styles', () => {
    const parts = internationalPriceParts('12.50', 'en-US').map((part) => ({
      ...part,
      text: spaced(part.text),
    }));
    expect(parts).toEqual([
      { kind: 'sign', text: 'CNY ' },
      { kind: 'yuan', text: '12' },
      { kind: 'fen', text: '.50' },
    ]);
  });
});

describe('defaultPriceParts (the default template)', () => {
  const yuan = (value: string, tag: string) =>
    spaced(
      defaultPriceParts(value, tag)
        .map((part) => part.text)
        .join(''),
    );

  it('groups thousands in the format of the page language, ¥ in front', () => {
    expect(yuan('1234567.50', 'zh-CN')).toBe('¥1,234,567.50');
    expect(yuan('1234567.50', 'en-US')).toBe('¥1,234,567.50');
    expect(yuan('1234567.50', 'ru-RU')).toBe('¥1 234 567,50');
    expect(yuan('1234567.50', 'es')).toBe('¥1.234.567,50');
    expect(formatYuan('12345.00', 'es')).toBe('¥12.345,00');
  });

  it('keeps every digit and leaves small amounts as they were', () => {
    expect(yuan('90071992547409.93', 'zh-CN')).toBe('¥90,071,992,547,409.93');
    expect(yuan('12.50', 'zh-CN')).toBe('¥12.50');
    expect(formatYuan('12.50')).toBe('¥12.50');
  });

  it('writes exactly what Intl writes in each of the four languages', () => {
    const values = [
      '0',
      '7',
      '0.5',
      '12.50',
      '999',
      '1000',
      '1234',
      '9999.99',
      '12345',
      '123456.7',
      '1234567.50',
      '90071992547409.93',
      '007.50',
      '-1234.5',
      '-12.00',
      '0.00',
    ];
    for (const tag of ['zh-CN', 'en-US', 'ru-RU', 'es']) {
      for (const value of values) {
        const decimals = value.split('.')[1]?.length ?? 0;
        const intl = new Intl.NumberFormat(tag, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(value as unknown as number);
        const ours = defaultPriceParts(value, tag);
        expect(ours.map((part) => part.text).join(''), `${value} in ${tag}`).toBe(`¥${intl}`);
      }
    }
  });

  it('formats a language it has no marks for through Intl', () => {
    expect(yuan('1234.50', 'de-DE')).toBe('¥1.234,50');
  });
});

describe('showsMarketPrice', () => {
  it('strikes through only a market price above the price (an empty one is stored as 0.00)', () => {
    expect(showsMarketPrice({ productPrice: '99.00', marketPrice: '0.00' })).toBe(false);
    expect(showsMarketPrice({ productPrice: '99.00', marketPrice: '99.00' })).toBe(false);
    expect(showsMarketPrice({ productPrice: '99.00', marketPrice: '80.00' })).toBe(false);
    expect(showsMarketPrice({ productPrice: '99.00', marketPrice: '129.00' })).toBe(true);
  });
});
