import {
  type AnyEndpoint,
  type EndpointBodyIn,
  type EndpointQueryIn,
  type EndpointResult,
  ErrorCode,
  headerNames,
  limits,
  ndjsonMediaType,
  passThroughCodes,
  sessionEndedCodes,
  storageKeys,
} from '@mall/contracts';
import { signInHref } from '../config/paths';
import { ApiError } from './api-error';
import { deleteCookie, getCookie } from './cookies';
import { NdjsonReader } from './ndjson';
import { toast } from './toast';

/** Every call goes under /api (spec §7, §9). */
export const apiBase = '/api';

export { ApiError, type ApiErrorKind, isApiError } from './api-error';

/** What the client needs from its surroundings; replaced in unit tests and wired to i18n by the app. */
export interface HttpEnvironment {
  notifyError(text: string, seconds: number): void;
  /**
   * Forgets the signed-in state of the page (the readable marker cookie). The session cookie itself is
   * HttpOnly: the server sets it, sends it back with every same-origin request and takes it back with the
   * 50002/50014 answer; the page never sees the token.
   */
  clearToken(): void;
  /** Sends the browser to the sign-on page with the current address as `redirect`. */
  redirectToSignIn(): void;
  /** `ca-tk`, `platformId` and `Lessee-Home` when known. */
  extraHeaders(): Partial<Record<'caTk' | 'platformId' | 'lesseeHome', string | undefined>>;
  /**
   * Sends the request: the browser's fetch; the server renderer answers `/api` calls in its own process
   * (see ssr/entry-server.tsx).
   */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** A new XMLHttpRequest for an upload: fetch cannot report upload progress. */
  createXhr(): UploadXhr;
  texts: {
    /** Toast text when msg is empty (spec §8: 'Error'). */
    defaultError(): string;
    network(): string;
    timeout(): string;
    http(status: number): string;
  };
}

let redirecting = false;

const browserEnvironment: HttpEnvironment = {
  notifyError: (text, seconds) => toast.error(text, seconds),
  clearToken: () => deleteCookie(storageKeys.signedIn),
  redirectToSignIn: () => {
    // Several requests can fail together when a session ends; one redirect is enough.
    if (redirecting) return;
    redirecting = true;
    const { pathname, search, hash } = window.location;
    window.location.assign(signInHref(pathname + search + hash));
  },
  extraHeaders: () => ({
    caTk: getCookie(headerNames.caTk),
    platformId: getCookie(headerNames.platformId),
    lesseeHome: getCookie(headerNames.lesseeHome),
  }),
  fetch: (url, init) => fetch(url, init),
  createXhr: () => new XMLHttpRequest(),
  texts: {
    defaultError: () => 'Error',
    network: () => 'Network error, please retry',
    timeout: () => 'Request timed out, please retry',
    http: (status) => `Request failed (HTTP ${status})`,
  },
};

let environment: HttpEnvironment = browserEnvironment;

export function configureHttp(
  overrides: Partial<Omit<HttpEnvironment, 'texts'>> & { texts?: Partial<HttpEnvironment['texts']> },
) {
  environment = {
    ...environment,
    ...overrides,
    texts: { ...environment.texts, ...overrides.texts },
  };
}

