import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products, shops } from '../../db/schema/catalog';
import { onSale, summaryColumns } from './product-query.repository';

/** The reads of one product (the detail page) and of a few by id (chat cards, an activity's products). */
export class ProductDetailRepository {
  private readonly productById: ReturnType<ProductDetailRepository['prepareProductById']>;

  constructor(private readonly db: Db) {
    this.productById = this.prepareProductById();
  }

  async getProduct(id: number) {
    const [row] = await this.productById.execute({ id });
    return row;
  }

  // The detail page is the second hottest read after the class listing: prepared once per connection too.
  private prepareProductById() {
    return this.db
      .select({
        ...summaryColumns,
        stock: products.stock,
        minOrder: products.minOrder,
        specs: products.specs,
        specsI18n: products.specsI18n,
        model: products.model,
        keywords: products.keywords,
        step: products.step,
        priceTiers: products.priceTiers,
        styles: products.styles,
        detailText: products.detailText,
        detailTextI18n: products.detailTextI18n,
        detailHtml: products.detailHtml,
        detailHtmlI18n: products.detailHtmlI18n,
        images: products.images,
        status: products.status,
        bindProductId: products.bindProductId,
        class1Id: products.class1Id,
        class2Id: products.class2Id,
        class3Id: products.class3Id,
        brandName: brands.name,
        brandNameI18n: brands.nameI18n,
        shopLogo: shops.logoUrl,
        shopCustId: shops.custId,
        // 1 open, 0 suspended by the platform (its products are off sale then, and its page says why).
        shopStatus: shops.status,
        shopSuspendedReason: shops.suspendedReason,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, sql.placeholder('id')))
      .limit(1)
      .prepare('product_by_id');
  }

  /** Products on sale among `ids`, in no particular order. */
  productsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(inArray(products.id, ids), onSale));
  }
}
