import { describe, expect, it } from 'vitest';
import {
  filterQuery,
  hasNarrowingFilters,
  listQuery,
  listStateToParams,
  parseListState,
  patchListParams,
} from './list-url-state';

const parse = (search: string) => parseListState(new URLSearchParams(search));

describe('parseListState', () => {
  it('reads defaults from an empty address: newest first, grid, page 1 of 10', () => {
    expect(parse('')).toEqual({
      searchkey: '',
      inStock: false,
      sort: 'createTime',
      order: 'desc',
      view: 'grid',
      page: 1,
      pageSize: 10,
    });
  });

  it('sorts by relevance by default when searching', () => {
    expect(parse('searchkey=%20大米%20')).toMatchObject({ searchkey: '大米', sort: 'relevance' });
  });

  it('reads every filter', () => {
    expect(
      parse(
        'classId=3&brandId=4&shopId=5&areaName=黑龙江&priceMin=1.5&priceMax=20&inStock=1&sort=price&order=desc&view=list&page=3&pageSize=20',
      ),
    ).toEqual({
      searchkey: '',
      classId: 3,
      brandId: 4,
      shopId: 5,
      areaName: '黑龙江',
      priceMin: '1.5',
      priceMax: '20',
      inStock: true,
      sort: 'price',
      order: 'desc',
      view: 'list',
      page: 3,
      pageSize: 20,
    });
  });

  it('reads malformed values as the defaults', () => {
    expect(
      parse(
        'classId=-1&brandId=abc&shopId=99999999999&priceMin=1.234&priceMax=123456789&inStock=yes&sort=name&view=table&page=0&pageSize=1000',
      ),
    ).toEqual(parse(''));
    // Relevance without a word, and an order on a sort that has only one direction.
    expect(parse('sort=relevance')).toMatchObject({ sort: 'createTime', order: 'desc' });
    expect(parse('sort=sales&order=asc')).toMatchObject({ sort: 'sales', order: 'desc' });
  });
});

describe('listStateToParams', () => {
  it('leaves defaults out and keeps keys it does not own (lightKey) in their place', () => {
    const base = new URLSearchParams('classId=3&lightKey=commerce&page=2&other=x');
    const params = listStateToParams({ ...parse('classId=3'), brandId: 5 }, base);
    expect(params.toString()).toBe('classId=3&lightKey=commerce&other=x&brandId=5');
  });

  it('round-trips a full state', () => {
    const search =
      'searchkey=tea&brandId=4&priceMax=20&inStock=1&sort=price&order=desc&view=list&page=3&pageSize=40';
    expect(parse(listStateToParams(parse(search)).toString())).toEqual(parse(search));
  });

  it('writes price ascending as the bare sort', () => {
    const state = { ...parse(''), sort: 'price' as const, order: 'asc' as const };
    expect(listStateToParams(state).toString()).toBe('sort=price');
  });
});

describe('patchListParams', () => {
  const at = (search: string, patch: Parameters<typeof patchListParams>[1]) =>
    patchListParams(new URLSearchParams(search), patch).toString();

  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(at('classId=3&page=4', { brandId: 7 })).toBe('classId=3&brandId=7');
    expect(at('page=4&lightKey=commerce', { sort: 'sales' })).toBe('lightKey=commerce&sort=sales');
    expect(at('classId=3&lightKey=commerce&brandId=2', { classId: 4 })).toBe(
      'classId=4&lightKey=commerce&brandId=2',
    );
    expect(at('page=4', { pageSize: 20 })).toBe('pageSize=20');
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(at('page=4', { view: 'list' })).toBe('page=4&view=list');
    expect(at('page=4', { page: 5 })).toBe('page=5');
  });

  it('drops a filter set to undefined', () => {
    expect(at('brandId=7&shopId=2', { brandId: undefined })).toBe('shopId=2');
  });

  it('resets the order to the default of a new sort, and relevance when the word is cleared', () => {
    expect(at('sort=price&order=desc', { sort: 'sales' })).toBe('sort=sales');
    expect(at('searchkey=tea&sort=relevance', { searchkey: '' })).toBe('');
  });
});

describe('API queries', () => {
  it('sends the page as offset and the sort with its order', () => {
    expect(listQuery(parse('searchkey=tea&inStock=1&sort=price&page=2'))).toEqual({
      searchkey: 'tea',
      classId: undefined,
      brandId: undefined,
      shopId: undefined,
      areaName: undefined,
      priceMin: undefined,
      priceMax: undefined,
      inStock: 1,
      sort: 'price',
      order: 'asc',
      offset: 2,
      limit: 10,
    });
    expect(filterQuery(parse(''))).not.toHaveProperty('offset');
  });

  it('tells whether filters beyond the class and word narrow the list', () => {
    expect(hasNarrowingFilters(parse('classId=3&searchkey=a'))).toBe(false);
    expect(hasNarrowingFilters(parse('priceMin=1'))).toBe(true);
  });
});
