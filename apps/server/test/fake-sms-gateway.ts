import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { fakeSmsKeys } from './fake-sms-keys';

export { fakeSmsKeys };

/**
 * A local stand-in for Aliyun SMS (dysmsapi SendSms, ACS3-HMAC-SHA256) and Tencent Cloud SMS (SendSms
 * 2021-01-11, TC3-HMAC-SHA256), built from the providers' documented protocols. The real SDKs are pointed
 * at it through SMS_ENDPOINT. It recomputes each request's signature with the keys it was given, records
 * what was asked, and answers as the provider would: success, or the error a test scripted for a number.
 *
 * Run as a program (`node --import tsx apps/server/test/fake-sms-gateway.ts PORT`) it serves both on
 * PORT for browser tests: numbers starting 1990000 are refused as invalid, 1990001 hit the daily limit.
 */

/** A scripted answer for a number: a provider error code, no answer at all, or an HTTP failure. */
export type FakeReply = { code: string; message?: string } | 'hang' | 'http500';

export interface ReceivedSms {
  provider: 'aliyun' | 'tencent';
  /** The number without the country code. */
  mobile: string;
  signName: string;
  template: string;
  /** Template parameters as the provider reads them: Aliyun's JSON object, Tencent's list. */
  params: unknown;
  /** The signature recomputed with the fake's keys matches the request's. */
  signatureValid: boolean;
  /** Why it does not, for a failing test's message. */
  signatureProblem?: string;
  region?: string;
}

function sha256(data: string | Buffer) {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string) {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 percent-encoding, as Aliyun's canonical query string uses it. */
function aliyunEncode(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * Aliyun's V3 signature (help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature):
 * HMAC-SHA256 over method, path, canonical query, the signed headers and the body's hash.
 */
function checkAliyunSignature(request: IncomingMessage, url: URL, body: Buffer): string | undefined {
  const auth = headerValue(request, 'authorization');
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
    auth,
  );
  if (!match) return `Authorization not ACS3-HMAC-SHA256: ${auth.slice(0, 40)}`;
  const [, keyId, signedHeaders = '', signature] = match;
  if (keyId !== fakeSmsKeys.aliyun.accessKeyId) return `unknown AccessKeyId ${keyId}`;
  const names = signedHeaders.split(';');
  for (const required of [
    'host',
    'x-acs-action',
    'x-acs-date',
    'x-acs-signature-nonce',
    'x-acs-content-sha256',
  ])
    if (!names.includes(required)) return `${required} not signed`;
  const payloadHash = sha256(body);
  if (headerValue(request, 'x-acs-content-sha256') !== payloadHash)
    return 'x-acs-content-sha256 is not the body hash';
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
    .join('&');
  const headers = names.map((name) => `${name}:${headerValue(request, name).trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`;
  const expected = hmac(fakeSmsKeys.aliyun.accessKeySecret, stringToSign).toString('hex');
  return expected === signature ? undefined : 'signature does not match';
}

/**
 * Tencent Cloud's TC3-HMAC-SHA256 (cloud.tencent.com/document/api/382/52072): a canonical request of the
 * signed headers and the body's hash, signed with a key derived from the secret, the date and the
 * service. The service is the first label of the host (`sms` for sms.tencentcloudapi.com).
 */
function checkTencentSignature(request: IncomingMessage, body: Buffer): string | undefined {
  const auth = headerValue(request, 'authorization');
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!match) return `Authorization not TC3-HMAC-SHA256: ${auth.slice(0, 40)}`;
  const [, secretId, date = '', service = '', signedHeaders = '', signature] = match;
  if (secretId !== fakeSmsKeys.tencent.secretId) return `unknown SecretId ${secretId}`;
  const timestamp = headerValue(request, 'x-tc-timestamp');
  if (new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) !== date)
    return 'credential date is not the X-TC-Timestamp date';
  const hostname = headerValue(request, 'host').replace(/:\d+$/, '');
  if (service !== hostname.split('.')[0]) return `service ${service} is not the host's`;
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('content-type')) return 'host or content-type not signed';
  const headers = names
    .map(
      (name) => `${name}:${name === 'host' ? hostname : headerValue(request, name).trim().toLowerCase()}\n`,
    )
    .join('');
  const canonical = ['POST', '/', '', headers, signedHeaders, sha256(body)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const signing = hmac(hmac(hmac(`TC3${fakeSmsKeys.tencent.secretKey}`, date), service), 'tc3_request');
  const expected = hmac(signing, stringToSign).toString('hex');
  return expected === signature ? undefined : 'signature does not match';
}