/** Back to the browser defaults (tests). */
export function resetHttp() {
  environment = browserEnvironment;
  redirecting = false;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `/api` + path + query string; undefined, null and empty values are left out, arrays joined by commas. */
export function buildUrl(path: string, query?: Record<string, QueryValue> | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  ext?: unknown;
  rows?: unknown;
  total?: unknown;
  totalExact?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null && typeof (value as EnvelopeLike).code === 'number';
}

/**
 * The response-code rules of spec §8 for one parsed envelope: resolves with ext (or `{rows, total}` for
 * a page endpoint) on code 0, otherwise notifies as the code demands and throws an ApiError.
 */
export function handleEnvelope(
  envelope: EnvelopeLike,
  kind: 'ext' | 'page',
  status: number | null = null,
  options: { silentReject?: boolean; quiet?: boolean } = {},
): unknown {
  const { code } = envelope;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  if (code === ErrorCode.OK) {
    if (kind === 'page') {
      const rows = Array.isArray(envelope.rows)
        ? envelope.rows
        : Array.isArray(envelope.ext)
          ? envelope.ext
          : [];
      const page = { rows, total: typeof envelope.total === 'number' ? envelope.total : rows.length };
      // A search that cannot count cheaply says its total is an estimate (see pageEnvelopeSchema).
      return typeof envelope.totalExact === 'boolean' ? { ...page, totalExact: envelope.totalExact } : page;
    }
    return envelope.ext ?? null;
  }
  if (passThroughCodes.includes(code)) throw new ApiError('passThrough', msg, code, envelope, status);
  if (code === ErrorCode.SILENT_REJECT && options.silentReject)
    throw new ApiError('silent', msg, code, envelope, status);
  if (sessionEndedCodes.includes(code)) {
    environment.clearToken();
    environment.redirectToSignIn();
    throw new ApiError('sessionEnded', msg, code, envelope, status);
  }
  const text = msg || environment.texts.defaultError();
  if (!options.quiet) environment.notifyError(text, limits.toastSeconds);
  throw new ApiError('business', text, code, envelope, status);
}

export interface RequestOptions<E extends AnyEndpoint> {
  query?: EndpointQueryIn<E>;
  body?: EndpointBodyIn<E>;
  /**
   * The captcha of a call that carries one (spec §7 headers): `token` goes as `captcha-token` (the image
   * captcha's token), `valid` as `captcha-valid` (the slider's one-use verification).
   */
  captcha?: { token?: string; valid?: string };
  /** Spec §8: this is the bind-purchase check, whose -1 rejects silently (kind `silent`, no toast). */
  silentReject?: boolean;
  /**
   * A list's request (spec §8: "list request failure: silent"): a failure rejects as usual, without its
   * toast; the list shows the failure in its place (the page's inline error with a retry).
   */
  quiet?: boolean;
  /** Cancels the request without a toast. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Calls one contract endpoint. Resolves with its ext, or `{rows, total}` for a page endpoint, when the
 * code is 0; see ApiErrorKind for every other outcome.
 */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<EndpointResult<E>> {
  const env = environment;
  const notifyError = (text: string, seconds: number) => {
    if (!options.quiet) env.notifyError(text, seconds);
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  const extra = env.extraHeaders();
  if (extra.caTk) headers[headerNames.caTk] = extra.caTk;
  if (extra.platformId) headers[headerNames.platformId] = extra.platformId;
  if (extra.lesseeHome) headers[headerNames.lesseeHome] = extra.lesseeHome;
  if (options.captcha?.token) headers[headerNames.captchaToken] = options.captcha.token;
  if (options.captcha?.valid) headers[headerNames.captchaValid] = options.captcha.valid;

  // The session travels as the HttpOnly cookie, which only same-origin requests carry.
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (endpoint.method !== 'GET' && options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? limits.httpTimeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  init.signal = controller.signal;

  const url = buildUrl(endpoint.path, options.query as Record<string, QueryValue> | undefined);
  try {
    let response: Response;
    try {
      response = await env.fetch(url, init);
    } catch (error) {
      if (timedOut) {
        const text = env.texts.timeout();
        notifyError(text, limits.toastSeconds);
        throw new ApiError('timeout', text);
      }
      if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
      const text =
        (error instanceof Error && error.message && error.name !== 'TypeError' ? error.message : '') ||
        env.texts.network();
      notifyError(text, limits.toastSeconds);
      throw new ApiError('network', text);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    // Aborted while the body was read: the same outcomes as an abort before the answer, not "Error".
    if (body === undefined && timedOut) {
      const text = env.texts.timeout();
      notifyError(text, limits.toastSeconds);
      throw new ApiError('timeout', text);
    }
    if (body === undefined && options.signal?.aborted) throw new ApiError('aborted', 'aborted');
    // The server answers errors in the envelope too (401 with 50002, 404 with 40400, ...): its code
    // decides, so a 401 still ends the session instead of showing "HTTP 401".
    if (isEnvelope(body))
      return handleEnvelope(body, endpoint.kind, response.status, {
        silentReject: options.silentReject,
        quiet: options.quiet,
      }) as EndpointResult<E>;
    const text = response.ok
      ? env.texts.defaultError()
      : env.texts.http(response.status) || response.statusText;
    notifyError(text, limits.toastSeconds);
    throw new ApiError('http', text, null, body, response.status);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

const isProgressLine = (value: unknown): value is { progress: unknown } =>
  typeof value === 'object' && value !== null && 'progress' in value && !('code' in value);

/** The part of XMLHttpRequest an upload uses (tests pass a fake). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'status'
  | 'responseText'
  | 'timeout'
  | 'withCredentials'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'ontimeout'
  | 'onprogress'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export interface UploadProgress {
  /** Bytes of the form sent so far, of `total`. */
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  file: Blob;
  /** The name the server shows (a File's own name by default). */
  fileName?: string;
  /** Text fields sent before the file (the endpoint's body); undefined ones are left out. */
  fields?: Record<string, string | number | undefined>;
  onProgress?(progress: UploadProgress): void;
  /**
   * Once the file is sent, the server's own progress: asks for an NDJSON answer (`Accept:
   * application/x-ndjson`) and hands over each `{"progress": ...}` line as it arrives; the answer's last
   * line is the envelope. A server answering plain JSON (a refusal before it began) works as usual.
   */
  onServerProgress?(progress: unknown): void;
  /** Cancels the upload without a toast (kind `aborted`). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Sends one file to an upload endpoint (a contract endpoint with `upload`) as multipart/form-data, on
 * XMLHttpRequest so that the page can show how much was sent. Resolves and fails exactly like `request`:
 * the same envelope rules (toasts, the sign-on redirect) and the same ApiError kinds.
 */
export function upload<E extends AnyEndpoint>(
  endpoint: E,
  options: UploadOptions,
): Promise<EndpointResult<E>> {
  const env = environment;
  const spec = endpoint.upload;
  if (!spec) return Promise.reject(new Error(`${endpoint.path} takes no upload`));
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {}))
    if (value !== undefined) form.append(name, String(value));
  const fileName = options.fileName ?? (options.file instanceof File ? options.file.name : 'file');
  form.append(spec.field, options.file, fileName);

  return new Promise((resolve, reject) => {
    const xhr = env.createXhr();
    const fail = (kind: 'network' | 'timeout', text: string) => {
      env.notifyError(text, limits.toastSeconds);
      reject(new ApiError(kind, text));
    };
    const onCallerAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onCallerAbort);
    xhr.open(endpoint.method, buildUrl(endpoint.path));
    xhr.timeout = options.timeoutMs ?? limits.httpTimeoutMs;
    const streamed = options.onServerProgress;
    xhr.setRequestHeader(
      'Accept',
      streamed ? `${ndjsonMediaType}, application/json;q=0.9` : 'application/json',
    );
    const extra = env.extraHeaders();
    if (extra.caTk) xhr.setRequestHeader(headerNames.caTk, extra.caTk);
    if (extra.platformId) xhr.setRequestHeader(headerNames.platformId, extra.platformId);
    if (extra.lesseeHome) xhr.setRequestHeader(headerNames.lesseeHome, extra.lesseeHome);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const percent = event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : 0;
      options.onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    // Streamed: progress lines go to the caller as they complete; the last other line is the answer.
    const lines = new NdjsonReader();
    let lastLine: unknown;
    const readLines = (ended: boolean) => {
      for (const value of lines.read(xhr.responseText, ended)) {
        if (isProgressLine(value)) streamed?.(value.progress);
        else lastLine = value;
      }
    };
    if (streamed) xhr.onprogress = () => readLines(false);
    xhr.onload = () => {
      done();
      let body: unknown;
      if (streamed) {
        readLines(true);
        body = lastLine;
      } else {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
      }
      try {
        if (isEnvelope(body))
          return resolve(handleEnvelope(body, endpoint.kind, xhr.status) as EndpointResult<E>);
        const text =
          xhr.status >= 200 && xhr.status < 300 ? env.texts.defaultError() : env.texts.http(xhr.status);
        env.notifyError(text, limits.toastSeconds);
        reject(new ApiError('http', text, null, body, xhr.status));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      fail('network', env.texts.network());
    };
    xhr.ontimeout = () => {
      done();
      fail('timeout', env.texts.timeout());
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', 'aborted'));
    };
    if (options.signal?.aborted) {
      reject(new ApiError('aborted', 'aborted'));
      return;
    }
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    xhr.send(form);
  });
}
