import { limits } from '@mall/contracts';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import { type Broker, MemoryBroker, RedisBroker, type RedisLike } from '../../lib/broker/broker';
import { perUserLimiter } from '../../lib/per-user-limiter';
import type { SessionService } from '../account/session.service';
import type { OrderService } from '../buying';
import type { CatalogService } from '../catalog/catalog.service';
import type { GalleryPictures } from '../gallery/gallery.service';
import type { SystemService } from '../system/system.service';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatHub, publishChatEvent } from './chat-hub';

export interface ChatModule {
  service: ChatService;
  hub: ChatHub;
  broker: Broker;
}

export interface ChatModuleOptions {
  db: Db;
  /** The pool behind `db` (named statements on the hot path). */
  pool: Pool;
  /** Shared Redis client (the rate limiter's); null: one server copy, in-process fan-out. */
  redis: Redis | null;
  catalog: CatalogService;
  /** Order cards are built from the order (the buying module's service). */
  orders: Pick<OrderService, 'chatCard'>;
  system: SystemService;
  sessions: SessionService;
  /** The senders' gallery pictures (picture messages). */
  pictures: GalleryPictures;
  sendPerMinute: number;
  /** See MessageWriter: 0 writes a message arriving at an idle writer at once. */
  writeLingerMs?: number;
  now: () => Date;
  onError: (error: unknown, context: string) => void;
}

/** Wires the chat service, its broker (memory or Redis) and the live channel's hub. */
export function createChatModule(opts: ChatModuleOptions): ChatModule {
  const logError = (error: unknown) => opts.onError(error, 'chat broker');
  const broker: Broker = opts.redis
    ? new RedisBroker(opts.redis as unknown as RedisLike, logError)
    : new MemoryBroker(logError);
  const nowMs = () => opts.now().getTime();
  const service = new ChatService({
    repo: new ChatRepository(opts.db, opts.pool),
    catalog: opts.catalog,
    orders: opts.orders,
    pictures: opts.pictures,
    system: opts.system,
    limiter: perUserLimiter(opts.redis, 'chat-send', opts.sendPerMinute, nowMs),
    publish: (event) => publishChatEvent(broker, event),
    onError: opts.onError,
    now: opts.now,
    writeLingerMs: opts.writeLingerMs,
  });
  const hub = new ChatHub(broker, service, {
    heartbeatMs: limits.heartbeatMs,
    maxSocketsPerUser: 20,
    maxBufferedBytes: 1024 * 1024,
    resumeBatch: 500,
    sessionCheckMs: 60_000,
    now: Date.now,
    sessionValid: async (token) => (await opts.sessions.resolve(token)).status === 'ok',
    onError: opts.onError,
  });
  return { service, hub, broker };
}
