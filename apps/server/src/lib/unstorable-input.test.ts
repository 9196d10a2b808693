import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import {
  addressEndpoints,
  catalogEndpoints,
  ErrorCode,
  locales,
  quickOrderEndpoints,
  serverMessages,
  systemEndpoints,
} from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, makeBuyer } from '../../test/buying-kit';
import { createTestContext, type TestContext } from '../../test/helper';

// Strings PostgreSQL cannot store (U+0000) or the driver would alter (unpaired surrogates) are refused by
// the one check every route's input goes through, with 40000 naming the field, before any query runs.
let ctx: TestContext;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const send = (
  method: 'GET' | 'POST',
  url: string,
  options: { body?: string; token?: string; lang?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body } : {}),
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...options.headers,
    },
    cookies: { site_lang: options.lang ?? 'en_US' },
  });

const productList = () => send('GET', `/api${catalogEndpoints.productList.path}?pageNo=1&pageSize=5`);

describe('strings the database cannot store', () => {
  it('refuses a NUL byte in a query string with 40000 naming the field, in every language', async () => {
    for (const lang of locales) {
      const res = await send('GET', `/api${systemEndpoints.paramList.path}?codes=%00`, { lang });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.msg).toContain('codes');
      expect(body.msg).toContain(serverMessages[lang]['zod.unstorableText']);
    }
    // The catalogue answers afterwards.
    expect((await productList()).json().code).toBe(ErrorCode.OK);
  });

  it('refuses an unpaired surrogate deep in a JSON body, and a NUL in a field the schema would drop', async () => {
    // JSON.stringify writes a lone surrogate as an escape (backslash ud800), which JSON.parse turns back into one.
    const lines = JSON.stringify({
      lines: [
        { code: 'A1', quantity: '1' },
        { code: 'B\uD800', quantity: '1' },
      ],
    });
    const nested = await send('POST', `/api${quickOrderEndpoints.check.path}`, {
      body: lines,
      token: buyer.token,
    });
    expect(nested.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(nested.json().msg).toContain('lines.1.code');

    const lowAlone = await send('POST', `/api${quickOrderEndpoints.check.path}`, {
      body: '{"lines":[{"code":"\\uDC00x","quantity":"1"}]}',
      token: buyer.token,
    });
    expect(lowAlone.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });

    const extraKey = await send('POST', `/api${addressEndpoints.add.path}`, {
      body: JSON.stringify({ consignee: 'Li', 'note\u0000': 'x' }),
      token: buyer.token,
    });
    expect(extraKey.statusCode).toBe(400);
    expect(extraKey.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(extraKey.json().msg).toContain(serverMessages.en_US['zod.unstorableText']);
  });

  it('stores nothing from a refused request', async () => {
    const res = await send('POST', `/api${addressEndpoints.add.path}`, {
      body: JSON.stringify({
        consignee: '张\u0000伟',
        mobile: '13800000001',
        provinceId: '330000',
        cityId: '330100',
        detail: '文三路 90 号',
      }),
      token: buyer.token,
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(res.json().msg).toContain('consignee');
    const list = await send('GET', `/api${addressEndpoints.list.path}`, { token: buyer.token });
    expect(list.json()).toMatchObject({ code: ErrorCode.OK, ext: [] });
  });

  it('keeps pairs, emoji, right-to-left and combining marks', async () => {
    const res = await send(
      'GET',
      `/api${systemEndpoints.paramList.path}?codes=${encodeURIComponent('😀,\u202Eabc,e\u0301')}`,
    );
    expect(res.json()).toMatchObject({ code: ErrorCode.OK, ext: {} });
  });
});

describe('the same characters elsewhere in a request', () => {
  it('answers unknown paths holding them in the envelope', async () => {
    const res = await send('GET', '/api/sys/param/list%00');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('answers a path that is not valid percent-encoding in the envelope, translated', async () => {
    // A cut sequence, and the UTF-8 form of a lone surrogate (which is no valid UTF-8).
    for (const url of ['/api/sys/param/list%E0%A4%A', '/api/%ED%A0%80']) {
      const res = await send('GET', url, { lang: 'es' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: serverMessages.es['error.badUrl'],
      });
    }
  });

  it('treats a session token holding them as no session (the token is only ever hashed)', async () => {
    const tokens: Record<string, string>[] = [
      { 'x-access-token': '\uD800' },
      { cookie: 'X-Access-Token=%00' },
      { cookie: 'X-Access-Token=%ED%A0%80' },
    ];
    for (const headers of tokens) {
      const res = await send('GET', `/api${addressEndpoints.list.path}`, { headers });
      expect(res.json().code).toBe(ErrorCode.TOKEN_INVALID);
    }
    // A language cookie or header holding them falls back to a known language.
    const lang = await send('GET', `/api${systemEndpoints.paramList.path}?codes=%00`, {
      headers: { cookie: 'site_lang=%00', 'accept-language': '\u00ff' },
    });
    expect(lang.json().code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('never lets a NUL byte in a header through: the HTTP parser refuses the request', async () => {
    // The app's own HTTP server, listening without app.listen (app.close then leaves it to us).
    await new Promise<void>((resolve) => ctx.app.server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = ctx.app.server.address() as AddressInfo;
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'GET /api/member/user/address/queryaddresslist HTTP/1.1\r\nHost: x\r\nX-Access-Token: a\u0000b\r\n\r\n',
          );
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400/);
      // The server still answers.
      const status = await new Promise<number>((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path: `/api${systemEndpoints.health.path}` }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(200);
    } finally {
      await new Promise((resolve) => ctx.app.server.close(resolve));
    }
  });
});
