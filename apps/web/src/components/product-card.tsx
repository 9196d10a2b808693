import { type ProductSummary, productTypes } from '@mall/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MallPrefix, paths } from '../config/paths';
import { useMallPrefix } from '../hooks/use-mall-prefix';
import { toast } from '../lib/toast';
import { Price, showsMarketPrice } from './price';
import { SafeImage } from './safe-image';
import './product-card.css';
import { langProps } from '../lib/content-lang';

export interface ProductCardProps {
  product: ProductSummary;
  /** Shows the shop name and sales under the price. */
  detailed?: boolean;
  /** Renders the name, e.g. with the search word highlighted; the plain name by default. */
  renderName?: (name: string) => ReactNode;
}

/**
 * Where a product opens (spec §2, §5): supply listings (type 3) on the supply detail, every other type on
 * the product detail; undefined when the product carries no type, which the card answers with 'sorry'.
 */
export function productHref(
  product: Pick<ProductSummary, 'productId'> & { productType?: { code?: number } | null },
  prefix: MallPrefix,
): string | undefined {
  // The contract always sends a type, but listings of older data (and spec §5) know products without one.
  const code = product.productType?.code;
  if (code === undefined || code === null) return undefined;
  return code === productTypes.supply
    ? paths.supplyDetail.href({ productId: product.productId })
    : paths.productDetail.href({ productId: product.productId }, prefix);
}

/**
 * Link props that open a product: its detail address, or — for a product without a type — a click that
 * shows the 'sorry' warning instead of navigating (spec §5).
 */
export function useProductLink(product: ProductSummary): {
  to: string;
  onClick: (event: MouseEvent) => void;
} {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const href = productHref(product, prefix);
  return {
    to: href ?? paths.productDetail.href({ productId: product.productId }, prefix),
    onClick: (event) => {
      if (href) return;
      event.preventDefault();
      toast.warning(t('product.card.sorry'));
    },
  };
}

/** A product tile: picture, name, price (links to the product or supply detail). */
export function ProductCard({ product, detailed = false, renderName }: ProductCardProps) {
  const { t } = useTranslation();
  const link = useProductLink(product);
  return (
    <Link className="product-card" to={link.to} onClick={link.onClick} data-testid="product-card">
      <span className="product-card__image">
        {/* Cards are at most about 230 px wide (five to a 1210 px row); half the screen on a phone. */}
        <SafeImage src={product.imageUrl} alt={product.productName} sizes="(max-width: 640px) 50vw, 230px" />
      </span>
      <span className="product-card__name" title={product.productName} {...langProps(product.contentLang)}>
        {renderName ? renderName(product.productName) : product.productName}
      </span>
      <span className="product-card__price">
        <Price value={product.productPrice} />
        {showsMarketPrice(product) && <Price value={product.marketPrice} strike />}
      </span>
      {detailed && (
        <span className="product-card__meta">
          <span
            className="product-card__shop"
            title={product.shopName}
            {...langProps(product.shopContentLang)}
          >
            {product.shopName}
          </span>
          <span>{t('product.card.sales', { count: product.sales })}</span>
        </span>
      )}
    </Link>
  );
}
