import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, chunkTimeoutMs, withChunkTimeout } from './chunk-timeout';

// Spec §8: a script or style chunk that fails reports a load error; one that does not arrive within 120 s too.
describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 120 s', () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('rejects a load that has not settled after 120 s', async () => {
    const load = withChunkTimeout(new Promise<never>(() => {}));
    const outcome = expect(load).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    let settled = false;
    void load.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes on what arrives in time, and its failure, and leaves no timer behind', async () => {
    const module = { default: 'page' };
    await expect(withChunkTimeout(Promise.resolve(module))).resolves.toBe(module);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
