import type { DemandSummary, ProductSummary } from '@mall/contracts';
import { productTypes } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Price } from '../../components/price';
import { useReportQueryError } from '../../components/query-state';
import { SafeImage } from '../../components/safe-image';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths } from '../../config/paths';
import { getProductsQueryOptions, type ProductListQuery } from '../../features/catalog/api/get-products';
import { getLatestDemandsQueryOptions, useLatestDemands } from '../../features/demands/api/get-demands';
import { useSites } from '../../features/system/api/get-sites';
import { PortalIcon, type PortalIconName } from '../../features/system/components/portal-icon';
import { useSwitchSite } from '../../features/system/hooks/use-switch-site';
import { nativeLanguageNames, siteLocale } from '../../features/system/utils/site-landing';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { currentLocale } from '../../lib/i18n';
import type { ServerData } from '../route-handle';
import './portal.css';
import { useUnitCount } from '../../hooks/use-unit-label';

type SceneKey = 'procurement' | 'retail' | 'farm' | 'supply' | 'international' | 'points';

interface SceneCardProps {
  scene: SceneKey;
  icon: PortalIconName;
  /** A picture of what the scene offers (its newest listing); the pictogram without one. */
  picture?: string;
  /** Live examples from the scene; null hides the list, undefined shows it loading. */
  examples: ReactNode;
  actions: { label: string; href: string }[];
}

function SceneCard({ scene, icon, picture, examples, actions }: SceneCardProps) {
  const { t } = useTranslation('region');
  const titleId = `scene-${scene}`;
  return (
    <li>
      <article className={`scene-card scene-card--${scene}`} aria-labelledby={titleId} data-testid={titleId}>
        <div className="scene-card__picture">
          {picture ? (
            <SafeImage src={picture} alt="" />
          ) : (
            <PortalIcon name={icon} className="scene-card__pictogram" />
          )}
          <span className="scene-card__tag">{t(`scene.cards.${scene}.tag`)}</span>
        </div>
        <div className="scene-card__body">
          <h2 id={titleId}>{t(`scene.cards.${scene}.title`)}</h2>
          <p>{t(`scene.cards.${scene}.text`)}</p>
          {examples}
          <div className="scene-card__actions">
            {actions.map((action, index) => (
              <LinkButton key={action.href} to={action.href} type={index === 0 ? 'primary' : 'default'}>
                {action.label}
              </LinkButton>
            ))}
          </div>
        </div>
      </article>
    </li>
  );
}

/** The newest three listings of a product query: picture of the first, and the examples list. */
function useProductExamples(query: ProductListQuery) {
  return useQuery(getProductsQueryOptions({ offset: 1, limit: 3, ...query }));
}

function ExampleList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="scene-card__examples" aria-label={label}>
      {children}
    </ul>
  );
}

function ProductExamples({
  rows,
  label,
  loading,
}: {
  rows?: ProductSummary[];
  label: string;
  loading: boolean;
}) {
  const prefix = useMallPrefix();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!rows?.length) return null;
  return (
    <ExampleList label={label}>
      {rows.map((product) => (
        <li key={product.productId}>
          <Link
            to={
              product.productType.code === productTypes.supply
                ? paths.supplyDetail.href({ productId: product.productId })
                : paths.productDetail.href({ productId: product.productId }, prefix)
            }
            title={product.productName}
          >
            {product.productName}
          </Link>
          <Price value={product.productPrice} size="small" />
        </li>
      ))}
    </ExampleList>
  );
}

function DemandExamples({
  rows,
  label,
  loading,
}: {
  rows?: DemandSummary[];
  label: string;
  loading: boolean;
}) {
  const unitCount = useUnitCount();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!rows?.length) return null;
  return (
    <ExampleList label={label}>
      {rows.map((demand) => (
        <li key={demand.id}>
          <Link to={paths.demandDetail.href({ id: demand.id })} title={demand.title}>
            {demand.title}
          </Link>
          <span className="scene-card__meta">{unitCount(demand.quantity, demand.unit)}</span>
        </li>
      ))}
    </ExampleList>
  );
}

/** The scenes' examples (useProductExamples below) and the latest demands. */
export const serverData: ServerData = () => [
  getProductsQueryOptions({ offset: 1, limit: 3 }),
  getProductsQueryOptions({ offset: 1, limit: 3, isFarm: 1 }),
  getProductsQueryOptions({ offset: 1, limit: 3, productType: productTypes.supply }),
  getLatestDemandsQueryOptions(3),
];

