import { describe, expect, it } from 'vitest';
import {
  lightKeySchema,
  menuTabInputSchema,
  tabLightPathSchema,
  tabOutLinkSchema,
  tabPathSchema,
} from './config-items.contracts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('menu tab rules', () => {
  it('takes a storefront page below /mallview, never a script or another site', () => {
    for (const path of ['/', '/mall/product', '/mall/product?classId=3&x=1', '/news', '/mallviewer'])
      expect(ok(tabPathSchema, path), path).toBe(true);
    for (const path of [
      '',
      'mall/product',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/mallview',
      '/mallview/mall/product',
      '/MallView?x=1',
      '/mall product',
    ])
      expect(ok(tabPathSchema, path), path).toBe(false);
  });

  it('takes an http(s) address for another site only', () => {
    for (const link of ['https://partner.example.com', 'http://a.example/x?y=1'])
      expect(ok(tabOutLinkSchema, link), link).toBe(true);
    for (const link of [
      '',
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,x',
      '//evil.example',
      'https://',
      'https:///x',
      'ftp://a.example',
    ])
      expect(ok(tabOutLinkSchema, link), link).toBe(false);
  });

  it('takes a lightKey of letters and a highlight page without a query', () => {
    expect(['', 'commerce', 'flash_sale-2'].every((key) => ok(lightKeySchema, key))).toBe(true);
    expect(['/', '1abc', 'a b', 'a?b'].some((key) => ok(lightKeySchema, key))).toBe(false);
    expect(ok(tabLightPathSchema, '')).toBe(true);
    expect(ok(tabLightPathSchema, '/mall/product')).toBe(true);
    expect(ok(tabLightPathSchema, '/mall/product?x=1')).toBe(false);
  });

  it('refuses the fields of the other kind of tab', () => {
    const names = { zh_CN: '特卖' };
    expect(ok(menuTabInputSchema, { kind: 'page', names, path: '/news' })).toBe(true);
    expect(ok(menuTabInputSchema, { kind: 'external', names, outLink: 'https://a.example' })).toBe(true);
    expect(ok(menuTabInputSchema, { kind: 'page', names, path: '/news', outLink: 'https://a.example' })).toBe(
      false,
    );
    expect(ok(menuTabInputSchema, { kind: 'external', names, outLink: 'https://a.example', path: '/' })).toBe(
      false,
    );
    expect(ok(menuTabInputSchema, { kind: 'page', names: { zh_CN: '' }, path: '/news' })).toBe(false);
  });
});
