// Reading an uploaded .xls/.xlsx safely; runs inside the import worker (spreadsheet.worker.mjs), so plain
// JS: a worker started without a TypeScript loader loads it in ~60 ms. Types: spreadsheet-reader.d.mts.
//
// The kind comes from the bytes (an .xlsx is a zip, an .xls an OLE2 compound file), never from the name:
// SheetJS would happily read CSV, HTML or XML renamed to .xlsx. An .xlsx is checked as a zip BEFORE SheetJS
// sees it: entry count and declared sizes from the central directory, then every entry is really inflated
// with a hard output cap, so a zip bomb (or an entry lying about its size) is refused without ever being
// expanded. The cells a sheet really holds are counted before parsing too (cell tags of the sheet XML, cell
// records of the .xls stream), so a file's work is bounded by its real cells, never by the dimension it
// declares (`<dimension ref="A1:XFD5000">` made SheetJS fill 80 million cells). Formulas are not parsed
// (cellFormula: false): a formula cell contributes the value Excel stored with it, and nothing is
// evaluated. Every cell is read as text.
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/** Why a file can not be read; the caller turns the reason into a translated message. */
export class SpreadsheetError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(reason);
    this.reason = reason;
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

/** @param {Buffer} bytes */
export function spreadsheetKind(bytes) {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return 'xlsx';
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2)) return 'xls';
  return null;
}

/** @param {Buffer} bytes */
function findEndOfCentralDirectory(bytes) {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END) return i;
  }
  throw new SpreadsheetError('broken');
}

// Zips that SheetJS reads as something else than an Excel workbook: OpenDocument (its cells carry
// `number-rows-repeated` / `number-columns-repeated`, which SheetJS expands into one object per repeated
// cell: a few bytes can ask for billions) and Apple Numbers. Not an .xlsx, so refused before parsing.
// SheetJS finds these by name ignoring case and separators, `Index.zip` (a zip it would read unchecked)
// and `objectdata.xml` in any folder.
const notXlsxParts =
  /^(?:meta-inf\/manifest\.xml|index\/document\.iwa)$|(?:^|\/)(?:objectdata\.xml|index\.zip)$/;
/** A part's name as SheetJS compares it: lower case, `/` for `\\`, characters U+0000-U+0006 dropped. */
function partName(/** @type {string} */ name) {
  let out = '';
  for (const ch of name.toLowerCase()) if (ch.charCodeAt(0) > 6) out += ch === '\\' ? '/' : ch;
  return out.replace(/^\/+/, '');
}

const LT = 0x3c; // <
const COLON = 0x3a;
const LOWER_C = 0x63;
const LOWER_S = 0x73;
const LOWER_I = 0x69;

/** A byte that can be part of an XML element name (letters, digits, `_`, `-`, `.`, non-ASCII). */
function isNameByte(/** @type {number} */ b) {
  return (
    (b >= 0x61 && b <= 0x7a) ||
    (b >= 0x41 && b <= 0x5a) ||
    (b >= 0x30 && b <= 0x39) ||
    b === 0x5f ||
    b === 0x2d ||
    b === 0x2e ||
    b >= 0x80
  );
}

/**
 * Elements of one XML part that become one SheetJS object each: cells (`<c>`, with or without a namespace
 * prefix, values and formatted blanks alike) and shared strings (`<si>`). A byte scan, linear in the part's
 * size; it counts at least what SheetJS's own cell pattern (`<(\w+:)?c[ />]`) finds.
 * @param {Buffer} xml
 */
export function countXmlCells(xml) {
  let cells = 0;
  let strings = 0;
  const end = xml.length;
  for (let i = xml.indexOf(LT); i !== -1 && i < end; i = xml.indexOf(LT, i + 1)) {
    // The local name: after an optional `prefix:`.
    let j = i + 1;
    let nameStart = j;
    while (j < end && isNameByte(xml[j])) j++;
    if (j < end && xml[j] === COLON) {
      j++;
      nameStart = j;
      while (j < end && isNameByte(xml[j])) j++;
    }
    const length = j - nameStart;
    const next = j < end ? xml[j] : 0;
    // Only `<c` / `<si` followed by white space, `/` or `>`: `<col>`, `<cfRule>`, `<sheet>` are other elements.
    if (next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d && next !== 0x2f && next !== 0x3e)
      continue;
    if (length === 1 && xml[nameStart] === LOWER_C) cells++;
    else if (length === 2 && xml[nameStart] === LOWER_S && xml[nameStart + 1] === LOWER_I) strings++;
  }
  return { cells, strings };
}

/**
 * Checks an .xlsx (zip) without trusting it: entry count and declared sizes first, then each entry is
 * inflated with `maxOutputLength` set to its declared size, so nothing can expand beyond the limits. With
 * `maxCells`, every part's cells and shared strings are counted and a part holding more is refused.
 * @param {Buffer} bytes
 * @param {{ maxZipEntries: number, maxUncompressedBytes: number, maxEntryBytes: number }} [limits]
 * @param {number} [maxCells]
 */
