import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { deadlineState } from '../utils/deadline';

/** "Ended" in grey, or the days left (orange in the last three days). */
export function DeadlineTag({ deadline, status }: { deadline: string; status: number }) {
  const { t } = useTranslation('halls');
  const state = deadlineState(deadline, status);
  if (state.ended) {
    return (
      <Tag className="deadline-tag" data-testid="demand-ended">
        {t('demand.ended')}
      </Tag>
    );
  }
  return (
    <Tag className="deadline-tag" color={state.daysLeft <= 3 ? 'orange' : 'green'}>
      {t('demand.daysLeft', { count: state.daysLeft })}
    </Tag>
  );
}
