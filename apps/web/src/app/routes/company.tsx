import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailState } from '../../components/listing/detail-state';
import { ListHeader } from '../../components/listing/list-header';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { paths, storefrontUrl } from '../../config/paths';
import { getArticleQueryOptions, useArticle } from '../../features/content/api/get-article';
import { getNewsPageQueryOptions, useNewsPage } from '../../features/content/api/get-news';
import { ArticleView, useArticleHead } from '../../features/content/components/article-detail';
import { positiveInt } from '../../hooks/use-list-params';
import { langProps } from '../../lib/content-lang';
import { useSearchParams } from '../../lib/search-params';
import type { ServerData } from '../route-handle';
import '../../features/content/components/content.css';
import '../../components/listing/listing.css';

/** The company pages' list and the one asked for (the first one's article follows its list otherwise). */
export const serverData: ServerData = (search) => {
  const id = positiveInt(search.get('id'));
  return [
    getNewsPageQueryOptions('company', { offset: 1, limit: 20 }),
    ...(id === undefined ? [] : [getArticleQueryOptions(id)]),
  ];
};

/** The company pages (spec §2 /news/company?id=): about us, history, contact; the newest opens first. */
export default function CompanyPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const pages = useNewsPage('company', { offset: 1, limit: 20 });
  const asked = positiveInt(params.get('id'));
  const id = params.has('id') ? asked : pages.data?.rows[0]?.id;
  const article = useArticle(id);
  const choosing = id === undefined && !params.has('id');
  // The company pages' own address is "company"; a page's address names the page.
  useArticleHead({
    asked: params.has('id'),
    hasId: id !== undefined,
    query: article,
    section: { name: t('kinds.company.title'), url: storefrontUrl(paths.company.href()) },
    url: storefrontUrl(paths.company.href({ id: article.data?.id ?? id })),
  });
  return (
    <div className="mall-container listing-page" data-testid="company-page">
      <ListHeader title={t('kinds.company.title')} subtitle={t('kinds.company.subtitle')} tone="red" />
      <div className="side-layout">
        <nav className="listing-panel side-nav" aria-label={t('company.nav')}>
          <QueryState query={pages} emptyText={t('list.empty')} compact loading={<Skeleton active />}>
            {(page) => (
              <ul>
                {page.rows.map((row) => (
                  <li key={row.id}>
                    <Link
                      to={paths.company.href({ id: row.id })}
                      className={row.id === id ? 'active' : undefined}
                      aria-current={row.id === id ? 'page' : undefined}
                      {...langProps(row.contentLang)}
                    >
                      {row.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </nav>
        <div className="listing-panel side-layout__main">
          {choosing ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <DetailState
              hasId={id !== undefined}
              query={article}
              notFoundText={t('detail.notFound')}
              back={{
                href: paths.company.href(),
                text: t('detail.backTo', { name: t('kinds.company.title') }),
              }}
              loading={<Skeleton active paragraph={{ rows: 10 }} />}
            >
              {(found) => <ArticleView article={found} />}
            </DetailState>
          )}
        </div>
      </div>
    </div>
  );
}
