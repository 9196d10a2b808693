import {
  type ChatConversation,
  type ChatMessage,
  chatConversationTypes,
  chatDirections,
  chatReadStates,
  chatSourceTypes,
  ErrorCode,
  type Locale,
  platformAdminCustId,
} from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import { translate } from '../../lib/translate';
import type { ConversationRow, MessageRow, Side } from './chat.repository';
import type { StoredChatMessage } from './chat-hub';

// Helpers of the chat services: their errors, stored cards, and rows as the contracts show them.

export const conversationNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'chat.conversationNotFound');
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, 'error.forbidden');

/** A stored card's JSON; undefined when it does not parse (old cards may hold anything). */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidCard();
  }
}

export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidCard();
  return result.data;
}

function invalidCard() {
  return new AppError(ErrorCode.VALIDATION_FAILED, 'error.validation', {
    field: 'messageObj',
    reason: 'zod.invalid',
  });
}

export function sideOf(row: { sendCustId: number }, custId: number): Side {
  return row.sendCustId === custId ? 'send' : 'receive';
}

export function imageOf(custId: number, logo: string, adminLogo: string) {
  return custId === platformAdminCustId ? logo || adminLogo : logo;
}

/**
 * How chat names a customer to a reader: a merchant by its shop's name in the reader's language, the
 * platform admin as the platform's customer service in it (Chinese keeps the operator's own name), anyone
 * else (a buyer) by their company or person name. The legal name stays the merchant card's (custName).
 */
function partyName(
  custId: number,
  custName: string,
  shopName: string | null,
  shopNameI18n: Record<string, string> | null,
  locale: Locale,
): string {
  if (shopName) return localized(shopName, shopNameI18n, locale);
  if (custId === platformAdminCustId && locale !== 'zh_CN') return translate(locale, 'chat.platformName');
  return custName;
}

export function toConversation(
  row: ConversationRow,
  readerCustId: number,
  adminLogo: string,
  locale: Locale = 'zh_CN',
): ChatConversation {
  const sendName = partyName(
    row.sendCustId,
    row.sendCustName,
    row.sendShopName,
    row.sendShopNameI18n,
    locale,
  );
  const receiveName = partyName(
    row.receiveCustId,
    row.receiveCustName,
    row.receiveShopName,
    row.receiveShopNameI18n,
    locale,
  );
  const sendImage = imageOf(row.sendCustId, row.sendLogo, adminLogo);
  const receiveImage = imageOf(row.receiveCustId, row.receiveLogo, adminLogo);
  const readerSends = sideOf(row, readerCustId) === 'send';
  const platform = row.sourceType === chatSourceTypes.platform;
  return {
    id: row.id,
    messageId: row.id,
    bizId: row.bizId,
    type:
      row.type === chatConversationTypes.product
        ? chatConversationTypes.product
        : chatConversationTypes.order,
    sourceType: row.sourceType,
    sendCustId: row.sendCustId,
    receiveCustId: row.receiveCustId,
    sendCustName: sendName,
    receiveCustName: receiveName,
    sendImage,
    receiveImage,
    adminLogo: platform ? adminLogo : '',
    contactCustId: readerSends ? row.receiveCustId : row.sendCustId,
    contactName: readerSends ? receiveName : sendName,
    contactImage: readerSends ? receiveImage : sendImage,
    content: row.lastContent,
    lastSendType: row.lastSendType,
    lastId: row.lastMessageId,
    sendTime: row.lastTime.toISOString(),
    haveRead:
      (readerSends ? row.sendHaveRead : row.receiveHaveRead) === 1
        ? chatReadStates.unread
        : chatReadStates.read,
  };
}

export function toStored(row: MessageRow, adminLogo: string, locale: Locale = 'zh_CN'): StoredChatMessage {
  return {
    id: row.id,
    messageId: row.conversationId,
    sendType: row.sendType,
    sendCustId: row.sendCustId,
    receiveCustId: row.receiveCustId,
    sendCustName: partyName(row.sendCustId, row.sendCustName, row.sendShopName, row.sendShopNameI18n, locale),
    image: imageOf(row.sendCustId, row.sendLogo, adminLogo),
    addTime: row.createdAt.toISOString(),
    content: row.content,
    messageObj: row.messageObj,
  };
}

export function toMessage(stored: StoredChatMessage, readerCustId: number): ChatMessage {
  const { receiveCustId: _receiver, ...rest } = stored;
  return {
    ...rest,
    sendOrReceive: stored.sendCustId === readerCustId ? chatDirections.own : chatDirections.other,
  };
}
