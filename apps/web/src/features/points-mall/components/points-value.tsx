import { useTranslation } from 'react-i18next';
import './points.css';

/** A price in points ("1,800 points"), never shown as money. */
export function PointsValue({ points, size = 'default' }: { points: number; size?: 'default' | 'large' }) {
  const { t, i18n } = useTranslation('halls');
  const number = new Intl.NumberFormat(i18n.language).format(points);
  return (
    <span className={`points-value points-value--${size}`} data-testid="points-value">
      <strong>{number}</strong>
      <span className="points-value__unit">{t('points.unit')}</span>
    </span>
  );
}
