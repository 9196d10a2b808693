import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { merchantPermissionCodes } from './permissions';
import { shopProductStatusSchema } from './shop-product.contracts';

/*
 * The workbench's products as a spreadsheet (issue 33, docs/product-import.md): export the shop's products as
 * .xlsx, fill the template (or an export) in Excel and import it back. The import is two steps: the preview
 * reads and checks every row by the product form's own rules and writes nothing; the commit sends the same
 * file again and hands the valid products to a job on the queue, which saves them one by one (each in its
 * own transaction with its audit entry) while the console polls its status. The same file committed again
 * by the same shop answers the first import instead of importing twice.
 *
 * One row per SKU. A product's columns are filled in its first row; its next rows (one per further SKU)
 * leave them empty or repeat them exactly (the export repeats them, so each row reads on its own when the
 * sheet is sorted or filtered). A product without SKUs is one row with the SKU name empty: its price, stock
 * and weight are then the product's own.
 */

export const productImportLimits = {
  /** The uploaded file's size (the quick-order import's: same worker, same caps). */
  maxBytes: 5 * 1024 * 1024,
  /** Data rows of one file (one per SKU). */
  maxRows: 5000,
  /** Rows of one export: beyond, the export is refused with 40000 (filter by status, export in parts). */
  maxExportRows: 20_000,
  /** Errors a preview lists (all are counted). */
  maxListedErrors: 500,
  /** Failures an import's result lists (all are counted). */
  maxListedFailures: 500,
} as const;

/**
 * The sheet's columns, in the template's order. `product`: a product's own (first row of the product);
 * `sku`: one SKU's (every row). Headers are the request language's (`productImport.column.<key>`); the
 * import recognises the headers of all four languages, in any order, and ignores columns it does not know.
 * `status` is written by the export and ignored by the import (an import never publishes).
 */
export const productImportColumns = [
  { key: 'productId', level: 'product' },
  { key: 'version', level: 'product' },
  { key: 'status', level: 'product' },
  { key: 'name', level: 'product' },
  { key: 'nameEn', level: 'product' },
  { key: 'nameRu', level: 'product' },
  { key: 'nameEs', level: 'product' },
  { key: 'subtitle', level: 'product' },
  { key: 'class', level: 'product' },
  { key: 'brand', level: 'product' },
  { key: 'unit', level: 'product' },
  { key: 'minOrder', level: 'product' },
  { key: 'marketPrice', level: 'product' },
  { key: 'code', level: 'product' },
  { key: 'keywords', level: 'product' },
  { key: 'images', level: 'product' },
  { key: 'skuId', level: 'sku' },
  { key: 'skuName', level: 'sku' },
  { key: 'price', level: 'sku' },
  { key: 'stock', level: 'sku' },
  { key: 'skuCode', level: 'sku' },
  { key: 'weightGrams', level: 'sku' },
] as const;
export type ProductImportColumn = (typeof productImportColumns)[number]['key'];
/** Columns a new product must fill (marked with * in the template's header). */
export const requiredImportColumns: readonly ProductImportColumn[] = [
  'name',
  'class',
  'unit',
  'images',
  'price',
  'stock',
];

