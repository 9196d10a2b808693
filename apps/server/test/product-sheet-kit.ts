import * as XLSX from '@e965/xlsx';
import {
  type Locale,
  type ProductImportColumn,
  type ProductImportStatus,
  productImportColumns,
  productImportEndpoints,
} from '@mall/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { api, expectOk } from './api';
import type { Merchant } from './merchant-kit';
import { workbook } from './spreadsheet-kit';

// The workbench's product spreadsheets as a merchant handles them in Excel (product-import and
// product-export route tests): download a file, read its sheets, write rows under its header, upload.

/** A file download of the workbench (template, export): the HTTP answer and its bytes. */
export async function download(
  app: App,
  who: Merchant,
  path: string,
  query: Record<string, string> = {},
  lang: Locale = 'zh_CN',
) {
  const search = new URLSearchParams(query).toString();
  const res = await app.inject({
    url: `/api${path}${search ? `?${search}` : ''}`,
    headers: { 'x-access-token': who.token },
    cookies: { site_lang: lang },
  });
  return { res, bytes: res.rawPayload };
}

/** Every sheet of a workbook as rows of cell values (numbers stay numbers), by sheet name. */
export function sheetsOf(bytes: Buffer): Map<string, (string | number)[][]> {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return new Map(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[name]!, { header: 1, defval: '' }),
    ]),
  );
}

/** The first sheet's rows. */
export const firstSheet = (bytes: Buffer) => [...sheetsOf(bytes).values()][0] ?? [];

/** A row of the template's columns from the values given by column key (the rest empty). */
export function rowOf(values: Partial<Record<ProductImportColumn, string | number>>): (string | number)[] {
  return productImportColumns.map((c) => values[c.key] ?? '');
}

/** An .xlsx of a header row and data rows, as Excel saves a filled template. */
export const filled = (header: (string | number)[], rows: (string | number)[][]) =>
  workbook([header, ...rows], 'xlsx');

/** The value of a column in an exported row. */
export const cellOf = (row: (string | number)[], key: ProductImportColumn) =>
  row[productImportColumns.findIndex((c) => c.key === key)];

/** Calls of the import's endpoints as one merchant. */
export function importCalls(app: App, who: Merchant, lang: Locale = 'zh_CN') {
  const client = api(app).with({ as: who, lang });
  return {
    preview: (bytes: Buffer, name = 'products.xlsx') =>
      client.upload(productImportEndpoints.productImportPreview, { files: [{ name, bytes }] }),
    commit: (bytes: Buffer, validOnly = false) =>
      client.upload(productImportEndpoints.productImportCommit, {
        fields: { validOnly: String(validOnly) },
        files: [{ name: 'products.xlsx', bytes }],
      }),
    status: (importId: string) =>
      client.call(productImportEndpoints.productImportStatus, { query: { importId } }),
    /** Polls the status as the console does until the job is done (or failed). */
    async finished(importId: string, timeout = 30_000): Promise<ProductImportStatus> {
      let last: ProductImportStatus | undefined;
      await expect
        .poll(
          async () => {
            last = expectOk(
              await client.call(productImportEndpoints.productImportStatus, { query: { importId } }),
            );
            return last.state;
          },
          { timeout, interval: 100 },
        )
        .toMatch(/^(done|failed)$/);
      return last!;
    },
  };
}
