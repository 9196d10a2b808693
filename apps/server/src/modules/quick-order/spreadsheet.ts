import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/**
 * Reading an uploaded .xls/.xlsx safely. The kind comes from the bytes (an .xlsx is a zip, an .xls an OLE2
 * compound file), never from the name: SheetJS would happily read CSV, HTML or XML renamed to .xlsx. An
 * .xlsx is checked as a zip BEFORE SheetJS sees it: entry count and declared sizes from the central
 * directory, then every entry is really inflated with a hard output cap, so a zip bomb (or an entry lying
 * about its size) is refused without ever being expanded. Formulas are not parsed (cellFormula: false):
 * a formula cell contributes the value Excel stored with it, and nothing is evaluated. Every cell is read
 * as text.
 */

export type SpreadsheetKind = 'xlsx' | 'xls';

/** Why a file can not be read; the caller turns it into a translated message. */
export class SpreadsheetError extends Error {
  constructor(readonly reason: 'notExcel' | 'broken' | 'zipBomb' | 'tooManyRows' | 'empty') {
    super(reason);
  }
}

export const spreadsheetLimits = {
  /** Parts of an .xlsx: a plain workbook has about a dozen. */
  maxZipEntries: 200,
  /** Uncompressed bytes of all parts; 5 000 rows take about 1 MB. */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Any single part. */
  maxEntryBytes: 32 * 1024 * 1024,
};

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function spreadsheetKind(bytes: Buffer): SpreadsheetKind | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return 'xlsx';
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2)) return 'xls';
  return null;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END) return i;
  }
  throw new SpreadsheetError('broken');
}

/**
 * Checks an .xlsx (zip) without trusting it: entry count and declared sizes first, then each entry is
 * inflated with `maxOutputLength` set to its declared size, so nothing can expand beyond the limits.
 */
export function inspectZip(bytes: Buffer, limits = spreadsheetLimits): void {
  try {
    const end = findEndOfCentralDirectory(bytes);
    const entries = bytes.readUInt16LE(end + 10);
    const dirOffset = bytes.readUInt32LE(end + 16);
    // Zip64 markers: no spreadsheet of a few MB needs them.
    if (entries === 0xffff || dirOffset === 0xffffffff) throw new SpreadsheetError('zipBomb');
    if (entries > limits.maxZipEntries) throw new SpreadsheetError('zipBomb');
    if (entries === 0) throw new SpreadsheetError('broken');
    let offset = dirOffset;
    let declaredTotal = 0;
    const parts: { method: number; compressed: number; size: number; local: number }[] = [];
    for (let i = 0; i < entries; i++) {
      if (bytes.readUInt32LE(offset) !== ZIP_CENTRAL) throw new SpreadsheetError('broken');
      const method = bytes.readUInt16LE(offset + 10);
      const compressed = bytes.readUInt32LE(offset + 20);
      const size = bytes.readUInt32LE(offset + 24);
      const local = bytes.readUInt32LE(offset + 42);
      declaredTotal += size;
      if (size > limits.maxEntryBytes || declaredTotal > limits.maxUncompressedBytes)
        throw new SpreadsheetError('zipBomb');
      parts.push({ method, compressed, size, local });
      offset +=
        46 +
        bytes.readUInt16LE(offset + 28) +
        bytes.readUInt16LE(offset + 30) +
        bytes.readUInt16LE(offset + 32);
    }
    for (const part of parts) {
      if (bytes.readUInt32LE(part.local) !== ZIP_LOCAL) throw new SpreadsheetError('broken');
      const start =
        part.local + 30 + bytes.readUInt16LE(part.local + 26) + bytes.readUInt16LE(part.local + 28);
      const data = bytes.subarray(start, start + part.compressed);
      if (data.length !== part.compressed) throw new SpreadsheetError('broken');
      if (part.method === 0) {
        if (part.compressed !== part.size) throw new SpreadsheetError('broken');
        continue;
      }
      if (part.method !== 8) throw new SpreadsheetError('broken');
      let out: Buffer;
      try {
        // One byte more than declared: an entry that lies about its size fails here, not in SheetJS.
        out = inflateRawSync(data, { maxOutputLength: part.size + 1 });
      } catch (error) {
        throw new SpreadsheetError(error instanceof RangeError ? 'zipBomb' : 'broken');
      }
      if (out.length !== part.size) throw new SpreadsheetError(out.length > part.size ? 'zipBomb' : 'broken');
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    // Offsets pointing outside the file (readUInt32LE throws RangeError).
    throw new SpreadsheetError('broken');
  }
}

/** A cell value as text: numbers as their shortest decimal form, nothing evaluated or formatted. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/**
 * The first sheet's rows as text with their sheet row numbers (1-based), blank rows left out. Reads at
 * most `maxRows` data rows after the header row; more is a tooManyRows error.
 */
export function readSheetRows(bytes: Buffer, maxRows: number): { row: number; cells: string[] }[] {
  const kind = spreadsheetKind(bytes);
  if (!kind) throw new SpreadsheetError('notExcel');
  if (kind === 'xlsx') inspectZip(bytes);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      // The kind was checked above; these keep SheetJS from doing more than reading values.
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      cellNF: false,
      bookVBA: false,
      bookFiles: false,
      dense: true,
      sheets: 0,
      // Header + the allowed rows + one more to notice a file that has too many.
      sheetRows: maxRows + 2,
    });
  } catch {
    throw new SpreadsheetError('broken');
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) throw new SpreadsheetError('empty');
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : { s: { r: 0 } };
  const rows: { row: number; cells: string[] }[] = [];
  grid.forEach((values, index) => {
    const cells = values.map(cellText);
    if (cells.some((c) => c !== '')) rows.push({ row: range.s.r + index + 1, cells });
  });
  if (rows.length <= 1) throw new SpreadsheetError('empty');
  if (rows.length - 1 > maxRows) throw new SpreadsheetError('tooManyRows');
  return rows;
}

const headerPatterns = {
  code: /编码|编号|型号|code|model|sku|код|c[oó]digo/i,
  style: /规格|款式|style|spec|вариант|variante/i,
  quantity: /数量|qty|quantity|количество|cantidad/i,
};

/**
 * Which columns hold code, style and quantity: found by the header texts (any of the four languages),
 * else by position: code, quantity, or code, style, quantity when the header has three or more cells.
 */
export function columnsOf(header: string[]): { code: number; style: number | null; quantity: number } {
  const find = (pattern: RegExp) => header.findIndex((h) => pattern.test(h));
  const code = find(headerPatterns.code);
  const quantity = find(headerPatterns.quantity);
  const style = find(headerPatterns.style);
  if (code >= 0 && quantity >= 0 && code !== quantity)
    return { code, quantity, style: style >= 0 && style !== code && style !== quantity ? style : null };
  const filled = header.filter((h) => h !== '').length;
  return filled >= 3 ? { code: 0, style: 1, quantity: 2 } : { code: 0, style: null, quantity: 1 };
}

/** A workbook with a header row and example rows; the code column is text so "00123" stays as typed. */
export function buildTemplate(
  header: [string, string, string],
  examples: string[][],
  kind: SpreadsheetKind,
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...examples]);
  for (let r = 1; r <= examples.length; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 0 })];
    if (cell) {
      cell.t = 's';
      cell.z = '@';
    }
  }
  sheet['!cols'] = [{ wch: 20 }, { wch: 20 }, { wch: 12 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: kind === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}