/** One problem of the file, where the merchant finds it in Excel. */
export const productImportErrorSchema = z.object({
  /** The sheet's row number (1 is the header). */
  row: z.number().int(),
  /** The column's key; null for a problem of the whole row. */
  field: z.string().nullable(),
  /** The column's header as the file has it (or in the request's language), and its letter (A, B, …). */
  column: z.string(),
  columnLetter: z.string(),
  /** Why, in the request's language. */
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const productImportStates = ['waiting', 'running', 'done', 'failed'] as const;

/** An import handed to the queue: where it stands, then what it did. */
export const productImportStatusSchema = z.object({
  importId: z.string(),
  /** waiting for a worker (or for a retry), running, done, or failed after its last try. */
  state: z.enum(productImportStates),
  /** Products to save, products handled so far. */
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Products found as the file has them when their turn came: not saved again. */
  unchanged: z.number().int(),
  /** Products that could not be saved, with why (at most maxListedFailures listed; all counted). */
  failedCount: z.number().int(),
  failures: z.array(z.object({ row: z.number().int(), name: z.string(), message: z.string() })),
  /** New products' ids (drafts), for a look at them in the list. */
  createdIds: z.array(z.number().int()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImportStatus = z.infer<typeof productImportStatusSchema>;

export const productImportPreviewSchema = z.object({
  /** The import this file becomes when committed (the same file of the same shop is always the same one). */
  importId: z.string(),
  fileName: z.string(),
  /** Data rows read (blank rows skipped). */
  totalRows: z.number().int(),
  /** Products the rows make, and of them the valid ones to create (drafts) and to update. */
  products: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  /** Products the file names as they are already: left alone (no new version, no audit entry). */
  unchanged: z.number().int(),
  /** Products with at least one error (not imported, even with validOnly). */
  invalid: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(productImportErrorSchema),
  /** This file was committed already: that import's status (a commit answers it again). */
  committed: productImportStatusSchema.nullable(),
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

const xlsxUpload = {
  field: 'file',
  maxBytes: productImportLimits.maxBytes,
  types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;

const uploadSummary =
  `One .xlsx file as multipart/form-data in the field file (at most ${productImportLimits.maxBytes / 1024 / 1024} MB, ` +
  `${productImportLimits.maxRows} data rows; read in the import's worker thread, the kind from the bytes, never ` +
  'the name: an .xls, a renamed file or a zip bomb is 40000). First sheet, first row the header ' +
  '(productImportColumns, any of the four languages)';

export const productImportEndpoints = {
  productImportPreview: defineEndpoint({
    method: 'POST',
    path: '/merchant/product/import/preview',
    summary:
      `Step 1, writes nothing. ${uploadSummary}. Every row is checked by the product form's rules (class by ` +
      'its Chinese path or id, brand by name, pictures by address or file name of the caller’s gallery, or ' +
      'ones the product shows; an update by productId with the exported version), and answered with each ' +
      'error’s row, column and reason and what a commit would create and update. 42900 when too many files ' +
      'are being read at once',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productImport],
    kind: 'ext',
    body: z.object({}).strict(),
    upload: xlsxUpload,
    result: productImportPreviewSchema,
  }),
  productImportCommit: defineEndpoint({
    method: 'POST',
    path: '/merchant/product/import/commit',
    summary:
      `Step 2: the same file again (${uploadSummary}), checked again, then its valid products go to the ` +
      'queue (job products.import) and the import’s status is answered at once. 40000 when the file has ' +
      'errors and validOnly is not "true", or when nothing is valid. New products are drafts; updated ones ' +
      'keep their status (on sale: the change shows at once). The same file of the same shop committed ' +
      'again answers the first import (nothing is imported twice)',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productImport],
    kind: 'ext',
    body: z
      .object({
        /** "true": import the valid products and leave the ones with errors out. */
        validOnly: z.enum(['true', 'false']).default('false'),
      })
      .strict(),
    upload: xlsxUpload,
    result: productImportStatusSchema,
  }),
  productImportStatus: defineEndpoint({
    method: 'GET',
    path: '/merchant/product/import/status',
    summary:
      "An import's progress and, once done, its result (created, updated, failed with reasons); 40400 for " +
      "another shop's import",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productImport],
    kind: 'ext',
    query: z.object({ importId: z.uuid() }),
    result: productImportStatusSchema,
  }),
  /** A file download: the JSON envelope only for refusals. */
  productImportTemplate: defineEndpoint({
    method: 'GET',
    path: '/merchant/product/import/template',
    summary:
      'The import template (.xlsx): the header row in the request language (required columns marked *) and a ' +
      'second sheet that explains each column with an example product of two SKUs',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productImport],
    kind: 'ext',
    download: true,
    result: z.string(),
  }),
  /** A file download: the JSON envelope only for refusals. */
  productExport: defineEndpoint({
    method: 'GET',
    path: '/merchant/product/export',
    summary:
      "The shop's products (by status, like the list) as .xlsx in the template's columns, one row per SKU, " +
      'product columns repeated, headers in the request language; a text starting with = + - @ is written ' +
      `with a leading apostrophe (never run as a formula). At most ${productImportLimits.maxExportRows} rows, ` +
      '40000 beyond',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productImport],
    kind: 'ext',
    download: true,
    query: z.object({ status: shopProductStatusSchema.optional() }),
    result: z.string(),
  }),
};
