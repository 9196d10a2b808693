import type { AnyEndpoint } from '@mall/contracts';
import { type ApiClient, type CallOptions, createApiClient, type Transport } from '@mall/contracts/testing';
import type { APIRequestContext } from '@playwright/test';

export { CallFailed, codeName, expectError, expectOk, type Reply } from '@mall/contracts/testing';

/**
 * The typed test client (packages/contracts/src/testing) over Playwright's request context: the same
 * server the browser talks to, Chinese unless a call says otherwise (as the storefront's default).
 */
export function testApi(request: APIRequestContext, defaults: CallOptions = {}): ApiClient {
  const transport: Transport = async (wire) => {
    const response = await request.fetch(wire.url, {
      method: wire.method,
      headers: wire.headers,
      ...(wire.multipart
        ? {
            multipart: {
              ...wire.multipart.fields,
              ...Object.fromEntries(
                wire.multipart.files.map((file) => [
                  file.field,
                  { name: file.name, mimeType: file.type, buffer: Buffer.from(file.bytes) },
                ]),
              ),
            },
          }
        : wire.raw !== undefined
          ? { data: wire.raw, headers: { ...wire.headers, 'content-type': 'application/json' } }
          : wire.json !== undefined
            ? { data: wire.json }
            : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status(), headers: response.headers(), body, text };
  };
  return createApiClient(transport, { lang: 'zh_CN', ...defaults });
}

/** `api(request).call(endpoint, { query, body }, { as: buyer })`: the typed client of the server under test. */
export const api = testApi;

/**
 * Whether a request goes to `endpoint` (its path, any query): for `page.route`/`unroute`, and for tests that
 * watch the page's requests (`callOf(x)(request.url())`).
 */
export const callOf =
  (endpoint: Pick<AnyEndpoint, 'path'>) =>
  (url: URL | string): boolean =>
    new URL(url).pathname === `/api${endpoint.path}`;
