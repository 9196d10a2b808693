import { type ChatConversation, chatEndpoints, chatReadStates } from '@mall/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';
import { scheduleRefresh } from '../utils/refresh-query';

/**
 * Which list a conversation is read from: `buyer` – conversations the user started
 * (querywebmessagelist); `seller` – conversations others started with the user, answered from a seller
 * centre or by the platform admin (querysellerwebmessagelist).
 */
export type ChatSide = 'buyer' | 'seller';

const endpoints = {
  buyer: chatEndpoints.buyerConversations,
  seller: chatEndpoints.sellerConversations,
} as const;

export interface ConversationPage {
  rows: ChatConversation[];
  total: number;
}

/** The newest conversations first (one page of up to 50: the list is a contact list, not an archive). */
export function getConversations(side: ChatSide, signal?: AbortSignal): Promise<ConversationPage> {
  return request(endpoints[side], { query: { offset: 1 }, signal, quiet: true });
}

export function conversationsKey(side: ChatSide) {
  return endpointKey(endpoints[side]);
}

export function getConversationsQueryOptions(side: ChatSide) {
  return queryOptions({
    queryKey: conversationsKey(side),
    queryFn: ({ signal }) => getConversations(side, signal),
    // Kept current by the live channel (a change frame reloads it).
    staleTime: 30_000,
  });
}

export function useConversations(side: ChatSide, enabled = true) {
  return useQuery({ ...getConversationsQueryOptions(side), enabled });
}

/**
 * Reloads both lists (spec §4: a change on the live channel reloads the contact list), throttled so a
 * burst of changes does not read them once per change.
 */
export function reloadConversations(queryClient: QueryClient) {
  for (const side of Object.keys(endpoints) as ChatSide[])
    scheduleRefresh(queryClient, conversationsKey(side));
}

/** Clears the unread dot of one conversation in the cached lists at once (the server agrees on open). */
export function markConversationRead(queryClient: QueryClient, messageId: number) {
  for (const side of Object.keys(endpoints) as ChatSide[]) {
    queryClient.setQueryData<ConversationPage>(conversationsKey(side), (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((row) =>
              row.messageId === messageId ? { ...row, haveRead: chatReadStates.read } : row,
            ),
          }
        : page,
    );
  }
}
