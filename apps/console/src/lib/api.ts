import {
  type AnyEndpoint,
  type EndpointBodyIn,
  type EndpointQueryIn,
  type EndpointResult,
  ErrorCode,
  sessionEndedCodes,
} from '@mall/contracts';

/**
 * The consoles' client of the API: one typed call per contract endpoint (a renamed path or a changed
 * result fails to compile here, as in the storefront). The session is the HttpOnly cookie the sign-on page
 * set; the server answers in the language of the `site_lang` cookie, so an error's `msg` is shown as is.
 * Smaller than the storefront's client (apps/web/src/lib/http.ts): no captcha headers, no server render,
 * no streamed answers.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope's code; -1 when the server was not reached, minus the HTTP status without an envelope. */
    readonly code: number,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What a failure says to the user: the server's translated message, or `fallback` (the network's). */
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/** No session, or one that has ended (spec §8 50002, 50014). */
export const isSessionEnded = (error: unknown): boolean =>
  isApiError(error) && sessionEndedCodes.includes(error.code);

type QueryValue = string | number | boolean | null | undefined;

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Where a console page sends a visitor without a session: the sign-on page, back here afterwards. */
export function signInHref(back = window.location.pathname + window.location.search): string {
  return `/sso/login?redirect=${encodeURIComponent(back)}`;
}

export interface CallOptions<E extends AnyEndpoint> {
  query?: EndpointQueryIn<E>;
  body?: EndpointBodyIn<E>;
  signal?: AbortSignal;
  /** false: an ended session is the caller's to handle (the session check); else the page goes to sign in. */
  signInOnEnd?: boolean;
}

interface Envelope {
  code: number;
  msg?: string;
  ext?: unknown;
  rows?: unknown[];
  total?: number;
}

/** Calls one endpoint; resolves with its result, or throws an ApiError with the server's translated msg. */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointResult<E>> {
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint.path, options.query as Record<string, QueryValue>), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('', -1);
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError('', -response.status);
  }
  if (envelope.code === ErrorCode.OK) {
    if (endpoint.kind === 'page')
      return { rows: envelope.rows ?? [], total: envelope.total ?? 0 } as EndpointResult<E>;
    return (envelope.ext ?? null) as EndpointResult<E>;
  }
  if (sessionEndedCodes.includes(envelope.code) && options.signInOnEnd !== false)
    window.location.assign(signInHref());
  throw new ApiError(envelope.msg ?? '', envelope.code);
}
