import type { Supplier } from '@mall/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { ListingThumb } from '../../../components/listing/listing-thumb';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { ShopHead } from './shop-head';
import './hall-shops.css';

/** Supplier cards: the shop, its main class and number of supply listings, and its newest listings. */
export function SupplierList({ rows }: { rows: readonly Supplier[] }) {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  return (
    <ul className="hall-shop-list" data-testid="supplier-list">
      {rows.map((supplier) => {
        const href = paths.shopDetail.href({ shopId: supplier.shopId }, prefix);
        return (
          <li
            key={supplier.shopId}
            className="hall-shop-card hall-shop-card--row"
            data-testid="supplier-card"
          >
            <div className="hall-shop-card__info">
              <ShopHead shop={supplier} href={href} />
              <div className="hall-shop-card__tags">
                {supplier.mainClass && (
                  <Tag color="orange">{t('supplier.mainClass', { name: supplier.mainClass.name })}</Tag>
                )}
                <Tag>{t('supplier.supplyCount', { count: supplier.supplyCount })}</Tag>
              </div>
              <p className="hall-shop-card__description">{supplier.description}</p>
              <LinkButton size="small" to={href}>
                {t('shop.enter')}
              </LinkButton>
            </div>
            <section className="hall-shop-card__thumbs" aria-label={t('supplier.latest')}>
              {supplier.listings.map((thumb) => (
                <ListingThumb key={thumb.productId} thumb={thumb} prefix={prefix} />
              ))}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
