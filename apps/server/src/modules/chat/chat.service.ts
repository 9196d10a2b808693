import {
  type ChatConversation,
  type ChatDetail,
  type ChatMessage,
  type ChatOrderCard,
  type ChatPicture,
  type ChatProductCard,
  type CompanyDetail,
  type chatEndpoints,
  chatLimits,
  chatOrderCardInputSchema,
  chatOrderCardSchema,
  chatPictureInputSchema,
  chatProductCardInputSchema,
  chatProductCardSchema,
  chatSendTypes,
  chatSourceTypes,
  type EndpointBodyOut,
  ErrorCode,
  type Locale,
  platformAdminCustId,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { SendLimiter } from '../../lib/per-user-limiter';
import type { Session } from '../account';
import type { ProductDetailService } from '../catalog';
import type { GalleryPictures } from '../gallery';
import type { SystemService } from '../system';
import type { ChatRepository, Side } from './chat.repository';
import {
  checked,
  conversationNotFound,
  forbidden,
  imageOf,
  parseJson,
  parseStored,
  sideOf,
  toConversation,
  toMessage,
  toStored,
} from './chat-helpers';
import type { ChatEvent, ChatMessageSource, StoredChatMessage } from './chat-hub';
import { MessageWriter } from './message-writer';

type SendBody = EndpointBodyOut<typeof chatEndpoints.sendMessage>;
type OpenBody = EndpointBodyOut<typeof chatEndpoints.addMessage>;

/** What chat needs of the orders (the buying module's): the card of an order the sender bought or sold. */
export interface OrderCards {
  chatCard(custId: number, orderNumber: string, locale: Locale): Promise<ChatOrderCard>;
  /** The names of lines of one order in a language, by line id. */
  cardItemTexts(
    orderNumber: string,
    itemIds: number[],
    locale: Locale,
  ): Promise<Map<number, { title: string; productStyle: string; contentLang?: 'zh_CN' }>>;
}

export interface ChatServiceDeps {
  repo: ChatRepository;
  /** Product cards are filled from the catalogue's product pages. */
  catalog: ProductDetailService;
  /** Order cards are built from the order (one the sender bought or sold). */
  orders: OrderCards;
  /** The senders' own gallery pictures, for picture messages. */
  pictures: GalleryPictures;
  system: SystemService;
  limiter: SendLimiter;
  /** Hands an event to the live channel of every server copy (after the change is committed). */
  publish: (event: ChatEvent) => Promise<void>;
  onError: (error: unknown, context: string) => void;
  now: () => Date;
  /** How long a message that finds the writer idle waits for others to share its statement (ms). */
  writeLingerMs?: number;
}

// The platform's avatar changes only when the operator edits it: read it at most once a minute.
const adminLogoCacheMs = 60_000;

/**
 * Conversations, messages, feedback and the merchant card (spec §2 screens 5-7, 11); the quick phrases are
 * QuickPhraseService's.
 */
export class ChatService implements ChatMessageSource {
  private adminLogoCache: { value: string; until: number } | undefined;
  /** Stores concurrent messages together, one statement per batch (group commit). */
  private readonly writer: MessageWriter;

  constructor(private readonly deps: ChatServiceDeps) {
    this.writer = new MessageWriter(deps.repo, { lingerMs: deps.writeLingerMs });
  }

  // ---- conversations ----

  async findConversations(session: Session, side: Side, offset: number, limit: number, locale: Locale) {
    const [page, adminLogo] = await Promise.all([
      this.deps.repo.findConversations(session.custId, side, offset, limit),
      this.adminLogo(),
    ]);
    return {
      rows: page.rows.map((r) => toConversation(r, session.custId, adminLogo, locale)),
      total: page.total,
    };
  }

  /**
   * addmessage: the conversation with a merchant or the platform admin, created on first contact. A new
   * conversation may be started only with a shop owner or the platform, or by a merchant with the buyer of
   * an open purchase demand (the procurement hall's "contact"): anyone else's customer id would otherwise
   * open a channel to any buyer, and with it their company card (getCompanyDetail). An existing
   * conversation is reopened whoever asks: both sides already talk.
   */
  async openConversation(session: Session, body: OpenBody, locale: Locale): Promise<ChatConversation> {
    if (body.receiveCustId === session.custId)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'chat.selfChat');
    const now = this.deps.now();
    const [receiver, existing] = await Promise.all([
      this.deps.repo.getParty(body.receiveCustId, now),
      this.deps.repo.findConversationBetween(session.custId, body.receiveCustId),
    ]);
    if (!receiver) throw new AppError(ErrorCode.NOT_FOUND, 'chat.receiverNotFound');
    if (!existing) await this.checkReachable(session, receiver, now);
    const bizId = body.bizId ?? '';
    let row = existing;
    if (row && (row.type !== body.type || row.bizId !== bizId)) {
      await this.deps.repo.setTopic(row.id, body.type, bizId);
      row = { ...row, type: body.type, bizId };
    }
    if (!row) {
      const id = await this.deps.repo.createConversation({
        sendCustId: session.custId,
        receiveCustId: body.receiveCustId,
        sourceType:
          body.receiveCustId === platformAdminCustId ? chatSourceTypes.platform : chatSourceTypes.merchant,
        type: body.type,
        bizId,
        now,
      });
      row = await this.deps.repo.getConversation(id);
      if (!row) throw conversationNotFound();
    }
    return toConversation(row, session.custId, await this.adminLogo(), locale);
  }

  /**
   * Whether the caller may start a conversation with `receiver`. A refusal is a 40300 with its reason
   * rather than the unknown receiver's 40400: that a customer id exists tells nothing (ids are sequential),
   * and the caller learns why the chat did not open.
   */
  private async checkReachable(
    session: Session,
    receiver: { id: number; ownsShop: boolean; openDemand: boolean },
    now: Date,
  ) {
    if (receiver.id === platformAdminCustId || receiver.ownsShop) return;
    if (receiver.openDemand) {
      const caller = await this.deps.repo.getParty(session.custId, now);
      if (caller?.ownsShop) return;
      throw new AppError(ErrorCode.FORBIDDEN, 'chat.demandSellersOnly');
    }
    throw new AppError(ErrorCode.FORBIDDEN, 'chat.receiverNotAllowed');
  }

  /** querywebmessagedetaillist: a page of messages, oldest first; marks the conversation read for the caller. */
  async getDetail(
    session: Session,
    query: { messageId: number; beforeId?: number; limit: number },
    locale: Locale = 'zh_CN',
  ): Promise<ChatDetail> {
    const conversation = await this.requireConversation(session, query.messageId);
    const side = sideOf(conversation, session.custId);
    const [rows, adminLogo, changed] = await Promise.all([
      this.deps.repo.listMessages(conversation.id, query.limit + 1, query.beforeId),
      this.adminLogo(),
      this.deps.repo.markRead(conversation.id, side),
    ]);
    if (changed) {
      // The reader's other tabs and devices clear the unread dot.
      this.publish({ kind: 'read', custId: session.custId, messageId: conversation.id });
    }
    const read = side === 'send' ? { sendHaveRead: 2 } : { receiveHaveRead: 2 };
    const view = toConversation({ ...conversation, ...read }, session.custId, adminLogo, locale);
    const page = rows.slice(0, query.limit).reverse();
    return {
      conversation: view,
      sendImage: view.sendImage,
      receiveImage: view.receiveImage,
      webMessageDetailDTOS: await this.inReaderLanguage(
        page.map((m) => toMessage(toStored(m, adminLogo, locale), session.custId)),
        locale,
      ),
      hasMore: rows.length > query.limit,
    };
  }

  /**
   * Cards are stored in the language they were sent in; the history shows their product names in the
   * reader's. A card whose product or line is gone keeps its stored text.
   */
  private async inReaderLanguage(messages: ChatMessage[], locale: Locale): Promise<ChatMessage[]> {
    const products = new Map<number, ChatProductCard>();
    const orders = new Map<number, ChatOrderCard>();
    messages.forEach((m, i) => {
      const raw = m.messageObj ? parseStored(m.messageObj) : undefined;
      if (m.sendType === chatSendTypes.productCard) {
        const card = chatProductCardSchema.safeParse(raw);
        if (card.success) products.set(i, card.data);
      } else if (m.sendType === chatSendTypes.orderCard) {
        const card = chatOrderCardSchema.safeParse(raw);
        if (card.success) orders.set(i, card.data);
      }
    });
    if (products.size === 0 && orders.size === 0) return messages;
    const [names, lines] = await Promise.all([
      this.deps.catalog.productNames(
        [...products.values()].map((c) => c.productId),
        locale,
      ),
      Promise.all(
        [...orders].map(
          async ([i, card]) =>
            [
              i,
              await this.deps.orders.cardItemTexts(
                card.orderNumber,
                card.orderItems.map((item) => item.id),
                locale,
              ),
            ] as const,
        ),
      ),
    ]);
    const out = [...messages];
    for (const [i, card] of products) {
      const { productName: _name, contentLang: _lang, ...rest } = card;
      const name = names.get(card.productId);
      if (name) out[i] = { ...messages[i]!, messageObj: JSON.stringify({ ...rest, ...name }) };
    }
    for (const [i, texts] of lines) {
      const card = orders.get(i)!;
      const orderItems = card.orderItems.map((item) => {
        const found = texts.get(item.id);
        if (!found) return item;
        const { contentLang: _lang, ...rest } = item;
        return { ...rest, ...found };
      });
      out[i] = { ...messages[i]!, messageObj: JSON.stringify({ ...card, orderItems }) };
    }
    return out;
  }

  /** sendmessage: stored first (and committed), then pushed on the live channel of every copy. */
  async send(session: Session, body: SendBody, locale: Locale): Promise<ChatMessage> {
    if (!(await this.deps.limiter.take(session.userId)))
      throw new AppError(ErrorCode.RATE_LIMITED, 'error.rateLimited', { seconds: 60 });
    const { content, messageObj } = await this.composeMessage(session, body, locale);
    const input = {
      conversationId: body.messageId,
      sendCustId: session.custId,
      sendUserId: session.userId,
      sendType: body.sendType,
      content,
      messageObj,
    };
    // One statement checks the sender's side and stores the message; only a refusal costs more reads.
    let stored = await this.writer.write(input, this.deps.now());
    if (!stored) {
      const conversation = await this.requireConversation(session, body.messageId);
      // A conversation from before the inbox rows existed gets them now.
      await this.deps.repo.ensureInboxes([conversation.sendCustId, conversation.receiveCustId]);
      stored = await this.writer.write(input, this.deps.now());
      if (!stored) throw conversationNotFound();
    }
    const message: StoredChatMessage = {
      id: stored.id,
      messageId: body.messageId,
      sendType: body.sendType,
      sendCustId: session.custId,
      receiveCustId: stored.receiveCustId,
      sendCustName: stored.sendCustName,
      image: imageOf(session.custId, stored.sendLogo, await this.adminLogo()),
      addTime: stored.createdAt.toISOString(),
      content,
      messageObj,
    };
    this.publish({ kind: 'message', message, prev: stored.prev });
    return toMessage(message, session.custId);
  }

  // ---- live channel source ----

  async messagesAfter(custId: number, afterId: number, limit: number): Promise<StoredChatMessage[]> {
    const [rows, adminLogo] = await Promise.all([
      this.deps.repo.listMessagesAfter(custId, afterId, limit),
      this.adminLogo(),
    ]);
    return rows.map((m) => toStored(m, adminLogo));
  }

  headOf(custId: number): Promise<number> {
    return this.deps.repo.headOf(custId);
  }

  // ---- right bar and merchant card ----

  async addFeedback(session: Session, text: string): Promise<null> {
    await this.deps.repo.addFeedback({ userId: session.userId, custId: session.custId, content: text });
    return null;
  }

  /**
   * companydetail: the company card (name, logo, phone, e-mail) of a shop owner, the platform, the caller,
   * or the other party of one of the caller's conversations. Anyone else (a buyer the caller never talked
   * to) answers null, exactly like a missing id: customer ids are sequential, and a buyer's phone and
   * e-mail are theirs.
   */
  async getCompanyDetail(session: Session, custId: number): Promise<CompanyDetail | null> {
    const row = await this.deps.repo.getParty(custId, this.deps.now());
    if (!row) return null;
    const visible =
      row.id === platformAdminCustId ||
      row.id === session.custId ||
      row.ownsShop ||
      (await this.deps.repo.findConversationBetween(session.custId, row.id)) !== undefined;
    if (!visible) return null;
    return {
      custId: row.id,
      custName: row.custName,
      logoFile: { fileUrl: imageOf(row.id, row.logoUrl, await this.adminLogo()) },
      cellphone: row.cellphone,
      email: row.email,
    };
  }

  // ---- helpers ----

  private async requireConversation(session: Session, id: number) {
    const conversation = await this.deps.repo.getConversation(id);
    if (!conversation) throw conversationNotFound();
    if (conversation.sendCustId !== session.custId && conversation.receiveCustId !== session.custId)
      throw forbidden();
    return conversation;
  }

  /** Text as given; cards are validated, a product card is filled from the catalog, a picture is checked. */
  private async composeMessage(session: Session, body: SendBody, locale: Locale) {
    if (body.sendType === chatSendTypes.text) return { content: body.content, messageObj: '' };
    const raw = parseJson(body.messageObj ?? '');
    if (body.sendType === chatSendTypes.picture) {
      const { fileUrl } = checked(chatPictureInputSchema, raw);
      // The conversation first: a refused message must not give anyone a use of the picture.
      const conversation = await this.requireConversation(session, body.messageId);
      // Only the sender's own gallery picture (40400 otherwise): the message points at it, and both sides'
      // users may read it from now on; it is kept for the message even when the sender deletes it.
      const picture: ChatPicture = await this.deps.pictures.useOwnPicture(session.userId, fileUrl, {
        kind: 'chat',
        conversationId: conversation.id,
        parties: [conversation.sendCustId, conversation.receiveCustId],
      });
      // No text preview: the client shows a picture label by sendType, in the reader's language.
      return { content: '', messageObj: JSON.stringify(picture) };
    }
    if (body.sendType === chatSendTypes.orderCard) {
      // Only the order number is the sender's: a card shows the order as the database has it.
      const { orderNumber } = checked(chatOrderCardInputSchema, raw);
      // The conversation first: its outsider gets 40300/40400 as for any other message.
      await this.requireConversation(session, body.messageId);
      // An order the sender neither bought nor sold answers 40400 like an unknown one (nothing is shown).
      const card = await this.deps.orders.chatCard(session.custId, orderNumber, locale);
      return { content: card.orderNumber, messageObj: JSON.stringify(card) };
    }
    const { productId } = checked(chatProductCardInputSchema, raw);
    const product = await this.deps.catalog.getProductDetail(productId, locale);
    const card: ChatProductCard = {
      productId: product.productId,
      productName: product.productName,
      productPrice: product.productPrice,
      fild: product.fild.slice(0, 1),
      productType: product.productType,
      ...(product.contentLang ? { contentLang: product.contentLang } : {}),
    };
    return { content: product.productName.slice(0, chatLimits.textMax), messageObj: JSON.stringify(card) };
  }

  private publish(event: ChatEvent) {
    // Never fails the request: the message is stored, and sockets find it on their next gap or resume.
    this.deps.publish(event).catch((error) => this.deps.onError(error, 'chat publish'));
  }

  /** The platform admin's avatar: its customer logo, else the site icon. */
  private async adminLogo(): Promise<string> {
    const now = Date.now();
    if (this.adminLogoCache && this.adminLogoCache.until > now) return this.adminLogoCache.value;
    const [admin, params] = await Promise.all([
      this.deps.repo.getCustomer(platformAdminCustId),
      this.deps.system.getParams(['webico']),
    ]);
    const value = admin?.logoUrl || params.webico || '';
    this.adminLogoCache = { value, until: now + adminLogoCacheMs };
    return value;
  }
}
