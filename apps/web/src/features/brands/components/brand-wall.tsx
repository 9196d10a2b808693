import type { Brand } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import './brand-wall.css';

/** Brand tiles; each opens the product list filtered by the brand (`brandHref`). */
export function BrandWall({
  rows,
  brandHref,
}: {
  rows: readonly Brand[];
  brandHref: (brand: Brand) => string;
}) {
  const { t } = useTranslation('halls');
  return (
    <ul className="brand-wall" data-testid="brand-wall">
      {rows.map((brand) => (
        <li key={brand.brandId}>
          <Link className="brand-wall__tile" to={brandHref(brand)} data-testid="brand-tile">
            <span className="brand-wall__logo">
              <SafeImage src={brand.logoUrl} alt="" />
            </span>
            <span className="brand-wall__name">{brand.brandName}</span>
            {/* Part of the link's name ("<brand> See products"): a name without it would not hold the visible
                text, and speech input users say what they see (WCAG 2.5.3). */}
            <span className="brand-wall__more">{t('brand.products')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
