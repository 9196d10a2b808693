import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type SheetCaps,
  type SheetLine,
  type SheetProgress,
  type SheetRow,
  SpreadsheetError,
  type SpreadsheetErrorReason,
} from './spreadsheet-reader.mjs';
import type { SheetSpec } from './spreadsheet-writer.mjs';

export interface SpreadsheetPoolOptions {
  /** Rows, columns and cells one file may hold. */
  caps: SheetCaps;
  /** Files read at once, one worker thread each. Default: one less than the cores, at least one. */
  concurrency?: number;
  /** Callers that may wait for a free worker; one more is refused at once (`busy`). Default 4. */
  maxWaiting?: number;
  /** Longest a read may take (worker start included), and longest a caller waits for a worker. */
  timeLimitMs?: number;
  /** A worker's V8 heap limit (old generation, MB); a read that needs more kills the worker. */
  memoryLimitMb?: number;
  /** A worker whose heap is above this after a read is replaced, to give the memory back. */
  recycleHeapMb?: number;
  /** Failures of a worker that are not the file's fault (it could not start): logged by the caller. */
  onError?: (error: unknown) => void;
}

/** Measured figures behind these are in docs/orders.md ("Import limits"). */
export const spreadsheetPoolDefaults = {
  maxWaiting: 4,
  timeLimitMs: 15_000,
  memoryLimitMb: 256,
  recycleHeapMb: 64,
};

interface Job {
  /**
   * The file, a copy the worker takes over; `rows`: answer the sheet's rows, not quick-order lines; `write`:
   * no file, a workbook to write (answered as its bytes).
   */
  file: { bytes?: Uint8Array; rows?: boolean; write?: SheetSpec[] };
  resolve: (result: SheetLine[] | SheetRow[] | Uint8Array) => void;
  reject: (error: SpreadsheetError) => void;
  /** Hears the worker's progress messages while the file is read. */
  onProgress?: (progress: SheetProgress) => void;
  /** While it waits: gives up after the time limit. While it runs: kills the worker after it. */
  timer?: NodeJS.Timeout;
  id?: number;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

type Answer =
  | ({ id: number; heapMb: number; progress?: undefined } & (
      | { ok: true; result: SheetLine[] | SheetRow[] | Uint8Array }
      | { ok: false; reason: SpreadsheetErrorReason }
    ))
  /** Sent while a file is read, any number of times before the answer. */
  | { id: number; progress: SheetProgress };

const workerUrl = new URL('./spreadsheet.worker.mjs', import.meta.url);

/**
 * Reads import files in worker threads, so a slow or hostile file never holds up the event loop that
 * answers every other request. Each slot keeps its worker warm between files (starting one costs about
 * 60-150 ms, more than reading a typical file); a worker is killed and replaced when a read passes the time
 * limit, when V8 stops it at the memory limit, or when its heap stayed large. At most `concurrency` files
 * are read at once; up to `maxWaiting` more wait their turn (each at most the time limit); beyond that a
 * caller is told at once that imports are busy.
 */
export class SpreadsheetPool {
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  private readonly maxWaiting: number;
  private readonly timeLimitMs: number;
  private readonly memoryLimitMb: number;
  private readonly recycleHeapMb: number;
  private nextId = 1;
  private closed = false;
  /** Workers started so far (a warm worker reads many files). */
  readonly stats = { started: 0 };

  constructor(private readonly options: SpreadsheetPoolOptions) {
    const concurrency = options.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.slots = Array.from({ length: concurrency }, () => ({ worker: null, job: null }));
    this.maxWaiting = options.maxWaiting ?? spreadsheetPoolDefaults.maxWaiting;
    this.timeLimitMs = options.timeLimitMs ?? spreadsheetPoolDefaults.timeLimitMs;
    this.memoryLimitMb = options.memoryLimitMb ?? spreadsheetPoolDefaults.memoryLimitMb;
    this.recycleHeapMb = options.recycleHeapMb ?? spreadsheetPoolDefaults.recycleHeapMb;
  }

  get limits() {
    return { timeLimitMs: this.timeLimitMs, memoryLimitMb: this.memoryLimitMb, caps: this.options.caps };
  }

  /**
   * The file's quick-order lines; a refusal is a SpreadsheetError whose reason the caller translates.
   * `onProgress` hears how many of the sheet's rows were converted, block by block.
   */
  read(bytes: Buffer, onProgress?: (progress: SheetProgress) => void): Promise<SheetLine[]> {
    // A copy the worker can own (a Buffer may share its memory with others).
    return this.queue({ bytes: new Uint8Array(bytes) }, onProgress) as Promise<SheetLine[]>;
  }

