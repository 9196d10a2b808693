import type { PlatformChain } from '@mall/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { ListingThumb } from '../../../components/listing/listing-thumb';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { ShopHead } from './shop-head';
import './hall-shops.css';

/** One supply chain of the platform: the shop, the classes it covers (each opening that part of the shop) and new products. */
export function ChainCard({ chain }: { chain: PlatformChain }) {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  const href = paths.shopDetail.href({ shopId: chain.shopId }, prefix);
  return (
    <li className="hall-shop-card" data-testid="chain-card">
      <ShopHead shop={chain} href={href}>
        <span>{t('shop.productCount', { count: chain.productCount })}</span>
      </ShopHead>
      {chain.mainClass && (
        <div className="hall-shop-card__tags">
          <Tag color="orange">{t('supplier.mainClass', { name: chain.mainClass.name })}</Tag>
        </div>
      )}
      <p className="hall-shop-card__description">{chain.description}</p>
      <ul className="chain-card__classes" aria-label={t('platform.classes')}>
        {chain.classes.map((c) => (
          <li key={c.id}>
            <Link to={paths.shopDetail.href({ shopId: chain.shopId, classId: c.id }, prefix)}>
              {c.name}
              <span>{c.count}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="hall-shop-card__thumbs hall-shop-card__thumbs--4">
        {chain.products.map((thumb) => (
          <ListingThumb key={thumb.productId} thumb={thumb} prefix={prefix} />
        ))}
      </div>
      <LinkButton type="primary" block to={href}>
        {t('shop.enter')}
      </LinkButton>
    </li>
  );
}
