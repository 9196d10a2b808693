import {
  type AnyEndpoint,
  defaultSort,
  type EndpointQueryIn,
  type EndpointResult,
  limits,
} from '@mall/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from './http';
import { toast } from './toast';

/** A paged endpoint (kind 'page'): answers `{rows, total}`. */
export type PageEndpoint = AnyEndpoint & { kind: 'page' };
type RowOf<E extends PageEndpoint> = EndpointResult<E> extends { rows: (infer R)[] } ? R : unknown;

/** The query of a list endpoint without the paging and sort fields the loader owns. */
export type ListFilters<E extends PageEndpoint> = Omit<
  NonNullable<EndpointQueryIn<E>>,
  'offset' | 'limit' | 'sort' | 'order'
>;

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface ListState<Row> {
  rows: Row[];
  total: number;
  /** 1-based page number, sent as `offset` (spec §7). */
  page: number;
  pageSize: number;
  sort: ListSort;
  loading: boolean;
  /** True once a request has finished, whatever its outcome. */
  loaded: boolean;
}

export type ListFetcher = (
  endpoint: PageEndpoint,
  options: { query: Record<string, unknown>; signal: AbortSignal },
) => Promise<{ rows: unknown[]; total: number }>;

export interface ListLoaderOptions<E extends PageEndpoint> {
  /** The list endpoint; without it every load shows an error toast (spec §8). */
  endpoint?: E;
  filters?: Partial<ListFilters<E>>;
  pageSize?: number;
  sort?: ListSort;
  /** Replaced in unit tests; the http client by default. */
  fetcher?: ListFetcher;
  notifyError?: (text: string) => void;
  /** Developer-facing text of the missing-endpoint toast. */
  missingEndpointText?: string;
}

export interface ListLoader<Row> {
  getState(): ListState<Row>;
  subscribe(listener: () => void): () => void;
  /** Loads the current page; resolves when this request is done (or superseded). */
  load(): Promise<void>;
  setPage(page: number): Promise<void>;
  /** A new page size starts again at page 1. */
  setPageSize(pageSize: number): Promise<void>;
  setSort(sort: ListSort): Promise<void>;
  /** New filters start again at page 1. */
  setFilters(filters: Record<string, unknown>): Promise<void>;
  /** Aborts the request on its way and ignores its answer (unmount). The loader stays usable. */
  cancel(): void;
}

const defaultFetcher: ListFetcher = (endpoint, { query, signal }) =>
  request(endpoint, { query: query as never, signal }) as Promise<{ rows: unknown[]; total: number }>;

/**
 * The generic list loader of spec §4: a loading flag, page / pageSize (10) / total, sort createTime desc.
 * When a newer request has started, the older response is ignored; on failure the list is emptied and
 * total set to 0 without a toast of its own (spec §8: list failures are silent; the http client has
 * already reported business errors).
 */
export function createListLoader<E extends PageEndpoint>(
  options: ListLoaderOptions<E>,
): ListLoader<RowOf<E>> {
  type Row = RowOf<E>;
  const fetcher = options.fetcher ?? defaultFetcher;
  const notifyError = options.notifyError ?? ((text: string) => toast.error(text));
  let filters: Record<string, unknown> = { ...(options.filters ?? {}) };
  let state: ListState<Row> = {
    rows: [],
    total: 0,
    page: limits.firstPage,
    pageSize: options.pageSize ?? limits.pageSize,
    sort: options.sort ?? { ...defaultSort },
    loading: false,
    loaded: false,
  };
  const listeners = new Set<() => void>();
  let latest = 0;
  let controller: AbortController | null = null;

  const set = (patch: Partial<ListState<Row>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const load = async () => {
    if (!options.endpoint) {
      notifyError(options.missingEndpointText ?? 'List loader: set the list endpoint (listUrl) first');
      return;
    }
    const id = ++latest;
    controller?.abort();
    controller = new AbortController();
    set({ loading: true });
    const query = {
      ...filters,
      offset: state.page,
      limit: state.pageSize,
      sort: state.sort.column,
      order: state.sort.order,
    };
    try {
      const result = await fetcher(options.endpoint, { query, signal: controller.signal });
      // A newer request started while this one was on its way: its answer wins, whatever the order.
      if (id !== latest) return;
      set({ rows: result.rows as Row[], total: result.total, loading: false, loaded: true });
    } catch {
      if (id !== latest) return;
      set({ rows: [], total: 0, loading: false, loaded: true });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    setPage(page) {
      set({ page: Math.max(limits.firstPage, Math.floor(page)) });
      return load();
    },
    setPageSize(pageSize) {
      set({ pageSize, page: limits.firstPage });
      return load();
    },
    setSort(sort) {
      set({ sort, page: limits.firstPage });
      return load();
    },
    setFilters(next) {
      filters = { ...next };
      set({ page: limits.firstPage });
      return load();
    },
    cancel() {
      latest++;
      controller?.abort();
      if (state.loading) set({ loading: false });
    },
  };
}

/**
 * React binding of the list loader. `filters` are compared by value: a change reloads from page 1.
 * Rows are typed from the endpoint's result schema.
 */
export function useListLoader<E extends PageEndpoint>(
  endpoint: E | undefined,
  {
    filters,
    pageSize,
    sort,
    enabled = true,
  }: { filters?: Partial<ListFilters<E>>; pageSize?: number; sort?: ListSort; enabled?: boolean } = {},
) {
  const { t } = useTranslation();
  const [loader] = useState(() =>
    createListLoader<E>({
      endpoint,
      filters,
      pageSize,
      sort,
      missingEndpointText: t('common.errors.listEndpointMissing'),
    }),
  );
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const filterKey = JSON.stringify(filters ?? {});

  useEffect(() => {
    if (!enabled) return;
    void loader.setFilters(JSON.parse(filterKey) as Record<string, unknown>);
    return () => loader.cancel();
  }, [loader, filterKey, enabled]);

  return {
    ...state,
    setPage: loader.setPage,
    setPageSize: loader.setPageSize,
    setSort: loader.setSort,
    reload: loader.load,
  };
}
