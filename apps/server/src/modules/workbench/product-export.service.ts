import {
  ErrorCode,
  type Locale,
  type ProductImportColumn,
  productImportColumns,
  productImportLimits,
  requiredImportColumns,
  type ShopProduct,
  type ShopProductStatus,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/translate';
import type { SheetSpec, SpreadsheetRows } from '../buying';
import { SpreadsheetError } from '../buying';
import type { ShopProductService } from '../catalog';
import type { ProductImportRepository } from './product-import.repository';
import { headerKey, headerRow } from './product-sheet';

/** Products read per query while an export is written. */
const exportPage = 500;

const columnIndex = (key: ProductImportColumn) => productImportColumns.findIndex((c) => c.key === key);

/** Number formats of the data rows: prices with two decimals, codes as text (so "00123" stays as typed). */
const formats: Record<number, string> = {
  [columnIndex('price')]: '0.00',
  [columnIndex('marketPrice')]: '0.00',
  [columnIndex('code')]: '@',
  [columnIndex('skuCode')]: '@',
};

const wide: Partial<Record<ProductImportColumn, number>> = {
  name: 28,
  nameEn: 24,
  nameRu: 24,
  nameEs: 24,
  subtitle: 24,
  class: 28,
  images: 44,
  skuName: 16,
  keywords: 16,
};
const widths = productImportColumns.map((c) => wide[c.key] ?? 11);

/** A decimal text as a number cell ('' stays empty). */
const numberCell = (text: string): number | string => (text === '' ? '' : Number(text));

/**
 * The products' export and the import's template (docs/product-import.md): the template's columns, one row
 * per SKU, a product's columns repeated on each of its rows (so a row reads on its own after a sort or a
 * filter in Excel, and the import reads the file back as it is). Headers are in the request's language; a
 * text that Excel would run as a formula gets a leading apostrophe (buying's spreadsheet-writer.mjs), which
 * the import takes off again. The rows are read here, the workbook is written in the import's worker thread:
 * SheetJS needs about 0.8 s of a core for a 2,000-product shop's 6,000 rows, which would hold every other
 * request; the whole export then answers in about 1.4 s (docs/product-import.md), so no job is needed.
 * Beyond maxExportRows the export is refused.
 */
export class ProductExportService {
  constructor(
    private readonly repo: ProductImportRepository,
    private readonly products: ShopProductService,
    private readonly sheets: Pick<SpreadsheetRows, 'write'>,
  ) {}

  /** The workbook written in the import's worker thread (a large one would hold the event loop for seconds). */
  private async write(sheets: SheetSpec[]): Promise<Buffer> {
    try {
      return await this.sheets.write(sheets);
    } catch (error) {
      if (error instanceof SpreadsheetError && error.reason === 'busy')
        throw new AppError(ErrorCode.RATE_LIMITED, 'import.busy');
      throw error;
    }
  }

  async export(shopId: number, status: ShopProductStatus | undefined, locale: Locale): Promise<Buffer> {
    const filter = status ? { status } : {};
    const { rows } = await this.products.countForExport(shopId, filter);
    if (rows > productImportLimits.maxExportRows)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'productImport.tooManyRows', {
        count: rows,
        max: productImportLimits.maxExportRows,
      });
    const brandNames = new Map((await this.repo.brands()).map((b) => [b.id, b.names[0] ?? '']));
    const sheet: (string | number)[][] = [headerRow(locale, requiredImportColumns)];
    for (let after = 0; ; ) {
      const page = await this.products.detailPage(shopId, filter, after, exportPage);
      for (const product of page) sheet.push(...rowsOf(product, brandNames, locale));
      if (page.length < exportPage) break;
      after = page[page.length - 1]!.productId;
    }
    return this.write([this.productSheet(sheet, locale), this.helpSheet(locale, undefined)]);
  }

  /** The header row alone (no example rows that an upload of the template as it is would import). */
  async template(locale: Locale): Promise<Buffer> {
    const [leaf] = await this.repo.leafClasses();
    return this.write([
      this.productSheet([headerRow(locale, requiredImportColumns)], locale),
      this.helpSheet(locale, leaf?.path.join('>')),
    ]);
  }

  private productSheet(rows: (string | number)[][], locale: Locale): SheetSpec {
    return { name: translate(locale, 'productImport.sheet.products'), rows, widths, formats };
  }

  /** What each column takes, and an example product of two SKUs (on this sheet, never imported). */
  private helpSheet(locale: Locale, examplePath: string | undefined): SheetSpec {
    const t = (key: string) => translate(locale, key);
    const rows: (string | number)[][] = [
      [
        t('productImport.help.heading.column'),
        t('productImport.help.heading.required'),
        t('productImport.help.heading.what'),
      ],
      ...productImportColumns.map((c) => [
        t(headerKey(c.key)),
        requiredImportColumns.includes(c.key) ? t('productImport.help.yes') : '',
        t(
          ['nameEn', 'nameRu', 'nameEs'].includes(c.key)
            ? 'productImport.help.translation'
            : `productImport.help.${c.key}`,
        ),
      ]),
      [],
      [t('productImport.help.example')],
      headerRow(locale, requiredImportColumns),
    ];
    const product: Partial<Record<ProductImportColumn, string>> = {
      name: '西湖龙井 明前特级',
      nameEn: 'West Lake Longjing tea',
      class: examplePath ?? '',
      unit: '盒',
      images: 'longjing-front.png; longjing-box.png',
    };
    const example = (sku: Partial<Record<ProductImportColumn, string | number>>) =>
      productImportColumns.map((c) => sku[c.key] ?? '');
    rows.push(
      example({ ...product, skuName: '250克', price: 88, stock: 100, weightGrams: 300 }),
      example({ skuName: '500克', price: 158, stock: 50, weightGrams: 600 }),
    );
    return { name: t('productImport.sheet.help'), rows, widths: [16, 10, 90], headerRows: rows.length };
  }
}

/** A product's rows: one per SKU with the product's columns repeated, or one for a product without SKUs. */
function rowsOf(
  product: ShopProduct,
  brandNames: Map<number, string>,
  locale: Locale,
): (string | number)[][] {
  const own: Record<string, string | number> = {
    productId: product.productId,
    version: product.version,
    status: translate(locale, `productImport.status.${product.status}`),
    name: product.name.zh_CN,
    nameEn: product.name.en_US,
    nameRu: product.name.ru_RU,
    nameEs: product.name.es,
    subtitle: product.subtitle.zh_CN,
    class: product.classPath.join('>'),
    brand: product.brandId === null ? '' : (brandNames.get(product.brandId) ?? ''),
    unit: product.unit,
    minOrder: numberCell(product.minOrder),
    marketPrice: numberCell(product.marketPrice),
    code: product.code,
    keywords: product.keywords,
    images: product.images.join('; '),
  };
  const skus =
    product.skus.length > 0
      ? product.skus.map((sku) => ({
          skuId: sku.styleId,
          skuName: sku.name.zh_CN,
          price: numberCell(sku.price),
          stock: numberCell(sku.stock),
          skuCode: sku.code,
          weightGrams: sku.weightGrams,
        }))
      : [
          {
            skuId: '',
            skuName: '',
            price: numberCell(product.price),
            stock: numberCell(product.stock),
            skuCode: '',
            weightGrams: product.weightGrams,
          },
        ];
  return skus.map((sku) => {
    const values: Record<string, string | number> = { ...own, ...sku };
    return productImportColumns.map((c) => values[c.key] ?? '');
  });
}
