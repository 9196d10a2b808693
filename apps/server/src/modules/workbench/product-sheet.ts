import * as XLSX from '@e965/xlsx';
import {
  type Locale,
  locales,
  type ProductImportColumn,
  productImportColumns,
  type ServerMessageKey,
} from '@mall/contracts';
import { translate } from '../../lib/translate';

/*
 * The products' sheet as cells (docs/product-import.md): which column is which, how rows make products, and
 * writing a workbook. Nothing here reads the database; reading an upload happens in the import's worker
 * thread (buying module's SpreadsheetPool.readRows), which answers every cell as text; writing one too
 * (SpreadsheetPool.write).
 */

/** One row of the sheet as the worker read it: its number (1-based) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A problem found in the file, to be translated in the reader's language. */
export interface RowProblem {
  row: number;
  /** The column; null for the whole row. */
  field: ProductImportColumn | null;
  /** A server message key (or a rule's `validation.*` key). */
  key: ServerMessageKey | `validation.${string}`;
  params?: Record<string, string | number>;
}

/** Which sheet column (0-based) holds each known column: only the columns the file has. */
export type ColumnMap = Map<ProductImportColumn, number>;

/** A product as its rows give it: the first row's product columns and every row's SKU columns. */
export interface SheetProduct {
  /** Rows of the product, the first one holding its product columns. */
  rows: { row: number; values: Partial<Record<ProductImportColumn, string>> }[];
}

const productLevel = new Set<ProductImportColumn>(
  productImportColumns.filter((c) => c.level === 'product').map((c) => c.key),
);

export const headerKey = (key: ProductImportColumn) => `productImport.column.${key}` as ServerMessageKey;

/** A header as the import compares it: no required mark, no spaces, half-width brackets, lower case. */
function headerForm(text: string): string {
  return text
    .replace(/[*＊\s]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toLowerCase();
}

/** Every language's header of every column, as the import compares them. */
const knownHeaders = new Map<string, ProductImportColumn>(
  productImportColumns.flatMap((c) =>
    locales.map((locale) => [headerForm(translate(locale, headerKey(c.key))), c.key] as const),
  ),
);

/** The columns a header row names (the first cell of a name wins); unknown headers are left out. */
export function columnsOf(header: string[]): ColumnMap {
  const columns: ColumnMap = new Map();
  header.forEach((text, index) => {
    const key = knownHeaders.get(headerForm(text));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}

/** Excel's letter of a 0-based column (0 → A, 26 → AA). */
export const columnLetter = (index: number) => XLSX.utils.encode_col(index);

/** A text Excel would run as a formula if it were typed: = + - @ (and tab, return) first (the export writes
 * it with a leading apostrophe: buying's spreadsheet-writer.mjs). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as the merchant meant it: the export's guard (an apostrophe before = + - @) taken off again. */
function unguarded(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

function valuesOf(cells: string[], columns: ColumnMap) {
  const values: Partial<Record<ProductImportColumn, string>> = {};
  for (const [key, index] of columns) values[key] = unguarded((cells[index] ?? '').trim());
  return values;
}

/**
 * The products the data rows make. A row starts a product when it names a product id other than the
 * product above's, or a name of its own; a row continues the product above when it repeats its id, or has
 * neither id nor name, or repeats the name of a new product above it (the export repeats a product's
 * columns on each of its SKU rows). A continuing row's product columns must be empty or the same as the
 * product's first row. One product's rows must stand together: its id a second time further down is an error.
 */
export function productsOf(
  rows: SheetRow[],
  columns: ColumnMap,
): { products: SheetProduct[]; problems: RowProblem[] } {
  const products: SheetProduct[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    const values = valuesOf(cells, columns);
    const id = values.productId ?? '';
    const name = values.name ?? '';
    const current = products.at(-1);
    const first = current?.rows[0]?.values;
    const continues =
      current !== undefined &&
      first !== undefined &&
      (id !== ''
        ? id === (first.productId ?? '')
        : name === '' || ((first.productId ?? '') === '' && name === first.name));
    if (continues) {
      for (const key of productLevel) {
        const value = values[key] ?? '';
        if (key !== 'status' && value !== '' && value !== (first[key] ?? ''))
          problems.push({
            row,
            field: key,
            key: 'productImport.row.differs',
            params: { row: current.rows[0]!.row },
          });
      }
      current.rows.push({ row, values });
      continue;
    }
    if (id === '' && name === '') {
      problems.push({ row, field: columns.has('name') ? 'name' : null, key: 'productImport.row.noProduct' });
      continue;
    }
    if (id !== '') {
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        problems.push({
          row,
          field: 'productId',
          key: 'productImport.row.repeated',
          params: { id, row: earlier },
        });
        continue;
      }
      seen.set(id, row);
    }
    products.push({ rows: [{ row, values }] });
  }
  return { products, problems };
}

/** The header row in a language, required columns marked with *. */
export function headerRow(locale: Locale, required: readonly ProductImportColumn[]): string[] {
  return productImportColumns.map(
    (c) => `${translate(locale, headerKey(c.key))}${required.includes(c.key) ? '*' : ''}`,
  );
}
