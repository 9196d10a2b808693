import type { ProductDetail } from '@mall/contracts';
import type { PageHead } from '../../../lib/page-head/head-model';
import { breadcrumbJsonLd, type Crumb, shortText } from '../../../lib/page-head/json-ld';

/** Whether the product (or any of its styles) can be bought now. */
export function productInStock(product: ProductDetail): boolean {
  const positive = (value: string) => Number.parseFloat(value) > 0;
  return product.styles.length > 0
    ? product.styles.some((style) => positive(style.stock))
    : positive(product.stock);
}

export interface ProductHeadInput {
  product: ProductDetail;
  /** The page's own address (site-relative, basename included). */
  url: string;
  /** Pictures as the gallery shows them, the main one first. */
  images: readonly string[];
  /** "<name>, <price>, sold by <shop>" in the page language. */
  description: string;
  /** Home → list or hall → classes → this product. */
  crumbs: readonly Crumb[];
}

/**
 * The head of a product or supply page: its name as title, name/price/shop as description, its picture
 * (also preloaded: the main picture is the page's largest paint), and `Product` with its `Offer` and the
 * breadcrumb as JSON-LD.
 */
export function productHead({ product, url, images, description, crumbs }: ProductHeadInput): PageHead {
  const main = images[0];
  const text = shortText(product.detailText || product.subtitle, 500);
  return {
    title: product.productName,
    description,
    ogType: 'product',
    image: main,
    preloadImage: main,
    // The gallery shows the main picture through its thumbnails at 400 px (product-gallery.tsx).
    preloadImageSizes: '400px',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        ...(images.length > 0 ? { image: [...images] } : {}),
        sku: product.model || String(product.productId),
        productID: String(product.productId),
        ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
        ...(text ? { description: text } : {}),
        ...(product.classPath.length > 0
          ? { category: product.classPath.map((cls) => cls.name).join(' > ') }
          : {}),
        offers: {
          '@type': 'Offer',
          price: product.productPrice,
          priceCurrency: 'CNY',
          availability: productInStock(product)
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          url,
          seller: { '@type': 'Organization', name: product.shop.shopName },
        },
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}
