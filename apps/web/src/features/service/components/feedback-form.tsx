import { limits } from '@mall/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useAddFeedback } from '../api/add-feedback';
import { FeedbackHistory } from './feedback-history';

/**
 * The online-message form inside the right bar's popover (spec screen 11, §5: required, trimmed, at
 * most 100 characters), above the buyer's own messages with the platform's replies. Loaded when the popover
 * first opens.
 */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const feedback = useAddFeedback();
  const submit = () => {
    const value = text.trim();
    if (!value) {
      toast.warning(t('layout.rightBar.feedbackEmpty'));
      return;
    }
    feedback.mutate(value, {
      onSuccess: () => {
        setText('');
        toast.success(t('layout.rightBar.feedbackSent'));
        onDone();
      },
    });
  };
  return (
    <div className="right-bar__feedback" data-testid="feedback-form">
      <Input.TextArea
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={limits.feedbackMax}
        showCount
        autoSize={{ minRows: 4, maxRows: 6 }}
        placeholder={t('layout.rightBar.feedbackPlaceholder', { max: limits.feedbackMax })}
        aria-label={t('layout.rightBar.message')}
      />
      <div className="right-bar__feedback-actions">
        <Button type="primary" size="small" onClick={submit} loading={feedback.isPending}>
          {t('layout.rightBar.feedbackSubmit')}
        </Button>
      </div>
      <FeedbackHistory />
    </div>
  );
}
