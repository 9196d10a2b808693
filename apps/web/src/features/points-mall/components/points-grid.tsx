import type { PointsGoods } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { langProps } from '../../../lib/content-lang';
import { PointsValue } from './points-value';
import './points.css';

/** Points goods as cards: picture, name, points price and stock. */
export function PointsGrid({ rows }: { rows: readonly PointsGoods[] }) {
  const { t } = useTranslation('halls');
  return (
    <ul className="points-grid" data-testid="points-grid">
      {rows.map((goods) => (
        <li key={goods.id}>
          <Link
            className="points-card"
            to={paths.pointsGoodsDetail.href({ id: goods.id })}
            data-testid="points-card"
          >
            <span className="points-card__image">
              <SafeImage src={goods.imageUrl} alt={goods.name} />
            </span>
            <span className="points-card__name" title={goods.name} {...langProps(goods.contentLang)}>
              {goods.name}
            </span>
            <span className="points-card__foot">
              <PointsValue points={goods.points} />
              <span className={`points-card__stock${goods.stock > 0 ? '' : ' is-out'}`}>
                {goods.stock > 0 ? t('points.stock', { count: goods.stock }) : t('points.soldOut')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
