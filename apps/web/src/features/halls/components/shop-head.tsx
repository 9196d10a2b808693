import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import './hall-shops.css';
import { langProps } from '../../../lib/content-lang';

export interface ShopHeadProps {
  shop: { shopName: string; logoUrl: string; areaName: string; score: string; contentLang?: string };
  href: string;
  /** Tags after the name (main class, counts). */
  children?: ReactNode;
}

/** Logo, name (linking to the shop), region and rating of a shop card. */
export function ShopHead({ shop, href, children }: ShopHeadProps) {
  const { t } = useTranslation('halls');
  return (
    <div className="shop-head">
      <SafeImage className="shop-head__logo" src={shop.logoUrl} alt="" />
      <div className="shop-head__text">
        <Link className="shop-head__name" to={href} title={shop.shopName} {...langProps(shop.contentLang)}>
          {shop.shopName}
        </Link>
        <div className="shop-head__meta">
          <span>{shop.areaName || '--'}</span>
          <span className="shop-head__score">{t('shop.score', { score: shop.score })}</span>
          {children}
        </div>
      </div>
    </div>
  );
}
