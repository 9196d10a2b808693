import { centreOfPermission } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { consolePages, pageHref, pagesFor } from './navigation';

describe('the consoles’ pages', () => {
  it('each name a permission code of their own workspace’s centre', () => {
    for (const page of consolePages)
      expect(centreOfPermission(page.code), `${page.workspace}/${page.path}`).toBe(page.workspace);
  });

  it('are listed for the codes a session holds, and all of them for the wildcard', () => {
    const review = consolePages.find((page) => page.path === 'merchant-applications')!;
    expect(pagesFor('platform', [review.code])).toEqual([review]);
    expect(pagesFor('platform', ['platform:audit:view']).map((page) => page.path)).toEqual(['audit']);
    expect(pagesFor('platform', ['merchant:none'])).toEqual([]);
    expect(pagesFor('platform', [])).toEqual([]);
    expect(pagesFor('platform', ['*'])).toEqual(consolePages.filter((page) => page.workspace === 'platform'));
    // A code of the other workspace opens nothing here.
    expect(pagesFor('merchant', [review.code])).toEqual([]);
  });

  it('give a shop’s staff the workbench pages of their role’s codes, the staff page after the shop settings', () => {
    expect(pagesFor('merchant', ['shop:order:view', 'shop:order:ship']).map((page) => page.path)).toEqual([
      'orders',
    ]);
    expect(pagesFor('merchant', ['shop:staff:manage']).map((page) => page.path)).toEqual(['staff']);
    const all = pagesFor('merchant', ['*']).map((page) => page.path);
    expect(all.indexOf('staff')).toBe(all.indexOf('shop') + 1);
  });

  it('have one address each', () => {
    const hrefs = consolePages.map((page) => pageHref(page.workspace, page.path));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(pageHref('merchant', '')).toBe('/merchant');
  });
});
