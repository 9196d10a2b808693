/**
 * Coalesces concurrent reads of one kind into one query: keys asked for in the same turn of the event loop,
 * or while the previous query runs, are read together by `load` (at most `maxBatch` at a time). When quiet
 * a read goes out at once, alone; under load one round trip serves many requests. Equal keys share one
 * answer. A failed batch fails the reads it held (each caller sees the error).
 */
export class BatchLoader<K, V> {
  private waiting = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  private running = false;

  constructor(
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.waiting.size > 0) {
      const batch = [...this.waiting].slice(0, this.maxBatch);
      for (const [key] of batch) this.waiting.delete(key);
      try {
        const found = await this.load(batch.map(([key]) => key));
        for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
      } catch (error) {
        for (const [, callers] of batch) for (const c of callers) c.reject(error);
      }
    }
    this.running = false;
  }
}
