import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';

/**
 * The check of a search box or single input that needs a word (spec §8 'please enter information'):
 * answers whether the text has one, and when it has not warns so, for the caller not to search.
 */
export function useRequiredText() {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      if (text.trim()) return true;
      toast.warning(t('common.feedback.enterInformation'));
      return false;
    },
    [t],
  );
}
