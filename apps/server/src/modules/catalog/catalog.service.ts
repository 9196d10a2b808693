import type {
  ClassNode,
  DemandSummary,
  Locale,
  ProductDetail,
  ProductSummary,
  ShopSummary,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { centsToMoney, localized, trimDecimal } from '../../lib/localized';
import type { CatalogRepository, ClassColumn, ProductFilter } from './catalog.repository';

type ClassRow = Awaited<ReturnType<CatalogRepository['listClasses']>>[number];
type ProductRow = Awaited<ReturnType<CatalogRepository['findProducts']>>[number];

// The class tree changes only when the operator edits it; every listing needs a class's level, so a
// short-lived copy saves a query per request. 30 s is the longest a renamed class shows its old name.
const classCacheMs = 30_000;

function classColumnOf(level: number): ClassColumn {
  return level === 1 ? 'class1Id' : level === 2 ? 'class2Id' : 'class3Id';
}

function toSummary(r: ProductRow): ProductSummary {
  return {
    productId: r.id,
    productName: r.name,
    subtitle: r.subtitle,
    productPrice: centsToMoney(r.priceCents),
    marketPrice: centsToMoney(r.marketPriceCents),
    unit: r.unit,
    imageUrl: r.imageUrl,
    shopId: r.shopId,
    shopName: r.shopName,
    sales: r.sales,
    areaName: r.areaName,
    productType: { code: r.productType },
    createTime: r.createdAt.toISOString(),
  };
}

export class CatalogService {
  private classCache: { at: number; rows: ClassRow[]; byId: Map<number, ClassRow> } | null = null;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly now: () => number = Date.now,
  ) {}

  private async classes() {
    if (this.classCache && this.now() - this.classCache.at < classCacheMs) return this.classCache;
    const rows = await this.repo.listClasses(1, 1);
    this.classCache = { at: this.now(), rows, byId: new Map(rows.map((r) => [r.id, r])) };
    return this.classCache;
  }

  async getClassTree(classType: number, showView: number, locale: Locale): Promise<ClassNode[]> {
    const rows =
      classType === 1 && showView === 1
        ? (await this.classes()).rows
        : await this.repo.listClasses(classType, showView);
    const nodes = new Map<number, ClassNode>();
    const roots: ClassNode[] = [];
    for (const r of rows) {
      nodes.set(r.id, {
        id: r.id,
        pid: r.pid,
        name: localized(r.name, r.nameI18n, locale),
        aliasName: localized(r.aliasName, r.aliasI18n, locale),
        parentCode: r.parentCode,
        level: r.level,
        children: [],
      });
    }
    // Rows come ordered by level, so a parent is always placed before its children.
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      if (r.pid === 0) roots.push(node);
      else nodes.get(r.pid)?.children.push(node);
    }
    return roots;
  }

  async findProducts(q: {
    offset: number;
    limit: number;
    productType: number;
    classId?: number;
    shopId?: number;
    isFarm?: number;
  }): Promise<{ rows: ProductSummary[]; total: number }> {
    const filter: ProductFilter = { productType: q.productType, shopId: q.shopId, isFarm: q.isFarm };
    const onlyByClass = q.shopId === undefined && q.isFarm === undefined;
    if (q.classId) {
      const cls = (await this.classes()).byId.get(q.classId);
      if (!cls) return { rows: [], total: 0 };
      filter.classColumn = classColumnOf(cls.level);
      filter.classId = q.classId;
      if (onlyByClass) {
        // Hot path: one round trip for the page and its total.
        const page = await this.repo.findClassPage(
          filter.classColumn,
          q.classId,
          q.productType,
          q.offset,
          q.limit,
        );
        const total =
          page.keptTotal ??
          (await this.repo.keptCount(q.classId, q.productType)) ??
          (await this.repo.countProducts(filter));
        return { rows: page.rows.map(toSummary), total };
      }
    }
    const kept = onlyByClass ? await this.repo.keptCount(0, q.productType) : undefined;
    const total = kept ?? (await this.repo.countProducts(filter));
    if (total === 0 || (q.offset - 1) * q.limit >= total) return { rows: [], total };
    const rows = await this.repo.findProducts(filter, q.offset, q.limit);
    return { rows: rows.map(toSummary), total };
  }

  async getProductDetail(productId: number, locale: Locale): Promise<ProductDetail> {
    const row = await this.repo.getProduct(productId);
    if (!row || row.status !== 1) throw AppError.notFound('product');
    const { byId } = await this.classes();
    const classPath = [row.class1Id, row.class2Id, row.class3Id]
      .map((id) => byId.get(id))
      .filter((c): c is ClassRow => Boolean(c))
      .map((c) => ({ id: c.id, name: localized(c.name, c.nameI18n, locale) }));
    return {
      ...toSummary(row),
      stock: trimDecimal(row.stock),
      minOrder: trimDecimal(row.minOrder),
      specs: row.specs,
      classPath,
      brandName: row.brandName ?? '',
      fild: [{ fileUrl: row.imageUrl }],
      shop: { shopId: row.shopId, shopName: row.shopName, logoUrl: row.shopLogo, custId: row.shopCustId },
    };
  }

  async findShops(q: {
    offset: number;
    limit: number;
    recommended?: number;
  }): Promise<{ rows: ShopSummary[]; total: number }> {
    const page = await this.repo.findShops(q.recommended, q.offset, q.limit);
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        shopId: r.id,
        shopName: r.shopName,
        logoUrl: r.logoUrl,
        description: r.description,
        areaName: r.areaName,
        score: (r.score / 10).toFixed(1),
        productCount: r.productCount,
        custId: r.custId,
      })),
    };
  }

  async findDemands(q: { offset: number; limit: number }): Promise<{ rows: DemandSummary[]; total: number }> {
    const page = await this.repo.findDemands(q.offset, q.limit);
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        title: r.title,
        quantity: trimDecimal(r.quantity),
        unit: r.unit,
        budget: r.budgetCents === null ? null : centsToMoney(r.budgetCents),
        areaName: r.areaName,
        custName: r.custName,
        deadline: r.deadline.toISOString(),
        quoteCount: r.quoteCount,
        status: r.status,
        createTime: r.createdAt.toISOString(),
      })),
    };
  }
}
