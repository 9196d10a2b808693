import { describe, expect, it } from 'vitest';
import type { NewMessage, StoredMessage } from './chat.repository';
import { type MessageBatchStore, MessageWriter } from './message-writer';

const message = (content: string): NewMessage => ({
  conversationId: 1,
  sendCustId: 2,
  sendUserId: 2,
  sendType: 1,
  content,
  messageObj: '',
});

/** A store that answers each batch when told to, and refuses any batch holding a message "bad". */
class FakeStore implements MessageBatchStore {
  readonly batches: string[][] = [];
  private nextId = 1;
  private release: (() => void)[] = [];

  insertMessages(batch: { message: NewMessage; now: Date }[]) {
    const contents = batch.map((b) => b.message.content);
    this.batches.push(contents);
    return new Promise<(StoredMessage | null)[]>((resolve, reject) => {
      this.release.push(() => {
        if (contents.includes('bad')) reject(new Error('refused'));
        else
          resolve(
            contents.map((c) =>
              c === 'missing'
                ? null
                : {
                    id: this.nextId++,
                    createdAt: new Date(0),
                    receiveCustId: 3,
                    sendCustName: '',
                    sendLogo: '',
                    prev: {},
                  },
            ),
          );
      });
    });
  }

  /** Answers every batch asked for so far, and those that follow until the queue is empty. */
  async settle() {
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setImmediate(r));
      const next = this.release.shift();
      if (next) next();
    }
  }
}

describe('MessageWriter (group commit)', () => {
  it('writes messages of one turn together, and those that arrive during a write in the next batch', async () => {
    const store = new FakeStore();
    const writer = new MessageWriter(store);
    const first = [writer.write(message('a'), new Date()), writer.write(message('b'), new Date())];
    await new Promise((r) => setImmediate(r));
    const second = [writer.write(message('c'), new Date()), writer.write(message('d'), new Date())];
    await store.settle();
    const ids = (await Promise.all([...first, ...second])).map((s) => s?.id);
    expect(store.batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(ids).toEqual([1, 2, 3, 4]);
  });

  it('with a linger, lets a message that finds the writer idle wait for company', async () => {
    const store = new FakeStore();
    const writer = new MessageWriter(store, { lingerMs: 30 });
    const first = writer.write(message('a'), new Date());
    await new Promise((r) => setTimeout(r, 5));
    expect(store.batches).toEqual([]);
    const second = writer.write(message('b'), new Date());
    await new Promise((r) => setTimeout(r, 40));
    expect(store.batches).toEqual([['a', 'b']]);
    await store.settle();
    expect((await Promise.all([first, second])).map((s) => s?.id)).toEqual([1, 2]);
  });

  it('caps a batch, and answers null for a message the store could not take', async () => {
    const store = new FakeStore();
    const writer = new MessageWriter(store, { maxBatch: 2 });
    const results = ['a', 'missing', 'c'].map((c) => writer.write(message(c), new Date()));
    await store.settle();
    expect(store.batches).toEqual([['a', 'missing'], ['c']]);
    expect((await Promise.all(results)).map((s) => s?.id ?? null)).toEqual([1, null, 2]);
  });

  it('fails only the bad message when a batch fails, writing the others one by one', async () => {
    const store = new FakeStore();
    const writer = new MessageWriter(store);
    const results = ['a', 'bad', 'c'].map((c) =>
      writer.write(message(c), new Date()).then(
        (s) => s?.id,
        (e: Error) => e.message,
      ),
    );
    await store.settle();
    expect(await Promise.all(results)).toEqual([1, 'refused', 2]);
    expect(store.batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('answers the messages of a batch in id order, whatever their order in the batch', async () => {
    const store: MessageBatchStore = {
      insertMessages: async (batch) =>
        batch.map((_, i) => ({
          id: 100 - i,
          createdAt: new Date(0),
          receiveCustId: 3,
          sendCustName: '',
          sendLogo: '',
          prev: {},
        })),
    };
    const writer = new MessageWriter(store);
    const order: number[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((c) => writer.write(message(c), new Date()).then((s) => order.push(s?.id ?? 0))),
    );
    expect(order).toEqual([98, 99, 100]);
  });
});