export function inspectZip(bytes, limits = spreadsheetLimits, maxCells = Number.POSITIVE_INFINITY) {
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
    const parts = [];
    for (let i = 0; i < entries; i++) {
      if (bytes.readUInt32LE(offset) !== ZIP_CENTRAL) throw new SpreadsheetError('broken');
      const method = bytes.readUInt16LE(offset + 10);
      const compressed = bytes.readUInt32LE(offset + 20);
      const size = bytes.readUInt32LE(offset + 24);
      const nameLength = bytes.readUInt16LE(offset + 28);
      const local = bytes.readUInt32LE(offset + 42);
      const name = bytes.toString('latin1', offset + 46, offset + 46 + nameLength);
      if (notXlsxParts.test(partName(name))) throw new SpreadsheetError('notExcel');
      declaredTotal += size;
      if (size > limits.maxEntryBytes || declaredTotal > limits.maxUncompressedBytes)
        throw new SpreadsheetError('zipBomb');
      parts.push({ method, compressed, size, local });
      offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    for (const part of parts) {
      if (bytes.readUInt32LE(part.local) !== ZIP_LOCAL) throw new SpreadsheetError('broken');
      const start =
        part.local + 30 + bytes.readUInt16LE(part.local + 26) + bytes.readUInt16LE(part.local + 28);
      const data = bytes.subarray(start, start + part.compressed);
      if (data.length !== part.compressed) throw new SpreadsheetError('broken');
      let out;
      if (part.method === 0) {
        if (part.compressed !== part.size) throw new SpreadsheetError('broken');
        out = data;
      } else {
        if (part.method !== 8) throw new SpreadsheetError('broken');
        try {
          // One byte more than declared: an entry that lies about its size fails here, not in SheetJS.
          out = inflateRawSync(data, { maxOutputLength: part.size + 1 });
        } catch (error) {
          throw new SpreadsheetError(error instanceof RangeError ? 'zipBomb' : 'broken');
        }
        if (out.length !== part.size)
          throw new SpreadsheetError(out.length > part.size ? 'zipBomb' : 'broken');
      }
      if (Number.isFinite(maxCells)) {
        const counted = countXmlCells(out);
        if (counted.cells > maxCells || counted.strings > maxCells)
          throw new SpreadsheetError('tooManyCells');
      }
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    // Offsets pointing outside the file (readUInt32LE throws RangeError).
    throw new SpreadsheetError('broken');
  }
}

// BIFF records that hold one cell each: FORMULA (BIFF5/8, 3, 4), RSTRING, LABELSST, BLANK, NUMBER, LABEL,
// BOOLERR, RK, and the BIFF2 forms (0x0001-0x0005). MULRK and MULBLANK hold several (6 and 2 bytes a cell
// after a 6-byte frame).
const singleCellRecords = new Set([
  0x0001, 0x0002, 0x0003, 0x0004, 0x0005, 0x0006, 0x00d6, 0x00fd, 0x0201, 0x0203, 0x0204, 0x0205, 0x0206,
  0x027e, 0x0406,
]);
const MULRK = 0x00bd;
const MULBLANK = 0x00be;
const SST = 0x00fc;

/**
 * Counts the cell records of an .xls's workbook stream (SheetJS reads every sheet of an .xls, so all of
 * them count) and its shared-string count, and refuses a file over `maxCells`.
 * @param {Buffer} bytes
 * @param {number} maxCells
 */
export function inspectXls(bytes, maxCells) {
  let stream;
  try {
    const cfb = XLSX.CFB.read(bytes, { type: 'buffer' });
    // SheetJS reads an encrypted package instead of the workbook stream when there is one.
    if (XLSX.CFB.find(cfb, 'EncryptedPackage')) throw new SpreadsheetError('broken');
    // The stream SheetJS reads (the lookup ignores case).
    stream = (XLSX.CFB.find(cfb, '/Workbook') ?? XLSX.CFB.find(cfb, '/Book'))?.content;
  } catch {
    throw new SpreadsheetError('broken');
  }
  if (!stream || stream.length < 4) throw new SpreadsheetError('broken');
  const data = Buffer.from(stream.buffer, stream.byteOffset, stream.length);
  let cells = 0;
  for (let pos = 0; pos + 4 <= data.length; ) {
    const type = data.readUInt16LE(pos);
    const size = data.readUInt16LE(pos + 2);
    if (singleCellRecords.has(type)) cells += 1;
    else if (type === MULRK && size >= 6) cells += Math.floor((size - 6) / 6);
    else if (type === MULBLANK && size >= 6) cells += Math.floor((size - 6) / 2);
    else if (type === SST && size >= 8 && pos + 12 <= data.length && data.readUInt32LE(pos + 8) > maxCells)
      throw new SpreadsheetError('tooManyCells');
    if (cells > maxCells) throw new SpreadsheetError('tooManyCells');
    pos += 4 + size;
  }
}

/** A cell value as text: numbers as their shortest decimal form, nothing evaluated or formatted. */
function cellText(/** @type {unknown} */ value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/** Indices of a sparse array in ascending order, holes skipped (a row index can be 1 048 575). */
function indices(/** @type {unknown[]} */ array) {
  // Object.keys lists only the elements present, integer keys in ascending order; a loop up to `length`
  // would walk every hole of a sheet whose one cell sits in its last row.
  return Object.keys(array)
    .map(Number)
    .filter((i) => Number.isInteger(i) && i >= 0);
}

/** Rows converted between two progress reports. */
export const progressBlock = 500;

/**
 * The first sheet's rows as text with their sheet row numbers (1-based), blank rows left out, cells up to
 * the last non-empty one. Refuses more than `maxRows` data rows after the header row, a non-empty cell
 * beyond `maxColumns`, or more than `maxCells` cells. `onProgress` hears, after every block of rows and
 * at the end, how many of the sheet's rows (blank ones included) were converted.
 * @param {Buffer} bytes
 * @param {{ maxRows: number, maxColumns: number, maxCells: number }} caps
 * @param {(progress: { stage: 'sheet', done: number, total: number }) => void} [onProgress]
 */
export function readSheetRows(bytes, caps, onProgress) {
  const kind = spreadsheetKind(bytes);
  if (!kind) throw new SpreadsheetError('notExcel');
  if (kind === 'xlsx') inspectZip(bytes, spreadsheetLimits, caps.maxCells);
  else inspectXls(bytes, caps.maxCells);
  let book;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      // The kind was checked above; these keep SheetJS from doing more than reading values.
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      cellNF: false,
      cellText: false,
      bookVBA: false,
      bookFiles: false,
      dense: true,
      sheets: 0,
      // The sheet's declared dimension is ignored: its range comes from the cells read. (Nothing below reads
      // the range either: rows and cells are taken from the cells present.)
      nodim: true,
    });
  } catch {
    throw new SpreadsheetError('broken');
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  /** @type {unknown[][] | undefined} */
  const data = sheet?.['!data'];
  if (!data) throw new SpreadsheetError('empty');
  const rows = [];
  let cellCount = 0;
  const rowIndices = indices(data);
  const total = rowIndices.length;
  for (let i = 0; i < total; i++) {
    if (onProgress && i > 0 && i % progressBlock === 0) onProgress({ stage: 'sheet', done: i, total });
    const r = /** @type {number} */ (rowIndices[i]);
    const row = data[r];
    if (!Array.isArray(row)) continue;
    const cells = [];
    let last = -1;
    for (const c of indices(row)) {
      const cell = /** @type {{ v?: unknown } | undefined} */ (row[c]);
      const text = cellText(cell?.v);
      if (text === '') continue;
      cellCount += 1;
      if (c >= caps.maxColumns) throw new SpreadsheetError('tooManyColumns');
      if (cellCount > caps.maxCells) throw new SpreadsheetError('tooManyCells');
      while (cells.length < c) cells.push('');
      cells[c] = text;
      last = c;
    }
    if (last < 0) continue;
    rows.push({ row: r + 1, cells });
    if (rows.length - 1 > caps.maxRows) throw new SpreadsheetError('tooManyRows');
  }
  if (rows.length <= 1) throw new SpreadsheetError('empty');
  onProgress?.({ stage: 'sheet', done: total, total });
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
 * @param {string[]} header
 * @returns {{ code: number, style: number | null, quantity: number }}
 */
export function columnsOf(header) {
  const find = (/** @type {RegExp} */ pattern) => header.findIndex((h) => pattern.test(h));
  const code = find(headerPatterns.code);
  const quantity = find(headerPatterns.quantity);
  const style = find(headerPatterns.style);
  if (code >= 0 && quantity >= 0 && code !== quantity)
    return { code, quantity, style: style >= 0 && style !== code && style !== quantity ? style : null };
  const filled = header.filter((h) => h !== '').length;
  return filled >= 3 ? { code: 0, style: 1, quantity: 2 } : { code: 0, style: null, quantity: 1 };
}

/**
 * The quick-order lines of a file: its first row is the header, each later non-blank row one line with
 * the code, style (when the file has a style column) and quantity, cut to the lengths the check takes.
 * Only these three texts leave the worker, whatever the width of the sheet.
 * @param {Buffer} bytes
 * @param {{ maxRows: number, maxColumns: number, maxCells: number }} caps
 * @param {(progress: { stage: 'sheet', done: number, total: number }) => void} [onProgress]
 */
export function readQuickOrderLines(bytes, caps, onProgress) {
  const [header, ...data] = readSheetRows(bytes, caps, onProgress);
  const columns = columnsOf(/** @type {{ cells: string[] }} */ (header).cells);
  return data.map(({ row, cells }) => ({
    row,
    code: cut(cells[columns.code] ?? '', 200),
    ...(columns.style === null ? {} : { style: cut(cells[columns.style] ?? '', 200) }),
    quantity: cut(cells[columns.quantity] ?? '', 32),
  }));
}

/**
 * The first `max` UTF-16 units of a text, one fewer when the cut would fall inside a surrogate pair: half
 * a pair is a lone surrogate, which the import refuses as unstorable (a long code of CJK Extension B
 * characters would otherwise be refused for the cut, not for what the buyer wrote).
 * @param {string} text
 * @param {number} max
 */
function cut(text, max) {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
