import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module of the embedded database process, without types
import { startWireServer } from './wire-server.mjs';

let db: PGlite;
let server: { port: number; stop: () => Promise<void> };
const clients: pg.Client[] = [];

async function connect() {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    database: 'postgres',
  });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table t (id int primary key, v text)');
  server = await startWireServer(db, { port: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await server?.stop();
  await db?.close();
});

describe('wire server of the embedded database', () => {
  it('answers simple and extended queries, and errors without losing the connection', async () => {
    const client = await connect();
    expect((await client.query('select 1 as x')).rows).toEqual([{ x: 1 }]);
    expect((await client.query({ name: 'add', text: 'select $1::int + 1 as y', values: [41] })).rows).toEqual(
      [{ y: 42 }],
    );
    await expect(client.query('select * from missing_table')).rejects.toThrow(/does not exist/);
    await expect(client.query('select $1::int / 0', [1])).rejects.toThrow(/division by zero/);
    expect((await client.query({ name: 'add', text: 'select $1::int + 1 as y', values: [1] })).rows).toEqual([
      { y: 2 },
    ]);
  });

  it("keeps other connections out of a connection's transaction until it ends", async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    await a.query("insert into t values (1, 'a')");
    let bSaw: number | undefined;
    const bRead = b.query('select count(*)::int as n from t').then((r) => {
      bSaw = r.rows[0].n;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(bSaw).toBeUndefined(); // waiting: it would otherwise run inside a's transaction
    await a.query('rollback');
    await bRead;
    expect(bSaw).toBe(0);
  });

  it('rolls back the transaction of a connection that goes away in the middle of it', async () => {
    const a = await connect();
    await a.query('begin');
    await a.query("insert into t values (2, 'lost')");
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const b = await connect();
    expect((await b.query('select count(*)::int as n from t where id = 2')).rows[0].n).toBe(0);
    await b.query("insert into t values (3, 'kept')");
    expect((await b.query('select v from t where id = 3')).rows).toEqual([{ v: 'kept' }]);
  });
});

describe('prepared statements of the embedded database', () => {
  it("keeps each connection's named statements to itself and closes them when it goes away", async () => {
    const a = await connect();
    const b = await connect();
    expect((await a.query({ name: 'same', text: 'select 1 as n' })).rows).toEqual([{ n: 1 }]);
    expect((await b.query({ name: 'same', text: 'select 2 as n' })).rows).toEqual([{ n: 2 }]);
    expect((await a.query({ name: 'same', text: 'select 1 as n' })).rows).toEqual([{ n: 1 }]);
    await a.end();
    const c = await connect();
    expect((await c.query({ name: 'same', text: 'select 3 as n' })).rows).toEqual([{ n: 3 }]);
    // Only b's and c's are left in the shared session.
    const left = await c.query(
      "select statement from pg_prepared_statements where statement like 'select _ as n' order by statement",
    );
    expect(left.rows).toEqual([{ statement: 'select 2 as n' }, { statement: 'select 3 as n' }]);
    await b.end();
    await c.end();
  });

  it("never binds another connection's unnamed statement", async () => {
    const a = await rawConnect();
    const b = await rawConnect();
    // a prepares the unnamed statement and binds it in a later round trip, which PostgreSQL allows...
    expect((await a.send(parse('', 'select 1 as n'), sync)).types).toBe('1Z');
    expect((await a.send(bind(''), execute, sync)).rows).toEqual(['1']);
    // ...but meanwhile b replaced PGlite's (shared) unnamed statement with its own.
    await b.send(parse('', 'select 2 as n'), sync);
    const answer = await a.send(bind(''), execute, sync);
    expect(answer.rows).toEqual([]);
    expect(answer.errors).toEqual([expect.stringMatching(/does not exist/)]);
    a.end();
    b.end();
  });

  it('does not run the query of a connection that went away while it waited for the session', async () => {
    const holder = await connect();
    const leaver = await connect();
    await holder.query('begin');
    const waiting = leaver.query("insert into t values (10, 'from a connection that left')").catch(() => {});
    (leaver as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await waiting;
    // A round trip to the server that waits for no transaction (an SSL request, answered "N"): by its end the
    // server has read the hang-up, which was sent before it.
    await sslRoundTrip();
    await holder.query('commit');
    const after = await connect();
    expect((await after.query('select count(*)::int as n from t where id = 10')).rows[0].n).toBe(0);
  });
});

// A bare protocol client, for what node-postgres never does (binding the unnamed statement later).
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
};
const cstr = (text: string) => Buffer.from(`${text}\0`);
const parse = (name: string, text: string) =>
  message('P', Buffer.concat([cstr(name), cstr(text), Buffer.alloc(2)]));
const bind = (statement: string) => message('B', Buffer.concat([cstr(''), cstr(statement), Buffer.alloc(6)]));
const execute = message('E', Buffer.concat([cstr(''), Buffer.alloc(4)]));
const sync = message('S', Buffer.alloc(0));

interface Answer {
  types: string;
  rows: string[];
  errors: string[];
}

/** The messages of an answer: their types in order, the first column of each row, the error texts. */
function readAnswer(bytes: Buffer): Answer {
  const answer: Answer = { types: '', rows: [], errors: [] };
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = String.fromCharCode(bytes[at]!);
    const end = at + 1 + bytes.readInt32BE(at + 1);
    answer.types += type;
    if (type === 'D') answer.rows.push(bytes.toString('utf8', at + 11, at + 11 + bytes.readInt32BE(at + 7)));
    if (type === 'E') {
      const fields = bytes.toString('utf8', at + 5, end).split('\0');
      answer.errors.push(fields.find((f) => f.startsWith('M'))?.slice(1) ?? '');
    }
    at = end;
  }
  return answer;
}

