import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { getShopPageQueryOptions, useShopPage } from '../../features/shops/api/get-shops';
import { ShopCards } from '../../features/shops/components/shop-cards';
import { listParamsOf, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

// The shop list has one order, best rated first (the endpoint's); there is nothing to choose.
const sorts = [{ key: 'score', column: 'score', order: 'desc' }] as const satisfies readonly SortChoice[];

export const serverData: ServerData = (search) => {
  const hall = listParamsOf(search, sorts);
  const { offset, limit } = hall.paging;
  return [getShopPageQueryOptions({ offset, limit, searchkey: hall.searchkey || undefined })];
};

/** The shop list (spec §2 shopList?searchkey=&lightKey=shoplist): every shop, searchable by name. */
export default function ShopListPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const { offset, limit } = hall.paging;
  const query = useShopPage({ offset, limit, searchkey: hall.searchkey || undefined });
  const total = query.data?.total;
  return (
    <div className="mall-container listing-page" data-testid="shop-list">
      <ListHeader
        title={t('shop.listTitle')}
        subtitle={t('shop.listSubtitle')}
        search={{
          value: hall.searchkey,
          placeholder: t('shop.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
        extra={
          total !== undefined && (
            <span data-testid="hall-total">
              {hall.searchkey
                ? t('shop.foundFor', { count: total, key: hall.searchkey })
                : t('shop.found', { count: total })}
            </span>
          )
        }
      />
      <ListResults
        query={query}
        label={t('shop.listTitle')}
        emptyText={hall.searchkey ? t('shop.emptySearch', { key: hall.searchkey }) : t('shop.empty')}
        loading={<GridSkeleton count={10} image={false} />}
      >
        {(page) => (
          <>
            <ShopCards rows={page.rows} />
            <Pager page={hall.page} pageSize={limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
