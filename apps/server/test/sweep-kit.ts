import { buyerCentreCode, devEndpoints } from '@mall/contracts';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { JsonSchema } from 'json-schema-faker';
import { z } from 'zod';
import type { TestContext } from './helper';
import { doc, fake, type Json, mutate, type SweepInput } from './sweep-inputs';

// The generated-input sweep's machinery (src/lib/sweep.test.ts): the operations from the document, values
// that exist in the database, building a request from an input, sending it as a caller whose session is
// replaced when the sweep ends it, and judging the answer.

export interface SweptOperation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** The query parameters as one object schema. */
  query?: JsonSchema;
  body?: JsonSchema;
  /** A download: success is the file, not the envelope. */
  file: boolean;
}

function fromDocument(): SweptOperation[] {
  const swept: SweptOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        operationId: string;
        parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, { content: Record<string, unknown> }>;
      };
      const params = op.parameters.filter((p) => p.in === 'query');
      swept.push({
        operationId: op.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        query: params.length
          ? {
              type: 'object',
              properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
              required: params.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        body: op.requestBody?.content['application/json']?.schema,
        file: !('application/json' in (op.responses['200']?.content ?? {})),
      });
    }
  }
  return swept;
}

/** Routes under /api that are not operations of the document, swept from their contracts or skipped with why. */
const devOperations: SweptOperation[] = Object.entries(devEndpoints).map(([name, ep]) => ({
  // Dev-only (MALL_DEV_OUTBOX, refused in production): not in the public document, swept all the same.
  operationId: `dev${name[0]?.toUpperCase()}${name.slice(1)}`,
  method: ep.method,
  path: `/api${ep.path}`,
  query: ep.query
    ? (z.toJSONSchema(ep.query, { io: 'input', target: 'openapi-3.0' }) as JsonSchema)
    : undefined,
  file: false,
}));
// The live channel is no route: a WebSocket upgrade with its own Origin and session checks
// (modules/chat/chat.socket.test.ts).
export const notSwept: Record<string, string> = {
  '/api/docs': 'the OpenAPI viewer: static files and the document itself, no input',
  '/api/pay/notify/':
    "the payment gateways' signed notifications: anything unsigned is refused before it is read, and " +
    'payment-gateways.routes.test.ts sends the hostile ones (bad signature, changed amount, replays)',
};

/** Every operation the sweep sends inputs to: the document's, then the dev-only routes. */
export const operations = (): SweptOperation[] => [...fromDocument(), ...devOperations];

// Values that exist ---------------------------------------------------------------------------------------

/**
 * Field name → values that exist in the database (the buyer's own rows, catalogue ids, a real chain of
 * areas): random ids would almost always answer 40400 and never reach the code behind them.
 */
type Known = Record<string, unknown[]>;

