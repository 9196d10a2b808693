import { describe, expect, it } from 'vitest';
import { buyNowLineOf } from './buy-now';

const of = (query: string) => buyNowLineOf(new URLSearchParams(query));

describe('buy-now line from the address', () => {
  it('reads product, style and quantity', () => {
    expect(of('productId=13&styleId=1301&quantity=2.5')).toEqual({
      productId: 13,
      styleId: 1301,
      quantity: '2.5',
    });
    expect(of('productId=321&quantity=1')).toEqual({ productId: 321, quantity: '1' });
  });

  it('refuses what is not a line', () => {
    expect(of('')).toBeUndefined();
    expect(of('productId=0&quantity=1')).toBeUndefined();
    expect(of('productId=13&quantity=0')).toBeUndefined();
    expect(of('productId=13&quantity=-1')).toBeUndefined();
    expect(of('productId=13&quantity=abc')).toBeUndefined();
    expect(of('productId=13&styleId=x&quantity=1')).toBeUndefined();
    expect(of('productId=99999999999&quantity=1')).toBeUndefined();
  });
});
