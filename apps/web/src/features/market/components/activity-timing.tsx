import type { Activity } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { activityStateAt, remainingUntil } from '../utils/activity-time';
import './market.css';
import { useDateText } from '../../../hooks/use-date-text';

/** The state badge of an activity: upcoming, ongoing or ended. */
export function ActivityStateBadge({ activity, now }: { activity: Activity; now: number }) {
  const { t } = useTranslation('halls');
  const state = activityStateAt(activity, now);
  return (
    <span
      className={`activity-badge activity-badge--${state}`}
      data-testid="activity-state"
      data-state={state}
    >
      {t(`market.state.${state}`)}
    </span>
  );
}

/** The time window as dates, and a countdown to the start (upcoming) or the end (ongoing). */
export function ActivityTiming({ activity, now }: { activity: Activity; now: number }) {
  const { t } = useTranslation('halls');
  const dateText = useDateText();
  const state = activityStateAt(activity, now);
  const dates = t('market.window', {
    start: dateText.day(activity.startTime),
    end: dateText.day(activity.endTime),
  });
  const left =
    state === 'ended'
      ? undefined
      : remainingUntil(state === 'upcoming' ? activity.startTime : activity.endTime, now);
  return (
    <div className="activity-timing">
      <span className="activity-timing__window">{dates}</span>
      {left && (
        <span className="activity-timing__countdown" role="timer" aria-live="off">
          {t(state === 'upcoming' ? 'market.startsIn' : 'market.endsIn')}
          {left.days > 0 && <b>{t('market.days', { count: left.days })}</b>}
          <b className="activity-timing__clock">{left.clock}</b>
        </span>
      )}
    </div>
  );
}
