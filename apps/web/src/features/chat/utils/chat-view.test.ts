import type { ChatConversation } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import {
  bubbleBox,
  conversationAvatar,
  initialOf,
  parseOrderCard,
  parsePicture,
  parseProductCard,
  previewKind,
  productCardTarget,
} from './chat-view';

const conversation = (over: Partial<ChatConversation>): ChatConversation => ({
  id: 1,
  messageId: 1,
  bizId: '',
  type: 1,
  sourceType: 1,
  sendCustId: 2,
  receiveCustId: 4,
  sendCustName: 'buyer',
  receiveCustName: 'shop',
  sendImage: '/b.png',
  receiveImage: '/s.png',
  adminLogo: '',
  contactCustId: 4,
  contactName: 'shop',
  contactImage: '/s.png',
  content: '',
  lastSendType: 0,
  lastId: 0,
  sendTime: '2026-01-01T00:00:00.000Z',
  haveRead: 2,
  ...over,
});

describe('chat view helpers', () => {
  it('reads order cards and ignores what is not one', () => {
    const card = parseOrderCard(
      JSON.stringify({
        orderNumber: '2026010100001',
        gmtCreate: '2026-01-01',
        orderItems: [
          { id: 3, productImg: '/p.png', title: '<b>tea</b>', price: '12.50', productStyle: '1kg' },
        ],
      }),
    );
    expect(card?.orderItems[0]).toEqual({
      id: 3,
      productImg: '/p.png',
      title: '<b>tea</b>',
      price: '12.50',
      productStyle: '1kg',
    });
    expect(parseOrderCard('{"orderItems":[]}')).toBeNull();
    expect(parseOrderCard('not json')).toBeNull();
    expect(parseOrderCard('[1]')).toBeNull();
  });

  it('reads product cards; one without a product type cannot be opened', () => {
    const full = parseProductCard(
      JSON.stringify({
        productId: 9,
        productName: 'Tea',
        productPrice: '8.00',
        fild: [{ fileUrl: '/t.png' }],
        productType: { code: 4 },
      }),
    );
    expect(full && productCardTarget(full)).toBe('product');
    const supply = parseProductCard('{"productId":9,"productType":{"code":3}}');
    expect(supply && productCardTarget(supply)).toBe('supply');
    const bare = parseProductCard('{"productId":9}');
    expect(bare?.fild).toEqual([]);
    expect(bare && productCardTarget(bare)).toBeNull();
    expect(parseProductCard('{"productId":"x"}')).toBeNull();
  });

  it('uses adminLogo for source type 2', () => {
    expect(conversationAvatar(conversation({}))).toBe('/s.png');
    expect(conversationAvatar(conversation({ sourceType: 2, adminLogo: '/admin.png' }))).toBe('/admin.png');
  });

  it('previews by the last message kind', () => {
    expect(previewKind({ lastId: 0, lastSendType: 0 })).toBe('none');
    expect(previewKind({ lastId: 3, lastSendType: 1 })).toBe('text');
    expect(previewKind({ lastId: 3, lastSendType: 3 })).toBe('order');
    expect(previewKind({ lastId: 3, lastSendType: 4 })).toBe('product');
    expect(initialOf(' 杭州')).toBe('杭');
    expect(initialOf('')).toBe('?');
  });
});

describe('picture messages', () => {
  it('reads the picture of a sendType 2 message and its preview kind', () => {
    expect(parsePicture('{"fileUrl":"/files/chat/1/a.png","width":5,"height":4}')).toEqual({
      fileUrl: '/files/chat/1/a.png',
      width: 5,
      height: 4,
    });
    expect(previewKind({ lastId: 3, lastSendType: 2 })).toBe('picture');
  });

  it('refuses unreadable JSON and addresses that are not pictures of a web site', () => {
    expect(parsePicture('not json')).toBeNull();
    expect(parsePicture('{"fileUrl":"javascript:alert(1)"}')).toBeNull();
    expect(parsePicture('{"fileUrl":"//evil.example.com/a.png"}')).toBeNull();
    expect(parsePicture('{"fileUrl":"data:image/png;base64,AAAA"}')).toBeNull();
  });

  it('sizes the bubble from the picture: at most 240 px either way, never enlarged, none when unknown', () => {
    expect(bubbleBox(16, 24)).toEqual({ width: 16, height: 24 });
    expect(bubbleBox(4000, 3000)).toEqual({ width: 240, height: 180 });
    expect(bubbleBox(300, 1200)).toEqual({ width: 60, height: 240 });
    expect(bubbleBox(0, 0)).toBeNull();
  });
});
