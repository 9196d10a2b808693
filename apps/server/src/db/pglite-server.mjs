// Child process that owns the embedded PGlite database and serves it over the Postgres wire protocol on
// loopback. PGlite runs WebAssembly on the thread that calls it, so a slow query in the API process would
// stall every request and socket; here it only stalls this process. Plain JS so it starts without a loader.
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startWireServer } from './wire-server.mjs';

const dataDir = process.env.PGLITE_DATA_DIR || undefined;
// Tests start from a migrated and seeded database written once by `dump` (see apps/server/test).
const loadFrom = process.env.PGLITE_LOAD_FROM || undefined;
// pg_trgm: trigram similarity for the search's typo tolerance (created by a migration).
const db = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {}),
  extensions: { pg_trgm },
});
// PGlite is one session shared by every socket connection, so this applies to all of them. It only
// affects named prepared statements (the hot listing and detail lookups), which PGlite's automatic choice
// kept re-planning on every execution (ADR 0005, "Generic plans on PGlite").
await db.exec('set plan_cache_mode = force_generic_plan');
// A restarted database process asks for the port of the one that died, so the pool's connection options
// stay right; another free port if that one was taken meanwhile.
const wantedPort = Number(process.env.PGLITE_PORT) || 0;
// Loopback is reachable by every process of the machine: connections must give the server's password.
const password = process.env.PGLITE_PASSWORD || undefined;
const listen = (port) => startWireServer(db, { host: '127.0.0.1', port, maxConnections: 8, password });
const server = await listen(wantedPort).catch((error) => {
  if (wantedPort === 0 || error?.code !== 'EADDRINUSE') throw error;
  return listen(0);
});
const port = server.port;
process.send?.({ type: 'ready', port });

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.on('disconnect', shutdown);
process.on('message', async (msg) => {
  if (msg && msg.type === 'close') shutdown();
  if (msg && msg.type === 'dump') {
    try {
      // A checkpoint first: a copy opened from the file then starts at once instead of replaying the WAL written
      // since the last one (measured on the demo seed's 100 MB: 1.6 s to open a copy before, 1.0 s after).
      await db.exec('checkpoint');
      const tar = await db.dumpDataDir('none');
      writeFileSync(msg.file, Buffer.from(await tar.arrayBuffer()));
      process.send?.({ type: 'dumped' });
    } catch (error) {
      process.send?.({ type: 'dumped', error: String(error) });
    }
  }
});
