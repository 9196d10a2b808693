import type { ActivityDetail } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';
import { useNow } from '../hooks/use-now';
import { ActivityStateBadge, ActivityTiming } from './activity-timing';
import './market.css';
import { langProps } from '../../../lib/content-lang';

/** The head of an activity page: picture, state, title, description, dates and countdown. */
export function ActivityHead({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('halls');
  const now = useNow();
  return (
    <header className="activity-head" data-testid="activity-head">
      <div className="activity-head__image">
        <SafeImage src={activity.imageUrl} alt={activity.title} />
      </div>
      <div className="activity-head__text">
        <ActivityStateBadge activity={activity} now={now} />
        <h1 {...langProps(activity.contentLang)}>{activity.title}</h1>
        <p {...langProps(activity.contentLang)}>{activity.description}</p>
        <ActivityTiming activity={activity} now={now} />
        <p className="activity-head__count">
          {t('market.productCount', { count: activity.products.length })}
        </p>
      </div>
    </header>
  );
}
