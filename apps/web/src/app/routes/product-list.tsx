import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyEmpty } from '../../components/lazy-antd';
import { Pager } from '../../components/listing/pager';
import { ProductCard } from '../../components/product-card';
import { QueryState } from '../../components/query-state';
import { Sheet } from '../../components/sheet';
import { Skeleton } from '../../components/skeleton';
import { paths, storefrontUrl } from '../../config/paths';
import { classLabel, useClassTree } from '../../features/catalog/api/get-class-tree';
import { getProductsQueryOptions } from '../../features/catalog/api/get-products';
import {
  getProductFacetsQueryOptions,
  useProductFacets,
} from '../../features/products/api/get-product-facets';
import { HighlightText } from '../../features/products/components/highlight-text';
import { ClassBreadcrumb, ProductFilters } from '../../features/products/components/product-filters';
import { ProductListItem } from '../../features/products/components/product-list-item';
import { ProductToolbar } from '../../features/products/components/product-toolbar';
import { classPath } from '../../features/products/utils/class-path';
import {
  filterQuery,
  hasNarrowingFilters,
  listQuery,
  type ProductListState,
  pageSizeOptions,
  productListCodec,
} from '../../features/products/utils/list-url-state';
import { paramKeys, useSystemParams } from '../../features/system/api/get-system-params';
import { useUrlListState } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { breadcrumbJsonLd } from '../../lib/page-head/json-ld';
import { usePageHead } from '../../lib/page-head/use-page-head';
import type { ServerData } from '../route-handle';
import './product-list.css';

type Patch = Partial<ProductListState>;

/** The page's list and its facet counts, from the address as the page reads it. */
export const serverData: ServerData = (search) => {
  const state = productListCodec.parse(search);
  return [getProductsQueryOptions(listQuery(state)), getProductFacetsQueryOptions(filterQuery(state))];
};

const clearedFilters: Patch = {
  searchkey: '',
  brandId: undefined,
  shopId: undefined,
  areaName: undefined,
  priceMin: undefined,
  priceMax: undefined,
  inStock: false,
};

