import { type ChatConversation, chatConversationTypes, chatEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';
import type { ChatTarget } from '../chat-store';

/**
 * addmessage: finds or creates the conversation with a merchant (or the platform admin, customer 1) and
 * records what it is about now – a product (type 1, bizId the product id) or an order (type 2).
 */
export function openConversation(target: ChatTarget): Promise<ChatConversation> {
  const aboutOrder = target.productId === undefined && Boolean(target.orderNumber);
  return request(chatEndpoints.addMessage, {
    body: {
      receiveCustId: target.receiveCustId,
      type: aboutOrder ? chatConversationTypes.order : chatConversationTypes.product,
      bizId: aboutOrder
        ? target.orderNumber
        : target.productId !== undefined
          ? String(target.productId)
          : undefined,
    },
  });
}
