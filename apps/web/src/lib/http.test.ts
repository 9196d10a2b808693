// @vitest-environment node
import {
  accountEndpoints,
  authEndpoints,
  cartEndpoints,
  catalogEndpoints,
  ErrorCode,
  systemEndpoints,
} from '@mall/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, configureHttp, request, resetHttp } from './http';

const notifyError = vi.fn<(text: string, seconds: number) => void>();
const clearToken = vi.fn();
const redirectToSignIn = vi.fn();

function reply(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    impl(String(input), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  notifyError.mockReset();
  clearToken.mockReset();
  redirectToSignIn.mockReset();
  configureHttp({
    notifyError,
    clearToken,
    redirectToSignIn,
    extraHeaders: () => ({}),
    texts: {
      defaultError: () => 'Error',
      network: () => 'network down',
      timeout: () => 'too slow',
      http: (status) => `http ${status}`,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetHttp();
});

describe('buildUrl', () => {
  it('prefixes /api and leaves out empty values', () => {
    expect(buildUrl('/sys/param/list')).toBe('/api/sys/param/list');
    expect(buildUrl('/x', { a: 1, b: undefined, c: null, d: '', e: 'é', f: ['a', 'b'] })).toBe(
      '/api/x?a=1&e=%C3%A9&f=a%2Cb',
    );
  });
});

describe('request', () => {
  it('resolves with ext on code 0; the session goes as the same-origin cookie, never a token header', async () => {
    const fetchMock = stubFetch(() => reply({ code: 0, msg: 'success', ext: { MALL_TEMPLATE: '1' } }));
    await expect(request(systemEndpoints.paramList)).resolves.toEqual({ MALL_TEMPLATE: '1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sys/param/list');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect((init!.headers as Record<string, string>)['X-Access-Token']).toBeUndefined();
    expect(notifyError).not.toHaveBeenCalled();
  });

  // Spec §8: a list request's failure is silent (no toast); it still rejects, for the list to show it.
  it('rejects a quiet request without a toast: HTTP, business and network failures alike', async () => {
    stubFetch(() => new Response('down', { status: 500 }));
    expect((await failure(request(catalogEndpoints.productList, { quiet: true }))).kind).toBe('http');
    stubFetch(() => reply({ code: 500, msg: 'boom' }));
    expect((await failure(request(catalogEndpoints.productList, { quiet: true }))).kind).toBe('business');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(request(catalogEndpoints.productList, { quiet: true }))).kind).toBe('network');
    expect(notifyError).not.toHaveBeenCalled();
    await failure(request(catalogEndpoints.productList));
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('sends ca-tk, platformId and Lessee-Home when known', async () => {
    configureHttp({ extraHeaders: () => ({ caTk: 'ca', platformId: '7', lesseeHome: 'home' }) });
    const fetchMock = stubFetch(() => reply({ code: 0, msg: '', ext: {} }));
    await request(systemEndpoints.paramList);
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'ca-tk': 'ca', platformId: '7', 'Lessee-Home': 'home' });
    expect(headers['X-Access-Token']).toBeUndefined();
  });

  it('sends a captcha in the captcha-token and captcha-valid headers when the call carries one', async () => {
    const fetchMock = stubFetch(() => reply({ code: 0, msg: '', ext: '' }));
    await request(authEndpoints.login, {
      body: { authid: '13800000001', sec: 's', code: 'AB12' },
      captcha: { token: 'img-token', valid: 'slider-ok' },
    });
    await request(systemEndpoints.paramList);
    const withCaptcha = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(withCaptcha).toMatchObject({ 'captcha-token': 'img-token', 'captcha-valid': 'slider-ok' });
    const without = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(without['captcha-token']).toBeUndefined();
    expect(without['captcha-valid']).toBeUndefined();
  });

  it('resolves page endpoints with rows and total, and passes the query', async () => {
    const fetchMock = stubFetch(() => reply({ code: 0, msg: '', rows: [{ productId: 1 }], total: 31 }));
    const page = await request(catalogEndpoints.productList, { query: { classId: 5, offset: 1, limit: 20 } });
    expect(page).toEqual({ rows: [{ productId: 1 }], total: 31 });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/product/product/queryproductlist?classId=5&offset=1&limit=20',
    );
  });

  it('keeps the estimate flag of a page whose total is not exact', async () => {
    stubFetch(() => reply({ code: 0, msg: '', rows: [], total: 480, totalExact: false }));
    expect(await request(catalogEndpoints.productList)).toEqual({ rows: [], total: 480, totalExact: false });
  });

  it.each([ErrorCode.PASS_THROUGH_INFO, ErrorCode.PASS_THROUGH])(
    'passes code %i through: rejects with the envelope and shows no toast',
    async (code) => {
      stubFetch(() => reply({ code, msg: 'handled by caller', ext: { x: 1 } }));
      const error = await failure(request(systemEndpoints.paramList));
      expect(error.kind).toBe('passThrough');
      expect(error.code).toBe(code);
      expect(error.message).toBe('handled by caller');
      expect(error.envelope).toEqual({ code, msg: 'handled by caller', ext: { x: 1 } });
      expect(error.notified).toBe(false);
      expect(notifyError).not.toHaveBeenCalled();
    },
  );

  it('rejects code -1 silently on the bind-purchase check, with its message for the caller', async () => {
    stubFetch(() => reply({ code: -1, msg: 'sold only together with the printer', ext: null }));
    const error = await failure(
      request(cartEndpoints.checkBindPurchase, { query: { productId: 7 }, silentReject: true }),
    );
    expect(error.kind).toBe('silent');
    expect(error.code).toBe(-1);
    expect(error.message).toBe('sold only together with the printer');
    expect(error.notified).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });

  it('shows -1 as an error toast on any other call (spec §8: only the check is silent)', async () => {
    stubFetch(() => reply({ code: -1, msg: 'refused' }));
    const error = await failure(request(systemEndpoints.paramList));
    expect(error.kind).toBe('business');
    expect(notifyError).toHaveBeenCalledWith('refused', 5);
  });

  it.each([ErrorCode.TOKEN_INVALID, ErrorCode.TOKEN_EXPIRED])(
    'clears the token and goes to sign-on on %i, also when it comes with HTTP 401',
    async (code) => {
      stubFetch(() => reply({ code, msg: 'session ended', ext: null }, 401));
      const error = await failure(request(accountEndpoints.userInfo));
      expect(error.kind).toBe('sessionEnded');
      expect(clearToken).toHaveBeenCalledTimes(1);
      expect(redirectToSignIn).toHaveBeenCalledTimes(1);
      expect(notifyError).not.toHaveBeenCalled();
    },
  );

  it('shows any other code as an error toast for 5 s and rejects', async () => {
    stubFetch(() => reply({ code: ErrorCode.VALIDATION_FAILED, msg: 'classId: too small', ext: null }, 400));
    const error = await failure(request(systemEndpoints.paramList));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(40000);
    expect(notifyError).toHaveBeenCalledWith('classId: too small', 5);
  });

  it("uses 'Error' when the message is empty", async () => {
    stubFetch(() => reply({ code: 12345, msg: '' }));
    await failure(request(systemEndpoints.paramList));
    expect(notifyError).toHaveBeenCalledWith('Error', 5);
  });

  it('toasts an HTTP failure without an envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(request(systemEndpoints.paramList));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(notifyError).toHaveBeenCalledWith('http 502', 5);
  });

  it('toasts a network failure', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(request(systemEndpoints.paramList));
    expect(error.kind).toBe('network');
    expect(notifyError).toHaveBeenCalledWith('network down', 5);
  });

  it('aborts after the time-out and toasts it', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(request(systemEndpoints.paramList, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
    expect(notifyError).toHaveBeenCalledWith('too slow', 5);
  });

  it('uses 300000 ms as the default time-out', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      stubFetch((_url, init) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const pending = failure(request(systemEndpoints.paramList));
      await vi.advanceTimersByTimeAsync(299_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects without a toast when the caller aborts', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = failure(request(systemEndpoints.paramList, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('rejects without a toast when the caller aborts while the answer is read', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      // The headers arrived; the body fails because the caller aborted meanwhile.
      const response = new Response('{"code":0');
      controller.abort();
      return response;
    });
    const pending = failure(request(systemEndpoints.paramList, { signal: controller.signal }));
    expect((await pending).kind).toBe('aborted');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
