import { type ChatServerFrame, chatDirections, chatFrameCodes } from '@mall/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '../../../lib/app-store';
import { markConversationRead, reloadConversations } from '../api/get-conversations';
import { addMessageToCache, messagesKey } from '../api/get-messages';
import { isChangeFrame, LiveChannel, type LiveStatus, liveChannelUrl } from '../api/live-channel';
import { scheduleRefresh } from '../utils/refresh-query';

/**
 * One live channel per tab, shared by the chat page and the chat window: opened when the first chat view
 * mounts, closed a moment after the last one goes (the moment covers React's double mount in development
 * and moving from the window to the page).
 */
type Listener = (frame: ChatServerFrame) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'stopped';
let channel: LiveChannel | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const closeGraceMs = 2000;

function setStatus(next: LiveStatus) {
  status = next;
  for (const notify of statusListeners) notify();
}

function acquire(listener: Listener): () => void {
  clearTimeout(closeTimer);
  listeners.add(listener);
  if (!channel) {
    channel = new LiveChannel({
      url: (lastId) => liveChannelUrl(window.location, lastId),
      onFrame: (frame) => {
        for (const notify of listeners) notify(frame);
      },
      onStatus: setStatus,
      // Signed out in the meantime: the handshake would only be refused.
      canReconnect: () => useAppStore.getState().hasToken,
    });
    channel.start();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      channel?.stop();
      channel = null;
    }, closeGraceMs);
  };
}

/** What a frame changes in the cached lists and conversations (spec §4: codes starting with 2 reload). */
export function applyFrame(
  queryClient: QueryClient,
  frame: ChatServerFrame,
  openMessageId: number | undefined,
) {
  if (frame.code === chatFrameCodes.ready) {
    // (Re)connected: the missed messages came before this frame; read states changed meanwhile are not
    // replayed, so the lists are read again. A first connection resumes from no id: a message stored
    // between the open conversation's first load and this frame would only show at the next change, so
    // that conversation is read again too.
    reloadConversations(queryClient);
    if (openMessageId !== undefined) scheduleRefresh(queryClient, messagesKey(openMessageId));
    return;
  }
  if (!isChangeFrame(frame)) return;
  if (frame.event === 'chat.message.v1') {
    const { message } = frame;
    const cached = addMessageToCache(queryClient, message);
    // Not loaded yet (its first load may predate the message), or a message from the other side into the
    // open conversation: read it again (the server then marks it read: no dot for what is on screen).
    const fromOther = message.sendOrReceive !== chatDirections.own;
    if (!cached || (message.messageId === openMessageId && fromOther)) {
      scheduleRefresh(queryClient, messagesKey(message.messageId));
    }
  } else if (frame.event === 'chat.read.v1') {
    markConversationRead(queryClient, frame.messageId);
  } else if (openMessageId !== undefined) {
    scheduleRefresh(queryClient, messagesKey(openMessageId));
  }
  reloadConversations(queryClient);
}

/** Keeps the live channel open while mounted and applies its frames to the cache. */
export function useLiveChannel(openMessageId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const release = acquire((frame) => applyFrame(queryClient, frame, openMessageId));
    return release;
  }, [queryClient, openMessageId]);
}

/** The channel's state, for the "reconnecting" notice. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => {
      statusListeners.add(notify);
      return () => statusListeners.delete(notify);
    },
    () => status,
  );
}
