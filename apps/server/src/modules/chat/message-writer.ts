import type { NewMessage, StoredMessage } from './chat.repository';

export interface MessageBatchStore {
  insertMessages(batch: { message: NewMessage; now: Date }[]): Promise<(StoredMessage | null)[]>;
}

interface Pending {
  message: NewMessage;
  now: Date;
  resolve: (stored: StoredMessage | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the chat's hot path. A message that arrives while no write is running is written at
 * once (on the next turn of the event loop, with whatever else arrived in the same turn); messages that
 * arrive while a write is running wait for it and go together in the next one. Under load a write costs
 * about as much for fifty messages as for one, so the wait is short and the database keeps up; when quiet,
 * nothing waits. If a batch fails as a whole, its messages are tried one by one, so a bad message fails
 * only its own request. With `lingerMs`, a message that finds the writer idle waits that long for company:
 * each statement has a fixed cost on the database, so fewer, fuller batches leave it (and the cores it
 * shares) freer, and the delivery's p99 lower (ADR 0005, "Writer linger").
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;
  private readonly maxBatch: number;
  private readonly lingerMs: number;

  constructor(
    private readonly store: MessageBatchStore,
    { maxBatch = 200, lingerMs = 0 }: { maxBatch?: number; lingerMs?: number } = {},
  ) {
    this.maxBatch = maxBatch;
    this.lingerMs = lingerMs;
  }

  write(message: NewMessage, now: Date): Promise<StoredMessage | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, now, resolve, reject });
      if (!this.running) {
        this.running = true;
        if (this.lingerMs > 0) setTimeout(() => void this.drain(), this.lingerMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      await this.flush(batch);
    }
    this.running = false;
  }

  private async flush(batch: Pending[]) {
    try {
      const stored = await this.store.insertMessages(batch);
      // In id order: each request publishes its message when answered, and the live channel's gap check
      // expects a customer's messages in id order (out of order costs a socket a read to catch up).
      const answered = batch.map((p, i) => ({ p, stored: stored[i] ?? null }));
      answered.sort((x, y) => (x.stored?.id ?? 0) - (y.stored?.id ?? 0));
      for (const { p, stored: s } of answered) p.resolve(s);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const p of batch) await this.flush([p]);
    }
  }
}
