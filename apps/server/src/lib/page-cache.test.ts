import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('page cache', () => {
  it('serves a page for its seconds, then renders again', () => {
    let now = 0;
    const cache = new PageCache(30, 10, () => now);
    cache.set('zh_CN /mallview/mall/home', '<p>home</p>');
    now = 29_999;
    expect(cache.get('zh_CN /mallview/mall/home')?.html).toBe('<p>home</p>');
    expect(cache.get('en_US /mallview/mall/home')).toBeUndefined();
    now = 30_000;
    expect(cache.get('zh_CN /mallview/mall/home')).toBeUndefined();
  });

  it('keeps at most its number of pages, the least recently used leaving first', () => {
    const cache = new PageCache(30, 2, () => 0);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')?.html).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
  });

  it('keeps nothing when its time is 0', () => {
    const cache = new PageCache(0, 10, () => 0);
    cache.set('a', 'A');
    expect(cache.get('a')).toBeUndefined();
  });
});