async function rawConnect() {
  const socket = net.connect(server.port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let notify = () => {};
  socket.on('data', (data) => {
    received = Buffer.concat([received, data]);
    notify();
  });
  /** Writes messages and resolves to everything answered up to the ReadyForQuery. */
  const send = (...messages: Buffer[]) =>
    new Promise<Answer>((resolve) => {
      received = Buffer.alloc(0);
      notify = () => {
        const answer = readAnswer(received);
        if (answer.types.endsWith('Z')) resolve(answer);
      };
      socket.write(Buffer.concat(messages));
    });
  await new Promise((resolve) => socket.once('connect', resolve));
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]),
    cstr('user'),
    cstr('postgres'),
    cstr('database'),
    cstr('postgres'),
    Buffer.from([0]),
  ]);
  const startup = Buffer.concat([Buffer.alloc(4), body]);
  startup.writeInt32BE(startup.length, 0);
  await send(startup);
  return { send, end: () => socket.end() };
}

async function sslRoundTrip() {
  const socket = net.connect(server.port, '127.0.0.1');
  const request = Buffer.alloc(8);
  request.writeInt32BE(8, 0);
  request.writeInt32BE(80877103, 4);
  socket.write(request);
  await new Promise((resolve) => socket.once('data', resolve));
  socket.destroy();
}

describe('a wire server with a password (the embedded database sets one)', () => {
  let guarded: { port: number; stop: () => Promise<void> };
  beforeAll(async () => {
    guarded = await startWireServer(db, { port: 0, password: 'right-password-123' });
  });
  afterAll(async () => {
    await guarded?.stop();
  });
  const tryConnect = async (password?: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: guarded.port,
      user: 'postgres',
      database: 'postgres',
      ...(password === undefined ? {} : { password }),
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query('select count(*)::int as n from t')).rows[0].n as number;
    } finally {
      await client.end().catch(() => {});
    }
  };

  it('serves a connection only once it gives the password; another process on the machine gets nothing', async () => {
    await expect(tryConnect('wrong-password-123')).rejects.toThrow(/password authentication failed/);
    await expect(tryConnect('right-password-12')).rejects.toThrow(/password authentication failed/);
    await expect(tryConnect()).rejects.toThrow();
    expect(typeof (await tryConnect('right-password-123'))).toBe('number');
  });
});
