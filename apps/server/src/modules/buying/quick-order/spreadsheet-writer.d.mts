// Types of spreadsheet-writer.mjs (plain JS so the import worker loads it without a TypeScript loader).

/** A sheet to write: rows of cells (numbers stay numbers), column widths, formats of data columns. */
export interface SheetSpec {
  name: string;
  rows: (string | number)[][];
  widths?: number[];
  /** Per 0-based column: a number format (e.g. '0.00') or '@' (text) for its data rows. */
  formats?: Record<number, string>;
  /** Rows written as they are, before the data rows (default 1: the header). */
  headerRows?: number;
}

export function guarded(text: string): string;
export function writeWorkbook(sheets: SheetSpec[]): Buffer;
