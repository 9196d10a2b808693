import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useNews } from '../api/get-news';
import './news.css';
import { useDateText } from '../../../hooks/use-date-text';
import { langProps } from '../../../lib/content-lang';

/** The latest news articles (newsType 1): the first with its cover and summary, the rest as titles. */
export function NewsList({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation();
  const dates = useDateText();
  const query = useNews('news', limit);
  return (
    <QueryState
      query={query}
      emptyText={t('home.news.empty')}
      loading={<Skeleton active paragraph={{ rows: 5 }} />}
    >
      {(page) => (
        <ul className="news-list" data-testid="home-news">
          {page.rows.map((item, index) => (
            <li key={item.id} className={index === 0 ? 'news-list__lead' : undefined}>
              <Link className="news-list__link" to={paths.newsDetail.href({ id: item.id })}>
                {index === 0 && item.coverUrl && <SafeImage src={item.coverUrl} alt="" />}
                <span className="news-list__text" {...langProps(item.contentLang)}>
                  <span className="news-list__title">{item.title}</span>
                  {index === 0 && <span className="news-list__summary">{item.summary}</span>}
                  {index === 0 && <time dateTime={item.createTime}>{dates.day(item.createTime)}</time>}
                </span>
                {index > 0 && <time dateTime={item.createTime}>{dates.day(item.createTime)}</time>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
