import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The API calls a server render makes inside the process (app.inject): they are the page's, not the
 * visitor's own traffic, so the per-client request limit leaves them out (renders have a per-address
 * limit of their own, in the web plugin). Marked by the async context they run in, which nothing outside
 * the process can set (a header could be sent by anyone).
 */
export class RenderCalls {
  private readonly context = new AsyncLocalStorage<true>();

  /** Runs a call of a render. */
  run<T>(call: () => Promise<T>): Promise<T> {
    return this.context.run(true, call);
  }

  /** Whether the code running now serves a render's call. */
  get active(): boolean {
    return this.context.getStore() === true;
  }
}
