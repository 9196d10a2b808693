import { type ChatMessage, chatEndpoints, chatSendTypes } from '@mall/contracts';
import { request } from '../../../lib/http';

export type OutgoingMessage =
  | { sendType: typeof chatSendTypes.text; content: string }
  | { sendType: typeof chatSendTypes.picture; fileUrl: string }
  | { sendType: typeof chatSendTypes.orderCard; orderNumber: string }
  | { sendType: typeof chatSendTypes.productCard; productId: number };

/** sendmessage: stored on the server, then pushed on the live channel; answers the stored message. */
export function sendMessage(messageId: number, message: OutgoingMessage): Promise<ChatMessage> {
  const body =
    message.sendType === chatSendTypes.text
      ? { messageId, sendType: message.sendType, content: message.content }
      : message.sendType === chatSendTypes.picture
        ? // One of the sender's gallery pictures; the server checks it is theirs and stores a copy.
          { messageId, sendType: message.sendType, messageObj: JSON.stringify({ fileUrl: message.fileUrl }) }
        : message.sendType === chatSendTypes.orderCard
          ? // The server builds the order card from the order (one the sender bought or sold).
            {
              messageId,
              sendType: message.sendType,
              messageObj: JSON.stringify({ orderNumber: message.orderNumber }),
            }
          : // The server fills the product card from the catalog; only the id is ours to give.
            {
              messageId,
              sendType: message.sendType,
              messageObj: JSON.stringify({ productId: message.productId }),
            };
  return request(chatEndpoints.sendMessage, { body });
}
