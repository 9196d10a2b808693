import {
  ErrorCode,
  type Locale,
  moneyToCents,
  type ShopProduct,
  type ShopProductRow,
  type ShopProductStatus,
  type shopProductInputSchema,
  toQuantityUnits,
  unitsToQuantity,
} from '@mall/contracts';
import type { z } from 'zod';
import type { ProductStyle } from '../../db/schema/catalog';
import { AppError } from '../../lib/app-error';
import { translationsOf } from '../../lib/localized';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import type { AuditActor } from '../audit';
import {
  imagesOf,
  productStatusCodes,
  statusOf,
  toShopProduct,
  toShopProductRow,
} from './shop-products.mapper';
import type { ShopProductRepository, ShopProductRowData, ShopProductWrite } from './shop-products.repository';

type Input = z.output<typeof shopProductInputSchema>;

export interface ShopProductServiceDeps {
  repo: ShopProductRepository;
  /** Where stored pictures are served (the gallery's OSS_FILE_HOME or /files): a picture's address is it + key. */
  fileHome: () => Promise<string>;
  /** Tells every server copy that what the storefront shows changed (its kept pages go). */
  announce: (what: string) => Promise<void>;
  now?: () => Date;
}

/** The mall goods type (products.product_type): what the workbench lists. */
const mallGoods = 4;
/** shops.status of a shop the platform suspended. */
const shopSuspended = 0;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'product.notFound');

function changedElsewhere(row: ShopProductRowData) {
  return new AppError(ErrorCode.CONFLICT, 'product.changed', { version: row.version });
}

/** What the audit log keeps of a product: what a buyer would notice changing. */
function auditView(
  row: Pick<ShopProductRowData, 'name' | 'priceCents' | 'stock' | 'status' | 'styles'> & {
    classId: number;
  },
) {
  return {
    name: row.name,
    status: statusOf(row.status),
    classId: row.classId,
    priceCents: row.priceCents,
    stock: row.stock,
    skus: row.styles.map((s) => ({
      styleId: s.styleId,
      name: s.name,
      priceCents: s.priceCents,
      stock: s.stock,
    })),
  };
}

/**
 * A shop's products in the merchant workbench (issue 33): list, edit, publish and take down. Every call
 * names the shop (the session's own, workbench/shop-scope.ts); another shop's product is "not found". A
 * change is written with its search postings, its kept class counts, its pictures' uses and its audit entry
 * in one transaction on the locked product, so it is all there or none of it; two edits of one version get
 * one save and one 40900. A change a buyer can see is then announced, so every copy drops its kept pages.
 */
