// The Postgres wire protocol over loopback TCP for the embedded PGlite database (used by pglite-server.mjs).
// PGlite understands the protocol itself; this mostly moves bytes. Everything complete that arrived in one
// read (a client sends Parse, Bind, Describe, Execute and Sync of a query together) is run at once, and the
// whole answer goes back in ONE write: a query costs one write each way instead of five, and no queueing
// between its messages.
//
// PGlite is ONE session shared by every connection, so this server gives each connection what PostgreSQL
// would give it alone:
// - Transactions: while a connection is inside a transaction (or between the messages of one query) the
//   others wait; a connection that goes away has its transaction rolled back.
// - Prepared statements and portals: their names are rewritten with a per-connection prefix, so two
//   connections never see each other's, and a connection's statements are closed when it goes away. Without
//   this, node-postgres's pool (which drops a connection whose query failed) opened a new connection that
//   found the old one's statements and failed with "prepared statement ... already exists" for good.
//   The unnamed statement outlives a query in PostgreSQL; here a connection that binds it after another
//   connection replaced it gets an error instead of the other connection's statement.
// - Errors: PGlite itself skips the messages after an error until Sync (as PostgreSQL does) across calls.
// - Cancel requests: each connection gets its own key (BackendKeyData); a cancel for a query that is still
//   waiting for the session answers it with 57014 "canceling statement due to user request". A query that
//   PGlite is already running cannot be interrupted (WebAssembly on this thread: the cancel is only read
//   once it has finished), as PostgreSQL ignores a cancel that comes after the query.
// - A connection that goes away before its query ran has the query dropped (a client's query timeout).
import { randomInt } from 'node:crypto';
import net from 'node:net';
import {
  askPassword,
  B,
  C,
  closeStatement,
  completeMessages,
  D,
  E,
  errorResponse,
  lastStatus,
  P,
  passwordMatches,
  Q,
  readyForQuery,
  renameAt,
  S,
  simpleQuery,
  syncMessage,
} from './wire-protocol.mjs';

// A name no connection's statement can have (theirs all start with "<digits>:"): binding it fails in PGlite
// with its own error, which also starts the skipping until Sync and fails an open transaction, as in PostgreSQL.
const replacedUnnamed = 'unnamed statement replaced by another connection';

/**
 * `password`: a connection must give it (after its startup message) before it is served; without it every
 * connection is. The embedded database sets one: its loopback port is open to every process of the machine.
 */
