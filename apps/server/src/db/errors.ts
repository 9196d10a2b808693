// Node's socket errors when the database cannot be reached, or its connection broke.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 as well).
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and pg-pool say so in words only.
const lostConnection =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/**
 * Whether an error means that the database could not be reached (down, restarting, shutting down, the
 * connection lost) rather than that a statement failed: the request may succeed if tried again shortly.
 * Looks through `cause` (Drizzle wraps the driver's error in its own).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code) || /^08/.test(code)))
      return true;
    if (lostConnection.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