/**
 * Landing of portal flag 3 (spec §2 /scene, multi-scene): one card per way of buying on the mall, each
 * with a picture and the newest listings of its scene, leading to the pages that serve it.
 */
export default function ScenePage() {
  const { t } = useTranslation('region');
  const { t: tMain } = useTranslation();
  const prefix = useMallPrefix();
  const retail = useProductExamples({});
  const farm = useProductExamples({ isFarm: 1 });
  const supply = useProductExamples({ productType: productTypes.supply });
  const demands = useLatestDemands(3);
  // The examples' requests are quiet (spec §8): a failure shows as the page's one failure with its retry.
  useReportQueryError(retail);
  useReportQueryError(farm);
  useReportQueryError(supply);
  useReportQueryError(demands);
  const sites = useSites();
  const switchSite = useSwitchSite();
  const locale = currentLocale();
  const latest = t('scene.latest');

  const otherSites = (sites.data ?? []).filter((site) => site.languageCode !== locale);

  return (
    <div className="mall-container portal-page" data-testid="scene-page">
      <header className="scene-hero">
        <p className="portal-hero__eyebrow">{t('scene.eyebrow')}</p>
        <h1>{t('scene.title')}</h1>
        <p className="portal-hero__text">{t('scene.subtitle')}</p>
      </header>

      <ul className="scene-grid">
        <SceneCard
          scene="procurement"
          icon="procurement"
          examples={<DemandExamples rows={demands.data?.rows} loading={demands.isPending} label={latest} />}
          actions={[
            {
              label: tMain('pages.titles.demandCenter'),
              href: paths.demandCenter.href({ lightKey: lightKeys.purchase }),
            },
            { label: tMain('pages.titles.quickOrder'), href: paths.quickOrder.href() },
          ]}
        />
        <SceneCard
          scene="retail"
          icon="shop"
          picture={retail.data?.rows[0]?.imageUrl}
          examples={<ProductExamples rows={retail.data?.rows} loading={retail.isPending} label={latest} />}
          actions={[
            {
              label: tMain('pages.titles.home'),
              href: paths.home.href({ lightKey: lightKeys.home }, prefix),
            },
            {
              label: tMain('pages.titles.productList'),
              href: paths.productList.href({ lightKey: lightKeys.commerce }, prefix),
            },
          ]}
        />
        <SceneCard
          scene="farm"
          icon="farm"
          picture={farm.data?.rows[0]?.imageUrl}
          examples={<ProductExamples rows={farm.data?.rows} loading={farm.isPending} label={latest} />}
          actions={[
            { label: tMain('pages.titles.farmCenter'), href: paths.farmCenter.href() },
            { label: tMain('pages.titles.town'), href: paths.town.href() },
          ]}
        />
        <SceneCard
          scene="supply"
          icon="supply"
          picture={supply.data?.rows[0]?.imageUrl}
          examples={<ProductExamples rows={supply.data?.rows} loading={supply.isPending} label={latest} />}
          actions={[
            { label: tMain('pages.titles.supplyCenter'), href: paths.supplyCenter.href() },
            { label: tMain('pages.titles.platformCenter'), href: paths.platformCenter.href() },
          ]}
        />
        <SceneCard
          scene="international"
          icon="globe"
          examples={
            otherSites.length > 0 ? (
              <ExampleList label={t('scene.sites')}>
                {otherSites.map((site) => {
                  const siteLang = siteLocale(site);
                  return (
                    <li key={site.id}>
                      <button
                        type="button"
                        className="scene-card__site"
                        onClick={() => void switchSite(site)}
                      >
                        <span lang={site.languageCode.replace('_', '-')}>{site.portalSiteName}</span>
                      </button>
                      <span className="scene-card__meta" lang={siteLang?.replace('_', '-')}>
                        {siteLang ? nativeLanguageNames[siteLang] : site.languageCode}
                      </span>
                    </li>
                  );
                })}
              </ExampleList>
            ) : null
          }
          actions={[
            { label: tMain('pages.titles.brandCenter'), href: paths.brandCenter.href() },
            { label: tMain('pages.titles.language'), href: paths.language.href() },
          ]}
        />
        <SceneCard
          scene="points"
          icon="points"
          examples={null}
          actions={[
            { label: tMain('pages.titles.pointsMall'), href: paths.pointsMall.href() },
            { label: tMain('pages.titles.market'), href: paths.market.href() },
          ]}
        />
      </ul>
    </div>
  );
}
