import { Modal, type ModalFuncProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';

/**
 * antd's confirmation dialog (Modal.useModal) that says "cancelled" when the visitor dismisses it (spec §8:
 * a cancelled confirmation shows 'cancelled'): with its cancel button, its close button or Escape.
 * Returns the function that opens it and the holder to render, as Modal.useModal does.
 */
export function useConfirm() {
  const notifyCancelled = useNotifyCancelled();
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    (options: ModalFuncProps) =>
      modal.confirm({
        ...options,
        onCancel: (...args: unknown[]) => {
          notifyCancelled();
          return (options.onCancel as ((...a: unknown[]) => unknown) | undefined)?.(...args);
        },
      }),
    [modal, notifyCancelled],
  );
  return [confirm, holder] as const;
}

/**
 * The one "cancelled" notice of a dismissed confirmation (spec §8), shared by the dialog (useConfirm) and
 * the popover (ConfirmPopover).
 */
export function useNotifyCancelled() {
  const { t } = useTranslation();
  return useCallback(() => toast.info(t('common.feedback.cancelled')), [t]);
}
