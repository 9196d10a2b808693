import { afterEach, describe, expect, it } from 'vitest';
import { caps, declaredHugeSheet, manyCellsSheet, workbook } from '../../../../test/spreadsheet-kit';
import { SpreadsheetPool, type SpreadsheetPoolOptions } from './spreadsheet-pool';

const pools: SpreadsheetPool[] = [];
const poolOf = (options: Omit<SpreadsheetPoolOptions, 'caps'> = {}) => {
  const pool = new SpreadsheetPool({ caps: caps(), ...options });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const tiny = workbook(
  [
    ['code', 'qty'],
    ['A-1', 2],
  ],
  'xlsx',
);
const tinyLines = [{ row: 2, code: 'A-1', quantity: '2' }];
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error) => error.reason ?? `other: ${String(error)}`,
  );

describe('spreadsheet worker pool', () => {
  it('reads files in a worker thread kept warm between files', async () => {
    const pool = poolOf();
    for (let i = 0; i < 3; i++) expect(await pool.read(tiny)).toEqual(tinyLines);
    expect(pool.stats.started).toBe(1);
    // The reader's refusals come back as the same reasons.
    expect(await reasonOf(pool.read(Buffer.from('code,qty\nA,1\n')))).toBe('notExcel');
    expect(await reasonOf(pool.read(manyCellsSheet(5000, 70)))).toBe('tooManyCells');
    expect(pool.stats.started).toBe(1);
  });

  it('stops a read that passes the time limit', async () => {
    // Starting a worker alone takes longer than 50 ms, and reading 5 000 rows more again.
    const pool = poolOf({ timeLimitMs: 50 });
    expect(await reasonOf(pool.read(declaredHugeSheet(5000)))).toBe('tooSlow');
  });

  it('stops a read that passes the memory limit, and reads the next file with a new worker', async () => {
    // 200 000 cells (within the caps) need well over 16 MB of heap; the small file needs less than 8 MB.
    const pool = poolOf({ memoryLimitMb: 16 });
    expect(await reasonOf(pool.read(manyCellsSheet(4000, 50)))).toBe('tooMuchMemory');
    expect(await pool.read(tiny)).toEqual(tinyLines);
    expect(pool.stats.started).toBe(2);
  });

  it('reads one file at a time per worker: a few callers wait their turn, one more is told to retry', async () => {
    const pool = poolOf({ concurrency: 1, maxWaiting: 1 });
    const first = pool.read(declaredHugeSheet(300));
    const second = pool.read(tiny);
    expect(await reasonOf(pool.read(tiny))).toBe('busy');
    expect(await first).toHaveLength(300);
    expect(await second).toEqual(tinyLines);
  });

  it('a caller waiting longer than the time limit gives up', async () => {
    const pool = poolOf({ concurrency: 1, maxWaiting: 2, timeLimitMs: 50 });
    const running = reasonOf(pool.read(declaredHugeSheet(5000)));
    const next = reasonOf(pool.read(declaredHugeSheet(5000)));
    // Still waiting when the time limit passes: the two before it each hold the worker that long.
    const last = reasonOf(pool.read(tiny));
    expect(await Promise.all([running, next, last])).toEqual(['tooSlow', 'tooSlow', 'busy']);
  });

  it('refuses reads once closed', async () => {
    const pool = poolOf();
    const running = reasonOf(pool.read(declaredHugeSheet(2000)));
    await pool.close();
    expect(await running).toBe('busy');
    expect(await reasonOf(pool.read(tiny))).toBe('busy');
  });
});
