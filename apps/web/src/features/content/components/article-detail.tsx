import type { NewsDetail } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailBreadcrumb } from '../../../components/listing/detail-breadcrumb';
import { DetailState, isDetailNotFound } from '../../../components/listing/detail-state';
import { Skeleton } from '../../../components/skeleton';
import { paths, storefrontUrl } from '../../../config/paths';
import { positiveInt } from '../../../hooks/use-list-params';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { breadcrumbJsonLd, shortText, textOfHtml } from '../../../lib/page-head/json-ld';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useSearchParams } from '../../../lib/search-params';
import { useArticle } from '../api/get-article';
import { articleKinds, kindOfType, type ListedKind } from './article-kinds';
import { RichText } from './rich-text';
import './content.css';
import { useDateText } from '../../../hooks/use-date-text';
import { langProps } from '../../../lib/content-lang';

/** Title, date, views and the sanitised body of one article. */
export function ArticleView({ article }: { article: NewsDetail }) {
  const { t } = useTranslation('content');
  const dates = useDateText();
  return (
    <article className="article-view" data-testid="article-view">
      <header className="article-view__head">
        <h1 {...langProps(article.contentLang)}>{article.title}</h1>
        <p className="article-list__meta">
          <time dateTime={article.createTime}>
            {t('detail.published', { date: dates.day(article.createTime) })}
          </time>
          <span>{t('detail.views', { count: article.views })}</span>
        </p>
      </header>
      <RichText html={article.contentHtml} lang={article.bodyLang} />
    </article>
  );
}

/**
 * The head of a page showing one article (news, bulletins, company pages, help): nothing while no article is
 * asked for, 404 when it is not there, else its title, the start of its text, og:type article and the trail
 * home → section → article.
 */
export function useArticleHead({
  asked = true,
  hasId,
  query,
  section,
  url,
}: {
  /** An article was asked for by the address (a centre opened without one keeps its own head). */
  asked?: boolean;
  hasId: boolean;
  query: { data?: Pick<NewsDetail, 'title' | 'contentHtml'>; error: unknown };
  section: { name: string; url: string };
  /** The article's own address (storefront URL). */
  url: string;
}) {
  const prefix = useMallPrefix();
  const { t } = useTranslation();
  const article = query.data;
  usePageHead(
    !asked
      ? {}
      : isDetailNotFound(hasId, query.error)
        ? { status: 404 }
        : article
          ? {
              title: article.title,
              description: shortText(textOfHtml(article.contentHtml)) || undefined,
              ogType: 'article',
              jsonLd: [
                breadcrumbJsonLd([
                  { name: t('pages.titles.home'), url: storefrontUrl(paths.home.href(undefined, prefix)) },
                  section,
                  { name: article.title, url },
                ]),
              ],
            }
          : {},
  );
}

/** The page of one article (`?id=`): breadcrumb, the article, links to the previous and next one. */
export function ArticleDetail({ kind }: { kind: ListedKind }) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const query = useArticle(id);
  // The article's own kind wins (a bulletin opened as news still links to bulletins).
  const shownKind = (query.data && kindOfType(query.data.newsType)) ?? kind;
  const { list, detail } = articleKinds[shownKind];
  const listLink = { href: list.href(), label: t(`kinds.${shownKind}.title`) };
  useArticleHead({
    hasId: id !== undefined,
    query,
    section: { name: listLink.label, url: storefrontUrl(listLink.href) },
    url: storefrontUrl(detail.href({ id: query.data?.id ?? id })),
  });
  return (
    <div className="mall-container listing-page">
      <DetailBreadcrumb hall={listLink} current={query.data?.title ?? listLink.label} />
      <DetailState
        hasId={id !== undefined}
        query={query}
        notFoundText={t('detail.notFound')}
        back={{ href: listLink.href, text: t('detail.backTo', { name: listLink.label }) }}
        loading={
          <div className="listing-panel">
            <Skeleton active paragraph={{ rows: 12 }} />
          </div>
        }
      >
        {(found) => (
          <div className="listing-panel">
            <ArticleView article={found} />
            <nav className="article-neighbours" aria-label={t('detail.neighbours')}>
              {(['prev', 'next'] as const).map((side) => {
                const neighbour = found[side];
                return (
                  <p key={side} data-testid={`article-${side}`}>
                    <span>{t(`detail.${side}`)}</span>
                    {neighbour ? (
                      <Link to={detail.href({ id: neighbour.id })} {...langProps(neighbour.contentLang)}>
                        {neighbour.title}
                      </Link>
                    ) : (
                      <span className="article-neighbours__none">{t('detail.none')}</span>
                    )}
                  </p>
                );
              })}
            </nav>
          </div>
        )}
      </DetailState>
    </div>
  );
}
