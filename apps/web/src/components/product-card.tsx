import type { ProductSummary } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useMallPrefix } from '../hooks/use-mall-prefix';
import { Price } from './price';
import { SafeImage } from './safe-image';
import './product-card.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** Shows the shop name and sales under the price. */
  detailed?: boolean;
}

/** A product tile: picture, name, price (links to the product detail). */
export function ProductCard({ product, detailed = false }: ProductCardProps) {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  return (
    <Link
      className="product-card"
      to={paths.productDetail.href({ productId: product.productId }, prefix)}
      data-testid="product-card"
    >
      <span className="product-card__image">
        <SafeImage src={product.imageUrl} alt={product.productName} />
      </span>
      <span className="product-card__name" title={product.productName}>
        {product.productName}
      </span>
      <span className="product-card__price">
        <Price value={product.productPrice} />
        {product.marketPrice !== product.productPrice && <Price value={product.marketPrice} strike />}
      </span>
      {detailed && (
        <span className="product-card__meta">
          <span className="product-card__shop">{product.shopName}</span>
          <span>{t('product.card.sales', { count: product.sales })}</span>
        </span>
      )}
    </Link>
  );
}
