/** Spec §8: how long a script or style chunk (a page's code, its texts) may take before it counts as failed. */
export const chunkTimeoutMs = 120_000;

/** A chunk that did not arrive within chunkTimeoutMs. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super(`Chunk did not load within ${chunkTimeoutMs / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * `load` (a dynamic import), failed with ChunkTimeoutError when it has not settled within `ms`: the route's
 * error boundary then shows the translated load error with its reload button, instead of a page that waits
 * for ever. The timer is cleared as soon as the load settles.
 */
export function withChunkTimeout<T>(load: Promise<T>, ms = chunkTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
