import { type ChatDetail, type ChatMessage, chatEndpoints } from '@mall/contracts';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

const endpoint = chatEndpoints.messageDetail;

/**
 * querywebmessagedetaillist: the newest messages of a conversation, or those before `beforeId`, oldest
 * first. The server marks the conversation read for the caller.
 */
export function getMessageDetail(
  messageId: number,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<ChatDetail> {
  return request(endpoint, { query: { messageId, beforeId }, signal, quiet: true });
}

export function messagesKey(messageId: number) {
  return endpointKey(endpoint, { messageId });
}

type Pages = InfiniteData<ChatDetail, number | undefined>;

/** Pages newest first; the next page is the one before the oldest message shown. */
export function useConversationMessages(messageId: number | undefined) {
  const query = useInfiniteQuery({
    queryKey: messagesKey(messageId ?? 0),
    queryFn: ({ pageParam, signal }) => getMessageDetail(messageId ?? 0, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.webMessageDetailDTOS[0]?.id : undefined),
    enabled: messageId !== undefined,
    // The live channel keeps it current; opening it again shows the cache and refreshes.
    staleTime: 0,
  });
  const messages = useMemo(() => mergeMessages(query.data?.pages ?? []), [query.data]);
  return { ...query, messages, conversation: query.data?.pages[0]?.conversation };
}

/** All loaded messages oldest first, each id once (a live frame and a reload may both bring one). */
export function mergeMessages(pages: readonly Pick<ChatDetail, 'webMessageDetailDTOS'>[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const message of page.webMessageDetailDTOS) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Adds a message (from the live channel or a send's answer) to its conversation's cache, if that
 * conversation was loaded. Returns whether the conversation is cached.
 */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): boolean {
  const key = messagesKey(message.messageId);
  if (!queryClient.getQueryData<Pages>(key)) return false;
  queryClient.setQueryData<Pages>(key, (data) => {
    if (!data) return data;
    const [newest, ...older] = data.pages;
    if (!newest || data.pages.some((p) => p.webMessageDetailDTOS.some((m) => m.id === message.id)))
      return data;
    return {
      ...data,
      pages: [{ ...newest, webMessageDetailDTOS: [...newest.webMessageDetailDTOS, message] }, ...older],
    };
  });
  return true;
}
