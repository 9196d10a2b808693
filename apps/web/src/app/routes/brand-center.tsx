import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { paths } from '../../config/paths';
import { getBrandsQueryOptions, useBrands } from '../../features/brands/api/get-brands';
import { BrandWall } from '../../features/brands/components/brand-wall';
import { listParamsOf, type SortChoice, useListParams } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

// Brands come in the operator's display order (the endpoint's); there is nothing to choose.
const sorts = [{ key: 'sort', column: 'sort', order: 'asc' }] as const satisfies readonly SortChoice[];

export const serverData: ServerData = (search) => {
  const hall = listParamsOf(search, sorts);
  const { offset, limit } = hall.paging;
  return [getBrandsQueryOptions({ offset, limit, searchkey: hall.searchkey || undefined })];
};

/** The brand centre (spec §2 /mallIntl/product/brandCenter): a searchable brand wall. */
export default function BrandCenterPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const { offset, limit } = hall.paging;
  const prefix = useMallPrefix();
  const query = useBrands({ offset, limit, searchkey: hall.searchkey || undefined });
  const total = query.data?.total;
  return (
    <div className="mall-container listing-page" data-testid="brand-center">
      <ListHeader
        title={t('brand.title')}
        subtitle={t('brand.subtitle')}
        tone="blue"
        search={{
          value: hall.searchkey,
          placeholder: t('brand.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
        extra={
          total !== undefined && <span data-testid="hall-total">{t('brand.found', { count: total })}</span>
        }
      />
      <ListResults
        query={query}
        label={t('brand.title')}
        emptyText={hall.searchkey ? t('brand.emptySearch', { key: hall.searchkey }) : t('brand.empty')}
        loading={<GridSkeleton count={10} image={false} />}
      >
        {(page) => (
          <>
            <BrandWall
              rows={page.rows}
              brandHref={(brand) => paths.productList.href({ brandId: brand.brandId }, prefix)}
            />
            <Pager page={hall.page} pageSize={limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
