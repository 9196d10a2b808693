import {
  type ImportPreview,
  type ImportProgress,
  importProgressStages,
  type ProductSuggestion,
  type QuickOrderCheck,
  type QuickOrderLine,
  quickOrderEndpoints,
  quickOrderTemplatePath,
} from '@mall/contracts';
import { buildUrl, request, type UploadOptions, upload } from '../../../lib/http';

/** Products whose code starts with (or whose name contains) what is typed, for the code cell. */
export function suggestProducts(keyword: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return request(quickOrderEndpoints.suggest, { query: { keyword }, signal });
}

/** Checks rows without changing anything: product, price, amount or the row's error. */
export function checkLines(lines: QuickOrderLine[], signal?: AbortSignal): Promise<QuickOrderCheck> {
  return request(quickOrderEndpoints.check, { body: { lines }, signal });
}

/**
 * Adds the valid rows to the cart in one go (rows with errors are answered back, not added);
 * `selectOnly` leaves only them selected, for going straight to order filling.
 */
export function addLinesToCart(lines: QuickOrderLine[], selectOnly: boolean) {
  return request(quickOrderEndpoints.addCart, { body: { lines, selectOnly } });
}

/** A progress line's value as the contract describes it (the browser build carries no zod). */
function isImportProgress(value: unknown): value is ImportProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { stage, done, total } = value as Record<string, unknown>;
  return (
    importProgressStages.includes(stage as ImportProgress['stage']) &&
    Number.isInteger(done) &&
    Number.isInteger(total)
  );
}

/** Step 1 → 2 of the import wizard: the file (multipart, with progress), answered with every row checked. */
export function importPreview(
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> & {
    /** The server's progress once the file is sent: rows read, codes looked up, rows checked. */
    onServerProgress?(progress: ImportProgress): void;
  } = {},
): Promise<ImportPreview> {
  const { onServerProgress, ...rest } = options;
  return upload(quickOrderEndpoints.importPreview, {
    file,
    ...rest,
    ...(onServerProgress
      ? {
          onServerProgress: (value: unknown) => {
            if (isImportProgress(value)) onServerProgress(value);
          },
        }
      : {}),
  });
}

/** The import template (a file download, no session needed). */
export function templateHref(format: 'xlsx' | 'xls'): string {
  return buildUrl(quickOrderTemplatePath, { format });
}
