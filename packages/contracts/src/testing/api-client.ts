import type { AnyEndpoint, EndpointBodyIn, EndpointQueryIn, EndpointResult } from '../endpoint';
import { ErrorCode, type ErrorCodeValue } from '../error-codes';
import type { Locale } from '../locales';

/**
 * One client for every test that calls the API: server tests (over `app.inject`) and e2e (over Playwright's
 * request context) alike. It is typed by the contracts, so a renamed path, a changed query or body, or a
 * changed response shape fails to compile instead of failing at run time; tests never write a path or a
 * response code by hand (`scripts/check-test-calls.mjs` keeps it so).
 *
 *   const api = testApi(app);
 *   const res = await api.call(cartEndpoints.addCart, { body: { productId, quantity: '2' } }, { as: buyer });
 *   expectError(res, ErrorCode.VALIDATION_FAILED);
 *   const cart = await api.ok(cartEndpoints.cartList, {}, { as: buyer });
 */

/** Who calls, and how: the session, the language cookie, the address and the captcha headers of spec §7. */
export interface CallOptions {
  /** The signed-in caller (anything with a session token: a test buyer, a member); absent or null: a visitor. */
  as?: { token: string } | null;
  /** A session token on its own (the same as `as: { token }`). */
  token?: string;
  /** The `site_lang` cookie; the client's default when absent. */
  lang?: Locale;
  /** The caller's address (server tests; e2e always come from the browser host). */
  ip?: string;
  /** A solved slider's one-use verification, sent as `captcha-valid`. */
  slider?: string;
  /** An image captcha's token, sent as `captcha-token`. */
  captchaToken?: string;
  /** Any other header (a cookie, Origin, Sec-Fetch-Site, a client's own header). */
  headers?: Record<string, string>;
}

/** What one call sends: the endpoint's query and body, typed by its schemas. */
export interface CallInput<E extends AnyEndpoint> {
  query?: EndpointQueryIn<E>;
  body?: EndpointBodyIn<E>;
}

/** A file of an upload call. */
export interface UploadFile {
  name: string;
  /** The file's bytes (a Buffer is one). */
  bytes: Uint8Array;
  /** The form field; the endpoint's `upload.field` when absent. */
  field?: string;
  type?: string;
}

/** What an upload call sends: the body's fields as text parts, then the files in order. */
export interface UploadInput<E extends AnyEndpoint> {
  fields?: { [K in keyof NonNullable<EndpointBodyIn<E>>]?: string | number };
  files: readonly UploadFile[];
}

/** The parsed envelope of one call, typed by its endpoint; `status` and `headers` are the HTTP ones. */
export type Reply<E extends AnyEndpoint> = {
  status: number;
  headers: Record<string, string | undefined>;
  code: number;
  msg: string;
} & (E['kind'] extends 'page'
  ? EndpointResult<E> & { ext?: undefined }
  : { ext: EndpointResult<E>; rows?: undefined; total?: undefined });

/** One request as it goes on the wire; a transport sends it and answers what came back. */
export interface WireRequest {
  method: 'GET' | 'POST';
  /** Path and query, starting with /api. */
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  /** A body sent as it is, with `content-type: application/json` (malformed JSON tests). */
  raw?: string;
  multipart?: { fields: Record<string, string>; files: readonly Required<UploadFile>[] };
  ip?: string;
}
export interface WireResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
  text: string;
}
export type Transport = (request: WireRequest) => Promise<WireResponse>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The query string the storefront's client builds: empty values left out, arrays joined by commas. */
export function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const errorNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/** The name of a response code (`VALIDATION_FAILED (40000)`), for messages. */
export const codeName = (code: number) => `${errorNames.get(code) ?? 'unknown'} (${code})`;

export class CallFailed extends Error {
  constructor(
    readonly reply: { code: number; msg: string; status: number },
    what: string,
  ) {
    super(`${what}: ${codeName(reply.code)} "${reply.msg}", HTTP ${reply.status}`);
  }
}

/** Fails unless the call answered `code`; answers the message (translated into the call's language). */
export function expectError(
  reply: { code: number; msg: string; status: number },
  code: ErrorCodeValue,
): string {
  if (reply.code !== code) throw new CallFailed(reply, `expected ${codeName(code)}, got`);
  return reply.msg;
}

/** Fails unless the call succeeded; answers its result (ext, or `{rows, total}` of a page). */
export function expectOk<E extends AnyEndpoint>(reply: Reply<E>): EndpointResult<E> {
  if (reply.code !== ErrorCode.OK) throw new CallFailed(reply, 'expected success, got');
  return resultOf(reply);
}

function resultOf<E extends AnyEndpoint>(reply: Reply<E>): EndpointResult<E> {
  if (reply.ext !== undefined) return reply.ext as EndpointResult<E>;
  const { rows, total, totalExact } = reply as unknown as {
    rows: unknown[];
    total: number;
    totalExact?: boolean;
  };
  return (totalExact === undefined ? { rows, total } : { rows, total, totalExact }) as EndpointResult<E>;
}

