import * as XLSX from '@e965/xlsx';
import type { SpreadsheetKind } from './spreadsheet-reader.mjs';

/**
 * Spreadsheets of the quick-order import. Reading an upload happens in spreadsheet-reader.mjs, inside a
 * worker thread (spreadsheet-pool.ts); this file only writes the template.
 */
export {
  columnsOf,
  inspectZip,
  readSheetRows,
  SpreadsheetError,
  type SpreadsheetKind,
  spreadsheetKind,
  spreadsheetLimits,
} from './spreadsheet-reader.mjs';

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
