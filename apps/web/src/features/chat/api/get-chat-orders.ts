import { type OrderCard, orderEndpoints } from '@mall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = orderEndpoints.chatOrderList;

export interface ChatOrderFilter {
  /** The merchant's customer id (a buyer's orders with that merchant). */
  sellCustId?: number;
  /** The buyer's customer id (a merchant's orders with that buyer). */
  buyCustId?: number;
  /** 1-based page (spec §9: chat orders page size 20). */
  page: number;
}

/** buyerselectorderlist: the order picker of the chat (spec screen 12). */
export function getChatOrders(
  filter: ChatOrderFilter,
  signal?: AbortSignal,
): Promise<{ rows: OrderCard[]; total: number }> {
  const { page, ...rest } = filter;
  return request(endpoint, { query: { ...rest, offset: page }, signal, quiet: true });
}

export function getChatOrdersQueryOptions(filter: ChatOrderFilter) {
  return queryOptions({
    queryKey: endpointKey(endpoint, filter),
    queryFn: ({ signal }) => getChatOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChatOrders(filter: ChatOrderFilter) {
  return useQuery(getChatOrdersQueryOptions(filter));
}
