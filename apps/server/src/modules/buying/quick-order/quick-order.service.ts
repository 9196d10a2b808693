import {
  cartLimits,
  centsToYuan,
  ErrorCode,
  type ImportPreview,
  type ImportProgress,
  isStorableText,
  type Locale,
  moneyToCents,
  type ProductSuggestion,
  type QuickOrderCheck,
  type QuickOrderErrorCode,
  type QuickOrderRow,
  quantityProblem,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { translate } from '../../../lib/translate';
import type { Session } from '../../account';
import type { BuyableRow } from '../cart/buyable.repository';
import type { BuyableService, ProductStyleRow } from '../cart/buyable.service';
import type { CartService } from '../cart/cart.service';
import { buildTemplate, SpreadsheetError, type SpreadsheetKind } from './spreadsheet';
import type { SpreadsheetPool } from './spreadsheet-pool';
import type { SpreadsheetErrorReason } from './spreadsheet-reader.mjs';

export interface QuickLine {
  row?: number;
  code: string;
  style?: string;
  quantity: string;
}

interface Evaluated {
  row: QuickOrderRow;
  /** Set on valid rows. */
  add?: { productId: number; styleId: number; quantity: string };
}

/** Product codes looked up, and rows checked, between two progress reports. */
const progressBlock = 500;
/** Lets the event loop send what was written (progress lines) before the next block of work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const key = (productId: number, styleId: number) => `${productId}:${styleId}`;
const trim = (v: string) => unitsToQuantity(toQuantityUnits(v) ?? 0n);

/**
 * The gate every JSON body and query string passes (define-route.ts), for the cells of a spreadsheet: a
 * code, style or quantity holding U+0000 (PostgreSQL fails the lookup) or an unpaired surrogate (stored and
 * echoed as U+FFFD) refuses the file as a whole, naming the first such cell, before any lookup or answer.
 * The other cells of a sheet never leave the import worker.
 */
function refuseUnstorableCells(lines: QuickLine[]) {
  for (const [index, line] of lines.entries()) {
    const column = !isStorableText(line.code)
      ? 'import.column.code'
      : line.style !== undefined && !isStorableText(line.style)
        ? 'import.column.style'
        : !isStorableText(line.quantity)
          ? 'import.column.quantity'
          : null;
    if (column)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'import.unstorableText', {
        row: line.row ?? index + 1,
        column,
      });
  }
}

/**
 * Quick order: rows of product code, optional style and quantity, typed, pasted or imported from a
 * spreadsheet. Rows are checked one by one (a bad row never fails the others) and valid rows go to the
 * cart through the cart's own rules.
 */
export class QuickOrderService {
  constructor(
    private readonly buyable: BuyableService,
    private readonly cart: CartService,
    /** Reads import files off the event loop (worker threads with time and memory limits). */
    private readonly sheets: SpreadsheetPool,
    /** Ids of products whose name matches `keyword`, best first (the catalogue's search index). */
    private readonly findByName: (keyword: string, limit: number) => Promise<number[]> = async () => [],
  ) {}

  /** Codes starting with the keyword first (in code order), then products found by name. */
  async suggest(keyword: string, limit: number): Promise<ProductSuggestion[]> {
    let rows = await this.buyable.repo.byCodePrefix(keyword, limit);
    if (rows.length < limit) {
      const seen = new Set(rows.map((r) => r.id));
      const ids = (await this.findByName(keyword, limit)).filter((id) => !seen.has(id));
      const rank = new Map(ids.map((id, i) => [id, i]));
      const named = (await this.buyable.repo.byIds(ids))
        .filter((r) => r.status === 1)
        .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
      rows = [...rows, ...named].slice(0, limit);
    }
    return rows.map((p) => ({
      productId: p.id,
      code: p.model,
      productName: p.name,
      imageUrl: p.imageUrl,
      unit: p.unit,
      price: centsToYuan(p.priceCents),
      minOrder: trim(p.minOrder),
      step: trim(p.step),
      stock: trim(p.stock),
      shopName: p.shopName,
      specs: p.specs.map((s) => ({ name: s.name, value: s.value })),
      styles: p.styles.map((s) => ({
        styleId: s.styleId,
        name: s.name,
        price: centsToYuan(s.priceCents),
        stock: trim(s.stock),
        unit: s.unit || p.unit,
      })),
    }));
  }

