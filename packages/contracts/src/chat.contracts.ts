import { z } from 'zod';
import { limits } from './constants';
import { defineEndpoint } from './endpoint';
import { orderNumberSchema } from './order.contracts';
import { permissionCodes } from './permissions';

/*
 * Chat between a buyer and a merchant (or the platform admin, customer 1), spec §2 screens 5-7, §3, §4, §7.
 *
 * A conversation ("messageId" in the spec's calls) is between two customers: the one who started it
 * (send side, usually the buyer) and the one asked (receive side: a merchant, or the platform admin for the
 * service chat). There is one conversation per pair; `type`/`bizId` tell what it was last opened about.
 * Messages carry a global, increasing `id`; the live channel pushes them and resumes from the last `id` a
 * client has seen (docs/chat.md).
 */

/** Conversation type (spec §3): 1 product, otherwise order. */
export const chatConversationTypes = { product: 1, order: 2 } as const;
/** Who the conversation is with: 1 a merchant, 2 the platform admin (its avatar is `adminLogo`). */
export const chatSourceTypes = { merchant: 1, platform: 2 } as const;
/**
 * Message kinds (spec §3 sendType): 1 text, 3 order card, 4 product card; 2 a picture (ours: the spec's
 * gallery is used by chat pictures but names no kind for them, and leaves 2 free).
 */
export const chatSendTypes = { text: 1, picture: 2, orderCard: 3, productCard: 4 } as const;
/** haveRead (spec §3): 1 shows an unread dot, 2 read. */
export const chatReadStates = { unread: 1, read: 2 } as const;
/** sendOrReceive relative to the reader: 1 own message (right), 2 the other side's (left). */
export const chatDirections = { own: 1, other: 2 } as const;

/** Limits of the chat API (the spec gives only the quick-phrase ones; the rest are ours). */
export const chatLimits = {
  /** Characters of one text message, after trimming. */
  textMax: 2000,
  /** Characters of a card's messageObj JSON string. */
  messageObjMax: 4000,
  /** Messages one user may send per minute (default of CHAT_SEND_PER_MINUTE). */
  sendPerMinute: 60,
  /** Messages one detail page returns at most. */
  detailPageMax: 200,
  detailPageDefault: 50,
  /** Conversations one list page returns at most. */
  listPageMax: 100,
  listPageDefault: 50,
  /** Feedback text (spec §9). */
  feedbackMax: limits.feedbackMax,
  quickPhraseMax: limits.quickPhraseMax,
  quickPhraseCount: limits.quickPhraseCount,
} as const;

const id = z.coerce.number<number | string>().int().min(1).max(Number.MAX_SAFE_INTEGER);
const smallId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

// ---- Cards (messageObj) ----------------------------------------------------------------------------

/**
 * Order card (spec §3), the JSON string `messageObj` of a sendType 3 message as stored and shown. The
 * sender gives only the order number (`chatOrderCardInputSchema`); the server builds the card from the
 * order: date, and per line (at most 20) the line id, picture, title, unit price (yuan, or points for a
 * points order) and style. Cards stored before this rule may hold anything: clients read them defensively.
 */
export const chatOrderCardSchema = z.object({
  orderNumber: z.string(),
  /** ISO time the order was placed. */
  gmtCreate: z.string(),
  orderItems: z
    .array(
      z.object({
        id: z.number().int(),
        productImg: z.string(),
        title: z.string(),
        price: z.string(),
        productStyle: z.string(),
        /** 'zh_CN': the name had no translation in the language the card was made in. */
        contentLang: z.literal('zh_CN').optional(),
      }),
    )
    .max(20),
});
export type ChatOrderCard = z.infer<typeof chatOrderCardSchema>;
/**
 * What a sender puts in an order card's messageObj: the order number (other fields are ignored). The
 * order must be one the sender bought or sold, else the answer is the same as for an unknown order.
 */
export const chatOrderCardInputSchema = z.object({ orderNumber: orderNumberSchema });

/**
 * Product card (spec §3), the JSON string `messageObj` of a sendType 4 message. The sender gives only
 * `productId`; the server fills name, price, picture and type from the catalog (a card never shows a
 * price the merchant did not set).
 */
