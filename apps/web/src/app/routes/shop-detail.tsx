import { useTranslation } from 'react-i18next';
import { LazyAlert } from '../../components/lazy-antd';
import { DetailBreadcrumb } from '../../components/listing/detail-breadcrumb';
import { DetailState, isDetailNotFound } from '../../components/listing/detail-state';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { SortBar } from '../../components/listing/sort-bar';
import { ProductCard } from '../../components/product-card';
import { SafeImage } from '../../components/safe-image';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths, storefrontUrl } from '../../config/paths';
import { useChatStore } from '../../features/chat/chat-store';
import { getHallProductsQueryOptions, useHallProducts } from '../../features/halls/api/get-hall-products';
import { productHallSorts } from '../../features/halls/components/product-hall';
import {
  getShopDetailQueryOptions,
  type ShopDetail,
  useShopDetail,
} from '../../features/shops/api/get-shop-detail';
import { ShopBanner } from '../../features/shops/components/shop-banner';
import { ShopClassMenu } from '../../features/shops/components/shop-class-menu';
import { ShopContactCard } from '../../features/shops/components/shop-contact-card';
import { listParamsOf, positiveInt, useListParams } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { breadcrumbJsonLd, shortText } from '../../lib/page-head/json-ld';
import { usePageHead } from '../../lib/page-head/use-page-head';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';
import '../../features/shops/components/shop-home.css';

/** The shop and the first page of its products (shown once the shop is there: fetched with it). */
export const serverData: ServerData = (search) => {
  const shopId = positiveInt(search.get('shopId'));
  if (shopId === undefined) return [];
  const { paging } = listParamsOf(search, productHallSorts);
  const classId = positiveInt(search.get('classId'));
  const shopClassId = positiveInt(search.get('shopClassId'));
  return [
    getShopDetailQueryOptions(shopId),
    getHallProductsQueryOptions({ ...paging, shopId, classId, shopClassId }),
  ];
};

/** The shop home (spec §2 shopDetail?shopId=): banner, classes, contact card and the shop's products. */
export default function ShopDetailPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(productHallSorts);
  const shopId = positiveInt(hall.params.get('shopId'));
  const query = useShopDetail(shopId);
  const { t: tc } = useTranslation();
  const listLink = {
    href: paths.shopList.href({ lightKey: lightKeys.shopList }),
    label: t('shop.listTitle'),
  };
  const shop = query.data;
  const prefix = useMallPrefix();
  usePageHead(
    isDetailNotFound(shopId !== undefined, query.error)
      ? { status: 404 }
      : shop
        ? {
            title: shop.shopName,
            // Suspended: nothing on sale there until the platform restores it.
            noindex: shop.suspendedReason !== undefined,
            description: shortText(shop.description) || tc('pages.head.shop', { name: shop.shopName }),
            image: shop.logoUrl || undefined,
            jsonLd: [
              breadcrumbJsonLd([
                { name: tc('pages.titles.home'), url: storefrontUrl(paths.home.href(undefined, prefix)) },
                { name: listLink.label, url: storefrontUrl(paths.shopList.href()) },
                {
                  name: shop.shopName,
                  url: storefrontUrl(paths.shopDetail.href({ shopId: shop.shopId }, prefix)),
                },
              ]),
            ],
          }
        : {},
  );
  return (
    <div className="mall-container listing-page">
      <DetailBreadcrumb hall={listLink} current={query.data?.shopName ?? tc('pages.titles.shopDetail')} />
      <DetailState
        hasId={shopId !== undefined}
        query={query}
        notFoundText={t('shop.notFound')}
        back={{ href: listLink.href, text: t('shop.backToList') }}
        loading={
          <div className="shop-home-skeleton">
            <Skeleton.Node active className="shop-banner-skeleton" />
            <GridSkeleton count={10} />
          </div>
        }
      >
        {(shop) => <ShopHome shop={shop} hall={hall} />}
      </DetailState>
    </div>
  );
}

function ShopHome({
  shop,
  hall,
}: {
  shop: ShopDetail;
  hall: ReturnType<typeof useListParams<'createTime' | 'sales' | 'price'>>;
}) {
  const { t } = useTranslation('halls');
  // The merchant's own classes when it made some (shopClassId), else the mall's classes it sells in (classId).
  const own = shop.shopClasses.length > 0;
  const classId = positiveInt(hall.params.get('classId'));
  const shopClassId = positiveInt(hall.params.get('shopClassId'));
  const products = useHallProducts({ ...hall.paging, shopId: shop.shopId, classId, shopClassId });
  const chosen = own
    ? shop.shopClasses.find((c) => c.id === shopClassId)
    : shop.classes.find((c) => c.id === classId);
  const openChat = () => {
    // Visitors sign in first (spec §6); the chat feature renders the window.
    if (!useAppStore.getState().hasToken) {
      useAppStore.getState().setLoginDialogOpen(true);
      return;
    }
    useChatStore.getState().openChat({ receiveCustId: shop.custId, title: shop.shopName });
  };
  return (
    <>
      {shop.bannerUrl && (
        <SafeImage
          className="shop-home__banner"
          src={shop.bannerUrl}
          alt=""
          data-testid="shop-banner-picture"
        />
      )}
      <ShopBanner shop={shop} onChat={openChat} />
      {shop.suspendedReason !== undefined && (
        <LazyAlert
          className="shop-suspended"
          type="error"
          showIcon
          role="alert"
          message={t('shop.suspended')}
          description={t('shop.suspendedReason', { reason: shop.suspendedReason })}
          data-testid="shop-suspended"
        />
      )}
      <div className="shop-home">
        <aside className="shop-home__side">
          {shop.notice && (
            <section className="shop-side-card shop-notice" data-testid="shop-notice">
              <h2>{t('shop.notice')}</h2>
              <p>{shop.notice}</p>
            </section>
          )}
          <ShopClassMenu
            classes={own ? shop.shopClasses : shop.classes}
            total={shop.productCount}
            value={own ? shopClassId : classId}
            onChange={(id) => hall.setFilter(own ? { shopClassId: id } : { classId: id })}
          />
          <ShopContactCard contact={shop.contact} />
        </aside>
        <div className="shop-home__main">
          <SortBar
            choices={productHallSorts.map((s) => ({ key: s.key, label: t(`common.sort.${s.key}`) }))}
            active={hall.sort.key}
            onChange={hall.setSort}
            summary={
              products.data && (
                <span data-testid="hall-total">
                  {chosen ? `${chosen.name} · ` : ''}
                  {t('common.found', { count: products.data.total })}
                </span>
              )
            }
          />
          <ListResults
            query={products}
            label={t('shop.products')}
            emptyText={t('shop.noProducts')}
            loading={<GridSkeleton count={10} />}
          >
            {(page) => (
              <>
                <div className="listing-grid" data-testid="shop-products">
                  {page.rows.map((product) => (
                    <ProductCard key={product.productId} product={product} />
                  ))}
                </div>
                <Pager
                  page={hall.page}
                  pageSize={hall.paging.limit}
                  total={page.total}
                  onChange={hall.setPage}
                />
              </>
            )}
          </ListResults>
        </div>
      </div>
    </>
  );
}
