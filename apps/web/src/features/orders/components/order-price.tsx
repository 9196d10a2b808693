import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';

/** A money amount, or points in a points order (whose amounts are whole points). */
export function OrderPrice({
  value,
  points,
  size = 'small',
}: {
  value: string;
  points: boolean;
  size?: 'small' | 'default' | 'large';
}) {
  const { t } = useTranslation('buying');
  if (points)
    return (
      <span className={`order-points order-points--${size}`}>
        {t('orders.points', { value: Number(value) })}
      </span>
    );
  return <Price value={value} size={size} />;
}