export class FakeSmsGateway {
  readonly received: ReceivedSms[] = [];
  private readonly replies = new Map<string, FakeReply>();
  private readonly hanging = new Set<ServerResponse>();
  private server?: Server;
  /** Numbers whose prefix scripts a reply (the browser tests' fixed numbers). */
  constructor(private readonly byPrefix: [prefix: string, reply: FakeReply][] = []) {}

  /** The reply every later request for this number gets (until cleared). */
  script(mobile: string, reply: FakeReply) {
    this.replies.set(mobile, reply);
  }

  clear() {
    this.replies.clear();
    this.received.length = 0;
  }

  get url() {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('fake SMS gateway not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.handle(request, Buffer.concat(chunks), response));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop() {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private replyFor(mobile: string): FakeReply | undefined {
    return this.replies.get(mobile) ?? this.byPrefix.find(([prefix]) => mobile.startsWith(prefix))?.[1];
  }

  private handle(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/health') {
      response.end('ok');
      return;
    }
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    const requestId = randomUUID();
    if (headerValue(request, 'x-acs-action')) {
      const problem = checkAliyunSignature(request, url, body);
      const q = url.searchParams;
      let params: unknown;
      try {
        params = JSON.parse(q.get('TemplateParam') ?? 'null');
      } catch {
        params = q.get('TemplateParam');
      }
      const mobile = q.get('PhoneNumbers') ?? '';
      this.received.push({
        provider: 'aliyun',
        mobile,
        signName: q.get('SignName') ?? '',
        template: q.get('TemplateCode') ?? '',
        params,
        signatureValid: problem === undefined,
        signatureProblem: problem,
      });
      if (problem)
        return json(400, {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
          RequestId: requestId,
        });
      if (headerValue(request, 'x-acs-action') !== 'SendSms')
        return json(404, { Code: 'InvalidAction.NotFound', RequestId: requestId });
      const reply = this.replyFor(mobile);
      if (reply === 'hang') return void this.hanging.add(response);
      if (reply === 'http500')
        return json(500, { Code: 'isp.SYSTEM_ERROR', Message: 'System error', RequestId: requestId });
      if (reply)
        return json(200, { Code: reply.code, Message: reply.message ?? reply.code, RequestId: requestId });
      return json(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId });
    }
    if (headerValue(request, 'x-tc-action')) {
      const problem = checkTencentSignature(request, body);
      let payload: {
        PhoneNumberSet?: string[];
        SignName?: string;
        TemplateId?: string;
        TemplateParamSet?: string[];
        SmsSdkAppId?: string;
      } = {};
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        payload = {};
      }
      const number = payload.PhoneNumberSet?.[0] ?? '';
      const mobile = number.replace(/^\+86/, '');
      this.received.push({
        provider: 'tencent',
        mobile,
        signName: payload.SignName ?? '',
        template: payload.TemplateId ?? '',
        params: payload.TemplateParamSet,
        signatureValid: problem === undefined,
        signatureProblem: problem,
        region: headerValue(request, 'x-tc-region'),
      });
      const error = (code: string, message: string) =>
        json(200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
      if (problem)
        return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
      if (headerValue(request, 'x-tc-action') !== 'SendSms') return error('InvalidAction', 'No such action');
      if (payload.SmsSdkAppId !== fakeSmsKeys.tencent.sdkAppId)
        return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verify fail');
      if (!number.startsWith('+')) return error('InvalidParameterValue.IncorrectPhoneNumber', 'not E.164');
      const reply = this.replyFor(mobile);
      if (reply === 'hang') return void this.hanging.add(response);
      if (reply === 'http500') return json(500, {});
      const status = reply ?? { code: 'Ok', message: 'send success' };
      return json(200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: randomUUID(),
              PhoneNumber: number,
              Fee: status.code === 'Ok' ? 1 : 0,
              SessionContext: '',
              Code: status.code,
              Message: status.message ?? status.code,
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId,
        },
      });
    }
    json(404, { message: 'not a provider request' });
  }
}

/** The browser tests' fixed numbers. */
export const fakeSmsBrowserNumbers = { refused: '19900000001', limited: '19900010001' } as const;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 0);
  const gateway = await new FakeSmsGateway([
    ['1990000', { code: 'isv.MOBILE_NUMBER_ILLEGAL', message: 'invalid mobile number' }],
    ['1990001', { code: 'isv.DAY_LIMIT_CONTROL', message: 'day limit' }],
  ]).start(port);
  process.stdout.write(`fake SMS gateway at ${gateway.url}\n`);
}
