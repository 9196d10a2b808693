import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { useProductBrief } from '../api/get-product-brief';

/** The product a conversation is about, above the input, with a button that sends it as a card. */
export function ProductBar({
  productId,
  onSend,
  sending,
}: {
  productId: number;
  onSend: () => void;
  sending: boolean;
}) {
  const { t } = useTranslation('chat');
  const { data: product } = useProductBrief(productId);
  if (!product) return null;
  return (
    <section className="chat-product-bar" aria-label={t('productBar.aria')} data-testid="chat-product-bar">
      <SafeImage src={product.fild[0]?.fileUrl} alt="" className="chat-card__img" />
      <span className="chat-product-bar__text">
        <span className="chat-product-bar__label">{t('productBar.asking')}</span>
        <span className="chat-product-bar__name">{product.productName}</span>
      </span>
      <Price value={product.productPrice} size="small" />
      <Button size="small" onClick={onSend} loading={sending}>
        {t('productBar.send')}
      </Button>
    </section>
  );
}
