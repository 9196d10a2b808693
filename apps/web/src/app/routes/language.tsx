import type { AreaNode } from '@mall/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state';
import { getAreaChildrenQueryOptions, rootAreaId } from '../../features/region/api/get-area-children';
import { getProvincesWithCitiesQueryOptions } from '../../features/region/api/get-provinces-with-cities';
import { CityIndex } from '../../features/region/components/city-index';
import { RegionPicker } from '../../features/region/components/region-picker';
import { relocate, saveLocation } from '../../features/region/hooks/locate';
import { useMallLocation } from '../../features/region/hooks/use-mall-location';
import { locationFromPath } from '../../features/region/utils/location';
import { useSites } from '../../features/system/api/get-sites';
import { useSwitchSite } from '../../features/system/hooks/use-switch-site';
import {
  currentSite,
  landingTitle,
  nativeLanguageNames,
  siteLocale,
} from '../../features/system/utils/site-landing';
import { currentLocale } from '../../lib/i18n';
import type { ServerData } from '../route-handle';
import './language.css';
import { toast } from '../../lib/toast';

/** The region picker's provinces and its city index. */
export const serverData: ServerData = () => [
  getAreaChildrenQueryOptions(rootAreaId),
  getProvincesWithCitiesQueryOptions(),
];

/**
 * Region and language choice (spec §2 /news/language): the sites of `/sys/accountsitemanage/getsite`
 * (choosing one switches the interface language and lands on its portal page), then the visitor's region
 * (picker, city index, or the browser's position).
 */
export default function LanguagePage() {
  const { t } = useTranslation('region');
  const { t: tMain } = useTranslation();
  const sitesQuery = useSites();
  const switchSite = useSwitchSite();
  const locale = currentLocale();
  const current = currentSite(sitesQuery.data ?? [], locale);
  const { location, locating } = useMallLocation();
  const [path, setPath] = useState<AreaNode[]>([]);
  const [switching, setSwitching] = useState<number | null>(null);
  const [relocating, setRelocating] = useState(false);

  const choose = (chosen: readonly AreaNode[]) => {
    const next = locationFromPath(chosen);
    if (!next) return;
    saveLocation(next);
    setPath([]);
    toast.success(t('dialog.saved', { name: next.locationName }));
  };

  const locateMe = async () => {
    setRelocating(true);
    const found = await relocate();
    setRelocating(false);
    if (found) toast.success(t('language.region.located', { name: found.locationName }));
    else toast.warning(t('language.region.locateFailed'));
  };

  return (
    <div className="mall-container language-page" data-testid="language-page">
      <header className="language-page__head">
        <h1>{t('language.title')}</h1>
        <p>{t('language.subtitle')}</p>
      </header>

      <section className="language-page__panel" aria-labelledby="language-sites">
        <h2 id="language-sites">{t('language.sites.title')}</h2>
        <QueryState
          query={sitesQuery}
          isEmpty={(sites) => sites.length === 0}
          emptyText={t('language.sites.empty')}
        >
          {(sites) => (
            <ul className="site-cards">
              {sites.map((site) => {
                const siteLang = siteLocale(site);
                const isCurrent = site.id === current?.id;
                return (
                  <li key={site.id}>
                    <button
                      type="button"
                      className="site-card"
                      aria-current={isCurrent || undefined}
                      disabled={switching !== null}
                      data-testid={`site-card-${site.languageCode}`}
                      onClick={async () => {
                        setSwitching(site.id);
                        try {
                          await switchSite(site);
                        } finally {
                          setSwitching(null);
                        }
                      }}
                    >
                      <span className="site-card__name" lang={site.languageCode.replace('_', '-')}>
                        {site.portalSiteName}
                      </span>
                      <span className="site-card__language" lang={siteLang?.replace('_', '-')}>
                        {siteLang ? nativeLanguageNames[siteLang] : site.languageCode}
                      </span>
                      <span className="site-card__landing">
                        {t('language.sites.landing', {
                          page: tMain(`pages.titles.${landingTitle(site.portalMallFlag)}`),
                        })}
                      </span>
                      {isCurrent && <span className="site-card__badge">{t('language.sites.current')}</span>}
                      {switching === site.id && (
                        <span className="site-card__badge">{t('language.sites.switching')}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>

      <section className="language-page__panel" aria-labelledby="language-region">
        <h2 id="language-region">{t('language.region.title')}</h2>
        <div className="language-page__current">
          <span data-testid="language-current-region">
            {location
              ? t('language.region.current', { name: location.locationName })
              : locating
                ? t('language.region.locating')
                : t('language.region.none')}
          </span>
          <Button size="small" loading={relocating} onClick={() => void locateMe()}>
            {t('language.region.locate')}
          </Button>
        </div>
        <div className="language-page__picker">
          <RegionPicker value={path} onChange={setPath} maxLevel={2} onComplete={choose} />
        </div>
        <h3 className="language-page__index-title">{t('language.region.cityIndex')}</h3>
        <CityIndex selectedCityId={location?.cityId} onPick={choose} />
      </section>
    </div>
  );
}