export async function knownValues(
  db: TestContext['database']['db'],
  custId: number,
  userId: number,
): Promise<Known> {
  const column = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map(
      (row) => Object.values(row)[0],
    );
  const small = [1, 2, 3, 5, 8, 13];
  const products = await column(sql`select id from products where status = 1 order by id limit 8`);
  const customers = await column(sql`select id from customers order by id limit 6`);
  const folders = await column(sql`select id from gallery_folders where user_id = ${userId} limit 4`);
  const files = await column(sql`select id from gallery_files where user_id = ${userId} limit 4`);
  const carts = await column(sql`select id from cart_items where user_id = ${userId} limit 6`);
  const orders = await column(sql`select order_number from orders where buy_cust_id = ${custId} limit 6`);
  const district = await column(sql`select id from areas where pid = '330100' order by id limit 1`);
  const town = await column(
    sql`select id from areas where pid = ${String(district[0] ?? '')} order by id limit 1`,
  );
  return {
    id: [...small, ...files, ...folders],
    productId: products,
    goodsId: small,
    styleId: small,
    shopId: await column(sql`select id from shops order by id limit 5`),
    brandId: small,
    classId: small,
    addressId: await column(sql`select id from addresses where cust_id = ${custId} order by id desc limit 5`),
    cartId: carts,
    cartIds: carts.length ? [carts, carts.slice(0, 1)] : [],
    quickId: await column(sql`select id from quick_phrases where user_id = ${userId} limit 4`),
    messageId: await column(
      sql`select id from chat_conversations where send_cust_id = ${custId} or receive_cust_id = ${custId} limit 4`,
    ),
    folderId: folders,
    pid: [0, ...folders],
    orderNumber: orders,
    orderNumbers: orders.length ? [orders.slice(0, 1), orders] : [],
    payNo: await column(sql`select pay_no from payments where cust_id = ${custId} limit 4`),
    custId: customers,
    receiveCustId: customers,
    sellCustId: customers,
    buyCustId: [custId],
    mobile: ['13800000001', '13800000002', '13900000001', '13900000000'],
    authid: ['13800000001', '13800000002'],
    code: await column(sql`select model from products where status = 1 and model <> '' order by id limit 8`),
    keyword: ['大米', '手机', '茶叶', 'dm', 'apple'],
    searchkey: ['大米', '手机', '茶叶', 'dm', 'apple'],
    quantity: ['1', '2', '0.5'],
    subsysCode: [buyerCentreCode],
    // Set together (each must be the child of the one before): see `withKnown`.
    areaChain: [{ provinceId: '330000', cityId: '330100', districtId: district[0], townId: town[0] }],
  };
}

/** The value with, by a coin toss each, fields replaced by values that exist; nested objects too. */
function withKnown(value: unknown, known: Known, draw: fc.GeneratorValue): unknown {
  if (Array.isArray(value)) return value.map((item) => withKnown(item, known, draw));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    const values = known[key];
    out[key] =
      values?.length && draw(fc.boolean) ? draw(fc.constantFrom, ...values) : withKnown(child, known, draw);
  }
  if ('provinceId' in out && draw(fc.boolean)) Object.assign(out, known.areaChain?.[0]);
  return out;
}

// Building a request --------------------------------------------------------------------------------------

/** Percent-encodes every UTF-8 byte (a lone surrogate has none of its own: it goes as U+FFFD, as a browser sends it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return value === undefined ? '' : `q=${encode(String(value))}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) {
      if (one === undefined) continue;
      const text = one !== null && typeof one === 'object' ? JSON.stringify(one) : String(one);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export function buildRequest(op: SweptOperation, input: SweepInput, known: Known): Request {
  const { mutation } = input;
  const bodyTarget = op.method === 'POST' && (input.inBody || !op.query);
  const query = withKnown(fake(op.query, input.base), known, input.draw);
  const body =
    op.method === 'POST' ? withKnown(fake(op.body, input.base + 1) ?? {}, known, input.draw) : undefined;
  let search = queryString(bodyTarget ? query : mutate(query, mutation, op.query));
  if (mutation.kind === 'rawQuery') search = search ? `${search}&${mutation.text}` : mutation.text;
  const request: Request = { method: op.method, url: search ? `${op.path}?${search}` : op.path, headers: {} };
  if (mutation.kind === 'method') {
    request.method = op.method === 'GET' ? 'POST' : 'GET';
    if (request.method === 'POST')
      Object.assign(request, { payload: '{}', headers: { 'content-type': 'application/json' } });
    return request;
  }
  if (op.method === 'POST') {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(bodyTarget ? mutate(body, mutation, op.body) : body) ?? 'null';
    if (mutation.kind === 'brokenJson') request.payload = mutation.text;
    if (mutation.kind === 'contentType') {
      if (mutation.type) request.headers['content-type'] = mutation.type;
      else delete request.headers['content-type'];
    }
  }
  return request;
}

// Judging an answer ---------------------------------------------------------------------------------------

function judge(op: SweptOperation, res: { statusCode: number; headers: Json; body: string }): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (op.file && res.statusCode === 200 && !type.includes('json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON (HTTP ${res.statusCode}, ${type}): ${res.body.slice(0, 200)}`;
  }
  const envelope = body as { code?: unknown; msg?: unknown };
  if (
    body === null ||
    typeof body !== 'object' ||
    !Number.isInteger(envelope.code) ||
    typeof envelope.msg !== 'string'
  )
    return `not the envelope (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  if (envelope.code === 50000) return `code 50000 (HTTP ${res.statusCode})`;
  return null;
}

const shown = (text: string | undefined) =>
  text === undefined ? '' : text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;

// Sending -------------------------------------------------------------------------------------------------

export interface Caller {
  token: string | null;
  viaCookie: boolean;
  lang: string | null;
}

/**
 * The sweep's sender: `logStream` goes into the app's logger (the last error it logged is shown with a
 * failure: the answer itself never tells); `start` takes the app and the demo buyer once they exist.
 */