export const chatProductCardSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productPrice: z.string(),
  fild: z.array(z.object({ fileUrl: z.string() })),
  /** Missing on a card the client cannot open (the web shows 'sorry'). */
  productType: z.object({ code: z.number().int() }).optional(),
  /** 'zh_CN': the name had no translation in the reader's language. */
  contentLang: z.literal('zh_CN').optional(),
});
export type ChatProductCard = z.infer<typeof chatProductCardSchema>;
/** What a sender puts in a product card's messageObj: the product id (other fields are ignored). */
export const chatProductCardInputSchema = z.object({ productId: smallId });

/**
 * A picture message's messageObj (sendType 2). The sender names one of their own gallery pictures by its
 * fileUrl; the server publishes a copy and stores its address and size (so deleting the gallery file
 * later keeps the message's picture).
 */
export const chatPictureSchema = z.object({
  fileUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatPicture = z.infer<typeof chatPictureSchema>;
/** What a sender puts in a picture message's messageObj. */
export const chatPictureInputSchema = z.object({ fileUrl: z.string().trim().min(1).max(500) });

// ---- Rows ------------------------------------------------------------------------------------------

/** A conversation as a list row (spec §3 "Chat conversation"), seen by the reader. */
export const chatConversationSchema = z.object({
  /** The conversation id (the same as messageId). */
  id: z.number().int(),
  /** The conversation id used by the detail, send and live calls. */
  messageId: z.number().int(),
  /** The product id (type 1) or order number it was opened about; '' when none. */
  bizId: z.string(),
  /** 1 product, 2 order (chatConversationTypes). */
  type: z.number().int(),
  /** 1 merchant, 2 platform admin (chatSourceTypes): 2 shows adminLogo as the other side's avatar. */
  sourceType: z.number().int(),
  sendCustId: z.number().int(),
  receiveCustId: z.number().int(),
  sendCustName: z.string(),
  receiveCustName: z.string(),
  sendImage: z.string(),
  receiveImage: z.string(),
  /** The platform's logo for sourceType 2, '' otherwise. */
  adminLogo: z.string(),
  /** The other side, relative to the reader (what the contact list shows). */
  contactCustId: z.number().int(),
  contactName: z.string(),
  /** The other side's avatar (adminLogo for the platform admin); '' when none. */
  contactImage: z.string(),
  /** Preview of the last message: its text, the product name of a product card, the order number of an order card. */
  content: z.string(),
  /** sendType of the last message; 0 when there is none yet. */
  lastSendType: z.number().int(),
  /** id of the last message; 0 when there is none yet. */
  lastId: z.number().int(),
  /** ISO time of the last message, or of the creation when there is none. */
  sendTime: z.string(),
  /** 1 unread (dot) for the reader, 2 read (chatReadStates). */
  haveRead: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** One message (spec §3 "Chat message detail"), seen by the reader. */
export const chatMessageSchema = z.object({
  /** Global, increasing message id: the live channel's resume cursor. */
  id: z.number().int(),
  /** The conversation it belongs to. */
  messageId: z.number().int(),
  /** 1 own (right), 2 the other side's (left), relative to the reader (chatDirections). */
  sendOrReceive: z.number().int(),
  /** 1 text, 3 order card, 4 product card (chatSendTypes). */
  sendType: z.number().int(),
  sendCustId: z.number().int(),
  sendCustName: z.string(),
  /** Sender's avatar ('' when none; adminLogo for the platform admin). */
  image: z.string(),
  /** ISO time it was stored. */
  addTime: z.string(),
  /** Text; for cards a short preview (product name, order number). Render as text, never HTML. */
  content: z.string(),
  /** JSON string of the card (chatOrderCardSchema / chatProductCardSchema); '' for text. */
  messageObj: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatDetailSchema = z.object({
  /** The conversation (also marked read for the reader by this call). */
  conversation: chatConversationSchema,
  receiveImage: z.string(),
  sendImage: z.string(),
  /** Oldest first (the pane scrolls to the bottom). */
  webMessageDetailDTOS: z.array(chatMessageSchema),
  /** true: older messages exist; ask again with beforeId = the first id shown. */
  hasMore: z.boolean(),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

export const quickPhraseSchema = z.object({ quickId: z.number().int(), quickName: z.string() });
export type QuickPhrase = z.infer<typeof quickPhraseSchema>;

/** Company detail (spec §3), the merchant information card (spec screen 7). '' shows as '--'. */
export const companyDetailSchema = z.object({
  custId: z.number().int(),
  custName: z.string(),
  logoFile: z.object({ fileUrl: z.string() }),
  cellphone: z.string(),
  email: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

// ---- Endpoints -------------------------------------------------------------------------------------

const conversationListQuery = z.object({
  offset: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(chatLimits.listPageMax)
    .default(chatLimits.listPageDefault),
});

export const chatEndpoints = {
  buyerConversations: defineEndpoint({
    method: 'GET',
    path: '/member/message/web/querywebmessagelist',
    summary:
      'Conversations the signed-in customer started (buyer side: with merchants and the platform admin), ' +
      'newest activity first. Paged with offset (page number) and limit (default 50).',
    tag: 'chat',
    auth: true,
    kind: 'page',
    query: conversationListQuery,
    result: chatConversationSchema,
  }),
  sellerConversations: defineEndpoint({
    method: 'GET',
    path: '/member/message/web/querysellerwebmessagelist',
    summary:
      'Conversations other customers started with the signed-in customer (seller side: a merchant, or the ' +
      'platform admin for service chats), newest activity first. Paged like querywebmessagelist.',
    tag: 'chat',
    auth: true,
    kind: 'page',
    query: conversationListQuery,
    result: chatConversationSchema,
  }),
  messageDetail: defineEndpoint({
    method: 'GET',
    path: '/member/message/web/querywebmessagedetaillist',
    summary:
      'Messages of one conversation, oldest first: the newest `limit` (default 50, max 200), or those before ' +
      '`beforeId` for older pages. Marks the conversation read (haveRead 2) for the caller. ' +
      '40300 when the caller is not one of its two sides, 40400 when it does not exist.',
    tag: 'chat',
    auth: true,
    kind: 'ext',
    query: z.object({
      // The conversation's id (a serial); beforeId is a message's (a bigserial).
      messageId: smallId,
      beforeId: id.optional(),
      limit: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(chatLimits.detailPageMax)
        .default(chatLimits.detailPageDefault),
    }),
    result: chatDetailSchema,
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/member/message/web/sendmessage',
    summary:
      `Sends a message into a conversation the caller is part of: text (sendType 1, trimmed, 1-${chatLimits.textMax} ` +
      'characters), a picture (2, messageObj = {"fileUrl": one of the sender\'s own gallery pictures}, else ' +
      '40400; the server stores a copy), an order card (3, messageObj = {"orderNumber":"…"}, an order the sender bought ' +
      'or sold, else 40400 as for an unknown order; the server builds the card from the order) or a product card ' +
      '(4, messageObj = {"productId":N}; the server fills the card from the catalog). Stored before it is pushed on the live ' +
      `channel. Answers the stored message. 42900 beyond ${chatLimits.sendPerMinute} messages a minute per user (default).`,
    tag: 'chat',
    auth: true,
    permissions: [permissionCodes.chatSend],
    kind: 'ext',
    body: z
      .object({
        /** The conversation's id. */
        messageId: smallId,
        sendType: z
          .union([
            z.literal(chatSendTypes.text),
            z.literal(chatSendTypes.picture),
            z.literal(chatSendTypes.orderCard),
            z.literal(chatSendTypes.productCard),
          ])
          .default(chatSendTypes.text),
        /** Trimmed; required for text, ignored for cards (the server writes a preview). */
        content: z.string().trim().max(chatLimits.textMax).default(''),
        messageObj: z.string().max(chatLimits.messageObjMax).optional(),
      })
      .superRefine((v, ctx) => {
        if (v.sendType === chatSendTypes.text && v.content.length === 0)
          ctx.addIssue({ code: 'custom', path: ['content'], message: 'validation.required' });
        if (v.sendType !== chatSendTypes.text && !v.messageObj)
          ctx.addIssue({ code: 'custom', path: ['messageObj'], message: 'validation.required' });
      }),
    result: chatMessageSchema,
  }),
  addMessage: defineEndpoint({
    method: 'POST',
    path: '/member/message/web/addmessage',
    summary:
      'Opens (or reopens) the conversation with a merchant (the custId of a shop owner) or the platform admin ' +
      '(receiveCustId 1, the service chat); a merchant may also contact the buyer of an open purchase demand. ' +
      'An existing conversation between the two is always reopened. type 1 product or 2 order, bizId the product ' +
      'id or order number. Answers the conversation as the caller sees it. 40300 for any other customer, 40400 ' +
      'when the customer does not exist, 40000 for oneself.',
    tag: 'chat',
    auth: true,
    permissions: [permissionCodes.chatSend],
    kind: 'ext',
    body: z.object({
      receiveCustId: smallId,
      /** Accepted for the spec's call shape; the conversation is between customers. */
      receiveUserId: z.coerce.number<number | string>().int().optional(),
      receiveUserName: z.string().max(128).optional(),
      type: z
        .union([z.literal(chatConversationTypes.product), z.literal(chatConversationTypes.order)])
        .default(chatConversationTypes.product),
      bizId: z.union([z.string().trim().max(64), z.number().int().transform(String)]).optional(),
    }),
    result: chatConversationSchema,
  }),
  quickPhrases: defineEndpoint({
    method: 'GET',
    path: '/member/message/webquicklanguage/selectquicklanguagelist',
    summary: `The caller's quick phrases (at most ${chatLimits.quickPhraseCount}), oldest first`,
    tag: 'chat',
    auth: true,
    kind: 'ext',
    result: z.array(quickPhraseSchema),
  }),
  addQuickPhrase: defineEndpoint({
    method: 'POST',
    path: '/member/message/webquicklanguage/addquicklanguage',
    summary:
      `Adds a quick phrase (trimmed, 1-${chatLimits.quickPhraseMax} characters); 40000 when the caller already ` +
      `has ${chatLimits.quickPhraseCount}. Answers the new phrase.`,
    tag: 'chat',
    auth: true,
    kind: 'ext',
    body: z.object({ quickName: requiredText(chatLimits.quickPhraseMax) }),
    result: quickPhraseSchema,
  }),
  deleteQuickPhrases: defineEndpoint({
    method: 'POST',
    path: '/member/message/webquicklanguage/deletequicklanguage',
    summary:
      "Deletes the caller's quick phrases by quickId (quickName is ignored); 40300 if one is another user's, " +
      '40400 if one does not exist (then nothing is deleted).',
    tag: 'chat',
    auth: true,
    kind: 'ext',
    body: z.object({
      webQuickLanguageDTOS: z
        .array(z.object({ quickId: smallId, quickName: z.string().max(1000).optional() }))
        .min(1)
        .max(chatLimits.quickPhraseCount),
    }),
    result: z.null(),
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/member/basebiz/feedback/add',
    summary: `Online message from the right bar (spec screen 11): required, trimmed, at most ${chatLimits.feedbackMax} characters`,
    tag: 'feedback',
    auth: true,
    permissions: [permissionCodes.feedbackAdd],
    kind: 'ext',
    body: z.object({ feedbackInformation: requiredText(chatLimits.feedbackMax) }),
    result: z.null(),
  }),
  companyDetail: defineEndpoint({
    method: 'GET',
    path: '/member/user/company/companydetail',
    summary:
      'Merchant information card (spec screen 7): company name, logo, phone and e-mail of a shop owner, the ' +
      "platform admin (1), the caller, or the other party of one of the caller's conversations. ext is null " +
      "for anyone else, exactly as when there is no such company ('no relevant information')",
    tag: 'chat',
    auth: true,
    kind: 'ext',
    query: z.object({ custId: smallId }),
    result: companyDetailSchema.nullable(),
  }),
};
