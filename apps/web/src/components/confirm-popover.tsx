// biome-ignore lint/style/noRestrictedImports: the one place that uses antd's Popconfirm directly
import { Popconfirm, type PopconfirmProps } from 'antd';
import { useRef } from 'react';
import { useNotifyCancelled } from '../hooks/use-confirm';

/**
 * antd's Popconfirm that says "cancelled" when the visitor dismisses it (spec §8), as useConfirm does for
 * the dialog: with its cancel button, Escape or a click outside. Closing because the action was
 * confirmed says nothing.
 */
export function ConfirmPopover({ onConfirm, onOpenChange, ...props }: PopconfirmProps) {
  const notifyCancelled = useNotifyCancelled();
  // Popconfirm reports every close the same way (onOpenChange false, before onCancel): only a close that
  // did not follow the OK button is a dismissal.
  const confirmed = useRef(false);
  return (
    <Popconfirm
      {...props}
      onConfirm={(event) => {
        confirmed.current = true;
        return onConfirm?.(event);
      }}
      onOpenChange={(open) => {
        if (open) confirmed.current = false;
        else if (!confirmed.current) notifyCancelled();
        onOpenChange?.(open);
      }}
    />
  );
}