  async check(lines: QuickLine[], locale: Locale): Promise<QuickOrderCheck> {
    const evaluated = await this.evaluate(lines, new Map(), locale);
    return this.summarise(evaluated.rows.map((e) => e.row));
  }

  /** Adds the valid rows (checked again, counting what the cart already holds) in one transaction. */
  async addCart(session: Session, lines: QuickLine[], selectOnly: boolean, locale: Locale) {
    const inCart = new Map<string, bigint>();
    for (const line of await this.cart.lines(session.userId)) {
      inCart.set(key(line.productId, line.styleId), toQuantityUnits(line.quantity) ?? 0n);
    }
    const { rows, products, decimals } = await this.evaluate(lines, inCart, locale);
    const valid = rows.filter((e) => e.add);
    const result = await this.cart.addLines(
      session.userId,
      valid.map((e) => e.add!),
      { products, decimals, selectOnly },
    );
    const fullMessage = translate(locale, 'cart.full', { max: cartLimits.maxCartLines });
    let added = 0;
    const skipped = rows.flatMap((e) => {
      if (!e.add) return [e.row];
      if (result.full.has(key(e.add.productId, e.add.styleId)))
        return [this.withError(e.row, 'cartFull', fullMessage)];
      added += 1;
      return [];
    });
    return { added, skipped, cartNum: result.cartNum };
  }

