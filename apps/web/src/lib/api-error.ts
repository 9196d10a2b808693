// Why a call failed, for any code that reads a failure (components, pages); only features/*/api/* import the
// http client itself (lib/http.ts), which throws these.

/**
 * Why a request failed.
 * - `business`: a non-zero code; its msg was shown as an error toast.
 * - `passThrough`: code 90000 or 50003. No toast: the request REJECTS with this error and the caller
 *   decides what to show (read `code`, `msg` and the whole `envelope`). Rejecting, rather than resolving
 *   with the envelope, keeps the resolved type the endpoint's result for every caller.
 * - `silent`: code -1 on a call made with `silentReject` (the bind-purchase check, spec §8); no toast. On
 *   any other call -1 is an ordinary `business` error with its toast.
 * - `sessionEnded`: 50002/50014; the token was cleared and the browser sent to sign-on.
 * - `http`, `network`, `timeout`: the server could not be reached or answered without an envelope;
 *   a toast was shown.
 * - `aborted`: the caller aborted (e.g. TanStack Query cancelled an unused query); no toast.
 */
export type ApiErrorKind =
  | 'business'
  | 'passThrough'
  | 'silent'
  | 'sessionEnded'
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The response code of the envelope; null when there was none. */
    readonly code: number | null = null,
    /** The parsed response body, when there was one. */
    readonly envelope: unknown = undefined,
    /** HTTP status, when a response arrived. */
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** Whether the user has already been told (a toast or the sign-on redirect). */
  get notified(): boolean {
    return this.kind !== 'passThrough' && this.kind !== 'silent' && this.kind !== 'aborted';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
