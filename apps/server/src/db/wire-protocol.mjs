// The Postgres wire protocol's message codes and the building and reading of its messages, for
// wire-server.mjs (which serves PGlite with them).

import { timingSafeEqual } from 'node:crypto';

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;

export const P = 0x50; // Parse
export const B = 0x42; // Bind
export const D = 0x44; // Describe
export const E = 0x45; // Execute
export const C = 0x43; // Close
export const S = 0x53; // Sync
export const Q = 0x51; // simple Query

/**
 * Splits the buffered bytes into complete messages. The first message of a connection has no type byte
 * (startup, SSL or cancel request: int32 length, int32 code).
 */
export function completeMessages(buffer, started) {
  let at = 0;
  const parts = [];
  while (true) {
    if (!started.value) {
      if (buffer.length - at < 8) break;
      const length = buffer.readInt32BE(at);
      if (length < 8 || buffer.length - at < length) break;
      const code = buffer.readInt32BE(at + 4);
      parts.push({
        kind:
          code === sslRequestCode || code === gssEncRequestCode
            ? 'ssl'
            : code === cancelRequestCode
              ? 'cancel'
              : 'startup',
        bytes: buffer.subarray(at, at + length),
        code,
      });
      at += length;
      if (code === protocolVersion3) started.value = true;
      if (code === cancelRequestCode) break; // nothing follows a cancel request
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
export function lastStatus(chunks) {
  for (let c = chunks.length - 1; c >= 0; c--) {
    const bytes = chunks[c];
    // ReadyForQuery is always the last message of an answer: 'Z', int32 5, status.
    if (bytes.length >= 6 && bytes[bytes.length - 6] === 0x5a)
      return String.fromCharCode(bytes[bytes.length - 1]);
    if (bytes.length > 0) return undefined;
  }
  return undefined;
}

/** A frontend or backend message: type byte, int32 length, body. */
function message(type, body) {
  const bytes = Buffer.alloc(5 + body.length);
  bytes[0] = type;
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

const cstring = (text) => Buffer.from(`${text}\0`, 'utf8');

export function errorResponse(sqlState, text) {
  return message(
    0x45,
    Buffer.concat([
      cstring('SERROR'),
      cstring('VERROR'),
      cstring(`C${sqlState}`),
      cstring(`M${text}`),
      Buffer.from([0]),
    ]),
  );
}

export const readyForQuery = (status) => message(0x5a, Buffer.from(status, 'latin1'));
export const syncMessage = message(S, Buffer.alloc(0));
export const closeStatement = (name) => message(C, Buffer.concat([Buffer.from('S'), cstring(name)]));
export const simpleQuery = (sql) => message(Q, cstring(sql));

/**
 * Rewrites `count` consecutive names (C strings) starting at byte `at` of a message with `rename`, which
 * answers the new name or undefined to keep it. Returns the message unchanged when no name changes.
 */
export function renameAt(bytes, at, count, rename) {
  const pieces = [];
  let from = at;
  let changed = false;
  for (let i = 0; i < count; i++) {
    const end = bytes.indexOf(0, from);
    if (end < 0) return bytes; // malformed: PGlite reports it
    const name = bytes.toString('utf8', from, end);
    const renamed = rename(name, i);
    pieces.push(renamed === undefined ? bytes.subarray(from, end + 1) : cstring(renamed));
    if (renamed !== undefined) changed = true;
    from = end + 1;
  }
  if (!changed) return bytes;
  const body = Buffer.concat([bytes.subarray(5, at), ...pieces, bytes.subarray(from)]);
  return message(bytes[0], body);
}

/**
 * The password a client gave in its PasswordMessage ('p': the C string of its body), compared in constant
 * time with the expected one.
 */
export function passwordMatches(bytes, expected) {
  const given = bytes.subarray(5, bytes.length - 1);
  const wanted = Buffer.from(expected, 'utf8');
  return bytes[0] === 0x70 && given.length === wanted.length && timingSafeEqual(given, wanted);
}

// AuthenticationCleartextPassword: over loopback nothing travels that another process could read, and the
// password is random and short-lived, so a challenge-response scheme would add nothing.
export const askPassword = message(0x52, Buffer.from([0, 0, 0, 3]));
