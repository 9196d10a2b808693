import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('closing the database', () => {
  it('lets work under way run its next statements before the pool ends', async () => {
    const database = await openDatabase({});
    const { pool } = database;
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()));
    // Two statements in a row, the first waiting for a connection (a request whose caller hung up).
    const work = (async () => {
      const first = await pool.query<{ n: number }>('select 1 as n');
      const second = await pool.query<{ n: number }>('select 2 as n');
      return [first.rows[0]?.n, second.rows[0]?.n];
    })();
    const closing = database.close();
    await new Promise((r) => setTimeout(r, 100));
    for (const client of held) client.release();
    await expect(work).resolves.toEqual([1, 2]);
    await closing;
    await expect(pool.query('select 3')).rejects.toThrow(/after calling end/);
  });
});
