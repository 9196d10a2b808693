import { createHash } from 'node:crypto';
import {
  ErrorCode,
  issueReason,
  type Locale,
  type ProductImportColumn,
  type ProductImportError,
  type ProductImportPreview,
  type ProductImportStatus,
  productImportLimits,
  type ShopProduct,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { JobQueue, RunningJob } from '../../lib/jobs/job-queue';
import { translate } from '../../lib/translate';
import type { AuditActor } from '../audit';
import { SpreadsheetError, type SpreadsheetErrorReason, type SpreadsheetRows } from '../buying';
import type { ShopProductService } from '../catalog';
import type { ProductImportRepository } from './product-import.repository';
import {
  formCheck,
  type ImportItem,
  type ImportLookups,
  patchOf,
  pictureTokens,
  unchanged,
} from './product-import-check';
import {
  type ColumnMap,
  columnLetter,
  columnsOf,
  headerKey,
  productsOf,
  type SheetRow,
} from './product-sheet';

/** The queue's job of a committed import (docs/jobs.md, docs/product-import.md). */
export const productImportJob = 'products.import';

/** What a committed import's job carries: who, where, and the checked products. */
export interface ImportJobData {
  importId: string;
  shopId: number;
  userId: number;
  actor: AuditActor;
  /** The committing request's language: the result's reasons are written in it. */
  locale: Locale;
  sentAt: string;
  items: ImportItem[];
}

/** The job's progress while it runs and its result when done (the job's output). */
interface ImportOutput {
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  failedCount: number;
  failures: { row: number; name: string; message: string }[];
  createdIds: number[];
  finishedAt: string | null;
}

export interface ProductImportDeps {
  repo: ProductImportRepository;
  products: ShopProductService;
  sheets: SpreadsheetRows;
  jobs: Pick<JobQueue, 'send' | 'job' | 'retry'>;
  fileHome: () => Promise<string>;
  now: () => Date;
}

/** A problem found while checking, translated when answered. */
type Found =
  | { row: number; field: ProductImportColumn | null; key: string; params?: Record<string, string | number> }
  | { row: number; field: ProductImportColumn | null; issue: Parameters<typeof issueReason>[0] };

/** Reports of a running import at most this often (each is one statement). */
const reportEveryMs = 300;

/**
 * The import's id: the same file of the same shop is always the same import (a uuid made of a hash), so a
 * second commit finds the first one's job instead of sending another.
 */
export function importIdOf(shopId: number, bytes: Buffer): string {
  const h = createHash('sha256').update(`product-import:${shopId}:`).update(bytes).digest('hex');
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const zipSignature = 0x04034b50;

/** A form rule's reason; the stock rule names its decimals (the form's quantities take four). */
function reasonOf(issue: Parameters<typeof issueReason>[0], locale: Locale): string {
  if (issue.message === 'validation.quantityDecimals')
    return translate(locale, issue.message, { decimals: 4 });
  return issueReason(issue, locale);
}

/**
 * The spreadsheet import of the workbench's products (docs/product-import.md): the preview checks every row
 * and writes nothing; the commit checks the same file again and hands the valid products to the job, which
 * saves each through the catalog's ShopProductService.save (its own transaction, its audit entry, its
 * search postings) and reports its progress; the status endpoint reads the job from any server copy.
 */
export class ProductImportService {
  constructor(private readonly deps: ProductImportDeps) {}

  async preview(
    shopId: number,
    userId: number,
    fileName: string,
    bytes: Buffer,
    locale: Locale,
  ): Promise<ProductImportPreview> {
    const importId = importIdOf(shopId, bytes);
    const checked = await this.check(shopId, userId, bytes, locale);
    return {
      importId,
      fileName: fileName.trim() || 'products.xlsx',
      totalRows: checked.totalRows,
      products: checked.products,
      toCreate: checked.items.filter((item) => item.patch.productId === undefined).length,
      toUpdate: checked.items.filter((item) => item.patch.productId !== undefined).length,
      unchanged: checked.unchanged,
      invalid: checked.products - checked.items.length - checked.unchanged,
      errorCount: checked.errors.length,
      errors: checked.errors.slice(0, productImportLimits.maxListedErrors),
      committed: await this.statusOrNull(shopId, importId),
    };
  }

  async commit(
    actor: AuditActor,
    shopId: number,
    userId: number,
    bytes: Buffer,
    validOnly: boolean,
    locale: Locale,
  ): Promise<ProductImportStatus> {
    const importId = importIdOf(shopId, bytes);
    const earlier = await this.statusOrNull(shopId, importId);
    // An import that stopped after its last try goes on from where it stopped (what it saved is skipped).
    if (earlier?.state === 'failed') {
      await this.deps.jobs.retry(productImportJob, importId);
      return (await this.statusOrNull(shopId, importId)) ?? earlier;
    }
    if (earlier) return earlier;
    const checked = await this.check(shopId, userId, bytes, locale);
    if (checked.errors.length > 0 && !validOnly)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'productImport.hasErrors', {
        count: checked.errors.length,
      });
    if (checked.items.length === 0)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'productImport.nothingValid');
    const data: ImportJobData = {
      importId,
      shopId,
      userId,
      actor,
      locale,
      sentAt: this.deps.now().toISOString(),
      items: checked.items,
    };
    // Sent once: a commit of the same file at the same moment finds this job (the id is taken).
    await this.deps.jobs.send(productImportJob, data, { id: importId });
    const status = await this.statusOrNull(shopId, importId);
    if (!status) throw new AppError(ErrorCode.NOT_FOUND, 'productImport.notFound');
    return status;
  }

  async status(shopId: number, importId: string): Promise<ProductImportStatus> {
    const status = await this.statusOrNull(shopId, importId);
    if (!status) throw new AppError(ErrorCode.NOT_FOUND, 'productImport.notFound');
    return status;
  }

  /**
   * The job: saves the products one by one. A retry (the copy running it died, or the database went away)
   * starts by asking the audit log which items were saved (each save's entry names its import and item,
   * written in the save's own transaction), and skips them: no product is created twice.
   */
  async run(data: ImportJobData, job: RunningJob): Promise<ImportOutput> {
    const { shopId, importId, locale } = data;
    const since = new Date(Date.parse(data.sentAt) - 60 * 60 * 1000);
    const saved = job.retryCount > 0 ? await this.deps.repo.savedItems(shopId, importId, since) : new Map();
    const out: ImportOutput = {
      done: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      failedCount: 0,
      failures: [],
      createdIds: [],
      finishedAt: null,
    };
    const count = (created: boolean, productId: number) => {
      if (created) {
        out.created += 1;
        if (out.createdIds.length < productImportLimits.maxListedFailures) out.createdIds.push(productId);
      } else out.updated += 1;
    };
    let reported = 0;
    for (const [index, item] of data.items.entries()) {
      const earlier = saved.get(index);
      if (earlier) count(earlier.created, earlier.productId);
      else {
        const failure = await this.saveOne(data, index, item).then(
          (product) => {
            if (product) count(item.patch.productId === undefined, product.productId);
            else out.unchanged += 1;
            return null;
          },
          (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
            return translate(locale, error.messageKey, error.params);
          },
        );
        if (failure !== null) {
          out.failedCount += 1;
          if (out.failures.length < productImportLimits.maxListedFailures)
            out.failures.push({ row: item.row, name: item.name, message: failure });
        }
      }
      out.done = index + 1;
      if (Date.now() - reported >= reportEveryMs) {
        reported = Date.now();
        await job.report(out);
      }
    }
    out.finishedAt = this.deps.now().toISOString();
    return out;
  }

  /**
   * Merges one item onto the product as it is now and saves it (a product changed since: 40900); null when
   * the product is as the sheet has it already (not saved again).
   */
  private async saveOne(data: ImportJobData, index: number, item: ImportItem): Promise<ShopProduct | null> {
    const id = item.patch.productId;
    const current = id === undefined ? undefined : (await this.deps.products.details(data.shopId, [id]))[0];
    if (id !== undefined && !current) throw new AppError(ErrorCode.NOT_FOUND, 'product.notFound');
    const checked = formCheck(item.patch, current, item.row);
    if (!checked.ok) {
      const [first] = checked.issues;
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.validation', {
        field: first?.field ? translate(data.locale, headerKey(first.field)) : '',
        reason: first ? reasonOf(first.issue, data.locale) : '',
      });
    }
    if (current && unchanged(checked.input, current)) return null;
    return this.deps.products.save(data.actor, data.shopId, data.userId, checked.input, {
      importId: data.importId,
      item: index,
    });
  }

  /** Reads the file in the import's worker and checks every product it makes, writing nothing. */
  private async check(shopId: number, userId: number, bytes: Buffer, locale: Locale) {
    if (bytes.length < 4 || bytes.readUInt32LE(0) !== zipSignature)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'productImport.notXlsx');
    const [header, ...rows] = await this.read(bytes);
    const columns = columnsOf(header?.cells ?? []);
    if (columns.size === 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'productImport.noHeader');
    const grouped = productsOf(rows, columns);
    const look = await this.lookups(shopId, userId, grouped.products);
    const found: Found[] = [...grouped.problems];
    const items: ImportItem[] = [];
    let same = 0;
    for (const product of grouped.products) {
      const first = product.rows[0]!;
      const { patch, problems } = patchOf(product, look);
      const current = patch.productId === undefined ? undefined : look.current.get(patch.productId);
      if (problems.length > 0) {
        found.push(...problems);
        continue;
      }
      const checked = formCheck(patch, current, first.row);
      if (!checked.ok) {
        found.push(...checked.issues);
        continue;
      }
      // Rows that leave a product as it is are not imported: an export read back changes only what changed,
      // and an older export's unchanged rows are no conflict.
      if (current && unchanged(checked.input, current)) {
        same += 1;
        continue;
      }
      if (current && patch.version !== current.version) {
        found.push({
          row: first.row,
          field: 'version',
          key: 'productImport.row.versionChanged',
          params: { version: current.version },
        });
        continue;
      }
      items.push({ row: first.row, name: checked.input.name.zh_CN, patch });
    }
    const errors = found
      .map((f) => this.errorOf(f, columns, header?.cells ?? [], locale))
      .sort((a, b) => a.row - b.row || a.columnLetter.localeCompare(b.columnLetter));
    return { totalRows: rows.length, products: grouped.products.length, unchanged: same, items, errors };
  }

  private errorOf(found: Found, columns: ColumnMap, header: string[], locale: Locale): ProductImportError {
    const index = found.field === null ? undefined : columns.get(found.field);
    return {
      row: found.row,
      field: found.field,
      column:
        index !== undefined
          ? (header[index] ?? '').replace(/[*＊]/g, '').trim()
          : found.field
            ? translate(locale, headerKey(found.field))
            : '',
      columnLetter: index === undefined ? '' : columnLetter(index),
      message: 'issue' in found ? reasonOf(found.issue, locale) : translate(locale, found.key, found.params),
    };
  }

  private async read(bytes: Buffer): Promise<SheetRow[]> {
    try {
      return await this.deps.sheets.readRows(bytes);
    } catch (error) {
      if (!(error instanceof SpreadsheetError)) throw error;
      const { caps, timeLimitMs, memoryLimitMb } = this.deps.sheets.limits;
      const params: Partial<Record<SpreadsheetErrorReason, Record<string, number>>> = {
        tooManyRows: { max: caps.maxRows },
        tooManyColumns: { max: caps.maxColumns },
        tooManyCells: { max: caps.maxCells },
        tooSlow: { seconds: timeLimitMs / 1000 },
        tooMuchMemory: { mb: memoryLimitMb },
      };
      throw new AppError(
        error.reason === 'busy' ? ErrorCode.RATE_LIMITED : ErrorCode.VALIDATION_FAILED,
        `import.${error.reason}`,
        params[error.reason] ?? {},
      );
    }
  }

  /** Classes, brands, the products the rows name and the gallery pictures they name, each in one query. */
  private async lookups(
    shopId: number,
    userId: number,
    products: ReturnType<typeof productsOf>['products'],
  ): Promise<ImportLookups> {
    const ids = [
      ...new Set(
        products.flatMap(({ rows }) => {
          const id = rows[0]?.values.productId ?? '';
          return /^\d{1,9}$/.test(id) ? [Number(id)] : [];
        }),
      ),
    ];
    const tokens = products.flatMap(({ rows }) => pictureTokens(rows[0]?.values.images ?? ''));
    const fileHome = await this.deps.fileHome();
    const keys = tokens.filter((t) => t.startsWith(`${fileHome}/`)).map((t) => t.slice(fileHome.length + 1));
    const urlKeys = tokens
      .filter((t) => /^https?:\/\//i.test(t))
      .flatMap((t) => {
        try {
          const path = new URL(t).pathname;
          return path.startsWith(`${fileHome}/`) ? [path.slice(fileHome.length + 1)] : [];
        } catch {
          return [];
        }
      });
    const names = tokens.filter((t) => !t.includes('/'));
    const [classes, brands, current, pictures] = await Promise.all([
      this.deps.repo.leafClasses(),
      this.deps.repo.brands(),
      this.deps.products.details(shopId, ids),
      this.deps.repo.galleryPictures(userId, [...new Set([...keys, ...urlKeys])], [...new Set(names)]),
    ]);
    const galleryNames = new Map<string, string[]>();
    for (const p of pictures) galleryNames.set(p.fileName, [...(galleryNames.get(p.fileName) ?? []), p.key]);
    return {
      classes,
      brands,
      galleryKeys: new Set(pictures.map((p) => p.key)),
      galleryNames,
      fileHome,
      userId,
      current: new Map(current.map((p) => [p.productId, p])),
    };
  }

  /** The import of this id when it is this shop's (a commit sent it), or null. */
  private async statusOrNull(shopId: number, importId: string): Promise<ProductImportStatus | null> {
    const job = await this.deps.jobs.job(productImportJob, importId);
    const data = job?.data as ImportJobData | undefined;
    if (!job || data?.shopId !== shopId) return null;
    const state =
      job.state === 'active'
        ? 'running'
        : job.state === 'completed'
          ? 'done'
          : job.state === 'failed' || job.state === 'cancelled'
            ? 'failed'
            : 'waiting';
    let out = (job.output ?? {}) as Partial<ImportOutput>;
    const createdOn = new Date(job.createdOn);
    // A failed try's output is the queue's error: what was saved is counted from the audit log instead.
    if (typeof out?.done !== 'number' && job.state !== 'created') {
      const since = new Date(createdOn.getTime() - 3600_000);
      const saved = [...(await this.deps.repo.savedItems(shopId, importId, since)).values()];
      out = {
        done: saved.length,
        created: saved.filter((s) => s.created).length,
        updated: saved.filter((s) => !s.created).length,
        createdIds: saved.filter((s) => s.created).map((s) => s.productId),
      };
    }
    return {
      importId,
      state,
      total: data.items.length,
      done: out.done ?? 0,
      created: out.created ?? 0,
      updated: out.updated ?? 0,
      unchanged: out.unchanged ?? 0,
      failedCount: out.failedCount ?? 0,
      failures: out.failures ?? [],
      createdIds: out.createdIds ?? [],
      createdAt: createdOn.toISOString(),
      finishedAt: out.finishedAt ?? (job.completedOn ? new Date(job.completedOn).toISOString() : null),
    };
  }
}
