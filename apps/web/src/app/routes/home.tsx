import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrationSlice } from '../../components/hydration-slice';
import { useReportQueryError } from '../../components/query-state';
import { SectionPanel } from '../../components/section-panel';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths, storefrontUrl } from '../../config/paths';
import { useUserInfo } from '../../features/account/api/get-user-info';
import { MemberCard } from '../../features/account/components/member-card';
import { useClassTree } from '../../features/catalog/api/get-class-tree';
import { ProductFloor } from '../../features/catalog/components/product-floor';
import { getNewsQueryOptions } from '../../features/content/api/get-news';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { BulletinList } from '../../features/content/components/bulletin-list';
import { NewsList } from '../../features/content/components/news-list';
import { getLatestDemandsQueryOptions } from '../../features/demands/api/get-demands';
import { DemandList } from '../../features/demands/components/demand-list';
import { getRecommendedShopsQueryOptions } from '../../features/shops/api/get-shops';
import { ShopGrid } from '../../features/shops/components/shop-grid';
import { paramKeys, useSystemParams } from '../../features/system/api/get-system-params';
import { useAppStore } from '../../lib/app-store';
import { usePageHead } from '../../lib/page-head/use-page-head';
import type { ServerData } from '../route-handle';
import './home.css';

const shortcuts = [
  { title: 'demandCenter', href: paths.demandCenter.href({ lightKey: lightKeys.purchase }) },
  { title: 'supplyCenter', href: paths.supplyCenter.href() },
  { title: 'pointsMall', href: paths.pointsMall.href() },
  { title: 'enter', href: paths.enter.href() },
] as const;

/** The home sections' data, as many rows as each section shows below (bulletins, shops, demands, news). */
const sectionSizes = { bulletins: 5, shops: 8, demands: 8, news: 6 } as const;

export const serverData: ServerData = () => [
  getNewsQueryOptions('bulletin', sectionSizes.bulletins),
  getRecommendedShopsQueryOptions(sectionSizes.shops),
  getLatestDemandsQueryOptions(sectionSizes.demands),
  getNewsQueryOptions('news', sectionSizes.news),
];

/**
 * The mall home page: class menu (open, from the header) beside the banner and the user panel, then
 * recommended shops, latest demands and news, then one product floor per top class.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const hasToken = useAppStore((state) => state.hasToken);
  const user = useAppStore((state) => state.userInfo);
  const userQuery = useUserInfo(hasToken);
  const { data: params = {} } = useSystemParams();
  const classTree = useClassTree();
  useReportQueryError(classTree);
  const siteName = params[paramKeys.webTitle] || t('common.app.name');
  const logo = params[paramKeys.logo]?.trim();
  // Who runs the mall, for search engines: the site name, its home and the footer logo.
  usePageHead({
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteName,
        url: storefrontUrl(paths.home.href()),
        ...(logo ? { logo } : {}),
      },
    ],
  });

  return (
    <div className="mall-container home" data-testid="home-page">
      {/* The page's one h1 (WCAG 1.3.1, search engines): the mall's name, which the header shows as its logo. */}
      <h1 className="mall-sr-only">{siteName}</h1>
      <HydrationSlice>
        <div className="home__hero">
          {/* The class menu of the header hangs over this space on home. */}
          <div className="home__menu-space" />
          <div className="home__banner">
            <BannerCarousel />
          </div>
          <aside className="home__user-panel" aria-label={t('home.userPanel.aria')}>
            <MemberCard user={user} hasToken={hasToken} loading={userQuery.isPending} siteName={siteName} />
            <BulletinList limit={sectionSizes.bulletins} />
            <ul className="home__shortcuts" aria-label={t('home.userPanel.shortcuts')}>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.title}>
                  <Link to={shortcut.href} title={t(`pages.titles.${shortcut.title}`)}>
                    {t(`pages.titles.${shortcut.title}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </HydrationSlice>

      <HydrationSlice>
        <SectionPanel
          title={t('home.shops.title')}
          moreHref={paths.shopList.href({ lightKey: lightKeys.shopList })}
          moreText={t('common.actions.more')}
          className="home__shops"
        >
          <ShopGrid limit={sectionSizes.shops} />
        </SectionPanel>
      </HydrationSlice>

      <HydrationSlice>
        <div className="home__row">
          <SectionPanel
            title={t('home.demands.title')}
            moreHref={paths.demandCenter.href({ lightKey: lightKeys.purchase })}
            moreText={t('common.actions.more')}
            className="home__demands"
          >
            <DemandList limit={sectionSizes.demands} />
          </SectionPanel>
          <SectionPanel
            title={t('home.news.title')}
            moreHref={paths.news.href()}
            moreText={t('common.actions.more')}
          >
            <NewsList limit={sectionSizes.news} />
          </SectionPanel>
        </div>
      </HydrationSlice>

      <div className="home__floors">
        {classTree.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          (classTree.data ?? []).map((node, index) => (
            <HydrationSlice key={node.id}>
              <ProductFloor node={node} index={index + 1} />
            </HydrationSlice>
          ))
        )}
      </div>
    </div>
  );
}
