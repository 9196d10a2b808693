// Types of spreadsheet-reader.mjs (plain JS so the import worker loads it without a TypeScript loader).

export type SpreadsheetKind = 'xlsx' | 'xls';

export type SpreadsheetErrorReason =
  | 'notExcel'
  | 'broken'
  | 'zipBomb'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'tooManyCells'
  | 'empty'
  // Given by the import pool (spreadsheet-pool.ts), not by the reader itself.
  | 'tooSlow'
  | 'tooMuchMemory'
  | 'busy';

/** Why a file can not be read; the caller turns the reason into a translated message. */
export class SpreadsheetError extends Error {
  constructor(reason: SpreadsheetErrorReason);
  readonly reason: SpreadsheetErrorReason;
}

export interface ZipLimits {
  maxZipEntries: number;
  maxUncompressedBytes: number;
  maxEntryBytes: number;
}

export const spreadsheetLimits: ZipLimits;

/** What one import may hold: data rows after the header, the last column with data, cells in a sheet. */
export interface SheetCaps {
  maxRows: number;
  maxColumns: number;
  maxCells: number;
}

export interface SheetRow {
  /** The row's number in the sheet, 1-based. */
  row: number;
  cells: string[];
}

export interface SheetLine {
  row: number;
  code: string;
  style?: string;
  quantity: string;
}

export function spreadsheetKind(bytes: Buffer): SpreadsheetKind | null;
export function countXmlCells(xml: Buffer): { cells: number; strings: number };
export function inspectZip(bytes: Buffer, limits?: ZipLimits, maxCells?: number): void;
export function inspectXls(bytes: Buffer, maxCells: number): void;
/** How far the worker got: rows of the sheet converted so far, of all its rows (blank ones included). */
export interface SheetProgress {
  stage: 'sheet';
  done: number;
  total: number;
}

/** Rows converted between two progress reports. */
export const progressBlock: number;

export function readSheetRows(
  bytes: Buffer,
  caps: SheetCaps,
  onProgress?: (progress: SheetProgress) => void,
): SheetRow[];
export function columnsOf(header: string[]): { code: number; style: number | null; quantity: number };
export function readQuickOrderLines(
  bytes: Buffer,
  caps: SheetCaps,
  onProgress?: (progress: SheetProgress) => void,
): SheetLine[];
