import { describe, expect, it } from 'vitest';
import { patchStandardListParams, positiveInt, type SortChoice } from './use-list-params';

const sorts = [
  { key: 'newest', column: 'createTime', order: 'desc' },
  { key: 'sales', column: 'sales', order: 'desc' },
] as const satisfies readonly SortChoice[];

const patch = (address: string, values: Record<string, string | number | undefined>, keepPage = false) =>
  patchStandardListParams(new URLSearchParams(address), values, {
    keepPage,
    sorts,
    pageSizes: [10, 20],
  }).toString();

describe('patchStandardListParams', () => {
  it('a filter change goes back to page 1 and keeps keys the list does not own', () => {
    expect(patch('lightKey=commerce&page=3&classId=2', { classId: 5 })).toBe('lightKey=commerce&classId=5');
  });

  it('a page change keeps the filters', () => {
    expect(patch('classId=2', { page: 2 }, true)).toBe('classId=2&page=2');
  });

  it('an empty value removes its key', () => {
    expect(patch('searchkey=tea&page=2', { searchkey: '' })).toBe('');
  });

  it('leaves the defaults out: the first sort and the page size of 10', () => {
    expect(patch('sort=sales', { sort: 'newest' })).toBe('');
    expect(patch('pageSize=20', { pageSize: 10 })).toBe('');
    expect(patch('', { pageSize: 20 })).toBe('pageSize=20');
  });

  it('keeps a page size in the address of a list without a size choice', () => {
    const next = patchStandardListParams(new URLSearchParams('pageSize=10'), { classId: 1 }, { sorts });
    expect(next.toString()).toBe('pageSize=10&classId=1');
  });
});

describe('positiveInt', () => {
  it('reads whole numbers 1..2^31-1 and nothing else', () => {
    expect(positiveInt('7')).toBe(7);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('2147483648')).toBeUndefined();
    expect(positiveInt('1e3')).toBeUndefined();
    expect(positiveInt(null)).toBeUndefined();
  });
});
