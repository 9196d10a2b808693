/**
 * Counts the work still running (route handlers), so a closing server can wait for it before it closes the
 * database. A handler keeps running after its caller hung up (the connection is gone, so the HTTP server
 * counts it as done): closing the database under it would fail its next statement.
 */
export class InFlight {
  private running = 0;
  private waiters: (() => void)[] = [];

  /** Counts `work` until it settles; answers it unchanged. */
  track<T>(work: T): T {
    // Promises only: a handler may also answer with the reply itself, which is thenable.
    if (!(work instanceof Promise)) return work;
    this.running++;
    const done = () => {
      this.running--;
      if (this.running === 0) for (const wake of this.waiters.splice(0)) wake();
    };
    work.then(done, done);
    return work;
  }

  get count() {
    return this.running;
  }

  /** Resolves when nothing runs, or after `timeoutMs` (answers whether it got idle). */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, timeoutMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
    });
  }
}
