import type { ProductSummary } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price, showsMarketPrice } from '../../../components/price';
import { useProductLink } from '../../../components/product-card';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { HighlightText } from './highlight-text';
import './product-list-item.css';
import { useUnitLabel } from '../../../hooks/use-unit-label';
import { langProps } from '../../../lib/content-lang';

/** One product in the list view: picture, highlighted name, subtitle, shop, origin, sales and price. */
export function ProductListItem({ product, searchkey }: { product: ProductSummary; searchkey: string }) {
  const { t } = useTranslation('products');
  const prefix = useMallPrefix();
  const unitLabel = useUnitLabel();
  const link = useProductLink(product);
  return (
    <article className="product-list-item" data-testid="product-row">
      {/* The name is the one link in the reading order; the picture repeats it for the mouse only. */}
      <Link
        className="product-list-item__image"
        to={link.to}
        onClick={link.onClick}
        tabIndex={-1}
        aria-hidden="true"
      >
        <SafeImage src={product.imageUrl} alt="" sizes="120px" />
      </Link>
      <div className="product-list-item__body">
        <h3 className="product-list-item__name" {...langProps(product.contentLang)}>
          <Link to={link.to} onClick={link.onClick} title={product.productName} data-testid="product-name">
            <HighlightText text={product.productName} searchkey={searchkey} />
          </Link>
        </h3>
        {product.subtitle && (
          <p
            className="product-list-item__subtitle"
            title={product.subtitle}
            {...langProps(product.contentLang)}
          >
            {product.subtitle}
          </p>
        )}
        <p className="product-list-item__meta">
          <Link
            to={paths.shopDetail.href({ shopId: product.shopId }, prefix)}
            title={product.shopName}
            {...langProps(product.shopContentLang)}
          >
            {product.shopName}
          </Link>
          {product.areaName && <span>{t('item.area', { name: product.areaName })}</span>}
          <span>{t('item.sales', { count: product.sales })}</span>
        </p>
      </div>
      <div className="product-list-item__price">
        <span>
          <Price value={product.productPrice} />
          {product.unit && <span className="product-list-item__unit">/{unitLabel(product.unit)}</span>}
        </span>
        {showsMarketPrice(product) && <Price value={product.marketPrice} strike />}
      </div>
    </article>
  );
}
