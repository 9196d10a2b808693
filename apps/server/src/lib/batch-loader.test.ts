import { describe, expect, it } from 'vitest';
import { BatchLoader } from './batch-loader';

describe('BatchLoader', () => {
  it('reads keys asked for together in one load, and later ones in the next', async () => {
    const loads: number[][] = [];
    const loader = new BatchLoader<number, string>(async (keys) => {
      loads.push(keys);
      await new Promise((r) => setTimeout(r, 5));
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]));
    });
    const first = [loader.get(1), loader.get(2), loader.get(1), loader.get(3)];
    await new Promise((r) => setImmediate(r));
    const second = [loader.get(4), loader.get(5)];
    expect(await Promise.all([...first, ...second])).toEqual(['v1', 'v2', 'v1', undefined, 'v4', 'v5']);
    expect(loads).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails the reads of a failed load, and goes on with the next', async () => {
    let calls = 0;
    const loader = new BatchLoader<number, number>(async (keys) => {
      calls++;
      if (calls === 1) throw new Error('down');
      return new Map(keys.map((k) => [k, k * 2]));
    }, 2);
    const results = [1, 2, 3].map((k) =>
      loader.get(k).then(
        (v) => v,
        (e: Error) => e.message,
      ),
    );
    expect(await Promise.all(results)).toEqual(['down', 'down', 6]);
  });
});