export class ShopProductService {
  private readonly repo: ShopProductRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: ShopProductServiceDeps) {
    this.repo = deps.repo;
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    shopId: number,
    query: { offset: number; limit: number; status?: ShopProductStatus; keyword?: string },
    locale: Locale,
  ): Promise<{ rows: ShopProductRow[]; total: number }> {
    const { rows, total } = await this.repo.findProducts(
      shopId,
      {
        ...(query.status ? { status: productStatusCodes[query.status] } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
      },
      (query.offset - 1) * query.limit,
      query.limit,
    );
    return { rows: rows.map((row) => toShopProductRow(row, locale)), total };
  }

  async detail(shopId: number, productId: number): Promise<ShopProduct> {
    const row = await this.repo.getProduct(shopId, productId);
    if (!row) throw notFound();
    return toShopProduct(row, await this.repo.classNames([row.class1Id, row.class2Id, row.class3Id]));
  }

  /**
   * Many of the shop's products as the edit form shows them, in the order asked (ids of other shops and
   * unknown ones left out): the spreadsheet import's preview and the export (modules/workbench).
   */
  async details(shopId: number, productIds: number[]): Promise<ShopProduct[]> {
    return this.shown(await this.repo.getProducts(shopId, productIds));
  }

  /** A page of the shop's products as the edit form shows them, the oldest first (the export). */
  async detailPage(
    shopId: number,
    filter: { status?: ShopProductStatus },
    afterId: number,
    limit: number,
  ): Promise<ShopProduct[]> {
    const status = filter.status ? productStatusCodes[filter.status] : undefined;
    return this.shown(await this.repo.productsAfter(shopId, status, afterId, limit));
  }

  /** The shop's products of a status (all without one), as the export counts its rows: products and SKUs. */
  countForExport(shopId: number, filter: { status?: ShopProductStatus }) {
    return this.repo.countRows(shopId, filter.status ? productStatusCodes[filter.status] : undefined);
  }

  private async shown(rows: ShopProductRowData[]): Promise<ShopProduct[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.class1Id, row.class2Id, row.class3Id]))];
    const names = await this.repo.classNames(ids);
    const nameOf = new Map(ids.map((id, i) => [id, names[i] ?? '']));
    return rows.map((row) =>
      toShopProduct(
        row,
        [row.class1Id, row.class2Id, row.class3Id].map((id) => nameOf.get(id) ?? ''),
      ),
    );
  }

  /**
   * `userId`: the session's user, whose gallery new pictures come from. `source`: the spreadsheet import and
   * the item of it this save is (kept in the audit entry, which is how a retried import finds what it saved).
   */
  async save(
    actor: AuditActor,
    shopId: number,
    userId: number,
    input: Input,
    source?: { importId: string; item: number },
  ): Promise<ShopProduct> {
    if (input.brandId !== null && !(await this.repo.brandExists(input.brandId)))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'product.brandNotFound');
    const minOrder = toQuantityUnits(input.minOrder) ?? 0n;
    if (minOrder <= 0n) throw new AppError(ErrorCode.VALIDATION_FAILED, 'validation.nonzero');
    const fileHome = await this.deps.fileHome();
    const now = this.now();
    const { productId, onSale } = await this.repo.transaction(async (repo, audit, pictures) => {
      const row =
        input.productId === undefined ? undefined : await repo.getProduct(shopId, input.productId, true);
      if (input.productId !== undefined && !row) throw notFound();
      if (row && row.version !== input.version) throw changedElsewhere(row);
      // Read in the transaction, its path held: a class moved meanwhile is saved under its new path.
      const leaf = await repo.leafClass(input.classId, true);
      if (!leaf) throw new AppError(ErrorCode.VALIDATION_FAILED, 'product.classNotLeaf');
      if (input.shopClassId !== null && !(await repo.isShopClass(shopId, input.shopClassId)))
        throw new AppError(ErrorCode.NOT_FOUND, 'shop.shopClassNotFound');
      const id = row?.id ?? (await repo.nextProductId());
      const had = row ? imagesOf(row) : [];
      // Pictures the product shows already stay (another staff member's, or the seed's); a new one must be
      // one of the caller's gallery pictures, which it then shows to everyone.
      const added = input.images.filter((url) => !had.includes(url));
      const ownPrefix = `${fileHome}/gallery/${userId}/`;
      const foreign = added.find((url) => !url.startsWith(ownPrefix));
      if (foreign) throw pictureNotFound(foreign);
      const toKey = (url: string) => url.slice(fileHome.length + 1);
      const missing = await pictures.use(userId, id, added.map(toKey));
      if (missing.length > 0) throw pictureNotFound(`${fileHome}/${missing[0]}`);
      await pictures.release(id, input.images.filter((url) => url.startsWith(`${fileHome}/`)).map(toKey));
      const values = await this.valuesOf(repo, input, leaf, row);
      const onSale = row?.status === productStatusCodes.onSale;
      if (row && onSale) await repo.unindex([id]);
      if (row) {
        await repo.updateProduct(id, values, now);
        if (onSale && row.class3Id !== leaf.class3Id) {
          await repo.countOnSale(mallGoods, [row.class1Id, row.class2Id, row.class3Id], -1);
          await repo.countOnSale(mallGoods, [leaf.class1Id, leaf.class2Id, leaf.class3Id], 1);
        }
      } else {
        await repo.insertProduct(id, shopId, { ...values, status: productStatusCodes.draft }, now);
      }
      // Also for a draft: the search columns are computed now, the postings when it goes on sale.
      await repo.index([id]);
      await audit.append(actor, {
        action: row ? 'product.edit' : 'product.create',
        entityType: 'product',
        entityId: id,
        before: row ? auditView({ ...row, classId: row.class3Id }) : null,
        after: {
          ...auditView({
            name: values.name as string,
            priceCents: values.priceCents as number,
            stock: values.stock as string,
            styles: values.styles as ProductStyle[],
            status: row?.status ?? productStatusCodes.draft,
            classId: leaf.class3Id,
          }),
          ...(source ? { import: { id: source.importId, item: source.item } } : {}),
        },
      });
      return { productId: id, onSale };
    });
    if (onSale) await this.deps.announce('product');
    return this.detail(shopId, productId);
  }

  async setOnSale(
    actor: AuditActor,
    shopId: number,
    input: { productId: number; version: number; action: 'publish' | 'takeDown' },
  ): Promise<ShopProduct> {
    const publish = input.action === 'publish';
    await this.repo.transaction(async (repo, audit) => {
      // A suspended shop's products stay as the platform left them until it restores the shop.
      const shop = await repo.shopState(shopId);
      if (shop?.status === shopSuspended)
        throw new AppError(ErrorCode.CONFLICT, 'shop.suspended', { reason: shop.suspendedReason });
      const row = await repo.getProduct(shopId, input.productId, true);
      if (!row) throw notFound();
      if (row.version !== input.version) throw changedElsewhere(row);
      // Restored, but its products are still going back on sale (shop-suspension.service.ts).
      if (row.status === productStatusCodes.suspended)
        throw new AppError(ErrorCode.CONFLICT, 'shop.restoring');
      const onSale = row.status === productStatusCodes.onSale;
      if (publish === onSale)
        throw new AppError(ErrorCode.CONFLICT, publish ? 'product.alreadyOnSale' : 'product.notOnSale');
      const status = publish ? productStatusCodes.onSale : productStatusCodes.offShelf;
      // Out of the index as it is listed now, back in as it is listed after (only products on sale have postings).
      await repo.unindex([row.id]);
      await repo.updateProduct(row.id, { status }, this.now());
      await repo.index([row.id]);
      await repo.countOnSale(mallGoods, [row.class1Id, row.class2Id, row.class3Id], publish ? 1 : -1);
      await audit.append(actor, {
        action: publish ? 'product.publish' : 'product.takeDown',
        entityType: 'product',
        entityId: row.id,
        before: { status: statusOf(row.status), version: row.version },
        after: { status: statusOf(status), version: row.version + 1 },
      });
    });
    await this.deps.announce('product');
    return this.detail(shopId, input.productId);
  }

  /** The columns an input writes: its texts, the sanitised description, the SKUs with their ids. */
  private async valuesOf(
    repo: ShopProductRepository,
    input: Input,
    leaf: { class1Id: number; class2Id: number; class3Id: number },
    row: ShopProductRowData | undefined,
  ): Promise<ShopProductWrite> {
    const oldStyles = new Map((row?.styles ?? []).map((s) => [s.styleId, s]));
    const fresh = await repo.nextStyleIds(
      input.skus.filter((sku) => sku.styleId === undefined || !oldStyles.has(sku.styleId)).length,
    );
    const styles: ProductStyle[] = input.skus.map((sku) => {
      const old = sku.styleId === undefined ? undefined : oldStyles.get(sku.styleId);
      const priceCents = moneyToCents(sku.price) ?? 0;
      return {
        // A style keeps the unit and volume prices it had (set where they came from) while its price holds.
        ...(old?.unit ? { unit: old.unit } : {}),
        ...(old?.priceTiers && old.priceCents === priceCents ? { priceTiers: old.priceTiers } : {}),
        styleId: old?.styleId ?? (fresh.shift() as number),
        name: sku.name.zh_CN,
        nameI18n: translationsOf(sku.name),
        priceCents,
        stock: unitsToQuantity(toQuantityUnits(sku.stock) ?? 0n),
        imageUrl: sku.imageUrl,
        code: sku.code,
        weightGrams: sku.weightGrams,
      };
    });
    const priceCents =
      styles.length > 0 ? Math.min(...styles.map((s) => s.priceCents)) : (moneyToCents(input.price) ?? 0);
    const stock =
      styles.length > 0
        ? unitsToQuantity(styles.reduce((sum, s) => sum + (toQuantityUnits(s.stock) ?? 0n), 0n))
        : unitsToQuantity(toQuantityUnits(input.stock) ?? 0n);
    const detail = Object.fromEntries(
      Object.entries(input.detailHtml).map(([lang, html]) => [lang, sanitizeRichText(html ?? '')]),
    ) as Record<string, string>;
    return {
      productType: mallGoods,
      class1Id: leaf.class1Id,
      class2Id: leaf.class2Id,
      class3Id: leaf.class3Id,
      brandId: input.brandId,
      shopClassId: input.shopClassId,
      name: input.name.zh_CN,
      nameI18n: translationsOf(input.name),
      subtitle: input.subtitle.zh_CN,
      subtitleI18n: translationsOf(input.subtitle),
      detailHtml: detail.zh_CN ?? '',
      detailHtmlI18n: translationsOf(detail),
      // The plain text beside it: the page's meta description and structured data, and clients that show text.
      detailText: richTextToPlain(detail.zh_CN ?? ''),
      detailTextI18n: translationsOf(
        Object.fromEntries(Object.entries(detail).map(([lang, html]) => [lang, richTextToPlain(html)])),
      ),
      priceCents,
      marketPriceCents: input.marketPrice ? (moneyToCents(input.marketPrice) ?? 0) : 0,
      // Volume prices set where the product came from hold only while its price does (issue 36 edits them).
      priceTiers: row && row.priceCents === priceCents ? row.priceTiers : [],
      stock,
      unit: input.unit,
      minOrder: input.minOrder,
      model: input.code,
      keywords: input.keywords,
      weightGrams: input.weightGrams,
      specs: input.specs,
      imageUrl: input.images[0],
      images: input.images,
      styles,
    };
  }
}

function pictureNotFound(url: string) {
  return new AppError(ErrorCode.NOT_FOUND, 'product.pictureNotFound', {
    name: url.slice(url.lastIndexOf('/') + 1),
  });
}
