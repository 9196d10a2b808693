import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { langProps } from '../../../lib/content-lang';
import type { TownHome } from '../api/get-town-home';
import './town.css';
import { useDateText } from '../../../hooks/use-date-text';

/** Places of origin of farm products, each opening farm direct filtered by it. */
export function OriginList({ origins }: { origins: TownHome['origins'] }) {
  return (
    <ul className="town-origins" data-testid="town-origins">
      {origins.map((origin) => (
        <li key={origin.areaName}>
          <Link to={paths.farmCenter.href({ areaName: origin.areaName })}>
            <span className="town-origins__name">{origin.label}</span>
            <span className="town-origins__count">{origin.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Shops selling farm products, one block per province. */
export function RegionShops({ regions }: { regions: TownHome['regions'] }) {
  const { t } = useTranslation('halls');
  const prefix = useMallPrefix();
  return (
    <div className="town-regions" data-testid="town-regions">
      {regions.map((region) => (
        <section key={region.province} className="town-region" aria-label={region.label}>
          <h3>
            {region.label}
            <span>{t('town.shopCount', { count: region.shops.length })}</span>
          </h3>
          <ul>
            {region.shops.map((shop) => (
              <li key={shop.shopId}>
                <Link className="town-shop" to={paths.shopDetail.href({ shopId: shop.shopId }, prefix)}>
                  <SafeImage className="town-shop__logo" src={shop.logoUrl} alt="" />
                  <span className="town-shop__text">
                    <span className="town-shop__name" {...langProps(shop.contentLang)}>
                      {shop.shopName}
                    </span>
                    <span className="town-shop__meta">
                      {shop.areaName} · {t('town.farmCount', { count: shop.farmCount })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** News about farming and the countryside. */
export function TownNews({ news }: { news: TownHome['news'] }) {
  const dates = useDateText();
  return (
    <ul className="town-news" data-testid="town-news">
      {news.map((item) => (
        <li key={item.id}>
          <Link className="town-news__item" to={paths.newsDetail.href({ id: item.id })}>
            <SafeImage className="town-news__cover" src={item.coverUrl} alt="" />
            <span className="town-news__text" {...langProps(item.contentLang)}>
              <span className="town-news__title">{item.title}</span>
              <span className="town-news__summary">{item.summary}</span>
              <time dateTime={item.createTime}>{dates.day(item.createTime)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
