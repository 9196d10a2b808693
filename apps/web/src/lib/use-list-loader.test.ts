// @vitest-environment node
import { catalogEndpoints } from '@mall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttp } from './http';
import { createListLoader, type ListFetcher } from './use-list-loader';

const endpoint = catalogEndpoints.productList;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Page = { rows: unknown[]; total: number };

describe('createListLoader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttp();
  });

  it('starts at page 1, 10 a page, sorted by createTime desc, and sends that with the filters', async () => {
    const fetcher = vi.fn<ListFetcher>(async () => ({ rows: [{ productId: 1 }], total: 1 }));
    const loader = createListLoader({ endpoint, fetcher, filters: { classId: 7 } });
    expect(loader.getState()).toMatchObject({ page: 1, pageSize: 10, total: 0, loading: false, rows: [] });
    expect(loader.getState().sort).toEqual({ column: 'createTime', order: 'desc' });

    const pending = loader.load();
    expect(loader.getState().loading).toBe(true);
    await pending;

    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![1].query).toEqual({
      classId: 7,
      offset: 1,
      limit: 10,
      sort: 'createTime',
      order: 'desc',
    });
    expect(loader.getState()).toMatchObject({
      rows: [{ productId: 1 }],
      total: 1,
      loading: false,
      loaded: true,
    });
  });

  it('ignores a stale response when a newer request has started, whatever order they arrive in', async () => {
    const first = deferred<Page>();
    const second = deferred<Page>();
    const calls = [first, second];
    const fetcher = vi.fn<ListFetcher>(() => calls.shift()!.promise);
    const loader = createListLoader({ endpoint, fetcher });

    const a = loader.load();
    const b = loader.setPage(2);
    second.resolve({ rows: ['page 2'], total: 20 });
    await b;
    expect(loader.getState()).toMatchObject({ rows: ['page 2'], page: 2, loading: false });

    first.resolve({ rows: ['page 1'], total: 20 });
    await a;
    expect(loader.getState().rows).toEqual(['page 2']);
  });

  it('keeps loading while the newest request is on its way even if an older one finishes', async () => {
    const first = deferred<Page>();
    const second = deferred<Page>();
    const calls = [first, second];
    const loader = createListLoader({ endpoint, fetcher: () => calls.shift()!.promise });
    const a = loader.load();
    const b = loader.load();
    first.resolve({ rows: ['old'], total: 1 });
    await a;
    expect(loader.getState()).toMatchObject({ loading: true, rows: [] });
    second.reject(new Error('boom'));
    await b;
    expect(loader.getState()).toMatchObject({ loading: false, rows: [], total: 0 });
  });

  it('empties the list and sets total 0 on failure, without a toast of its own', async () => {
    const notifyError = vi.fn();
    let fail = false;
    const loader = createListLoader({
      endpoint,
      notifyError,
      fetcher: async () => {
        if (fail) throw new Error('down');
        return { rows: [1, 2, 3], total: 3 };
      },
    });
    await loader.load();
    expect(loader.getState().total).toBe(3);
    fail = true;
    await loader.load();
    expect(loader.getState()).toMatchObject({ rows: [], total: 0, loading: false });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows an error toast and requests nothing without a list endpoint', async () => {
    const notifyError = vi.fn();
    const fetcher = vi.fn<ListFetcher>();
    const loader = createListLoader({ fetcher, notifyError, missingEndpointText: 'set listUrl' });
    await loader.load();
    expect(notifyError).toHaveBeenCalledWith('set listUrl');
    expect(fetcher).not.toHaveBeenCalled();
    expect(loader.getState().loading).toBe(false);
  });

  it('goes back to page 1 on new filters, page size or sort', async () => {
    const fetcher = vi.fn<ListFetcher>(async () => ({ rows: [], total: 0 }));
    const loader = createListLoader({ endpoint, fetcher });
    await loader.setPage(3);
    await loader.setFilters({ classId: 2 });
    expect(fetcher.mock.calls.at(-1)![1].query).toMatchObject({ classId: 2, offset: 1 });
    await loader.setPage(2);
    await loader.setPageSize(20);
    expect(fetcher.mock.calls.at(-1)![1].query).toMatchObject({ offset: 1, limit: 20 });
    await loader.setPage(2);
    await loader.setSort({ column: 'price', order: 'asc' });
    expect(fetcher.mock.calls.at(-1)![1].query).toMatchObject({ offset: 1, sort: 'price', order: 'asc' });
  });

  it('ignores the answer of a cancelled request (unmount)', async () => {
    const pending = deferred<Page>();
    const loader = createListLoader({ endpoint, fetcher: () => pending.promise });
    const load = loader.load();
    loader.cancel();
    pending.resolve({ rows: ['late'], total: 1 });
    await load;
    expect(loader.getState()).toMatchObject({ rows: [], loading: false });
  });

  it('loads through the http client by default and reads rows and total', async () => {
    configureHttp({ notifyError: vi.fn(), extraHeaders: () => ({}) });
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ code: 0, msg: 'success', rows: [{ productId: 9 }], total: 41 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loader = createListLoader({ endpoint, pageSize: 20, filters: { classId: 3 } });
    await loader.load();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/product/product/queryproductlist?classId=3&offset=1&limit=20&sort=createTime&order=desc',
    );
    expect(loader.getState()).toMatchObject({ rows: [{ productId: 9 }], total: 41 });
  });
});
