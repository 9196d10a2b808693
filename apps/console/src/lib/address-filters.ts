import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (a reload, a shared link and "back" from a detail keep
 * them): `update` sets or clears some, and goes back to the first page unless it names `page` itself.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  /** The Table's (or List's) paging, in the address too. */
  const paging = (total: number, pageSize: number, showTotal: (count: number) => string) => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    showTotal,
    onChange: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  });
  return { params, page, update, paging };
}