function formOf(
  endpoint: AnyEndpoint,
  fields: Record<string, string | number | undefined>,
  files: readonly UploadFile[],
): NonNullable<WireRequest['multipart']> {
  return {
    fields: Object.fromEntries(
      Object.entries(fields)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    files: files.map((file) => ({
      name: file.name,
      bytes: file.bytes,
      field: file.field ?? endpoint.upload?.field ?? 'file',
      type: file.type ?? 'application/octet-stream',
    })),
  };
}

/** What `unchecked` sends: anything, for the tests of what the server does with input it must refuse. */
export interface UncheckedInput {
  query?: unknown;
  body?: unknown;
  /** The query string as it is (repeated or malformed parameters). */
  rawQuery?: string;
  /** The body as it is, sent as JSON (broken JSON). */
  rawBody?: string;
  /** A form the endpoint's fields do not allow (a stray or too long text field, no file, two files). */
  form?: { fields: Record<string, string | number>; files?: readonly UploadFile[] };
}

export interface ApiClient {
  /** Calls one endpoint and answers its envelope, whatever the code. */
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>, options?: CallOptions): Promise<Reply<E>>;
  /** Calls one endpoint and answers its result; fails (with the code's name and message) on any other code. */
  ok<E extends AnyEndpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
  /**
   * Calls one endpoint with a query or body its schemas do not allow: for tests of what the server does with
   * bad input (the answer is still typed by the endpoint).
   */
  unchecked<E extends AnyEndpoint>(
    endpoint: E,
    input: UncheckedInput,
    options?: CallOptions,
  ): Promise<Reply<E>>;
  /** Calls an upload endpoint with multipart/form-data: the text fields, then the files. */
  upload<E extends AnyEndpoint>(endpoint: E, input: UploadInput<E>, options?: CallOptions): Promise<Reply<E>>;
  /** A client with other defaults (another language, another caller). */
  with(defaults: CallOptions): ApiClient;
}

/** A client over one transport; `defaults` apply to every call (a call's options win). */
export function createApiClient(transport: Transport, defaults: CallOptions = {}): ApiClient {
  async function send<E extends AnyEndpoint>(
    endpoint: E,
    request: Pick<WireRequest, 'json' | 'raw' | 'multipart'> & { search: string },
    callOptions: CallOptions = {},
  ): Promise<Reply<E>> {
    const options = {
      ...defaults,
      ...callOptions,
      headers: { ...defaults.headers, ...callOptions.headers },
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookies = [`site_lang=${options.lang ?? 'en_US'}`];
    const token = options.as?.token ?? options.token;
    if (token) headers['x-access-token'] = token;
    if (options.slider !== undefined) headers['captcha-valid'] = options.slider;
    if (options.captchaToken !== undefined) headers['captcha-token'] = options.captchaToken;
    for (const [name, value] of Object.entries(options.headers)) {
      if (name.toLowerCase() === 'cookie') cookies.push(value);
      else headers[name.toLowerCase()] = value;
    }
    headers.cookie = cookies.join('; ');
    const response = await transport({
      method: endpoint.method,
      url: `/api${endpoint.path}${request.search}`,
      headers,
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(request.raw !== undefined ? { raw: request.raw } : {}),
      ...(request.multipart ? { multipart: request.multipart } : {}),
      ...(options.ip ? { ip: options.ip } : {}),
    });
    const body = response.body as { code?: unknown } | undefined;
    if (typeof body !== 'object' || body === null || typeof body.code !== 'number')
      throw new Error(
        `${endpoint.method} ${endpoint.path}: HTTP ${response.status} without an envelope: ${response.text.slice(0, 200)}`,
      );
    // status and headers are not enumerable: a test comparing two answers (`toEqual`) compares envelopes.
    return Object.defineProperties(
      { ...(body as object) },
      { status: { value: response.status }, headers: { value: response.headers } },
    ) as Reply<E>;
  }

  const client: ApiClient = {
    call: (endpoint, input = {}, options) =>
      send(
        endpoint,
        {
          search: queryString(input.query),
          ...(endpoint.method === 'POST' ? { json: input.body ?? {} } : {}),
        },
        options,
      ),
    async ok(endpoint, input, options) {
      const reply = await client.call(endpoint, input, options);
      if (reply.code !== ErrorCode.OK)
        throw new CallFailed(reply, `${endpoint.method} ${endpoint.path} expected success, got`);
      return resultOf(reply);
    },
    unchecked: (endpoint, input, options) =>
      send(
        endpoint,
        {
          ...(input.form ? { multipart: formOf(endpoint, input.form.fields, input.form.files ?? []) } : {}),
          search: input.rawQuery !== undefined ? `?${input.rawQuery}` : queryString(input.query),
          ...(input.rawBody !== undefined
            ? { raw: input.rawBody }
            : input.form
              ? {}
              : endpoint.method === 'POST' || input.body !== undefined
                ? { json: input.body ?? {} }
                : {}),
        },
        options,
      ),
    upload: (endpoint, input, options) =>
      send(endpoint, { search: '', multipart: formOf(endpoint, input.fields ?? {}, input.files) }, options),
    with: (more) =>
      createApiClient(transport, { ...defaults, ...more, headers: { ...defaults.headers, ...more.headers } }),
  };
  return client;
}
