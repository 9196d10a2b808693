import type { Activity } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useNow } from '../hooks/use-now';
import { ActivityStateBadge, ActivityTiming } from './activity-timing';
import './market.css';
import { langProps } from '../../../lib/content-lang';

/** Activity cards: picture, state, title, description, dates and countdown. */
export function ActivityList({ rows }: { rows: readonly Activity[] }) {
  const { t } = useTranslation('halls');
  const now = useNow();
  return (
    <ul className="activity-list" data-testid="activity-list">
      {rows.map((activity) => {
        const href = paths.marketDetail.href({ id: activity.id });
        return (
          <li key={activity.id} className="activity-card" data-testid="activity-card">
            <Link className="activity-card__image" to={href} tabIndex={-1} aria-hidden>
              <SafeImage src={activity.imageUrl} alt="" />
              <ActivityStateBadge activity={activity} now={now} />
            </Link>
            <div className="activity-card__body">
              <Link className="activity-card__title" to={href} {...langProps(activity.contentLang)}>
                {activity.title}
              </Link>
              <p className="activity-card__description" {...langProps(activity.contentLang)}>
                {activity.description}
              </p>
              <ActivityTiming activity={activity} now={now} />
              <Link className="activity-card__go" to={href}>
                {t('market.view')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
