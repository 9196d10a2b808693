// The Postgres wire protocol over loopback TCP for the embedded PGlite database (used by pglite-server.mjs).
// PGlite understands the protocol itself; this only moves bytes. Everything complete that arrived in one read
// (a client sends Parse, Bind, Describe, Execute and Sync of a query together) is run at once, and the
// whole answer goes back in ONE write: a query costs one write each way instead of five, and no queueing
// between its messages.
// PGlite is one session shared by every connection, so while a connection is inside a transaction the
// others wait, and a connection that goes away mid-transaction has it rolled back.
import net from 'node:net';

const sslRequestCode = 80877103;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;

/**
 * Splits the buffered bytes into complete messages. The first message of a connection has no type byte
 * (startup, SSL or cancel request: int32 length, int32 code).
 */
function completeMessages(buffer, started) {
  let at = 0;
  const parts = [];
  while (true) {
    if (!started.value) {
      if (buffer.length - at < 8) break;
      const length = buffer.readInt32BE(at);
      if (length < 8 || buffer.length - at < length) break;
      const code = buffer.readInt32BE(at + 4);
      parts.push({
        kind: code === sslRequestCode ? 'ssl' : code === cancelRequestCode ? 'cancel' : 'startup',
        bytes: buffer.subarray(at, at + length),
        code,
      });
      at += length;
      if (code === protocolVersion3) started.value = true;
      continue;
    }
    if (buffer.length - at < 5) break;
    const length = buffer.readInt32BE(at + 1);
    if (length < 4 || buffer.length - at < length + 1) break;
    parts.push({
      kind: buffer[at] === 0x58 ? 'terminate' : 'message',
      bytes: buffer.subarray(at, at + length + 1),
    });
    at += length + 1;
  }
  return { parts, rest: buffer.subarray(at) };
}

/** The transaction status of the last ReadyForQuery ('Z') in PGlite's answer: I idle, T in, E failed. */
function lastStatus(chunks) {
  for (let c = chunks.length - 1; c >= 0; c--) {
    const bytes = chunks[c];
    // ReadyForQuery is always the last message of an answer: 'Z', int32 5, status.
    if (bytes.length >= 6 && bytes[bytes.length - 6] === 0x5a)
      return String.fromCharCode(bytes[bytes.length - 1]);
    if (bytes.length > 0) return undefined;
  }
  return undefined;
}

export function startWireServer(db, { host = '127.0.0.1', port = 0, maxConnections = 8 } = {}) {
  let tail = Promise.resolve(); // every call into PGlite, one after another
  let owner = null; // the connection inside a transaction, if any
  const waiting = [];
  const connections = new Set();

  const exclusive = (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
  const release = () => {
    owner = null;
    for (const wake of waiting.splice(0)) wake();
  };

  async function execute(conn, messages) {
    while (owner && owner !== conn) await new Promise((wake) => waiting.push(wake));
    return exclusive(async () => {
      const chunks = [];
      // One message per call: PGlite loses an error's answer when later messages share its call. Writing
      // the files out once per read is enough (the session is this process's alone).
      for (let i = 0; i < messages.length; i++) {
        await db.execProtocolRawStream(messages[i], {
          // A view of PGlite's memory, reused by the next call: copied at once.
          onRawData: (data) => chunks.push(Buffer.from(data)),
          syncToFs: i === messages.length - 1,
        });
      }
      // No ReadyForQuery yet (a query split across reads) counts as inside a transaction: the unnamed
      // statement and portal of this connection must not be replaced by another's in between.
      const status = lastStatus(chunks);
      if (status === 'I') {
        if (owner === conn) release();
      } else owner = conn;
      return chunks;
    });
  }

  async function rollbackIfOwner(conn) {
    if (owner !== conn) return;
    await exclusive(() => db.exec('rollback').catch(() => {}));
    release();
  }

  const server = net.createServer((socket) => {
    if (connections.size >= maxConnections) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    const conn = { socket };
    connections.add(conn);
    const started = { value: false };
    let buffer = Buffer.alloc(0);
    let busy = Promise.resolve();
    let closed = false;

    const handle = async () => {
      const { parts, rest } = completeMessages(buffer, started);
      buffer = Buffer.from(rest);
      const batch = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const chunks = await execute(
          conn,
          batch.splice(0).map((b) => new Uint8Array(b)),
        );
        if (!closed && socket.writable) socket.write(Buffer.concat(chunks));
      };
      for (const part of parts) {
        if (part.kind === 'ssl') {
          await flush();
          socket.write('N');
        } else if (part.kind === 'cancel') {
          // Not supported (one shared session); ignored as Postgres does for an unknown key.
        } else if (part.kind === 'terminate') {
          await flush();
          socket.end();
          return;
        } else {
          batch.push(part.bytes);
        }
      }
      await flush();
    };

    socket.on('data', (data) => {
      buffer = buffer.length === 0 ? data : Buffer.concat([buffer, data]);
      busy = busy.then(handle).catch(() => socket.destroy());
    });
    const gone = () => {
      if (closed) return;
      closed = true;
      connections.delete(conn);
      busy = busy.then(() => rollbackIfOwner(conn));
    };
    socket.on('close', gone);
    socket.on('error', () => socket.destroy());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        port: server.address().port,
        stop: () =>
          new Promise((done) => {
            for (const { socket } of connections) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
