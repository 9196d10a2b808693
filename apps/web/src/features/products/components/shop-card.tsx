import type { ProductDetail } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import './shop-card.css';
import { langProps } from '../../../lib/content-lang';

/** The seller of a product: logo, name, a link to the shop home and "chat with merchant". */
export function ShopCard({ shop, onChat }: { shop: ProductDetail['shop']; onChat: () => void }) {
  const { t } = useTranslation('products');
  const prefix = useMallPrefix();
  const href = paths.shopDetail.href({ shopId: shop.shopId }, prefix);
  return (
    <aside className="shop-card" aria-label={t('detail.shop.aria')} data-testid="shop-card">
      <SafeImage
        className="shop-card__logo"
        src={shop.logoUrl}
        alt={t('detail.shop.logo', { name: shop.shopName })}
      />
      <h2 className="shop-card__name" title={shop.shopName} {...langProps(shop.contentLang)}>
        {shop.shopName}
      </h2>
      <div className="shop-card__actions">
        <LinkButton to={href} block>
          {t('detail.shop.enter')}
        </LinkButton>
        <Button type="primary" ghost block icon={<ChatIcon />} onClick={onChat} data-testid="chat-merchant">
          {t('detail.shop.chat')}
        </Button>
      </div>
    </aside>
  );
}
