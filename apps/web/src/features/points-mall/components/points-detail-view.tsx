import { type PointsGoods, permissionCodes } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission, PermissionNote } from '../../../components/permission';
import { SafeImage } from '../../../components/safe-image';
import { PointsValue } from './points-value';
import './points.css';
import { langProps } from '../../../lib/content-lang';

/** One points good: picture, points price, stock, description and the exchange button. */
export function PointsDetailView({ goods, onExchange }: { goods: PointsGoods; onExchange: () => void }) {
  const { t } = useTranslation('halls');
  const soldOut = goods.stock <= 0;
  return (
    <article className="points-detail" data-testid="points-detail">
      <div className="points-detail__image">
        <SafeImage src={goods.imageUrl} alt={goods.name} />
      </div>
      <div className="points-detail__info">
        <h1 {...langProps(goods.contentLang)}>{goods.name}</h1>
        <dl className="points-detail__facts">
          <div className="points-detail__price">
            <dt>{t('points.price')}</dt>
            <dd>
              <PointsValue points={goods.points} size="large" />
            </dd>
          </div>
          <div>
            <dt>{t('points.stockLabel')}</dt>
            <dd data-testid="points-stock">{soldOut ? t('points.soldOut') : goods.stock}</dd>
          </div>
        </dl>
        <section className="points-detail__description">
          <h2>{t('points.description')}</h2>
          {goods.description ? (
            <p {...langProps(goods.contentLang)}>{goods.description}</p>
          ) : (
            <p>{t('points.noDescription')}</p>
          )}
        </section>
        {/* Exchanging places a points order: an account without order:create is told why it cannot. */}
        <Permission
          codes={[permissionCodes.orderCreate]}
          visitors
          fallback={<PermissionNote action="orderCreate" testId="points-no-order-permission" />}
        >
          <Button
            type="primary"
            size="large"
            disabled={soldOut}
            onClick={onExchange}
            data-testid="points-exchange"
          >
            {soldOut ? t('points.soldOut') : t('points.exchange')}
          </Button>
        </Permission>
        <p className="points-detail__hint">{t('points.exchangeHint')}</p>
      </div>
    </article>
  );
}
