// The import worker (spreadsheet-pool.ts starts it): reads one file per message, off the server's event
// loop, and answers the quick-order lines (or, with `rows`, the sheet's rows as text: the workbench's product
// import) or the reason it was refused; with `write`, it writes a workbook instead (the workbench's product
// export) and answers its bytes. On the way a read posts progress
// messages (`{ id, progress }`) after every block of rows. Plain JS so it starts without a
// TypeScript loader. The pool kills it when a read runs past its time limit; V8 kills it when its heap
// passes the pool's `resourceLimits`.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { readQuickOrderLines, readSheetRows, SpreadsheetError } from './spreadsheet-reader.mjs';
import { writeWorkbook } from './spreadsheet-writer.mjs';

if (!parentPort) throw new Error('spreadsheet.worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * @typedef {{ id: number, caps: import('./spreadsheet-reader.mjs').SheetCaps, bytes: Uint8Array, rows?: boolean,
 *   write?: import('./spreadsheet-writer.mjs').SheetSpec[] }} Job
 */

port.on('message', (/** @type {Job} */ job) => {
  let answer;
  /** @type {ArrayBuffer[]} */
  const transfer = [];
  try {
    if (job.write) {
      const file = writeWorkbook(job.write);
      // A copy of its own, handed over without another copy.
      const bytes = new Uint8Array(file);
      transfer.push(bytes.buffer);
      port.postMessage({ id: job.id, ok: true, result: bytes, heapMb: heapMb() }, transfer);
      return;
    }
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const onProgress = (/** @type {unknown} */ progress) => port.postMessage({ id: job.id, progress });
    const read = job.rows ? readSheetRows : readQuickOrderLines;
    answer = { id: job.id, ok: true, result: read(bytes, job.caps, onProgress) };
  } catch (error) {
    // SheetJS's own errors (a damaged file) read as "broken", like its parse errors always did.
    answer = { id: job.id, ok: false, reason: error instanceof SpreadsheetError ? error.reason : 'broken' };
  }
  // The pool restarts a worker whose heap stayed large, to give the memory back.
  port.postMessage({ ...answer, heapMb: heapMb() });
});

function heapMb() {
  return getHeapStatistics().used_heap_size / 1024 / 1024;
}
