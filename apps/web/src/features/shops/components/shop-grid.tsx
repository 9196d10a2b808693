import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useRecommendedShops } from '../api/get-shops';
import './shop-grid.css';

/** The shops the platform recommends (home page). */
export function ShopGrid({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const query = useRecommendedShops(limit);
  return (
    <QueryState
      query={query}
      emptyText={t('home.shops.empty')}
      loading={<Skeleton active paragraph={{ rows: 4 }} />}
    >
      {(page) => (
        <ul className="shop-grid" data-testid="home-shops">
          {page.rows.map((shop) => (
            <li key={shop.shopId}>
              <Link className="shop-grid__card" to={paths.shopDetail.href({ shopId: shop.shopId }, prefix)}>
                <SafeImage className="shop-grid__logo" src={shop.logoUrl} alt="" />
                <span className="shop-grid__text">
                  <span className="shop-grid__name" title={shop.shopName}>
                    {shop.shopName}
                  </span>
                  <span className="shop-grid__meta">
                    <span>{t('home.shops.products', { count: shop.productCount })}</span>
                    <span>{t('home.shops.score', { score: shop.score })}</span>
                  </span>
                  <span className="shop-grid__area">{shop.areaName}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
