import type { AreaNode } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { langProps } from '../../../lib/content-lang';
import { useProvincesWithCities } from '../api/get-provinces-with-cities';
import './city-index.css';

export interface CityIndexProps {
  /** The city now chosen, highlighted. */
  selectedCityId?: string;
  onPick(path: [AreaNode, AreaNode]): void;
}

/** Every province with its cities (`/sys/area/chosearea?needCityFlag=2`): a city in one click. */
export function CityIndex({ selectedCityId, onPick }: CityIndexProps) {
  const { t } = useTranslation('region');
  const query = useProvincesWithCities();
  return (
    <QueryState query={query} isEmpty={(provinces) => provinces.length === 0}>
      {(provinces) => (
        <dl className="city-index" aria-label={t('language.region.cityIndex')} data-testid="city-index">
          {provinces.map((province) => (
            <div key={province.id} className="city-index__row">
              <dt {...langProps(province.contentLang)}>{province.name}</dt>
              <dd>
                {(province.children ?? []).map((city) => (
                  <button
                    key={city.id}
                    type="button"
                    className="city-index__city"
                    aria-pressed={city.id === selectedCityId}
                    onClick={() => onPick([province, city])}
                    {...langProps(city.contentLang)}
                  >
                    {city.name}
                  </button>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </QueryState>
  );
}
