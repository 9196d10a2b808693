import { ErrorCode } from '@mall/contracts';
import { ApiError } from '../lib/api-error';

// How the renderer reads the failed queries of a page: what goes into the page's state, which failures
// make the page not the page (the browser renders it), and which are the page's own answer (its 404).

/** An error of a query as plain data for the page (ApiError is rebuilt from it in the browser). */
export function plainError(error: unknown): Error {
  const plain =
    error instanceof ApiError
      ? { kind: error.kind, message: error.message, code: error.code, status: error.status }
      : {
          kind: 'network',
          message: error instanceof Error ? error.message : 'Error',
          code: null,
          status: null,
        };
  return plain as unknown as Error;
}

/**
 * A failure of the moment on the server's side, not an answer about the page: no envelope or no answer
 * (http, network, timeout), a 5xx (50300 unavailable, 50000) or a 429 (a limit). Such a page is never kept.
 */
export function isServerFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = error.status ?? 0;
  return ['http', 'network', 'timeout'].includes(error.kind) || status >= 500 || status === 429;
}

/** The object the page shows does not exist (its 404): a real answer, the same for the next visitor. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business' && error.code === ErrorCode.NOT_FOUND;
}

/** For the log: which call failed and how. */
export function failureOf(queryKey: readonly unknown[], error: unknown): string {
  const call = String(queryKey[0]);
  if (!(error instanceof ApiError)) return `${call}: ${error instanceof Error ? error.message : 'failed'}`;
  return `${call}: ${error.kind}${error.code === null ? '' : ` ${error.code}`}${error.status === null ? '' : ` (HTTP ${error.status})`}`;
}
