import type { ChatConversation, ChatDetail, ChatMessage, ChatServerFrame } from '@mall/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ConversationPage, conversationsKey } from '../api/get-conversations';
import { addMessageToCache, mergeMessages, messagesKey } from '../api/get-messages';
import { applyFrame } from './use-live-channel';

const message = (id: number, messageId = 7, sendOrReceive = 2): ChatMessage => ({
  id,
  messageId,
  sendOrReceive,
  sendType: 1,
  sendCustId: 4,
  sendCustName: 'shop',
  image: '',
  addTime: '2026-01-01T00:00:00.000Z',
  content: `m${id}`,
  messageObj: '',
});

const conversation = { messageId: 7, haveRead: 1 } as ChatConversation;
const detail = (ids: number[]): ChatDetail => ({
  conversation,
  sendImage: '',
  receiveImage: '',
  webMessageDetailDTOS: ids.map((id) => message(id)),
  hasMore: false,
});

function clientWith(ids: number[]) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<ChatDetail, number | undefined>>(messagesKey(7), {
    pages: [detail(ids)],
    pageParams: [undefined],
  });
  client.setQueryData<ConversationPage>(conversationsKey('buyer'), { rows: [conversation], total: 1 });
  return client;
}
const shown = (client: QueryClient) =>
  mergeMessages(client.getQueryData<InfiniteData<ChatDetail>>(messagesKey(7))?.pages ?? []).map((m) => m.id);

describe('chat cache', () => {
  it('merges pages oldest first with each id once', () => {
    expect(mergeMessages([detail([5, 6]), detail([2, 3, 5])]).map((m) => m.id)).toEqual([2, 3, 5, 6]);
  });

  it('adds a message once, and only to a loaded conversation', () => {
    const client = clientWith([1, 2]);
    expect(addMessageToCache(client, message(3))).toBe(true);
    expect(addMessageToCache(client, message(3))).toBe(true);
    expect(shown(client)).toEqual([1, 2, 3]);
    expect(addMessageToCache(client, message(9, 8))).toBe(false);
  });

  it('a message frame lands in its conversation and marks the lists stale', () => {
    const client = clientWith([1]);
    applyFrame(client, { code: 2001, event: 'chat.message.v1', message: message(2) }, undefined);
    expect(shown(client)).toEqual([1, 2]);
    expect(client.getQueryState(conversationsKey('buyer'))?.isInvalidated).toBe(true);
  });

  it('the ready frame reads the lists and the open conversation again (nothing stored before it is missed)', () => {
    const client = clientWith([1]);
    applyFrame(client, { code: 1000, event: 'chat.ready.v1', lastId: 1 }, 7);
    expect(client.getQueryState(messagesKey(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(conversationsKey('buyer'))?.isInvalidated).toBe(true);
  });

  it('a read frame clears the unread dot', () => {
    const client = clientWith([1]);
    applyFrame(client, { code: 2002, event: 'chat.read.v1', messageId: 7 }, undefined);
    expect(client.getQueryData<ConversationPage>(conversationsKey('buyer'))?.rows[0]?.haveRead).toBe(2);
  });

  it('an unknown change frame (code 2xxx) reloads the open conversation; other codes change nothing', () => {
    const client = clientWith([1]);
    applyFrame(client, { code: 1001, event: 'chat.pong.v1', ts: 1 }, 7);
    expect(client.getQueryState(messagesKey(7))?.isInvalidated).toBe(false);
    applyFrame(client, { code: 2999, event: 'chat.other.v2' } as unknown as ChatServerFrame, 7);
    expect(client.getQueryState(messagesKey(7))?.isInvalidated).toBe(true);
  });
});
