import { limits } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListHeader } from '../../../components/listing/list-header';
import { ListResults } from '../../../components/listing/list-results';
import { Pager } from '../../../components/listing/pager';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { listParamsOf, type SortChoice, useListParams } from '../../../hooks/use-list-params';
import { getNewsPageQueryOptions, useNewsPage } from '../api/get-news';
import { articleKinds, type ListedKind } from './article-kinds';
import './content.css';
import { useDateText } from '../../../hooks/use-date-text';
import { langProps } from '../../../lib/content-lang';

// Articles are always newest first (the endpoint's order); there is nothing to choose.
const sorts = [{ key: 'new', column: 'createTime', order: 'desc' }] as const satisfies readonly SortChoice[];

/** What a list of one kind of article shows for an address (the list pages' `serverData`). */
export function articleListData(kind: ListedKind, search: URLSearchParams) {
  const hall = listParamsOf(search, sorts);
  const { offset } = hall.paging;
  return [
    getNewsPageQueryOptions(kind, { offset, limit: limits.pageSize, searchkey: hall.searchkey || undefined }),
  ];
}

/** A searchable list of one kind of article, 10 a page, with the page and search word in the address. */
export function ArticleList({ kind }: { kind: ListedKind }) {
  const { t } = useTranslation('content');
  const dates = useDateText();
  const hall = useListParams(sorts);
  const { offset } = hall.paging;
  const query = useNewsPage(kind, { offset, limit: limits.pageSize, searchkey: hall.searchkey || undefined });
  const total = query.data?.total;
  const title = t(`kinds.${kind}.title`);
  const detail = articleKinds[kind].detail;
  return (
    <div className="mall-container listing-page" data-testid={`${kind}-list`}>
      <ListHeader
        title={title}
        subtitle={t(`kinds.${kind}.subtitle`)}
        tone={articleKinds[kind].tone}
        search={{
          value: hall.searchkey,
          placeholder: t(`kinds.${kind}.search`),
          onSearch: hall.setSearchkey,
        }}
        extra={
          total !== undefined && (
            <span data-testid="article-total">
              {hall.searchkey
                ? t('list.foundFor', { count: total, key: hall.searchkey })
                : t('list.found', { count: total })}
            </span>
          )
        }
      />
      <ListResults
        query={query}
        label={title}
        emptyText={hall.searchkey ? t('list.emptySearch', { key: hall.searchkey }) : t('list.empty')}
        loading={
          <div className="listing-panel">
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
        }
      >
        {(page) => (
          <>
            <ul className="article-list listing-panel">
              {page.rows.map((row) => (
                <li key={row.id} className="article-list__item" data-testid="article-item">
                  {row.coverUrl && <SafeImage className="article-list__cover" src={row.coverUrl} alt="" />}
                  <div className="article-list__text" {...langProps(row.contentLang)}>
                    <Link className="article-list__title" to={detail.href({ id: row.id })}>
                      {row.title}
                    </Link>
                    <p className="article-list__summary">{row.summary}</p>
                    <p className="article-list__meta">
                      <time dateTime={row.createTime}>{dates.day(row.createTime)}</time>
                      <span>{t('list.views', { count: row.views })}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={hall.page} pageSize={limits.pageSize} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
