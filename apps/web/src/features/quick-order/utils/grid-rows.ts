import { parseQuickOrderText, type QuickOrderLine, type QuickOrderRow } from '@mall/contracts';

/** One row of the quick-order grid as typed. */
export interface GridRow {
  /** Stable React key (rows move when lines are pasted in or removed). */
  key: number;
  code: string;
  style: string;
  quantity: string;
}

let nextKey = 1;

export function emptyRow(): GridRow {
  return { key: nextKey++, code: '', style: '', quantity: '' };
}

export function emptyRows(count: number): GridRow[] {
  return Array.from({ length: count }, emptyRow);
}

export function isBlank(row: GridRow): boolean {
  return !row.code.trim() && !row.style.trim() && !row.quantity.trim();
}

/** Whether pasted text is a block of rows (several lines or cells) rather than one code. */
export function isMultiCellPaste(text: string): boolean {
  return /[\r\n\t,，]/.test(text.trim());
}

/**
 * Pastes `code<TAB or comma>quantity` (or code, style, quantity) lines into the grid from row `at` on:
 * each pasted line fills one row, overwriting what was there; rows are added when the paste runs past
 * the end. A header line (the template's, or anything whose quantity is not a number) is skipped.
 */
export function pasteRows(rows: readonly GridRow[], at: number, text: string): GridRow[] {
  const lines = parseQuickOrderText(text).filter(
    (line, index) => !(index === 0 && line.quantity !== '' && !/\d/.test(line.quantity)),
  );
  const next = [...rows];
  lines.forEach((line, offset) => {
    const index = at + offset;
    const row = {
      key: next[index]?.key ?? nextKey++,
      code: line.code,
      style: line.style ?? '',
      quantity: line.quantity,
    };
    if (index < next.length) next[index] = row;
    else next.push(row);
  });
  return next;
}

/**
 * The rows to check or add, numbered by their position in the grid (row 1 is the first grid row, so a
 * row's error comes back to the row that caused it). Blank rows are left out.
 */
export function rowsToLines(rows: readonly GridRow[]): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const style = row.style.trim();
    lines.push({
      row: index + 1,
      code: row.code.trim(),
      ...(style ? { style } : {}),
      quantity: row.quantity.trim(),
    });
  });
  return lines;
}

/** The rows of a check or an import preview that may be added, as lines (row numbers kept). */
export function validLines(rows: readonly QuickOrderRow[]): QuickOrderLine[] {
  return rows
    .filter((row) => !row.error)
    .map((row) => ({
      row: row.row,
      code: row.code,
      ...(row.styleName ? { style: row.styleName } : {}),
      quantity: row.quantity,
    }));
}
