import type { ShopDetail } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';
import './shop-home.css';

/** The head of a shop home: logo, name, rating, region, products, description and the chat button. */
export function ShopBanner({ shop, onChat }: { shop: ShopDetail; onChat: () => void }) {
  const { t } = useTranslation('halls');
  return (
    <header className="shop-banner" data-testid="shop-banner">
      <SafeImage className="shop-banner__logo" src={shop.logoUrl} alt="" />
      <div className="shop-banner__text">
        <h1 data-testid="shop-name">{shop.shopName}</h1>
        <p className="shop-banner__meta">
          <span className="shop-banner__score">{t('shop.score', { score: shop.score })}</span>
          <span>{shop.areaName || '--'}</span>
          <span>{t('shop.productCount', { count: shop.productCount })}</span>
        </p>
        {shop.description && <p className="shop-banner__description">{shop.description}</p>}
      </div>
      <Button
        type="primary"
        size="large"
        className="shop-banner__chat"
        onClick={onChat}
        data-testid="shop-chat"
      >
        {t('shop.chat')}
      </Button>
    </header>
  );
}
