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
