import { type ApiClient, type CallOptions, createApiClient, type Transport } from '@mall/contracts/testing';
import type { App } from '../src/app';
import { multipartForm } from './multipart';

export {
  CallFailed,
  codeName,
  expectError,
  expectOk,
  type Reply,
  type UncheckedInput,
} from '@mall/contracts/testing';

/** The typed test client (packages/contracts/src/testing) over `app.inject`: no socket, same routes. */
export function testApi(app: App, defaults: CallOptions = {}): ApiClient {
  const transport: Transport = async (request) => {
    const headers = { ...request.headers };
    let payload: string | Buffer | object | undefined;
    if (request.multipart) {
      const form = multipartForm(
        request.multipart.fields,
        ...request.multipart.files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes) })),
      );
      payload = form.body;
      headers['content-type'] = form.contentType;
    } else if (request.raw !== undefined) {
      payload = request.raw;
      headers['content-type'] = 'application/json';
    } else if (request.json !== undefined) {
      payload = request.json as object;
    }
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers,
      remoteAddress: request.ip ?? '127.0.0.1',
      ...(payload !== undefined ? { payload } : {}),
    });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return {
      status: res.statusCode,
      headers: Object.fromEntries(
        Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v?.toString()]),
      ),
      body,
      text: res.body,
    };
  };
  return createApiClient(transport, defaults);
}

/** `api(app).call(endpoint, { query, body }, { as: buyer })`: the typed client of this app. */
export const api = testApi;
