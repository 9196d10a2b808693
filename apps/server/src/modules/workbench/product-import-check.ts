import {
  isStorableText,
  type Locale,
  moneyToCents,
  type ProductImportColumn,
  type ShopProduct,
  type ShopProductInput,
  shopProductInputSchema,
  toQuantityUnits,
} from '@mall/contracts';
import type { z } from 'zod';
import type { RowProblem, SheetProduct } from './product-sheet';

/*
 * From a product's rows to the input the product form would send (docs/product-import.md). A column the
 * sheet has sets its value (an empty cell clears an optional one); a column it lacks keeps the product's
 * current value (an update) or the form's default (a new product). What the sheet never carries stays as
 * the product has it: the description, the parameter table, the SKUs' translations and pictures. The
 * merged input then passes the form's own schema, whose issues are mapped back to a row and a column.
 */

/** What the import knows of the mall and the caller when it checks rows. */
export interface ImportLookups {
  /** Third-level classes with their Chinese path, top first. */
  classes: { id: number; path: string[] }[];
  brands: { id: number; names: string[] }[];
  /** The caller's gallery pictures by stored name, and stored names by file name. */
  galleryKeys: Set<string>;
  galleryNames: Map<string, string[]>;
  fileHome: string;
  userId: number;
  /** The shop's products the rows name, by id. */
  current: Map<number, ShopProduct>;
}

/** One SKU as its row gives it (values only for the columns the sheet has). */
export interface SkuPatch {
  row: number;
  styleId?: number;
  name: string;
  price?: string;
  stock?: string;
  code?: string;
  weightGrams?: number;
}

/** What a product's rows set: resolved ids and addresses, only the columns the sheet has. */
export interface ProductPatch {
  productId?: number;
  version?: number;
  classId?: number;
  brandId?: number | null;
  name?: Partial<Record<Locale, string>>;
  subtitle?: string;
  unit?: string;
  minOrder?: string;
  marketPrice?: string;
  code?: string;
  keywords?: string;
  images?: string[];
  /** A product without SKUs: its own price, stock and weight. */
  own?: { price?: string; stock?: string; weightGrams?: number };
  /** Absent: the SKUs stay as they are (the sheet has no SKU name column). */
  skus?: SkuPatch[];
}

/** A checked product ready for the job: where it came from and what it sets. */
export interface ImportItem {
  row: number;
  name: string;
  patch: ProductPatch;
}

const nameColumns: Record<Locale, ProductImportColumn> = {
  zh_CN: 'name',
  en_US: 'nameEn',
  ru_RU: 'nameRu',
  es: 'nameEs',
};

/** The parts of a class cell: an id, or a path (its last names are enough when only one class ends so). */
const pathParts = (text: string) => text.split(/\s*[>＞]\s*/).filter((part) => part !== '');

/** Pictures in a cell: separated by ; or line breaks (file names may hold spaces and commas). */
export const pictureTokens = (text: string) =>
  text
    .split(/[;；\n\r]+/)
    .map((token) => token.trim())
    .filter((token) => token !== '');

