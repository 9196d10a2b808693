import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../hooks/use-date-text';
import { useMyFeedback } from '../api/my-feedback';
import './feedback-history.css';

/**
 * "My messages and replies" under the online-message form: the buyer's own messages, newest first, each with
 * the platform's reply or a note that it is still waiting for one.
 */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const { dateTime } = useDateText();
  const titleId = useId();
  const mine = useMyFeedback();
  if (mine.isPending) return null;
  if (mine.isError)
    return (
      <p className="feedback-history feedback-history__awaiting" role="alert">
        {t('layout.rightBar.feedbackHistoryFailed')}
      </p>
    );
  if (mine.data.length === 0) return null;
  return (
    <section className="feedback-history" aria-labelledby={titleId} data-testid="my-feedback">
      <h2 id={titleId} className="feedback-history__title">
        {t('layout.rightBar.feedbackHistory')}
      </h2>
      <ol className="feedback-history__list">
        {mine.data.map((row) => (
          <li key={row.feedbackId} className="feedback-history__item" data-testid="my-feedback-item">
            <p className="feedback-history__message">{row.content}</p>
            <time className="feedback-history__time" dateTime={row.createdAt}>
              {dateTime(row.createdAt)}
            </time>
            {row.reply ? (
              <p className="feedback-history__reply">
                <strong>{t('layout.rightBar.feedbackReply')}</strong>
                {row.reply}
              </p>
            ) : (
              <p className="feedback-history__awaiting">{t('layout.rightBar.feedbackAwaiting')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
