import type { ShopSummary } from '@mall/contracts';
import { Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import './shop-hall.css';

/** Shop cards of the shop list: logo, name, rating, region, number of products, description. */
export function ShopCards({ rows }: { rows: readonly ShopSummary[] }) {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  return (
    <ul className="shop-cards" data-testid="shop-cards">
      {rows.map((shop) => (
        <li key={shop.shopId}>
          <Link
            className="shop-cards__card"
            to={paths.shopDetail.href({ shopId: shop.shopId }, prefix)}
            data-testid="shop-card"
          >
            <SafeImage className="shop-cards__logo" src={shop.logoUrl} alt="" />
            <span className="shop-cards__name" title={shop.shopName}>
              {shop.shopName}
            </span>
            <span className="shop-cards__rating">
              <Rate
                disabled
                allowHalf
                value={Math.round(Number(shop.score) * 2) / 2}
                className="shop-cards__stars"
                aria-hidden
              />
              <span>{t('shop.score', { score: shop.score })}</span>
            </span>
            <span className="shop-cards__meta">
              <span>{shop.areaName || '--'}</span>
              <span>{t('shop.productCount', { count: shop.productCount })}</span>
            </span>
            <span className="shop-cards__description">{shop.description}</span>
            <span className="shop-cards__enter">{t('shop.enter')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
