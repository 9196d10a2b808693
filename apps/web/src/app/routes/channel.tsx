import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState, useReportQueryError } from '../../components/query-state';
import { SectionPanel } from '../../components/section-panel';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths } from '../../config/paths';
import { classLabel, useClassTree } from '../../features/catalog/api/get-class-tree';
import { getProductsQueryOptions, type ProductListQuery } from '../../features/catalog/api/get-products';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { getLatestDemandsQueryOptions, useLatestDemands } from '../../features/demands/api/get-demands';
import { parseHotWords } from '../../features/search/utils/search-history';
import { paramKeys, useSystemParams } from '../../features/system/api/get-system-params';
import { PortalIcon, type PortalIconName } from '../../features/system/components/portal-icon';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import type { ServerData } from '../route-handle';
import './portal.css';

type EntranceKey =
  | 'home'
  | 'productList'
  | 'supplyCenter'
  | 'demandCenter'
  | 'farmCenter'
  | 'pointsMall'
  | 'platformCenter'
  | 'market'
  | 'shopList'
  | 'town'
  | 'news'
  | 'enter';

interface Entrance {
  key: EntranceKey;
  icon: PortalIconName;
  href: string;
  /** How many listings the entrance leads to, when the server can tell. */
  count?: number;
  countKey?: 'products' | 'demands';
}

/** A page of one listing, for its total only. */
const totalOf = (query: ProductListQuery) => ({ offset: 1, limit: 1, ...query });

/** The channels' counts (one row each asks for its total). */
export const serverData: ServerData = () => [
  getProductsQueryOptions(totalOf({})),
  getProductsQueryOptions(totalOf({ productType: 3 })),
  getProductsQueryOptions(totalOf({ isFarm: 1 })),
  getLatestDemandsQueryOptions(1),
];

/**
 * Landing of portal flag 2 (spec §2 /channelPath): the mall's channels as entrances, each with what it
 * holds where the server counts it, the banner adverts, hot searches and the class tree as a way in.
 */
export default function ChannelPage() {
  const { t } = useTranslation('region');
  const { t: tMain } = useTranslation();
  const prefix = useMallPrefix();
  const { data: params = {} } = useSystemParams();
  const siteName = params[paramKeys.webTitle] || tMain('common.app.name');
  const hotWords = parseHotWords(params[paramKeys.hotWords]);
  const products = useQuery(getProductsQueryOptions(totalOf({})));
  const supply = useQuery(getProductsQueryOptions(totalOf({ productType: 3 })));
  const farm = useQuery(getProductsQueryOptions(totalOf({ isFarm: 1 })));
  const demands = useLatestDemands(1);
  // The counts come from quiet list requests (spec §8): a failure shows as the page's one failure.
  useReportQueryError(products);
  useReportQueryError(supply);
  useReportQueryError(farm);
  useReportQueryError(demands);
  const classTree = useClassTree();

  const entrances: Entrance[] = [
    { key: 'home', icon: 'home', href: paths.home.href({ lightKey: lightKeys.home }, prefix) },
    {
      key: 'productList',
      icon: 'products',
      href: paths.productList.href({ lightKey: lightKeys.commerce }, prefix),
      count: products.data?.total,
      countKey: 'products',
    },
    {
      key: 'supplyCenter',
      icon: 'supply',
      href: paths.supplyCenter.href(),
      count: supply.data?.total,
      countKey: 'products',
    },
    {
      key: 'demandCenter',
      icon: 'demand',
      href: paths.demandCenter.href({ lightKey: lightKeys.purchase }),
      count: demands.data?.total,
      countKey: 'demands',
    },
    {
      key: 'farmCenter',
      icon: 'farm',
      href: paths.farmCenter.href(),
      count: farm.data?.total,
      countKey: 'products',
    },
    { key: 'pointsMall', icon: 'points', href: paths.pointsMall.href() },
    { key: 'platformCenter', icon: 'chain', href: paths.platformCenter.href() },
    { key: 'market', icon: 'market', href: paths.market.href() },
    { key: 'shopList', icon: 'shop', href: paths.shopList.href({ lightKey: lightKeys.shopList }) },
    { key: 'town', icon: 'town', href: paths.town.href() },
    { key: 'news', icon: 'news', href: paths.news.href() },
    { key: 'enter', icon: 'enter', href: paths.enter.href() },
  ];

  return (
    <div className="mall-container portal-page" data-testid="channel-page">
      <div className="portal-hero">
        <section className="portal-hero__intro" aria-labelledby="channel-title">
          <p className="portal-hero__eyebrow">{t('channel.eyebrow')}</p>
          <h1 id="channel-title">{t('channel.title', { site: siteName })}</h1>
          <p className="portal-hero__text">{t('channel.subtitle')}</p>
          {hotWords.length > 0 && (
            <div className="portal-hero__hot">
              <span>{t('channel.hotWords')}</span>
              <ul>
                {hotWords.map((word) => (
                  <li key={word}>
                    <Link
                      to={paths.productList.href({ searchkey: word, lightKey: lightKeys.commerce }, prefix)}
                    >
                      {word}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
        <div className="portal-hero__banner">
          <BannerCarousel />
        </div>
      </div>

      <SectionPanel title={t('channel.entrances.title')} testId="channel-entrances">
        <ul className="channel-entrances">
          {entrances.map((entrance) => (
            <li key={entrance.key}>
              <Link to={entrance.href} className="channel-entrance">
                <PortalIcon name={entrance.icon} className="channel-entrance__icon" />
                <span className="channel-entrance__body">
                  <span className="channel-entrance__title">{tMain(`pages.titles.${entrance.key}`)}</span>
                  <span className="channel-entrance__text">{t(`channel.entrances.${entrance.key}`)}</span>
                  {entrance.countKey && entrance.count !== undefined && (
                    <span className="channel-entrance__count">
                      {t(`channel.counts.${entrance.countKey}`, { count: entrance.count })}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </SectionPanel>

      <SectionPanel
        title={t('channel.classes.title')}
        moreHref={paths.productList.href({ lightKey: lightKeys.commerce }, prefix)}
        moreText={t('channel.classes.all')}
        className="portal-page__classes"
        testId="channel-classes"
      >
        <QueryState
          query={classTree}
          isEmpty={(tree) => tree.length === 0}
          loading={<Skeleton active paragraph={{ rows: 4 }} />}
        >
          {(tree) => (
            <ul className="channel-classes">
              {tree.map((node) => (
                <li key={node.id}>
                  <Link
                    className="channel-classes__top"
                    to={paths.productList.href({ classId: node.id, lightKey: lightKeys.commerce }, prefix)}
                  >
                    {classLabel(node)}
                  </Link>
                  <span className="channel-classes__children">
                    {node.children.slice(0, 6).map((child) => (
                      <Link
                        key={child.id}
                        to={paths.productList.href(
                          { classId: child.id, lightKey: lightKeys.commerce },
                          prefix,
                        )}
                      >
                        {classLabel(child)}
                      </Link>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </SectionPanel>
    </div>
  );
}
