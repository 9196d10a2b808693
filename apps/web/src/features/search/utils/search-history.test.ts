import { storageKeys } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import {
  addSearchWord,
  parseHotWords,
  readSearchHistory,
  searchHref,
  writeSearchHistory,
} from './search-history';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('addSearchWord', () => {
  it('puts a new word first', () => {
    expect(addSearchWord(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });
  it('moves a repeated word to the front instead of storing it twice', () => {
    expect(addSearchWord(['b', 'a', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  });
  it('ignores blank words and trims the rest', () => {
    expect(addSearchWord(['a'], '   ')).toEqual(['a']);
    expect(addSearchWord(['a'], '  tea ')).toEqual(['tea', 'a']);
  });
  it('keeps at most the limit', () => {
    expect(addSearchWord(['1', '2', '3'], '4', 3)).toEqual(['4', '1', '2']);
  });
});

describe('stored history', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    writeSearchHistory(['x', 'y'], storage);
    expect(readSearchHistory(storage)).toEqual(['x', 'y']);
    writeSearchHistory([], storage);
    expect(storage.data.has(storageKeys.searchHistory)).toBe(false);
  });
  it('reads malformed values as an empty history and drops blanks and repeats', () => {
    expect(readSearchHistory(memoryStorage({ [storageKeys.searchHistory]: '{oops' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ [storageKeys.searchHistory]: '{"a":1}' }))).toEqual([]);
    expect(readSearchHistory(memoryStorage({ [storageKeys.searchHistory]: '["a"," ",3,"a","b"]' }))).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('parseHotWords', () => {
  it('splits on # and drops blanks and repeats', () => {
    expect(parseHotWords('茶叶#大米# #茶叶#')).toEqual(['茶叶', '大米']);
    expect(parseHotWords(undefined)).toEqual([]);
  });
});

describe('searchHref', () => {
  it('sends each scope to its list with the word as searchkey', () => {
    expect(searchHref(1, '茶', '/mall')).toBe('/mall/product?searchkey=%E8%8C%B6&lightKey=commerce');
    expect(searchHref(1, 'tea', '/mallIntl')).toBe('/mallIntl/product?searchkey=tea&lightKey=commerce');
    expect(searchHref(2, 'steel', '/mall')).toBe(
      '/mall/product/demandCenter?searchkey=steel&lightKey=purchase',
    );
    expect(searchHref(3, 'shop', '/mall')).toBe('/mall/product/shopList?searchkey=shop&lightKey=shoplist');
  });
});