  /**
   * The file arrives whole and within cartLimits.maxImportBytes (the upload's limit). `onProgress` hears
   * the sheet's rows converted (in the worker), then the codes looked up and the rows checked, by blocks.
   */
  async importPreview(
    fileName: string,
    bytes: Buffer,
    locale: Locale,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportPreview> {
    let lines: QuickLine[];
    try {
      // The type check and the parse happen in a worker thread, off the event loop.
      lines = await this.sheets.read(bytes, onProgress);
    } catch (error) {
      if (!(error instanceof SpreadsheetError)) throw error;
      const { caps, timeLimitMs, memoryLimitMb } = this.sheets.limits;
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
    refuseUnstorableCells(lines);
    const evaluated = await this.evaluate(lines, new Map(), locale, onProgress);
    const checked = this.summarise(evaluated.rows.map((e) => e.row));
    return { ...checked, fileName: fileName.trim() || 'import.xlsx', totalRows: lines.length };
  }

  /** The import template with a header in the request language and two real codes as examples. */
  async template(kind: SpreadsheetKind, locale: Locale): Promise<Buffer> {
    const header: [string, string, string] = [
      translate(locale, 'import.header.code'),
      translate(locale, 'import.header.style'),
      translate(locale, 'import.header.quantity'),
    ];
    const examples = (await this.buyable.repo.sampleForTemplate(2)).map((p) => [
      p.model,
      p.styles[0]?.name ?? '',
      trim(p.minOrder),
    ]);
    return buildTemplate(header, examples, kind);
  }

  private summarise(rows: QuickOrderRow[]): QuickOrderCheck {
    let validCents = 0;
    let validCount = 0;
    for (const row of rows) {
      if (row.error || !row.amount) continue;
      validCount += 1;
      validCents += moneyToCents(row.amount) ?? 0;
    }
    return { rows, validCount, errorCount: rows.length - validCount, validAmount: centsToYuan(validCents) };
  }

  private withError(row: QuickOrderRow, code: QuickOrderErrorCode, message: string): QuickOrderRow {
    return { ...row, price: null, amount: null, error: { code, message } };
  }

  /**
   * Checks every row. `inCart` holds quantities already in the cart per product:style, so stock is checked
   * against cart + earlier rows of the same product + this row.
   */
  private async evaluate(
    lines: QuickLine[],
    inCart: Map<string, bigint>,
    locale: Locale,
    onProgress?: (progress: ImportProgress) => void,
  ) {
    const decimals = await this.buyable.quantityDecimals();
    // Lower case before the blocks: every product of one code comes from the same query, in its order.
    const codes = [...new Set(lines.map((l) => l.code.trim().toLowerCase()).filter(Boolean))];
    const byCode = new Map<string, BuyableRow>();
    // Blocks only when someone follows the progress; a typed or pasted check stays one query.
    const codeBlock = onProgress ? progressBlock : Math.max(1, codes.length);
    for (let start = 0; start < codes.length; start += codeBlock) {
      for (const p of await this.buyable.repo.byModels(codes.slice(start, start + codeBlock))) {
        const k = p.model.toLowerCase();
        if (!byCode.has(k)) byCode.set(k, p);
      }
      onProgress?.({ stage: 'codes', done: Math.min(start + codeBlock, codes.length), total: codes.length });
    }
    const products = new Map([...byCode.values()].map((p) => [p.id, p]));
    const used = new Map(inCart);
    const rows: Evaluated[] = [];
    for (const [index, line] of lines.entries()) {
      rows.push(this.evaluateLine(line, index, byCode, used, decimals, locale));
      const done = index + 1;
      if (onProgress && (done % progressBlock === 0 || done === lines.length)) {
        onProgress({ stage: 'rows', done, total: lines.length });
        await breathe();
      }
    }
    return { rows, products, decimals };
  }

  private evaluateLine(
    line: QuickLine,
    index: number,
    byCode: Map<string, BuyableRow>,
    used: Map<string, bigint>,
    decimals: number,
    locale: Locale,
  ): Evaluated {
    const code = line.code.trim();
    const product = byCode.get(code.toLowerCase());
    const base: QuickOrderRow = {
      row: line.row ?? index + 1,
      code,
      quantity: line.quantity,
      productId: product?.id ?? null,
      productName: product?.name ?? '',
      styleId: null,
      styleName: '',
      styles: [],
      unit: product?.unit ?? '',
      imageUrl: product?.imageUrl ?? '',
      shopName: product?.shopName ?? '',
      minOrder: product ? trim(product.minOrder) : '',
      step: product ? trim(product.step) : '',
      stock: product ? trim(product.stock) : '',
      price: null,
      amount: null,
      error: null,
    };
    if (!code) return { row: this.withError(base, 'unknownCode', translate(locale, 'quick.emptyCode')) };
    if (!product)
      return { row: this.withError(base, 'unknownCode', translate(locale, 'quick.unknownCode', { code })) };
    const fail = (
      code: QuickOrderErrorCode,
      problem: Parameters<BuyableService['describe']>[0],
      style: ProductStyleRow | null,
    ) => {
      const { key: messageKey, params } = this.buyable.describe(problem, product, style, decimals);
      return { row: this.withError(base, code, translate(locale, messageKey, params)) };
    };
    if (product.status !== 1) return fail('offShelf', 'offShelf', null);
    const style = this.pickStyle(product, line.style);
    if (style === 'required' || style === 'unknown') {
      base.styles = product.styles.map((s) => ({ styleId: s.styleId, name: s.name }));
      return style === 'required'
        ? fail('styleRequired', 'styleRequired', null)
        : fail('unknownStyle', 'unknownStyle', null);
    }
    if (style) {
      base.styleId = style.styleId;
      base.styleName = style.name;
      base.stock = trim(style.stock);
      base.unit = style.unit || product.unit;
    }
    const problem = quantityProblem(line.quantity, {
      decimals,
      minOrder: trim(product.minOrder),
      step: trim(product.step),
    });
    if (problem === 'format' || problem === 'nonzero' || problem === 'decimals')
      return fail('quantityInvalid', problem, style);
    if (problem) return fail('quantityNotAllowed', problem, style);
    if (this.buyable.invalidReason(product, style?.styleId ?? 0) === 'outOfStock')
      return fail('outOfStock', 'outOfStock', style);
    const units = toQuantityUnits(line.quantity) ?? 0n;
    const k = key(product.id, style?.styleId ?? 0);
    const total = (used.get(k) ?? 0n) + units;
    if (total > (toQuantityUnits(this.buyable.stockOf(product, style)) ?? 0n))
      return fail('outOfStock', 'overStock', style);
    used.set(k, total);
    const { priceCents, amountCents } = this.buyable.price(product, style, units);
    return {
      row: { ...base, price: centsToYuan(priceCents), amount: centsToYuan(amountCents) },
      add: { productId: product.id, styleId: style?.styleId ?? 0, quantity: unitsToQuantity(units) },
    };
  }

  /** A style by name (case-insensitive) or id; the only style when there is one and none was given. */
  private pickStyle(
    product: BuyableRow,
    wanted: string | undefined,
  ): ProductStyleRow | null | 'required' | 'unknown' {
    if (product.styles.length === 0) return null;
    const text = (wanted ?? '').trim().toLowerCase();
    if (!text) return product.styles.length === 1 ? product.styles[0]! : 'required';
    return (
      product.styles.find((s) => s.name.toLowerCase() === text) ??
      product.styles.find((s) => String(s.styleId) === text) ??
      'unknown'
    );
  }
}