export function startWireServer(
  db,
  { host = '127.0.0.1', port = 0, maxConnections = 8, password = undefined } = {},
) {
  let tail = Promise.resolve(); // every call into PGlite, one after another
  let queued = 0; // calls waiting in `tail`
  let owner = null; // the connection inside a transaction (or a query), if any
  let unnamedOwner = null; // the connection whose unnamed statement PGlite holds, if any
  const waiting = new Set(); // wake-ups of connections waiting for the owner to finish
  const connections = new Set();
  const byKey = new Map(); // process id of BackendKeyData -> connection
  let nextId = 1;
  let stopping = false;

  const exclusive = (task) => {
    const behind = queued > 0;
    queued++;
    const run = tail.then(async () => {
      // Behind another call, this process was busy in PGlite: read the sockets first, so a cancel or a
      // hang-up that arrived meanwhile is seen before this call starts.
      if (behind) await new Promise((resolve) => setImmediate(resolve));
      return task();
    });
    tail = run.catch(() => {}).finally(() => queued--);
    return run;
  };
  const release = () => {
    owner = null;
    for (const wake of waiting) wake();
  };
  const waitForOwner = (conn) =>
    new Promise((resolve) => {
      const wake = () => {
        waiting.delete(wake);
        conn.wake = undefined;
        resolve();
      };
      conn.wake = wake;
      waiting.add(wake);
    });

  /** Renames the statements and portals of one message to the connection's own (see the top comment). */
  function privateNames(conn, bytes) {
    // The common case first, without decoding: unnamed statement and portal of the connection's own query.
    const type = bytes[0];
    if ((type === P || type === E) && bytes[5] === 0) return bytes;
    if (type === B && bytes[5] === 0 && bytes[6] === 0 && unnamedOwner === conn) return bytes;
    const own = (name) => (name === '' ? undefined : conn.prefix + name);
    switch (type) {
      case P: {
        const renamed = renameAt(bytes, 5, 1, own);
        if (renamed !== bytes)
          conn.statements.add(conn.prefix + bytes.toString('utf8', 5, bytes.indexOf(0, 5)));
        return renamed;
      }
      case B:
        return renameAt(bytes, 5, 2, (name, i) =>
          i === 0
            ? own(name)
            : name === ''
              ? unnamedOwner === conn
                ? undefined
                : replacedUnnamed
              : own(name),
        );
      case D:
        return renameAt(bytes, 6, 1, (name) =>
          name === '' && bytes[5] === S && unnamedOwner !== conn ? replacedUnnamed : own(name),
        );
      case E:
        return renameAt(bytes, 5, 1, own);
      case C: {
        const renamed = renameAt(bytes, 6, 1, own);
        if (renamed !== bytes && bytes[5] === S)
          conn.statements.delete(conn.prefix + bytes.toString('utf8', 6, bytes.indexOf(0, 6)));
        return renamed;
      }
      default:
        return bytes;
    }
  }

  /** Feeds one message to PGlite, adding its answer to `chunks`; keeps track of who owns the unnamed statement. */
  async function feed(conn, bytes, chunks, syncToFs) {
    const before = chunks.length;
    await db.execProtocolRawStream(bytes, {
      // A view of PGlite's memory, reused by the next call: copied at once.
      onRawData: (data) => chunks.push(Buffer.from(data)),
      syncToFs,
    });
    if (bytes[0] === Q)
      unnamedOwner = null; // a simple query drops the unnamed statement
    else if (bytes[0] === P && bytes[5] === 0) {
      // ParseComplete: now this connection's. An error dropped it. Nothing: skipped after an earlier error.
      const first = chunks[before]?.[0];
      if (first === 0x31) unnamedOwner = conn;
      else if (first === 0x45) unnamedOwner = null;
    }
  }

  /**
   * The answer to a cancelled query: its first statement (up to its Sync, or one simple query) fails with
   * 57014 and is not run. Returns the answer and the messages left to run.
   */
  function cancelFirst(conn, messages) {
    const answer = [errorResponse('57014', 'canceling statement due to user request')];
    let i = 0;
    if (messages[0][0] === Q) i = 1;
    else {
      while (i < messages.length && messages[i][0] !== S) i++;
      if (i < messages.length) i++;
      else conn.skipTillSync = true; // its Sync comes in a later read
    }
    // Only a connection outside a transaction waits to be cancelled, so it is idle afterwards.
    if (!conn.skipTillSync) answer.push(readyForQuery('I'));
    return { answer, rest: messages.slice(i) };
  }

  /** Runs the messages of one read of a connection; resolves to the answer to write (possibly empty). */
  async function execute(conn, messages) {
    const answer = [];
    conn.pending = true;
    try {
      while (messages.length > 0) {
        if (conn.closed) return []; // gone before its query ran: dropped
        if (conn.cancelled) {
          conn.cancelled = false;
          const { answer: cancelled, rest } = cancelFirst(conn, messages);
          answer.push(...cancelled);
          messages = rest;
          continue;
        }
        if (owner && owner !== conn) {
          await waitForOwner(conn);
          // Read the sockets before going on: a cancel or a hang-up of this connection may be there.
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        const ran = await exclusive(async () => {
          // Someone may have started a transaction, cancelled this query or gone while this call waited.
          if ((owner && owner !== conn) || conn.cancelled || conn.closed) return false;
          conn.pending = false;
          const chunks = [];
          // One message per call: PGlite loses an error's answer when later messages share its call (seen
          // with earlier versions). Writing the files out once per read is enough (the session is this
          // process's alone).
          for (let i = 0; i < messages.length; i++)
            await feed(conn, privateNames(conn, messages[i]), chunks, i === messages.length - 1);
          // No ReadyForQuery yet (a query split across reads) counts as inside a transaction: the unnamed
          // statement and portal of this connection must not be replaced by another's in between.
          if (lastStatus(chunks) === 'I') {
            if (owner === conn) release();
          } else owner = conn;
          answer.push(...chunks);
          return true;
        });
        if (ran) break;
      }
      return answer;
    } finally {
      conn.pending = false;
      conn.cancelled = false;
    }
  }

  /**
   * A connection went away: its half-sent query ends, its transaction is rolled back and its prepared
   * statements are closed, so nothing of it is left in the shared session.
   */
  async function cleanUp(conn) {
    if (stopping) return;
    if (unnamedOwner === conn) unnamedOwner = null;
    if (owner !== conn && conn.statements.size === 0) return;
    for (let done = false; !done; ) {
      while (owner && owner !== conn) await waitForOwner(conn);
      done = await exclusive(() => closeSession(conn));
    }
  }

  /** Ends what a connection that went away left in the session (in the session's turn); false: not its turn. */
  async function closeSession(conn) {
    // Another connection may have started a transaction (or a query) while this call waited: a Sync now
    // would end that connection's query.
    if (owner && owner !== conn) return false;
    const chunks = [];
    if (owner === conn) {
      // PGlite may be skipping messages until Sync after an error of this connection, or be inside its
      // transaction: end both.
      await feed(conn, syncMessage, chunks, false);
      if (lastStatus(chunks) !== 'I') await feed(conn, simpleQuery('rollback'), chunks, false);
    }
    for (const name of conn.statements) await feed(conn, closeStatement(name), chunks, false);
    await feed(conn, syncMessage, chunks, true);
    conn.statements.clear();
    if (owner === conn) release();
    return true;
  }

  /** A cancel request (on a connection of its own): cancels the query of the connection it names if it waits. */
  function cancel(bytes) {
    if (bytes.length < 16) return;
    const conn = byKey.get(bytes.readInt32BE(8));
    if (!conn || conn.secret !== bytes.readInt32BE(12) || !conn.pending || owner === conn) return;
    conn.cancelled = true;
    conn.wake?.();
  }

  /** Gives the connection its own BackendKeyData in the answer to its startup message. */
  function ownKey(conn, answer) {
    const bytes = Buffer.concat(answer);
    for (let at = 0; at + 5 <= bytes.length; ) {
      const length = bytes.readInt32BE(at + 1);
      if (bytes[at] === 0x4b && length === 12) {
        bytes.writeInt32BE(conn.id, at + 5);
        bytes.writeInt32BE(conn.secret, at + 9);
      }
      at += 1 + length;
    }
    return [bytes];
  }

  const server = net.createServer((socket) => {
    if (connections.size >= maxConnections) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    const id = nextId++;
    const conn = {
      id,
      socket,
      prefix: `${id}:`,
      secret: randomInt(2 ** 31),
      statements: new Set(),
      pending: false,
      cancelled: false,
      closed: false,
      skipTillSync: false,
      wake: undefined,
    };
    connections.add(conn);
    const started = { value: false };
    let buffer = Buffer.alloc(0);
    let busy = Promise.resolve();

    const handle = async () => {
      const { parts, rest } = completeMessages(buffer, started);
      buffer = Buffer.from(rest);
      let batch = [];
      const flush = async (transform) => {
        if (batch.length === 0) return;
        const messages = batch;
        batch = [];
        let chunks = await execute(conn, messages);
        if (transform) chunks = transform(chunks);
        if (!conn.closed && socket.writable && chunks.length > 0) socket.write(Buffer.concat(chunks));
      };
      for (const part of parts) {
        if (part.kind === 'ssl') {
          await flush();
          socket.write('N');
        } else if (part.kind === 'cancel') {
          // A connection of its own that carries nothing else; PostgreSQL closes it without an answer.
          cancel(part.bytes);
          socket.end();
          return;
        } else if (part.kind === 'terminate') {
          await flush();
          socket.end();
          return;
        } else if (part.kind === 'startup' && password !== undefined) {
          // Served once it gives the password (next message): the startup goes to PGlite then.
          conn.startup = part.bytes;
          socket.write(askPassword);
        } else if (part.kind === 'startup' || conn.startup) {
          if (conn.startup && !passwordMatches(part.bytes, password)) {
            socket.end(errorResponse('28P01', 'password authentication failed'));
            return;
          }
          batch.push(conn.startup ?? part.bytes);
          conn.startup = undefined;
          await flush((chunks) => ownKey(conn, chunks));
          byKey.set(conn.id, conn);
        } else if (conn.skipTillSync) {
          // The rest of a cancelled query that came in a later read.
          if (part.bytes[0] === S) {
            conn.skipTillSync = false;
            if (!conn.closed && socket.writable) socket.write(readyForQuery('I'));
          }
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
      if (conn.closed) return;
      conn.closed = true;
      connections.delete(conn);
      byKey.delete(conn.id);
      conn.wake?.(); // a query waiting for the session is dropped
      busy = busy.then(() => cleanUp(conn)).catch(() => {});
    };
    // 'end': the client sends nothing more (node-postgres closes without Terminate when it gives up).
    socket.on('end', gone);
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
            stopping = true;
            for (const { socket } of connections) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