/**
 * Product list and search ({prefix}/product). Every filter, the sort, the view and the page live in the
 * address, so a link reproduces the list and the back button restores the previous one; a change of
 * filter or sort starts again at page 1. Unknown keys (lightKey) are carried along.
 */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  // A new history entry per change: the back button returns to the previous filters.
  const { state, update, hrefFor } = useUrlListState(productListCodec);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  const { data: tree } = useClassTree();
  const trail = classPath(tree, state.classId).map((node) => ({ id: node.id, name: classLabel(node) }));
  const current = trail.at(-1);

  const list = useQuery({ ...getProductsQueryOptions(listQuery(state)), placeholderData: keepPreviousData });
  const facets = useProductFacets(filterQuery(state));

  const goToPage = (patch: Patch) => {
    update(patch);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  // The head: the class (or the search words) as title and description, the class path as breadcrumb.
  const { t: tc } = useTranslation();
  const prefix = useMallPrefix();
  const { data: params = {} } = useSystemParams();
  const site = params[paramKeys.webTitle] || tc('common.app.name');
  const listUrl = (classId?: number) => storefrontUrl(paths.productList.href({ classId }, prefix));
  usePageHead(
    state.searchkey
      ? {
          title: tc('pages.head.search', { words: state.searchkey }),
          description: tc('pages.head.searchDescription', { words: state.searchkey, site }),
        }
      : current
        ? {
            title: current.name,
            description: tc('pages.head.classDescription', { name: current.name, site }),
            jsonLd: [
              breadcrumbJsonLd([
                { name: tc('pages.titles.home'), url: storefrontUrl(paths.home.href(undefined, prefix)) },
                { name: t('list.allProducts'), url: listUrl() },
                ...trail.map((node) => ({ name: node.name, url: listUrl(node.id) })),
              ]),
            ],
          }
        : {},
  );

  const title = state.searchkey
    ? t('list.searchTitle', { key: state.searchkey })
    : current
      ? t('list.classTitle', { name: current.name })
      : t('list.allProducts');

  const listTotal = list.data?.total ?? 0;
  // The facet count is exact up to its cap ("10000+" beyond); without it the list's total, which a search
  // may only estimate ("about N").
  const matched = facets.data && !facets.isPlaceholderData ? facets.data : undefined;
  const listed = list.data && !list.isPlaceholderData ? list.data : undefined;
  // Spec §8: a failed list request empties the list and its total is 0 (whatever the facets counted).
  const listFailed = list.isError && list.data === undefined;
  const totalText = listFailed
    ? t('list.total', { count: 0 })
    : matched
      ? t(matched.capped ? 'list.totalCapped' : 'list.total', { count: matched.total })
      : listed
        ? t(listed.totalExact === false ? 'list.totalAbout' : 'list.total', { count: listed.total })
        : undefined;
  // A search pages within a window of its best matches: say so when there are more than it shows.
  const windowed = Boolean(
    state.searchkey && matched && listed?.totalExact !== false && matched.total > listTotal && listTotal > 0,
  );

  const filters = (
    <ProductFilters
      state={state}
      facets={facets.data}
      classTrail={trail}
      hrefFor={hrefFor}
      onChange={update}
    />
  );

  return (
    <div className="mall-container product-list-page" ref={topRef}>
      <header className="product-list-page__head">
        <ClassBreadcrumb trail={trail} hrefFor={hrefFor} />
        <h1 data-testid="product-list-title">{title}</h1>
      </header>

      {/* On phones the filters are in a bottom sheet opened from a button above the toolbar. */}
      <div className="mall-desktop-only">{filters}</div>
      <button
        type="button"
        className="product-list-page__filter-button mall-phone-only"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen(true)}
        data-testid="filter-sheet-open"
      >
        {t('filters.open')}
      </button>
      <Sheet
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        side="bottom"
        title={t('filters.aria')}
        testId="filter-sheet"
        footer={
          <Button type="primary" block size="large" onClick={() => setFiltersOpen(false)}>
            {t('filters.done')}
          </Button>
        }
      >
        {filtersOpen && filters}
      </Sheet>

      <ProductToolbar state={state} totalText={totalText} onChange={update} />

      <QueryState
        query={list}
        isEmpty={() => false}
        loading={
          <div className="product-list-page__skeleton" data-testid="product-list-loading">
            {Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders only
              <div key={i} className="product-list-page__skeleton-tile">
                <Skeleton.Node active />
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </div>
            ))}
          </div>
        }
      >
        {(page) =>
          page.rows.length === 0 ? (
            <div className="product-list-page__empty">
              <LazyEmpty
                description={
                  <>
                    <strong>{t('list.empty')}</strong>
                    {(state.searchkey || hasNarrowingFilters(state)) && <span>{t('list.emptyHint')}</span>}
                  </>
                }
              />
              {/* Beside the lazily loaded picture, not inside it: the buttons hydrate with the page, so a click
                  while the picture's code is still on its way is not lost on markup without handlers. */}
              <div className="product-list-page__empty-actions">
                {(state.searchkey || hasNarrowingFilters(state)) && (
                  <Button type="primary" onClick={() => update(clearedFilters)}>
                    {t('list.clearFilters')}
                  </Button>
                )}
                {state.page > 1 && page.total > 0 && (
                  <Button onClick={() => goToPage({ page: 1 })}>{t('list.firstPage')}</Button>
                )}
              </div>
            </div>
          ) : (
            <section
              aria-label={t('list.aria')}
              aria-busy={list.isPlaceholderData}
              className={list.isPlaceholderData ? 'is-loading' : undefined}
            >
              {state.view === 'grid' ? (
                <div className="product-list-page__grid" data-testid="product-grid">
                  {page.rows.map((product) => (
                    <ProductCard
                      key={product.productId}
                      product={product}
                      detailed
                      renderName={(name) => <HighlightText text={name} searchkey={state.searchkey} />}
                    />
                  ))}
                </div>
              ) : (
                <div className="product-list-page__rows" data-testid="product-rows">
                  {page.rows.map((product) => (
                    <ProductListItem key={product.productId} product={product} searchkey={state.searchkey} />
                  ))}
                </div>
              )}
              {windowed && (
                <p className="product-list-page__note">{t('list.topResults', { count: listTotal })}</p>
              )}
              <Pager
                className="product-list-page__pagination"
                page={state.page}
                pageSize={state.pageSize}
                total={page.total}
                pageSizes={pageSizeOptions}
                onPageSizeChange={(pageSize) => goToPage({ pageSize })}
                onChange={(pageNumber) => goToPage({ page: pageNumber })}
                scrollToTop={false}
                quickJumper={false}
              />
            </section>
          )
        }
      </QueryState>
    </div>
  );
}
