// The chat module's front door: conversations, messages and the live channel's hub.
import { limits } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Broker } from '../../lib/broker/broker';
import type { ResolveCaller } from '../../lib/caller';
import type { LimiterFactory } from '../../lib/per-user-limiter';
import type { ProductDetailService } from '../catalog';
import type { GalleryPictures } from '../gallery';
import type { SystemService } from '../system';
import { ChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { ChatService, type OrderCards } from './chat.service';
import { ChatHub, publishChatEvent } from './chat-hub';
import { QuickPhraseRepository } from './quick-phrase.repository';
import { QuickPhraseService } from './quick-phrase.service';

export type { OrderCards };

export interface ChatModuleDeps {
  /** The database and the pool behind it (named statements on the hot path). */
  database: Pick<Database, 'db' | 'pool'>;
  /** Carries chat events to the hubs of every server copy (memory: one copy). */
  broker: Broker;
  limiter: LimiterFactory;
  /** Product cards are filled from the catalogue's product pages. */
  catalog: ProductDetailService;
  /** Order cards are built from the order (the buying module's orders). */
  orders: OrderCards;
  system: SystemService;
  /** Whether the session behind an open socket is still valid (the account module's sessions). */
  resolveSession: ResolveCaller;
  /** The senders' gallery pictures (picture messages). */
  pictures: GalleryPictures;
  sendPerMinute: number;
  /** See MessageWriter: 0 writes a message arriving at an idle writer at once. */
  writeLingerMs?: number;
  now: () => Date;
  onError: (error: unknown, context: string) => void;
}

export interface ChatModule {
  service: ChatService;
  /** The live channel's hub (app.ts hands it to the live channel plugin). */
  hub: ChatHub;
  routes(api: FastifyInstance): void;
}

/** Wires the chat service and the live channel's hub over the shared broker. */
export function createChatModule(deps: ChatModuleDeps): ChatModule {
  const { broker } = deps;
  const service = new ChatService({
    repo: new ChatRepository(deps.database.db, deps.database.pool),
    catalog: deps.catalog,
    orders: deps.orders,
    pictures: deps.pictures,
    system: deps.system,
    limiter: deps.limiter('chat-send', deps.sendPerMinute),
    publish: (event) => publishChatEvent(broker, event),
    onError: deps.onError,
    now: deps.now,
    writeLingerMs: deps.writeLingerMs,
  });
  const phrases = new QuickPhraseService(new QuickPhraseRepository(deps.database.db));
  const hub = new ChatHub(broker, service, {
    heartbeatMs: limits.heartbeatMs,
    maxSocketsPerUser: 20,
    maxBufferedBytes: 1024 * 1024,
    resumeBatch: 500,
    sessionCheckMs: 60_000,
    now: Date.now,
    sessionValid: async (token) => (await deps.resolveSession(token)).status === 'ok',
    onError: deps.onError,
  });
  return {
    service,
    hub,
    routes(api: FastifyInstance) {
      chatRoutes(api, service, phrases);
    },
  };
}
