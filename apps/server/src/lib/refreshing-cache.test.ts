import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache';

/** A source whose answers are released by the test, counting what it was asked. */
function source() {
  const asked: string[] = [];
  const waiting: { key: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  return {
    asked,
    load: (key: string, version: string) => () => {
      asked.push(key);
      return new Promise<string>((resolve, reject) =>
        waiting.push({ key, resolve: () => resolve(`${key}@${version}`), reject }),
      );
    },
    /** Answers the oldest open load (or fails it). */
    async answer(fail = false) {
      const next = waiting.shift();
      if (!next) throw new Error('nothing is loading');
      if (fail) next.reject(new Error('source down'));
      else next.resolve('');
      await new Promise((r) => setImmediate(r));
    },
    get open() {
      return waiting.map((w) => w.key);
    },
  };
}

describe('RefreshingCache', () => {
  const setup = () => {
    let clock = 0;
    const cache = new RefreshingCache<string>({
      freshMs: 100,
      staleMs: 1000,
      maxEntries: 3,
      now: () => clock,
    });
    return { cache, src: source(), tick: (ms: number) => (clock += ms) };
  };

  it('shares one load between callers asking for the same missing key, then answers from memory', async () => {
    const { cache, src } = setup();
    const a = cache.get('k', src.load('k', '1'));
    const b = cache.get('k', src.load('k', '2'));
    await src.answer();
    expect(await Promise.all([a, b])).toEqual(['k@1', 'k@1']);
    expect(await cache.get('k', src.load('k', '3'))).toBe('k@1');
    expect(src.asked).toEqual(['k']);
  });

  it('answers a stale entry at once and refreshes it behind, one key at a time', async () => {
    const { cache, src, tick } = setup();
    for (const key of ['a', 'b']) {
      const p = cache.get(key, src.load(key, '1'));
      await src.answer();
      await p;
    }
    tick(150);
    // Both stale: answered from memory; only one refresh reaches the source at a time.
    expect(await cache.get('a', src.load('a', '2'))).toBe('a@1');
    expect(await cache.get('b', src.load('b', '2'))).toBe('b@1');
    expect(await cache.get('a', src.load('a', '3'))).toBe('a@1');
    expect(src.open).toEqual(['a']);
    await src.answer();
    expect(src.open).toEqual(['b']);
    await src.answer();
    expect(await cache.get('a', src.load('a', '4'))).toBe('a@2');
    expect(await cache.get('b', src.load('b', '4'))).toBe('b@2');
    expect(src.asked).toEqual(['a', 'b', 'a', 'b']);
  });

  it('waits for the source once an entry is too old, and keeps the old answer when a refresh fails', async () => {
    const { cache, src, tick } = setup();
    const first = cache.get('k', src.load('k', '1'));
    await src.answer();
    await first;
    tick(150);
    expect(await cache.get('k', src.load('k', '2'))).toBe('k@1');
    await src.answer(true);
    expect(await cache.get('k', src.load('k', '3'))).toBe('k@1');
    await src.answer();
    tick(2000);
    const late = cache.get('k', src.load('k', '4'));
    let settled = false;
    void late.then(() => {
      settled = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    await src.answer();
    expect(await late).toBe('k@4');
  });

  it('passes a failed first load to its callers and tries again on the next read', async () => {
    const { cache, src } = setup();
    const failed = expect(cache.get('k', src.load('k', '1'))).rejects.toThrow('source down');
    await src.answer(true);
    await failed;
    const again = cache.get('k', src.load('k', '2'));
    await src.answer();
    expect(await again).toBe('k@2');
  });

  it('keeps at most maxEntries, dropping the oldest written', async () => {
    const { cache, src } = setup();
    for (const key of ['a', 'b', 'c', 'd']) {
      const p = cache.get(key, src.load(key, '1'));
      await src.answer();
      await p;
    }
    const again = cache.get('a', src.load('a', '2'));
    expect(src.open).toEqual(['a']);
    await src.answer();
    expect(await again).toBe('a@2');
    expect(await cache.get('d', src.load('d', '2'))).toBe('d@1');
  });
});
