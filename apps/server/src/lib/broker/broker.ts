/**
 * Fan-out between server copies. A publisher hands a JSON string to every subscriber of a topic in every
 * copy (its own included). Delivery is best effort, as Redis pub/sub is: whoever needs every event
 * (the live chat) keeps its own cursor in the database and resynchronises when `onResync` fires.
 */
export interface Broker {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, payload: string): Promise<void>;
  /** Calls `handler` for every payload published on `topic` from now on; resolves once subscribed. */
  subscribe(topic: string, handler: (payload: string) => void): Promise<() => void>;
  /** Calls `handler` when events may have been missed (the connection to Redis came back). */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

type Handler = (payload: string) => void;

/** Shared bookkeeping of topic handlers for both brokers. */
class Topics {
  private readonly byTopic = new Map<string, Set<Handler>>();

  add(topic: string, handler: Handler): { first: boolean; remove: () => boolean } {
    let set = this.byTopic.get(topic);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(handler);
    return {
      first,
      remove: () => {
        set.delete(handler);
        if (set.size > 0) return false;
        this.byTopic.delete(topic);
        return true;
      },
    };
  }

  emit(topic: string, payload: string, onError: (error: unknown) => void) {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(payload);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear() {
    this.byTopic.clear();
  }
}

/** One server copy: handlers are called on a later microtask, never inside `publish`. */
export class MemoryBroker implements Broker {
  readonly kind = 'memory' as const;
  private readonly topics = new Topics();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async publish(topic: string, payload: string): Promise<void> {
    queueMicrotask(() => this.topics.emit(topic, payload, this.onError));
  }

  async subscribe(topic: string, handler: Handler): Promise<() => void> {
    const { remove } = this.topics.add(topic, handler);
    return () => void remove();
  }

  onResync(): () => void {
    // Nothing is ever lost inside one process.
    return () => {};
  }

  async close(): Promise<void> {
    this.topics.clear();
  }
}

/** The part of an ioredis client the Redis broker uses (the rate limiter's client is reused to publish). */
export interface RedisLike {
  publish(channel: string, message: string): Promise<number>;
  subscribe(...channels: string[]): Promise<unknown>;
  unsubscribe(...channels: string[]): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  duplicate(): RedisLike;
  quit(): Promise<unknown>;
}

/**
 * Several server copies: PUBLISH on the shared client, SUBSCRIBE on a connection of its own (a Redis
 * connection in subscriber mode can do nothing else). ioredis resubscribes after a reconnect; events sent
 * while it was away are gone, so resync handlers are called then.
 */
export class RedisBroker implements Broker {
  readonly kind = 'redis' as const;
  private readonly topics = new Topics();
  private readonly resync = new Set<() => void>();
  private readonly subscriber: RedisLike;
  private readyOnce = false;

  constructor(
    private readonly publisher: RedisLike,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (topic, payload) => this.topics.emit(topic, payload, this.onError));
    this.subscriber.on('ready', () => {
      if (this.readyOnce) for (const handler of this.resync) handler();
      this.readyOnce = true;
    });
  }

  async publish(topic: string, payload: string): Promise<void> {
    await this.publisher.publish(topic, payload);
  }

  async subscribe(topic: string, handler: Handler): Promise<() => void> {
    const { first, remove } = this.topics.add(topic, handler);
    if (first) await this.subscriber.subscribe(topic);
    return () => {
      if (remove()) this.subscriber.unsubscribe(topic).catch(this.onError);
    };
  }

  onResync(handler: () => void): () => void {
    this.resync.add(handler);
    return () => this.resync.delete(handler);
  }

  async close(): Promise<void> {
    this.topics.clear();
    this.resync.clear();
    await this.subscriber.quit().catch(() => {});
  }
}
