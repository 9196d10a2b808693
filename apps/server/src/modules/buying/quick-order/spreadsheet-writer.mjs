// Writing an .xlsx inside the import worker (spreadsheet.worker.mjs), so a large export never holds the
// server's event loop: SheetJS takes about 3 s of one core for 6,000 rows of 22 columns (the workbench's
// export of a 2,000-product shop, docs/product-import.md). Plain JS like the reader. Types:
// spreadsheet-writer.d.mts.
import * as XLSX from '@e965/xlsx';

/** A text Excel would run as a formula if it were typed: = + - @ (and tab, return) first. */
const formulaStart = /^[=+\-@\t\r]/;

/** The formula guard: such a text gets a leading apostrophe (as the audit CSV does). */
export function guarded(/** @type {string} */ text) {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * An .xlsx of the given sheets. The texts of each sheet's data rows (after `headerRows`, default 1) pass
 * the formula guard; numbers stay numbers; `formats` give a data column a number format, or '@' (text).
 * @param {{ name: string, rows: (string | number)[][], widths?: number[], formats?: Record<number, string>, headerRows?: number }[]} sheets
 */
export function writeWorkbook(sheets) {
  const book = XLSX.utils.book_new();
  for (const spec of sheets) {
    const headerRows = spec.headerRows ?? 1;
    const rows = spec.rows.map((cells, r) =>
      r < headerRows ? cells : cells.map((cell) => (typeof cell === 'string' ? guarded(cell) : cell)),
    );
    const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
    const data = /** @type {({ t: string, z?: string } | undefined)[][]} */ (sheet['!data'] ?? []);
    for (const [column, format] of Object.entries(spec.formats ?? {})) {
      for (let r = headerRows; r < rows.length; r++) {
        const cell = data[r]?.[Number(column)];
        if (!cell) continue;
        cell.z = format;
        if (format === '@') cell.t = 's';
      }
    }
    if (spec.widths) sheet['!cols'] = spec.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, spec.name.slice(0, 31));
  }
  return /** @type {Buffer} */ (XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}
