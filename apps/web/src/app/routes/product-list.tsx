import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { ProductCard } from '../../components/product-card';
import { paths } from '../../config/paths';
import { classLabel, findClass, useClassTree } from '../../features/catalog/api/get-class-tree';
import { productListEndpoint } from '../../features/catalog/api/get-products';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useListLoader } from '../../lib/use-list-loader';
import './product-list.css';

const pageSize = 20;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * Product list (first version): the class name or search word from the address and the products of
 * `classId`, 20 a page. The full search page (filters, sorting, search by word) comes with the search
 * issue; a word alone shows that notice instead of unrelated products.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const classId = positiveInt(searchParams.get('classId'));
  const searchkey = searchParams.get('searchkey')?.trim() ?? '';
  const prefix = useMallPrefix();
  const { data: tree } = useClassTree();
  const node = classId ? findClass(tree, classId) : undefined;
  const wordOnly = Boolean(searchkey) && !classId;

  const list = useListLoader(productListEndpoint, { filters: { classId }, pageSize, enabled: !wordOnly });

  const title = node
    ? t('product.list.classTitle', { name: classLabel(node) })
    : searchkey
      ? t('product.list.searchTitle', { key: searchkey })
      : t('product.list.allProducts');

  return (
    <div className="mall-container product-list-page">
      <header className="product-list-page__head">
        <h1 data-testid="product-list-title">{title}</h1>
        {node && node.children.length > 0 && (
          <nav
            className="product-list-page__children"
            aria-label={t('layout.classMenu.childrenOf', { name: classLabel(node) })}
          >
            {node.children.map((child) => (
              <LinkButton
                key={child.id}
                size="small"
                to={paths.productList.href(
                  { classId: child.id, lightKey: searchParams.get('lightKey') ?? undefined },
                  prefix,
                )}
              >
                {classLabel(child)}
              </LinkButton>
            ))}
          </nav>
        )}
        {!wordOnly && list.loaded && (
          <span className="product-list-page__total">{t('product.list.total', { count: list.total })}</span>
        )}
      </header>

      {wordOnly ? (
        <Result
          status="info"
          title={t('product.list.searchTitle', { key: searchkey })}
          subTitle={t('product.list.searchBuilding')}
          extra={
            <LinkButton type="primary" to={paths.home.href()}>
              {t('common.actions.backHome')}
            </LinkButton>
          }
        />
      ) : !list.loaded ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.rows.length === 0 ? (
        <Empty description={t('product.list.empty')}>
          <Button onClick={() => void list.reload()}>{t('common.actions.retry')}</Button>
        </Empty>
      ) : (
        <section aria-label={t('product.list.aria')} aria-busy={list.loading}>
          <div className={`product-list-page__grid${list.loading ? ' is-loading' : ''}`}>
            {list.rows.map((product) => (
              <ProductCard key={product.productId} product={product} detailed />
            ))}
          </div>
          {list.total > list.pageSize && (
            <Pagination
              className="product-list-page__pagination"
              current={list.page}
              pageSize={list.pageSize}
              total={list.total}
              showSizeChanger={false}
              onChange={(page) => {
                void list.setPage(page);
                window.scrollTo(0, 0);
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