export function sweepSender() {
  let ctx: TestContext;
  let loggedError = '';
  let buyerUserId: number;
  let token: string;
  const stats = {
    operations: 0,
    inputs: 0,
    requests: 0,
    sessionsRenewed: 0,
    codes: new Map<number, number>(),
    /** Operations whose answers were code 0 at least once: the generated inputs got past validation there. */
    succeeded: new Set<string>(),
  };

  const logStream = {
    write(line: string) {
      type Logged = { message?: string; code?: string; cause?: Logged };
      const entry = JSON.parse(line) as { msg?: string; err?: Logged };
      // Drizzle's "Failed query" carries the database's own error as its cause.
      const err = entry.err?.cause ?? entry.err;
      loggedError = `${entry.msg ?? ''}: ${err?.code ?? ''} ${err?.message ?? ''}`;
    },
  };

  async function start(context: TestContext, userId: number) {
    ctx = context;
    buyerUserId = userId;
    token = await ctx.app.services.sessions.create({ userId: buyerUserId, subsysCode: buyerCentreCode });
  }

  /** The buyer's session; a new one when the sweep ended it (sign-out, password change, centre switch...). */
  async function session(): Promise<string> {
    const state = await ctx.app.services.sessions.resolve(token);
    if (state.status !== 'ok') {
      token = await ctx.app.services.sessions.create({ userId: buyerUserId, subsysCode: buyerCentreCode });
      stats.sessionsRenewed++;
    }
    return token;
  }

  async function send(op: SweptOperation, request: Request, who: Caller) {
    const headers = { ...request.headers };
    const cookies = who.lang === null ? [] : [`site_lang=${who.lang}`];
    if (who.token !== null && who.viaCookie) cookies.push(`X-Access-Token=${encodeURIComponent(who.token)}`);
    else if (who.token !== null) headers['x-access-token'] = who.token;
    if (cookies.length) headers.cookie = cookies.join('; ');
    loggedError = '';
    const res = await ctx.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    stats.requests++;
    const problem = judge(op, res);
    if (process.env.SWEEP_DEBUG)
      console.log(
        res.statusCode,
        shown(res.body).slice(0, 120),
        request.method,
        shown(request.url),
        shown(request.payload),
      );
    const code =
      problem || (op.file && res.statusCode === 200) ? null : (res.json() as { code: number }).code;
    if (code !== null) stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
    if (code === 0 || (op.file && res.statusCode === 200)) stats.succeeded.add(op.operationId);
    if (problem) {
      const as = who.token === token ? 'the signed-in buyer' : 'no session';
      throw new Error(
        `${problem}\n  ${request.method} ${shown(request.url)}\n  as: ${as}\n  headers: ${JSON.stringify(headers)}\n  body: ${shown(request.payload)}\n  server log: ${shown(loggedError)}`,
      );
    }
  }

  return { stats, logStream, start, session, send };
}

/** Every GET/POST route the server registered under /api, from Fastify's route tree. */
export function registeredApiRoutes(app: TestContext['app']): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*?)(?:[├└]── )(.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.round(((match[1] ?? '').length + 4) / 4) - 1;
    stack.length = depth;
    stack[depth] = match[2] as string;
    const path = stack.join('');
    for (const method of (match[3] as string).split(', '))
      if (method === 'GET' || method === 'POST') routes.push(`${method} ${path}`);
  }
  return routes.filter((route) => route.split(' ')[1]?.startsWith('/api/'));
}
