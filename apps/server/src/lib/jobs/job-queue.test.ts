import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { type JobDefinition, JobQueue, type SqlExecutor } from './job-queue';

let database: Database;
let drop: () => Promise<void>;
const queues: JobQueue[] = [];
const errors: string[] = [];

beforeAll(async () => {
  // A migrated database: the mall's tables and the queue's own (migrateDatabase installs both).
  ({ database, drop } = await openTestDatabase(inject('dbTemplates').migrated));
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

let names = 0;
/** A queue of this copy with one job kind (a new name per test: tests share the database). */
function queueWith<D extends object>(
  workers: boolean,
  job: Partial<JobDefinition<D>> & Pick<JobDefinition<D>, 'run'>,
  name = `test.job-${++names}`,
  executor: SqlExecutor = database.pool,
) {
  const queue = new JobQueue(executor, {
    workers,
    onError: (_error, context) => errors.push(context),
  });
  queue.define<D>({
    name,
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    pollingSeconds: 0.5,
    batchSize: 1,
    ...job,
  });
  queues.push(queue);
  return { queue, name };
}

/** Waits until the job reaches `state` as the queue records it (what any copy would read). */
async function settled(queue: JobQueue, name: string, id: string | null, state: string) {
  expect(id).toBeTruthy();
  await expect.poll(async () => (await queue.job(name, id!))?.state, { timeout: 20_000 }).toBe(state);
  return queue.job(name, id!);
}

describe(JobQueue.name, () => {
  it('runs a sent job once, with its data', async () => {
    const seen: unknown[] = [];
    const { queue, name } = queueWith<{ n: number }>(true, { run: async (data) => void seen.push(data) });
    await queue.start();
    const id = await queue.send(name, { n: 7 });
    await settled(queue, name, id, 'completed');
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('gives a job its id, keeps its reported progress while it runs and its answer when done, once per id', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { queue, name } = queueWith(true, {
      run: async (_data, job) => {
        await job.report({ done: 1, of: job.id });
        await held;
        return { done: 2 };
      },
    });
    await queue.start();
    const id = '0d5c2a9e-4b7f-5a10-8c3e-2f6b9d1e7a44';
    expect(await queue.send(name, {}, { id })).toBe(id);
    // The same id again: the queue holds that job already.
    expect(await queue.send(name, {}, { id })).toBeNull();
    await expect
      .poll(async () => (await queue.job(name, id))?.output, { timeout: 20_000 })
      .toEqual({ done: 1, of: id });
    release();
    const job = await settled(queue, name, id, 'completed');
    expect(job?.output).toEqual({ done: 2 });
  });

  it('tries a failed job again with backoff, then completes it', async () => {
    let calls = 0;
    const { queue, name } = queueWith(true, {
      retryLimit: 2,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the gateway is out of reach');
      },
    });
    await queue.start();
    const job = await settled(queue, name, await queue.send(name), 'completed');
    expect(calls).toBe(2);
    expect(job?.retryCount).toBe(1);
    expect(errors).toContain(`job ${name} failed (tried again up to 2 times)`);
  });

  it('keeps a job that failed its last try as failed, and counts it in the state', async () => {
    const { queue, name } = queueWith(true, {
      run: async () => {
        throw new Error('always');
      },
    });
    await queue.start();
    await settled(queue, name, await queue.send(name), 'failed');
    expect((await queue.state()).find((q) => q.name === name)).toEqual({
      name,
      waiting: 0,
      active: 0,
      failed: 1,
    });
  });

  it('holds a delayed job until its time: a later job without delay runs first', async () => {
    const ran: string[] = [];
    const { queue, name } = queueWith<{ tag: string }>(true, { run: async ({ tag }) => void ran.push(tag) });
    await queue.start();
    const later = await queue.send(name, { tag: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await settled(queue, name, await queue.send(name, { tag: 'now' }), 'completed');
    expect(ran).toEqual(['now']);
    expect((await queue.job(name, later!))?.state).toBe('created');
    expect((await queue.state()).find((q) => q.name === name)?.waiting).toBe(1);
  });

  it('survives a restart: a job sent by a copy that stopped is run by the next one', async () => {
    const ran: number[] = [];
    const name = `test.job-${++names}`;
    // A copy that only serves requests (no workers) sends it, then goes away.
    const sender = queueWith(false, { run: async () => {} }, name).queue;
    await sender.start();
    const id = await sender.send(name, { n: 1 });
    await sender.stop();
    const { queue } = queueWith<{ n: number }>(true, { run: async ({ n }) => void ran.push(n) }, name);
    await queue.start();
    await settled(queue, name, id, 'completed');
    expect(ran).toEqual([1]);
  });

  it('runs each job on one copy when two copies work the same queue', async () => {
    const runs: number[] = [];
    const name = `test.job-${++names}`;
    const copies = [1, 2].map(
      (copy) =>
        queueWith<{ n: number }>(true, { run: async ({ n }) => void runs.push(n * 10 + copy) }, name).queue,
    );
    await Promise.all(copies.map((q) => q.start()));
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => copies[n % 2]!.send(name, { n })));
    for (const id of ids) await settled(copies[0]!, name, id, 'completed');
    expect(runs.map((r) => Math.floor(r / 10)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
  });

  it('drops a second job of a stately queue while one waits (a sweep is not piled up)', async () => {
    const { queue, name } = queueWith(false, { policy: 'stately', run: async () => {} });
    await queue.start();
    expect(await queue.send(name)).toBeTruthy();
    expect(await queue.send(name)).toBeNull();
    expect((await queue.state()).find((q) => q.name === name)?.waiting).toBe(1);
  });

  it('drains a queue with work at once, batch after batch, without waiting its polling interval', async () => {
    const ran: number[] = [];
    const name = `test.job-${++names}`;
    const sender = queueWith(false, { run: async () => {} }, name).queue;
    await sender.start();
    const ids: string[] = [];
    for (let n = 0; n < 25; n++) ids.push((await sender.send(name, { n }))!);
    // Polling every 60 s: only a fetch right after a full batch gets all 25 done within the wait below.
    const { queue } = queueWith<{ n: number }>(
      true,
      { batchSize: 10, pollingSeconds: 60, run: async ({ n }) => void ran.push(n) },
      name,
    );
    await queue.start();
    await expect.poll(() => ran.length, { timeout: 15_000 }).toBe(25);
    // The batch is completed in one statement after its last handler returns: wait for that, not for time.
    await expect
      .poll(async () => (await queue.job(name, ids.at(-1)!))?.state, { timeout: 15_000 })
      .toBe('completed');
  });

  it('sends a periodic job once per slot, however many copies send it', async () => {
    let runs = 0;
    const name = `test.job-${++names}`;
    const copies = [1, 2, 3].map(
      () =>
        queueWith(true, { everySeconds: 3600, policy: 'stately', run: async () => void runs++ }, name).queue,
    );
    // Each copy sends it as it starts: the slot of this hour takes one.
    await Promise.all(copies.map((q) => q.start()));
    await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
    const [row] = (
      await database.pool.query('select count(*)::int as n from pgboss.job where name = $1', [name])
    ).rows as { n: number }[];
    expect(row?.n).toBe(1);
  });

  it('logs a failed statement of the queue instead of ending the process, and goes on', async () => {
    // The first completion fails as if the database went away at that moment (a restart of the embedded
    // database, a failover): pg-boss 10's own worker leaves that promise unhandled, which ends Node.
    let failNextCompletion = true;
    const flaky: SqlExecutor = {
      query: (text, values) => {
        if (failNextCompletion && text.includes('completed_on = now()')) {
          failNextCompletion = false;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return database.pool.query(text, values as unknown[]);
      },
    };
    const ran: number[] = [];
    const { queue, name } = queueWith<{ n: number }>(
      true,
      { run: async ({ n }) => void ran.push(n) },
      undefined,
      flaky,
    );
    await queue.start();
    await queue.send(name, { n: 1 });
    const second = await queue.send(name, { n: 2 });
    await settled(queue, name, second, 'completed');
    expect(ran).toEqual([1, 2]);
    expect(errors).toContain(`job queue ${name}`);
  });
});