/** Reads one product's rows into a patch; the problems found on the way (none: the patch is complete). */
export function patchOf(
  product: SheetProduct,
  look: ImportLookups,
): { patch: ProductPatch; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const first = product.rows[0]!;
  const v = first.values;
  const problem = (
    row: number,
    field: ProductImportColumn | null,
    key: RowProblem['key'],
    params?: RowProblem['params'],
  ) => problems.push({ row, field, key, ...(params ? { params } : {}) });
  for (const { row, values } of product.rows)
    for (const [key, value] of Object.entries(values))
      if (value && !isStorableText(value)) problem(row, key as ProductImportColumn, 'zod.unstorableText');
  const integer = (row: number, field: ProductImportColumn, text: string): number | undefined => {
    if (/^\d{1,9}$/.test(text)) return Number(text);
    problem(row, field, 'productImport.row.integer');
    return undefined;
  };
  const patch: ProductPatch = {};
  let current: ShopProduct | undefined;
  if (v.productId) {
    patch.productId = integer(first.row, 'productId', v.productId);
    current = patch.productId === undefined ? undefined : look.current.get(patch.productId);
    if (patch.productId !== undefined && !current)
      problem(first.row, 'productId', 'productImport.row.notOwnProduct');
    if (!v.version)
      problem(
        first.row,
        v.version === undefined ? 'productId' : 'version',
        'productImport.row.versionRequired',
      );
    else patch.version = integer(first.row, 'version', v.version);
  }
  if (v.class !== undefined)
    patch.classId = classOf(v.class, look, (key) => problem(first.row, 'class', key));
  if (v.brand !== undefined)
    patch.brandId = brandOf(v.brand, look, () =>
      problem(first.row, 'brand', 'productImport.row.brandNotFound'),
    );
  for (const [lang, column] of Object.entries(nameColumns) as [Locale, ProductImportColumn][])
    if (v[column] !== undefined) patch.name = { ...patch.name, [lang]: v[column] };
  if (v.subtitle !== undefined) patch.subtitle = v.subtitle;
  if (v.unit !== undefined) patch.unit = v.unit;
  if (v.minOrder !== undefined) patch.minOrder = v.minOrder || '1';
  if (patch.minOrder && /^0*(\.0*)?$/.test(patch.minOrder))
    problem(first.row, 'minOrder', 'validation.nonzero');
  if (v.marketPrice !== undefined) patch.marketPrice = v.marketPrice;
  if (v.code !== undefined) patch.code = v.code;
  if (v.keywords !== undefined) patch.keywords = v.keywords;
  if (v.images !== undefined)
    patch.images = picturesOf(v.images, current, look, (key, name) =>
      problem(first.row, 'images', key, { name }),
    );
  // Price and stock a new product (or a filled cell) must have: empty is "required", not a format error.
  const needed = (row: number, field: 'price' | 'stock', text: string | undefined) => {
    if (text === '' || (text === undefined && !current)) problem(row, field, 'validation.required');
  };
  const weight = (row: number, text: string | undefined) =>
    text === undefined ? undefined : text === '' ? 0 : integer(row, 'weightGrams', text);
  const skuRows = product.rows.length > 1 || (first.values.skuName ?? '') !== '';
  if (first.values.skuName === undefined && product.rows.length > 1) {
    for (const { row } of product.rows.slice(1)) problem(row, null, 'productImport.row.skuNameRequired');
  } else if (first.values.skuName !== undefined && skuRows) {
    patch.skus = product.rows.map(({ row, values }) => {
      if (!values.skuName) problem(row, 'skuName', 'productImport.row.skuNameRequired');
      needed(row, 'price', values.price);
      needed(row, 'stock', values.stock);
      const styleId = values.skuId ? integer(row, 'skuId', values.skuId) : undefined;
      if (styleId !== undefined && current && !current.skus.some((s) => s.styleId === styleId))
        problem(row, 'skuId', 'productImport.row.skuIdNotOwn');
      if (styleId !== undefined && !current) problem(row, 'skuId', 'productImport.row.skuIdNotOwn');
      const sku: SkuPatch = { row, name: values.skuName ?? '' };
      if (styleId !== undefined) sku.styleId = styleId;
      if (values.price !== undefined) sku.price = values.price;
      if (values.stock !== undefined) sku.stock = values.stock;
      if (values.skuCode !== undefined) sku.code = values.skuCode;
      const grams = weight(row, values.weightGrams);
      if (grams !== undefined) sku.weightGrams = grams;
      return sku;
    });
  } else {
    // One row without a SKU name: a product without SKUs, or (no SKU name column) one whose SKUs stay.
    if (first.values.skuId || first.values.skuCode)
      problem(first.row, first.values.skuId ? 'skuId' : 'skuCode', 'productImport.row.skuOnly');
    const keepsSkus = first.values.skuName === undefined && (current?.skus.length ?? 0) > 0;
    if (keepsSkus && (v.price || v.stock))
      problem(first.row, v.price ? 'price' : 'stock', 'productImport.row.skuRowsNeeded');
    if (first.values.skuName !== undefined) patch.skus = [];
    if (!keepsSkus) {
      needed(first.row, 'price', v.price);
      needed(first.row, 'stock', v.stock);
      const own: ProductPatch['own'] = {};
      if (v.price !== undefined) own.price = v.price;
      if (v.stock !== undefined) own.stock = v.stock;
      const grams = weight(first.row, v.weightGrams);
      if (grams !== undefined) own.weightGrams = grams;
      patch.own = own;
    }
  }
  return { patch, problems };
}

