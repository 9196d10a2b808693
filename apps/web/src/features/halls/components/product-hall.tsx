import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../components/listing/filter-chips';
import { GridSkeleton } from '../../../components/listing/grid-skeleton';
import { ListResults } from '../../../components/listing/list-results';
import { Pager } from '../../../components/listing/pager';
import { SortBar } from '../../../components/listing/sort-bar';
import { ProductCard } from '../../../components/product-card';
import {
  listParamsOf,
  positiveInt,
  type SortChoice,
  type useListParams,
} from '../../../hooks/use-list-params';
import {
  getHallClassesQueryOptions,
  getHallProductsQueryOptions,
  type HallProductFilter,
  useHallClasses,
  useHallProducts,
} from '../api/get-hall-products';
import { HallFilters } from './hall-filters';
import '../../../components/listing/listing.css';

type ProductSortColumn = 'createTime' | 'sales' | 'price';

/** Sort choices of a product hall; newest first by default (spec §9). */
export const productHallSorts = [
  { key: 'newest', column: 'createTime', order: 'desc' },
  { key: 'sales', column: 'sales', order: 'desc' },
  { key: 'priceAsc', column: 'price', order: 'asc' },
  { key: 'priceDesc', column: 'price', order: 'desc' },
] as const satisfies readonly SortChoice<ProductSortColumn>[];

/** What a product hall shows for an address (its `serverData`): the class filter's counts and the page. */
export function productHallData(base: ProductHallProps['base'], search: URLSearchParams) {
  const hall = listParamsOf(search, productHallSorts);
  const searchkey = hall.searchkey || undefined;
  const classId = positiveInt(search.get('classId'));
  return [
    getHallClassesQueryOptions({ ...base, searchkey }),
    getHallProductsQueryOptions({ ...base, ...hall.paging, searchkey, classId }),
  ];
}

export interface ProductHallProps {
  /** What the hall holds: supply listings (productType 3), farm products (isFarm 1), ... */
  base: Omit<HallProductFilter, 'searchkey' | 'classId'>;
  hall: ReturnType<typeof useListParams<ProductSortColumn>>;
  emptyText: string;
  label: string;
  /** More filter rows above the class row (e.g. the place of origin). */
  filters?: ReactNode;
  /** How many of those extra rows have a choice (counted on the phone's filter button). */
  filtersChosen?: number;
}

/**
 * A product hall: a class filter (top classes with the number of matching products), sort, a grid of
 * product cards and pages. Filter, sort and page live in the address.
 */
export function ProductHall({ base, hall, emptyText, label, filters, filtersChosen = 0 }: ProductHallProps) {
  const { t } = useTranslation('halls');
  const searchkey = hall.searchkey || undefined;
  const classId = positiveInt(hall.params.get('classId'));
  const classes = useHallClasses({ ...base, searchkey });
  const query = useHallProducts({ ...base, ...hall.paging, searchkey, classId });
  const total = query.data?.total;
  return (
    <>
      <HallFilters chosen={filtersChosen + (classId === undefined ? 0 : 1)}>
        {filters}
        <FilterChips
          label={t('common.class')}
          testId="class-filter"
          chips={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name, count: c.count }))}
          value={classId === undefined ? undefined : String(classId)}
          onChange={(value) => hall.setFilter({ classId: value })}
        />
      </HallFilters>
      <SortBar
        choices={productHallSorts.map((s) => ({ key: s.key, label: t(`common.sort.${s.key}`) }))}
        active={hall.sort.key}
        onChange={hall.setSort}
        summary={
          total === undefined ? undefined : (
            <span data-testid="hall-total">{t('common.found', { count: total })}</span>
          )
        }
      />
      <ListResults query={query} label={label} emptyText={emptyText} loading={<GridSkeleton count={10} />}>
        {(page) => (
          <>
            <div className="listing-grid" data-testid="hall-products">
              {page.rows.map((product) => (
                <ProductCard key={product.productId} product={product} detailed />
              ))}
            </div>
            <Pager page={hall.page} pageSize={hall.paging.limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </>
  );
}
