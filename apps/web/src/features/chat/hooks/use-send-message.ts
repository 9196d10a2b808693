import type { ChatMessage } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadConversations } from '../api/get-conversations';
import { addMessageToCache } from '../api/get-messages';
import { type OutgoingMessage, sendMessage } from '../api/send-message';

/**
 * Sends into a conversation. The stored message is shown from the answer at once; the live channel
 * brings the same message (same id) to this and the user's other tabs, and it is shown once.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, message }: { messageId: number; message: OutgoingMessage }) =>
      sendMessage(messageId, message),
    onSuccess: (stored: ChatMessage) => {
      addMessageToCache(queryClient, stored);
      reloadConversations(queryClient);
    },
  });
}
