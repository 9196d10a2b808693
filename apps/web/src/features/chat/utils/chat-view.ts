import {
  type ChatConversation,
  type ChatOrderCard,
  type ChatPicture,
  type ChatProductCard,
  chatSendTypes,
  chatSourceTypes,
  productTypes,
} from '@mall/contracts';

/**
 * Reading what the chat API sends: card JSON (`messageObj`) that may be malformed or from an older
 * client, avatars, previews. Everything here is plain data; the components render it as text.
 */

function parseObject(json: string): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The order card of a sendType 3 message, or null when it cannot be read. */
export function parseOrderCard(json: string): ChatOrderCard | null {
  const raw = parseObject(json);
  if (!raw || !text(raw.orderNumber)) return null;
  const items = Array.isArray(raw.orderItems) ? raw.orderItems : [];
  return {
    orderNumber: text(raw.orderNumber),
    gmtCreate: text(raw.gmtCreate),
    orderItems: items
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item, index) => ({
        // Cards stored before the server built them may carry any id: fall back to the position.
        id: typeof item.id === 'number' ? item.id : index,
        productImg: text(item.productImg),
        title: text(item.title),
        price: text(item.price),
        productStyle: text(item.productStyle),
        ...(item.contentLang === 'zh_CN' ? { contentLang: 'zh_CN' as const } : {}),
      })),
  };
}

/** The picture of a sendType 2 message (its address and size), or null when it cannot be read. */
export function parsePicture(json: string): ChatPicture | null {
  const raw = parseObject(json);
  const fileUrl = text(raw?.fileUrl);
  // Only an address on this site or http(s): never a javascript: or data: address from a stored message.
  if (!raw || !/^(\/(?!\/)|https?:\/\/)/i.test(fileUrl)) return null;
  const size = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.round(value) : 0);
  return { fileUrl, width: size(raw.width), height: size(raw.height) };
}

/** The product card of a sendType 4 message, or null when it cannot be read. */
export function parseProductCard(json: string): ChatProductCard | null {
  const raw = parseObject(json);
  const productId = Number(raw?.productId);
  if (!raw || !Number.isInteger(productId) || productId <= 0) return null;
  const files = Array.isArray(raw.fild) ? raw.fild : [];
  const first = files[0] as { fileUrl?: unknown } | undefined;
  const type = raw.productType as { code?: unknown } | undefined;
  return {
    productId,
    productName: text(raw.productName),
    productPrice: text(raw.productPrice),
    fild: first ? [{ fileUrl: text(first.fileUrl) }] : [],
    productType: typeof type?.code === 'number' ? { code: type.code } : undefined,
    ...(raw.contentLang === 'zh_CN' ? { contentLang: 'zh_CN' as const } : {}),
  };
}

/** Spec §5: a product card without a product type cannot be opened ('sorry'). */
export function productCardTarget(card: ChatProductCard): 'supply' | 'product' | null {
  if (!card.productType) return null;
  return card.productType.code === productTypes.supply ? 'supply' : 'product';
}

/** Spec §3: a conversation with source type 2 (the platform admin) shows adminLogo. */
export function conversationAvatar(conversation: ChatConversation): string {
  if (conversation.sourceType === chatSourceTypes.platform)
    return conversation.adminLogo || conversation.contactImage;
  return conversation.contactImage;
}

export type PreviewKind = 'text' | 'picture' | 'order' | 'product' | 'none';

/** What kind of last message the contact list previews. */
export function previewKind(conversation: Pick<ChatConversation, 'lastSendType' | 'lastId'>): PreviewKind {
  if (!conversation.lastId) return 'none';
  if (conversation.lastSendType === chatSendTypes.orderCard) return 'order';
  if (conversation.lastSendType === chatSendTypes.productCard) return 'product';
  if (conversation.lastSendType === chatSendTypes.picture) return 'picture';
  return 'text';
}

/** The first character of a name, for an avatar without a picture. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** The largest size of a picture in the bubble (chat.css caps it at 240 × 240), never enlarged. */
const bubbleMax = 240;

/** The picture's box in the bubble; null when the message does not say its size. */
export function bubbleBox(width: number, height: number): { width: number; height: number } | null {
  if (!width || !height) return null;
  const scale = Math.min(1, bubbleMax / width, bubbleMax / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
