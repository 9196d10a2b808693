import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const text = (page: { html: Buffer } | undefined) => page?.html.toString('utf8');
/** A page of about `kb` kilobytes. */
const pageOf = (kb: number, mark: string) => `<p>${mark}</p>${'x'.repeat(kb * 1024)}`;

describe('page cache', () => {
  it('serves a page for its seconds, then renders again', () => {
    let now = 0;
    const cache = new PageCache(30, 1024 * 1024, () => now);
    cache.set('zh_CN /mallview/mall/home', '<p>首页</p>');
    now = 29_999;
    expect(text(cache.get('zh_CN /mallview/mall/home'))).toBe('<p>首页</p>');
    expect(cache.get('en_US /mallview/mall/home')).toBeUndefined();
    now = 30_000;
    expect(cache.get('zh_CN /mallview/mall/home')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('holds at most its bytes, the least recently used leaving first', () => {
    // Room for two pages of 100 KB, not three.
    const cache = new PageCache(30, 250 * 1024, () => 0);
    cache.set('a', pageOf(100, 'A'));
    cache.set('b', pageOf(100, 'B'));
    expect(text(cache.get('a'))).toMatch(/^<p>A/);
    cache.set('c', pageOf(100, 'C'));
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toMatch(/^<p>A/);
    expect(text(cache.get('c'))).toMatch(/^<p>C/);
    expect(cache.bytes).toBeLessThanOrEqual(250 * 1024);
    // Many small pages fit where few large ones do.
    const small = new PageCache(30, 250 * 1024, () => 0);
    for (let i = 0; i < 100; i++) small.set(`p${i}`, pageOf(1, String(i)));
    expect(small.size).toBe(100);
  });

  it('counts the compressed copies it keeps, and makes each once', () => {
    const cache = new PageCache(30, 250 * 1024, () => 0);
    cache.set('a', pageOf(100, 'A'));
    const before = cache.bytes;
    let compressions = 0;
    const gzip = (html: Buffer) => {
      compressions++;
      return gzipSync(html);
    };
    const page = cache.get('a')!;
    const first = cache.encoded('a', page, 'gzip', gzip);
    expect(cache.encoded('a', page, 'gzip', gzip)).toBe(first);
    expect(compressions).toBe(1);
    expect(cache.bytes).toBe(before + first.length);
  });

  it('never keeps a page larger than its whole budget', () => {
    const cache = new PageCache(30, 50 * 1024, () => 0);
    cache.set('small', pageOf(10, 'S'));
    cache.set('huge', pageOf(100, 'H'));
    expect(cache.get('huge')).toBeUndefined();
    expect(text(cache.get('small'))).toMatch(/^<p>S/);
  });

  it('keeps nothing when its time is 0', () => {
    const cache = new PageCache(0, 1024 * 1024, () => 0);
    cache.set('a', 'A');
    expect(cache.get('a')).toBeUndefined();
  });
});
