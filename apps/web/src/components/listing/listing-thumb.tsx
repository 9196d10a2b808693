import { productTypes, type ListingThumb as Thumb } from '@mall/contracts';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { SafeImage } from '../../components/safe-image';
import { type MallPrefix, paths } from '../../config/paths';
import './listing-thumb.css';
import { useUnitLabel } from '../../hooks/use-unit-label';
import { langProps } from '../../lib/content-lang';

/** The detail page of a product: supply listings (type 3) have their own. */
export function listingHref(thumb: Pick<Thumb, 'productId' | 'productType'>, prefix: MallPrefix): string {
  return thumb.productType.code === productTypes.supply
    ? paths.supplyDetail.href({ productId: thumb.productId })
    : paths.productDetail.href({ productId: thumb.productId }, prefix);
}

/** A small product picture with its price, inside a shop card. */
export function ListingThumb({ thumb, prefix }: { thumb: Thumb; prefix: MallPrefix }) {
  const unitLabel = useUnitLabel();
  return (
    <Link className="listing-thumb" to={listingHref(thumb, prefix)} title={thumb.productName}>
      <span className="listing-thumb__image">
        <SafeImage src={thumb.imageUrl} alt={thumb.productName} />
      </span>
      <span className="listing-thumb__name" {...langProps(thumb.contentLang)}>
        {thumb.productName}
      </span>
      <span className="listing-thumb__price">
        <Price value={thumb.productPrice} size="small" />
        <span className="listing-thumb__unit">/{unitLabel(thumb.unit)}</span>
      </span>
    </Link>
  );
}