  /**
   * The first sheet's rows as text (header included, blank rows left out), read in the same workers with the
   * same checks and caps: the workbench's product import (modules/workbench/product-import.service.ts).
   */
  readRows(bytes: Buffer, onProgress?: (progress: SheetProgress) => void): Promise<SheetRow[]> {
    return this.queue({ bytes: new Uint8Array(bytes), rows: true }, onProgress) as Promise<SheetRow[]>;
  }

  /**
   * Writes a workbook in the same workers (the formula guard on every data row: spreadsheet-writer.mjs), so
   * a large one never holds the event loop; refused like a read when the workers are busy or it runs past
   * the time or memory limit. The workbench's product export and template.
   */
  async write(sheets: SheetSpec[]): Promise<Buffer> {
    const bytes = (await this.queue({ write: sheets })) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private queue(
    file: Job['file'],
    onProgress?: Job['onProgress'],
  ): Promise<SheetLine[] | SheetRow[] | Uint8Array> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new SpreadsheetError('busy'));
      const job: Job = { file, resolve, reject, ...(onProgress ? { onProgress } : {}) };
      const slot = this.slots.find((s) => !s.job);
      if (slot) return this.run(slot, job);
      if (this.waiting.length >= this.maxWaiting) return reject(new SpreadsheetError('busy'));
      job.timer = setTimeout(() => {
        const index = this.waiting.indexOf(job);
        if (index >= 0) this.waiting.splice(index, 1);
        job.reject(new SpreadsheetError('busy'));
      }, this.timeLimitMs);
      this.waiting.push(job);
    });
  }

  /** Stops every worker; reads still running or waiting are refused as busy. */
  async close() {
    this.closed = true;
    for (const job of this.waiting.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new SpreadsheetError('busy'));
    }
    await Promise.all(this.slots.map((slot) => (slot.worker ? this.stop(slot, slot.worker, 'busy') : null)));
  }

  private spawn(slot: Slot): Worker {
    this.stats.started += 1;
    const worker = new Worker(workerUrl, {
      // Not the server's `--import tsx`: the worker is plain JS and starts faster without a loader.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.memoryLimitMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(this.memoryLimitMb / 8))),
      },
    });
    // An idle worker never keeps the process alive; a running read is held by its request.
    worker.unref();
    worker.on('message', (answer: Answer) => this.answer(slot, worker, answer));
    worker.on('error', (error) => {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) this.options.onError?.(error);
      void this.stop(slot, worker, outOfMemory ? 'tooMuchMemory' : 'broken');
    });
    worker.on('exit', () => void this.stop(slot, worker, 'broken'));
    return worker;
  }

  private run(slot: Slot, job: Job) {
    clearTimeout(job.timer);
    slot.worker ??= this.spawn(slot);
    const worker = slot.worker;
    job.id = this.nextId++;
    job.timer = setTimeout(() => void this.stop(slot, worker, 'tooSlow'), this.timeLimitMs);
    slot.job = job;
    worker.postMessage(
      { id: job.id, caps: this.options.caps, ...job.file },
      job.file.bytes ? [job.file.bytes.buffer as ArrayBuffer] : [],
    );
  }

  private answer(slot: Slot, worker: Worker, answer: Answer) {
    const job = slot.job;
    if (slot.worker !== worker || !job || answer.id !== job.id) return;
    if (answer.progress) {
      job.onProgress?.(answer.progress);
      return;
    }
    clearTimeout(job.timer);
    slot.job = null;
    if (answer.heapMb > this.recycleHeapMb) {
      slot.worker = null;
      void worker.terminate();
    }
    if (answer.ok) job.resolve(answer.result);
    else job.reject(new SpreadsheetError(answer.reason));
    this.next(slot);
  }

  /** Ends the slot's worker (if it still is the slot's) and refuses the read it was running. */
  private async stop(slot: Slot, worker: Worker, reason: SpreadsheetErrorReason) {
    // Events of a worker already replaced (its exit after a terminate) change nothing.
    if (slot.worker !== worker) return;
    slot.worker = null;
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(new SpreadsheetError(reason));
    }
    this.next(slot);
    await worker.terminate();
  }

  private next(slot: Slot) {
    const job = this.waiting.shift();
    if (job && !this.closed) this.run(slot, job);
  }
}
