import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListHeader } from '../../components/listing/list-header';
import { QueryState } from '../../components/query-state';
import { SafeImage } from '../../components/safe-image';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { getNewsPageQueryOptions, useNewsPage } from '../../features/content/api/get-news';
import { articleKinds, type ListedKind } from '../../features/content/components/article-kinds';
import type { ServerData } from '../route-handle';
import '../../features/content/components/content.css';
import '../../components/listing/listing.css';
import { useDateText } from '../../hooks/use-date-text';

/** The newest articles of one kind as a titled panel with a "more" link; the first may show its cover. */
function LatestPanel({ kind, limit, lead = false }: { kind: ListedKind; limit: number; lead?: boolean }) {
  const { t } = useTranslation('content');
  const dates = useDateText();
  const query = useNewsPage(kind, { offset: 1, limit });
  const name = t(`kinds.${kind}.title`);
  const { list, detail } = articleKinds[kind];
  return (
    <section
      className="listing-panel news-panel"
      aria-labelledby={`news-panel-${kind}`}
      data-testid={`news-panel-${kind}`}
    >
      <header className="news-panel__head">
        <h2 id={`news-panel-${kind}`}>{lead ? t('home.headlines') : name}</h2>
        <Link to={list.href()} aria-label={t('home.moreOf', { name })}>
          {t('home.more')}
        </Link>
      </header>
      <QueryState
        query={query}
        emptyText={t('list.empty')}
        loading={<Skeleton active paragraph={{ rows: limit }} />}
      >
        {(page) => (
          <ul className="news-panel__list">
            {page.rows.map((row, index) => (
              <li key={row.id} className={lead && index === 0 ? 'news-panel__lead' : undefined}>
                <Link to={detail.href({ id: row.id })}>
                  {lead && index === 0 && <SafeImage src={row.coverUrl} alt="" />}
                  <span className="news-panel__title">{row.title}</span>
                  {lead && index === 0 && <span className="news-panel__summary">{row.summary}</span>}
                </Link>
                <time dateTime={row.createTime}>{dates.day(row.createTime)}</time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** How many of the latest articles each panel shows. */
const panelSizes = { news: 8, bulletin: 6, resource: 5 } as const;

/** The three panels' latest articles. */
export const serverData: ServerData = () =>
  (['news', 'bulletin', 'resource'] as const).map((kind) =>
    getNewsPageQueryOptions(kind, { offset: 1, limit: panelSizes[kind] }),
  );

/** The news home (spec §2 /news): headlines, bulletins, resources and the sections of the news centre. */
export default function NewsHomePage() {
  const { t } = useTranslation('content');
  const sections = [
    { href: paths.newsList.href(), kind: 'news' },
    { href: paths.bulletinList.href(), kind: 'bulletin' },
    { href: paths.resource.href(), kind: 'resource' },
    { href: paths.company.href(), kind: 'company' },
  ] as const;
  return (
    <div className="mall-container listing-page" data-testid="news-home">
      <ListHeader title={t('home.title')} subtitle={t('home.subtitle')} tone="blue" />
      <nav className="news-sections" aria-label={t('home.categories')}>
        {sections.map((section) => (
          <Link key={section.kind} to={section.href} className="news-sections__item">
            <strong>{t(`kinds.${section.kind}.title`)}</strong>
            <span>{t(`kinds.${section.kind}.subtitle`)}</span>
          </Link>
        ))}
      </nav>
      <div className="news-home__grid">
        <LatestPanel kind="news" limit={panelSizes.news} lead />
        <div className="news-home__side">
          <LatestPanel kind="bulletin" limit={panelSizes.bulletin} />
          <LatestPanel kind="resource" limit={panelSizes.resource} />
        </div>
      </div>
    </div>
  );
}