function classOf(
  text: string,
  look: ImportLookups,
  fail: (key: RowProblem['key']) => void,
): number | undefined {
  if (text === '') return undefined;
  if (/^\d{1,9}$/.test(text)) {
    const id = Number(text);
    if (look.classes.some((c) => c.id === id)) return id;
    fail('productImport.row.classNotFound');
    return undefined;
  }
  const parts = pathParts(text);
  const matches = look.classes.filter(
    (c) =>
      parts.length <= c.path.length &&
      parts.every((part, i) => c.path[c.path.length - parts.length + i] === part),
  );
  if (matches.length === 1) return matches[0]!.id;
  fail(matches.length > 1 ? 'productImport.row.classAmbiguous' : 'productImport.row.classNotFound');
  return undefined;
}

function brandOf(text: string, look: ImportLookups, fail: () => void): number | null | undefined {
  if (text === '') return null;
  const wanted = text.toLowerCase();
  const brand = look.brands.find((b) => b.names.some((name) => name.toLowerCase() === wanted));
  if (brand) return brand.id;
  fail();
  return undefined;
}

/** A picture's address as the product keeps it: the file home's, whatever host the merchant copied it from. */
function addressOf(token: string, fileHome: string): string {
  if (token.startsWith(fileHome) || !/^https?:\/\//i.test(token) || /^https?:\/\//i.test(fileHome))
    return token;
  try {
    return new URL(token).pathname;
  } catch {
    return token;
  }
}

function picturesOf(
  text: string,
  current: ShopProduct | undefined,
  look: ImportLookups,
  fail: (key: RowProblem['key'], name: string) => void,
): string[] {
  const own = `${look.fileHome}/gallery/${look.userId}/`;
  const urls: string[] = [];
  for (const token of pictureTokens(text)) {
    if (!token.includes('/')) {
      const keys = look.galleryNames.get(token) ?? [];
      if (keys.length === 1) urls.push(`${look.fileHome}/${keys[0]}`);
      else
        fail(
          keys.length > 1 ? 'productImport.row.pictureAmbiguous' : 'productImport.row.pictureNotFound',
          token,
        );
      continue;
    }
    const url = addressOf(token, look.fileHome);
    const key = url.slice(look.fileHome.length + 1);
    if (current?.images.includes(url) || (url.startsWith(own) && look.galleryKeys.has(key))) urls.push(url);
    else fail('productImport.row.pictureNotFound', url.slice(url.lastIndexOf('/') + 1));
  }
  return urls;
}

/** The product form's input: the product as it is (or the form's defaults), with what the sheet sets. */
export function inputOf(patch: ProductPatch, current: ShopProduct | undefined): ShopProductInput {
  const images = patch.images ?? current?.images ?? [];
  const skus = patch.skus
    ? patch.skus.map((sku) => {
        const old =
          current?.skus.find((s) => s.styleId === sku.styleId) ??
          (sku.styleId === undefined ? current?.skus.find((s) => s.name.zh_CN === sku.name) : undefined);
        return {
          ...(old ? { styleId: old.styleId } : {}),
          name: { ...(old?.name ?? {}), zh_CN: sku.name },
          price: sku.price ?? old?.price ?? '',
          stock: sku.stock ?? old?.stock ?? '',
          code: sku.code ?? old?.code ?? '',
          weightGrams: sku.weightGrams ?? old?.weightGrams ?? 0,
          imageUrl: old?.imageUrl && images.includes(old.imageUrl) ? old.imageUrl : '',
        };
      })
    : (current?.skus ?? []).map((s) => ({ ...s, imageUrl: images.includes(s.imageUrl) ? s.imageUrl : '' }));
  return {
    ...(current ? { productId: current.productId, version: patch.version ?? current.version } : {}),
    classId: (patch.classId ?? current?.classId) as number,
    brandId: patch.brandId === undefined ? (current?.brandId ?? null) : patch.brandId,
    // The sheet has no shop class column: an imported edit keeps the product's.
    shopClassId: current?.shopClassId ?? null,
    name: { zh_CN: '', ...(current?.name ?? {}), ...(patch.name ?? {}) } as ShopProductInput['name'],
    subtitle: {
      ...(current?.subtitle ?? { zh_CN: '' }),
      zh_CN: patch.subtitle ?? current?.subtitle.zh_CN ?? '',
    },
    detailHtml: current?.detailHtml ?? { zh_CN: '' },
    unit: patch.unit ?? current?.unit ?? '',
    // With SKUs the product's own price and stock are the SKUs' (save computes them): the form's defaults.
    price: skus.length > 0 ? undefined : (patch.own?.price ?? current?.price ?? ''),
    marketPrice: patch.marketPrice ?? current?.marketPrice ?? '',
    stock: skus.length > 0 ? undefined : (patch.own?.stock ?? current?.stock ?? ''),
    minOrder: patch.minOrder ?? current?.minOrder ?? '1',
    code: patch.code ?? current?.code ?? '',
    keywords: patch.keywords ?? current?.keywords ?? '',
    weightGrams: patch.own?.weightGrams ?? current?.weightGrams ?? 0,
    specs: current?.specs ?? [],
    images,
    skus,
  };
}

const fieldOfPath: Record<string, ProductImportColumn> = {
  productId: 'productId',
  version: 'version',
  classId: 'class',
  brandId: 'brand',
  subtitle: 'subtitle',
  unit: 'unit',
  price: 'price',
  marketPrice: 'marketPrice',
  stock: 'stock',
  minOrder: 'minOrder',
  code: 'code',
  keywords: 'keywords',
  weightGrams: 'weightGrams',
  images: 'images',
};
const skuFieldOfPath: Record<string, ProductImportColumn> = {
  name: 'skuName',
  price: 'price',
  stock: 'stock',
  code: 'skuCode',
  weightGrams: 'weightGrams',
  imageUrl: 'images',
};

/** Where a form issue is in the sheet: the row of the SKU it names (else the product's first) and the column. */
export function placeOf(
  path: readonly PropertyKey[],
  patch: ProductPatch,
  firstRow: number,
): { row: number; field: ProductImportColumn | null } {
  const [head, index, sub] = path;
  if (head === 'name') return { row: firstRow, field: nameColumns[index as Locale] ?? 'name' };
  if (head === 'skus') {
    const row = typeof index === 'number' ? (patch.skus?.[index]?.row ?? firstRow) : firstRow;
    return { row, field: typeof sub === 'string' ? (skuFieldOfPath[sub] ?? 'skuName') : 'skuName' };
  }
  return { row: firstRow, field: typeof head === 'string' ? (fieldOfPath[head] ?? null) : null };
}

/** The form's schema on the merged input: the parsed input, or its issues placed in the sheet. */
export function formCheck(
  patch: ProductPatch,
  current: ShopProduct | undefined,
  firstRow: number,
):
  | { ok: true; input: z.output<typeof shopProductInputSchema> }
  | { ok: false; issues: { row: number; field: ProductImportColumn | null; issue: z.core.$ZodIssue }[] } {
  const result = shopProductInputSchema.safeParse(inputOf(patch, current));
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ ...placeOf(issue.path, patch, firstRow), issue })),
  };
}

type Parsed = z.output<typeof shopProductInputSchema>;

/** A form input in a form that compares by value: amounts in cents, quantities in units, no version. */
function comparable(input: Parsed) {
  const money = (text: string) => (text === '' ? '' : moneyToCents(text));
  const quantity = (text: string) => String(toQuantityUnits(text) ?? text);
  const skus = input.skus.map((s) => ({ ...s, price: money(s.price), stock: quantity(s.stock) }));
  const own =
    input.skus.length > 0
      ? { price: 0, stock: '0' }
      : { price: money(input.price), stock: quantity(input.stock) };
  return JSON.stringify({
    ...input,
    ...own,
    version: 0,
    marketPrice: money(input.marketPrice),
    minOrder: quantity(input.minOrder),
    skus,
  });
}

/** Whether the sheet leaves the product as it is (then it is not saved: no new version, no audit entry). */
export function unchanged(input: Parsed, current: ShopProduct): boolean {
  const now = formCheck({}, current, 0);
  return now.ok && comparable(input) === comparable(now.input);
}
