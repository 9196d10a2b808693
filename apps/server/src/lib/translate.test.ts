import { type Locale, locales, serverMessages } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it('picks the plural form of a counted text by the language', () => {
    const orders = (locale: Locale, count: number) =>
      translate(locale, 'order.unpaidOrdersLimit', { count, max: 5 });
    expect(orders('en_US', 1)).toContain('1 unpaid order (');
    expect(orders('en_US', 3)).toContain('3 unpaid orders (');
    expect(orders('ru_RU', 1)).toContain('1 неоплаченный заказ (');
    expect(orders('ru_RU', 3)).toContain('3 неоплаченных заказа (');
    expect(orders('ru_RU', 5)).toContain('5 неоплаченных заказов (');
    expect(orders('ru_RU', 21)).toContain('21 неоплаченный заказ (');
    expect(orders('es', 1)).toContain('1 pedido sin pagar');
    expect(orders('es', 2)).toContain('2 pedidos sin pagar');
    expect(orders('es', 1000000)).toContain('1000000 de pedidos sin pagar');
    expect(orders('zh_CN', 1)).toContain('您已有 1 笔待付款订单');
  });

  it('counts validation limits (a list of at least 1 item)', () => {
    expect(translate('en_US', 'zod.tooSmallArray', { count: 1 })).toBe('Needs at least 1 item');
    expect(translate('en_US', 'zod.tooSmallArray', { count: 2 })).toBe('Needs at least 2 items');
    expect(translate('ru_RU', 'zod.tooBigString', { count: 1 })).toBe('Не более 1 символа');
    expect(translate('ru_RU', 'zod.tooBigString', { count: 50 })).toBe('Не более 50 символов');
    expect(translate('es', 'zod.tooSmallArray', { count: 1 })).toBe('Se necesita al menos 1 elemento');
  });

  it('reads a decimal string count with its fraction digits (1.5 units are not "one")', () => {
    expect(translate('en_US', 'order.unpaidUnitsLimit', { count: '1', max: 9 })).toContain('hold 1 unit;');
    expect(translate('en_US', 'order.unpaidUnitsLimit', { count: '1.5', max: 9 })).toContain(
      'hold 1.5 units;',
    );
    expect(translate('es', 'order.unpaidUnitsLimit', { count: '1', max: 9 })).toContain('reservan 1 unidad;');
  });

  it('keeps the text of a key without plural forms and translates key parameters', () => {
    expect(translate('en_US', 'error.resourceNotFound', { what: 'what.product', count: 1 })).toBe(
      'The product does not exist or is no longer on sale',
    );
  });

  it('has plural forms only beside a counted text of the same language', () => {
    for (const locale of locales) {
      const table = serverMessages[locale] as Record<string, string>;
      for (const key of Object.keys(table)) {
        const base = key.replace(/_(zero|one|two|few|many)$/, '');
        if (base === key) continue;
        expect(table[base], `${locale} ${key}`).toContain('{{count}}');
        expect(table[key], `${locale} ${key}`).toContain('{{count}}');
      }
    }
  });
});
