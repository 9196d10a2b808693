export interface RefreshingCacheOptions {
  /** An answer younger than this is given without asking the source. */
  freshMs: number;
  /**
   * An answer older than `freshMs` but younger than this is still given at once while one refresh runs
   * behind it; older than this, the caller waits for a new one.
   */
  staleMs: number;
  /** Entries kept; the oldest written goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: V;
}

/**
 * A per-copy memory of hot reads (stale-while-revalidate). Callers asking for the same missing key share
 * one load; an entry past its freshness is answered from memory while it is refreshed, and refreshes run
 * one at a time, so many keys going stale together (they were filled together) never reach the database
 * as a burst that other work would queue behind. A failed refresh keeps the old answer until it is too old.
 */
export class RefreshingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Keys waiting for a refresh, in the order they went stale. */
  private readonly refreshQueue = new Map<string, () => Promise<V>>();
  private refreshing = false;
  private readonly now: () => number;

  constructor(private readonly options: RefreshingCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Number.POSITIVE_INFINITY;
    if (entry && age < this.options.freshMs) return entry.value;
    if (entry && age < this.options.staleMs) {
      this.scheduleRefresh(key, load);
      return entry.value;
    }
    return this.load(key, load);
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    const started = this.now();
    const promise = load()
      .then((value) => {
        this.store(key, value, started);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, value: V, at: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at, value });
  }

  private scheduleRefresh(key: string, load: () => Promise<V>) {
    if (this.loading.has(key) || this.refreshQueue.has(key)) return;
    this.refreshQueue.set(key, load);
    if (!this.refreshing) void this.runRefreshes();
  }

  private async runRefreshes() {
    this.refreshing = true;
    try {
      for (const [key, load] of this.refreshQueue) {
        this.refreshQueue.delete(key);
        // A refresh that fails leaves the stale answer in place; a caller past `staleMs` will load anew.
        await this.load(key, load).catch(() => undefined);
      }
    } finally {
      this.refreshing = false;
    }
  }
}
