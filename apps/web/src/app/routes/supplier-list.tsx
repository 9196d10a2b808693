import { productTypes } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../components/listing/filter-chips';
import { RowSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { SortBar } from '../../components/listing/sort-bar';
import { getHallClassesQueryOptions, useHallClasses } from '../../features/halls/api/get-hall-products';
import { getSuppliersQueryOptions, useSuppliers } from '../../features/halls/api/get-suppliers';
import { HallFilters } from '../../features/halls/components/hall-filters';
import { SupplierList } from '../../features/halls/components/supplier-list';
import { listParamsOf, positiveInt, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

const sorts = [
  { key: 'listings', column: 'supplyCount', order: 'desc' },
  { key: 'score', column: 'score', order: 'desc' },
] as const satisfies readonly SortChoice<'supplyCount' | 'score'>[];

export const serverData: ServerData = (search) => {
  const hall = listParamsOf(search, sorts);
  const classId = positiveInt(search.get('classId'));
  return [
    getHallClassesQueryOptions({ productType: productTypes.supply }),
    getSuppliersQueryOptions({ ...hall.paging, searchkey: hall.searchkey || undefined, classId }),
  ];
};

/**
 * Suppliers (spec §2 supplierList): the shops that publish supply listings, most listings first, with
 * their main class, region and newest listings; searchable by name, description or region and
 * filtered by the class their listings are in.
 */
export default function SupplierListPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const classId = positiveInt(hall.params.get('classId'));
  const classes = useHallClasses({ productType: productTypes.supply });
  const query = useSuppliers({ ...hall.paging, searchkey: hall.searchkey || undefined, classId });
  const total = query.data?.total;
  return (
    <div className="mall-container listing-page" data-testid="supplier-page">
      <ListHeader
        title={t('supplier.title')}
        subtitle={t('supplier.subtitle')}
        tone="gold"
        search={{
          value: hall.searchkey,
          placeholder: t('supplier.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
      />
      <HallFilters chosen={classId === undefined ? 0 : 1}>
        <FilterChips
          label={t('supplier.supplies')}
          testId="class-filter"
          chips={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={classId === undefined ? undefined : String(classId)}
          onChange={(value) => hall.setFilter({ classId: value })}
        />
      </HallFilters>
      <SortBar
        choices={sorts.map((s) => ({ key: s.key, label: t(`supplier.sort.${s.key}`) }))}
        active={hall.sort.key}
        onChange={hall.setSort}
        summary={
          total === undefined ? undefined : (
            <span data-testid="hall-total">{t('supplier.found', { count: total })}</span>
          )
        }
      />
      <ListResults
        query={query}
        label={t('supplier.title')}
        emptyText={hall.searchkey ? t('supplier.emptySearch', { key: hall.searchkey }) : t('supplier.empty')}
        loading={<RowSkeleton count={5} />}
      >
        {(page) => (
          <>
            <SupplierList rows={page.rows} />
            <Pager page={hall.page} pageSize={hall.paging.limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
