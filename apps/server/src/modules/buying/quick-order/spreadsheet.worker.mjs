// The import worker (spreadsheet-pool.ts starts it): reads one file per message, off the server's event
// loop, and answers the quick-order lines or the reason it was refused; on the way it posts progress
// messages (`{ id, progress }`) after every block of rows. Plain JS so it starts without a
// TypeScript loader. The pool kills it when a read runs past its time limit; V8 kills it when its heap
// passes the pool's `resourceLimits`.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { readQuickOrderLines, SpreadsheetError } from './spreadsheet-reader.mjs';

if (!parentPort) throw new Error('spreadsheet.worker.mjs runs as a worker thread');
const port = parentPort;

/** @typedef {{ id: number, caps: import('./spreadsheet-reader.mjs').SheetCaps, bytes: Uint8Array }} Job */

port.on('message', (/** @type {Job} */ job) => {
  let answer;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const onProgress = (/** @type {unknown} */ progress) => port.postMessage({ id: job.id, progress });
    answer = { id: job.id, ok: true, lines: readQuickOrderLines(bytes, job.caps, onProgress) };
  } catch (error) {
    // SheetJS's own errors (a damaged file) read as "broken", like its parse errors always did.
    answer = { id: job.id, ok: false, reason: error instanceof SpreadsheetError ? error.reason : 'broken' };
  }
  // The pool restarts a worker whose heap stayed large, to give the memory back.
  port.postMessage({ ...answer, heapMb: getHeapStatistics().used_heap_size / 1024 / 1024 });
});
