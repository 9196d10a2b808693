import { ErrorCode } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { ImageWork } from './image-work';

/** A job that runs until the test lets it finish. */
function gatedJob(log: string[], name: string) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await gate;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe(ImageWork.name, () => {
  it('runs at most `workers` jobs at once, the waiting ones in order', async () => {
    const work = new ImageWork(2, 5);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gatedJob(log, name));
    const results = jobs.map((j) => work.run(j.job));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(work.load).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once, as busy, when the line is full; takes jobs again when it empties', async () => {
    const work = new ImageWork(1, 1);
    const log: string[] = [];
    const running = gatedJob(log, 'running');
    const waiting = gatedJob(log, 'waiting');
    const first = work.run(running.job);
    const second = work.run(waiting.job);
    expect(work.full).toBe(true);
    let ran = false;
    const refused = await work
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.IMAGE_BUSY);
    expect((refused as AppError).messageKey).toBe('error.imageBusy');
    expect(ran).toBe(false);
    running.finish();
    waiting.finish();
    await Promise.all([first, second]);
    expect(await work.run(async () => 'again')).toBe('again');
  });

  it('frees the worker when a job fails', async () => {
    const work = new ImageWork(1, 0);
    await expect(work.run(async () => Promise.reject(new Error('undecodable')))).rejects.toThrow(
      'undecodable',
    );
    expect(work.load).toEqual({ running: 0, waiting: 0 });
    expect(await work.run(async () => 'next')).toBe('next');
  });
});
