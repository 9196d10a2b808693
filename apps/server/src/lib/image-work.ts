import { ErrorCode } from '@mall/contracts';
import { AppError } from './app-error';

/**
 * The one place picture decoding runs (sharp: thumbnails, turning uploads upright): at most `workers` jobs
 * at once and at most `waiting` more in line. Decoding a large picture takes a core and tens of megabytes
 * for up to a second, so without a cap a burst of uploads or first thumbnail requests would take every core
 * and the memory from the rest of the server. Beyond the line, `run` refuses at once with a busy error
 * (50302, HTTP 503, "try again in a moment") instead of queueing without end.
 */
export class ImageWork {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly workers: number,
    private readonly waiting: number,
  ) {
    if (!(workers >= 1 && waiting >= 0)) throw new Error('image work needs a worker and a line of 0 or more');
  }

  /** Jobs running now and waiting now (health, tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }

  /** Whether a job handed in now would be refused. */
  get full(): boolean {
    return this.running >= this.workers && this.line.length >= this.waiting;
  }

  /** Runs the job when a worker is free; throws the busy error (before running anything) when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.workers) {
      if (this.line.length >= this.waiting) throw busy();
      await new Promise<void>((start) => this.line.push(start));
    } else this.running++;
    try {
      return await job();
    } finally {
      // The worker passes straight to the next in line (the count stays), or is freed.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export function busy() {
  return new AppError(ErrorCode.IMAGE_BUSY, 'error.imageBusy');
}

export function isBusy(error: unknown): boolean {
  return error instanceof AppError && error.code === ErrorCode.IMAGE_BUSY;
}
