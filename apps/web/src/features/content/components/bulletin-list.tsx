import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useNews } from '../api/get-news';
import './news.css';
import { useDateText } from '../../../hooks/use-date-text';
import { langProps } from '../../../lib/content-lang';

/** The latest bulletins (newsType 2), titles only, for the home user panel. */
export function BulletinList({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation();
  const dates = useDateText();
  const query = useNews('bulletin', limit);
  return (
    <section className="bulletin-list" aria-labelledby="home-bulletins-title" data-testid="home-bulletins">
      <header className="bulletin-list__head">
        <h2 id="home-bulletins-title">{t('home.userPanel.bulletins')}</h2>
        <Link to={paths.bulletinList.href()}>{t('common.actions.more')}</Link>
      </header>
      <QueryState query={query} emptyText={t('home.userPanel.noBulletins')} compact>
        {(page) => (
          <ul>
            {page.rows.map((item) => (
              <li key={item.id}>
                <Link
                  to={paths.bulletinDetail.href({ id: item.id })}
                  title={item.title}
                  {...langProps(item.contentLang)}
                >
                  {item.title}
                </Link>
                <time dateTime={item.createTime}>{dates.monthDay(item.createTime)}</time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
