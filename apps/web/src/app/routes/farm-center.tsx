import { useTranslation } from 'react-i18next';
import { type FilterChip, FilterChips } from '../../components/listing/filter-chips';
import { ListHeader } from '../../components/listing/list-header';
import { getTownHomeQueryOptions, useTownHome } from '../../features/halls/api/get-town-home';
import { ProductHall, productHallData, productHallSorts } from '../../features/halls/components/product-hall';
import { useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

export const serverData: ServerData = (search) => [
  getTownHomeQueryOptions(),
  ...productHallData(
    { isFarm: 1, areaName: search.get('areaName')?.trim().slice(0, 64) || undefined },
    search,
  ),
];

/** Farm direct (spec §2 farmCenter): products with isFarm=1, by class and place of origin. */
export default function FarmCenterPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(productHallSorts);
  // A place of origin comes from the rural-revitalisation page's origin links.
  const areaName = hall.params.get('areaName')?.trim().slice(0, 64) || undefined;
  const { data: town } = useTownHome();
  const origins: FilterChip[] = (town?.origins ?? []).map((o) => ({
    value: o.areaName,
    label: o.label,
    count: o.count,
  }));
  if (areaName && !origins.some((o) => o.value === areaName))
    origins.unshift({ value: areaName, label: areaName });
  return (
    <div className="mall-container listing-page" data-testid="farm-center">
      <ListHeader
        title={t('farm.title')}
        subtitle={t('farm.subtitle')}
        tone="green"
        search={{
          value: hall.searchkey,
          placeholder: t('farm.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
      />
      <ProductHall
        base={{ isFarm: 1, areaName }}
        hall={hall}
        label={t('farm.title')}
        emptyText={t('farm.empty')}
        filters={
          origins.length > 0 ? (
            <FilterChips
              label={t('farm.origin')}
              chips={origins}
              value={areaName}
              onChange={(value) => hall.setFilter({ areaName: value })}
              testId="origin-filter"
            />
          ) : undefined
        }
        filtersChosen={areaName ? 1 : 0}
      />
    </div>
  );
}
