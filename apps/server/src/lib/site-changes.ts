import type { Broker } from './broker/broker';

/** The broker's topic of "what the storefront shows has changed" (one per deployment). */
const topic = 'site:changed';

/**
 * Tells every server copy that something the storefront shows was changed from a console (a parameter, a
 * banner, an article): each copy drops its kept pages and the renderer's kept frame answers, so the next
 * visitor sees the change at once, not after PAGE_CACHE_SECONDS. Redis pub/sub is best effort: when the
 * connection to Redis comes back (events may have been missed), every copy drops them too.
 */
export class SiteChanges {
  constructor(private readonly broker: Broker) {}

  /** Announces a change (`what` is for the log: `systemParam`, `advert`, ...). */
  announce(what: string): Promise<void> {
    return this.broker.publish(topic, what);
  }

  /** Calls `handler` on every change announced by any copy, and after a reconnection to Redis. */
  async onChange(handler: (what: string) => void): Promise<() => void> {
    const unsubscribe = await this.broker.subscribe(topic, handler);
    const unwatch = this.broker.onResync(() => handler('resync'));
    return () => {
      unsubscribe();
      unwatch();
    };
  }
}
