import { Modal } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotHref, registerHref } from '../../../config/paths';
import { useAppStore } from '../../../lib/app-store';
import { storeTicket } from '../utils/ticket';
import { LoginTabs } from './login-tabs';

/**
 * Spec screen 4: the login dialog, opened through the store's flag. Success stores the one-time ticket
 * and reloads (the route guard exchanges it); closing resets to the account tab and clears the forms.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.loginDialogOpen);
  const setOpen = useAppStore((state) => state.setLoginDialogOpen);
  // A new key remounts the tabs: account tab again, empty forms.
  const [generation, setGeneration] = useState(0);
  const onTicket = useCallback((ticket: string) => {
    storeTicket(ticket);
    window.location.reload();
  }, []);
  return (
    <Modal
      open={open}
      title={t('auth.dialog.title')}
      footer={null}
      width={420}
      onCancel={() => setOpen(false)}
      afterClose={() => setGeneration((value) => value + 1)}
      destroyOnHidden
    >
      <div data-testid="login-dialog">
        <LoginTabs
          key={generation}
          scope="dialog"
          onTicket={onTicket}
          forgotHref={forgotHref()}
          registerHref={registerHref()}
        />
      </div>
    </Modal>
  );
}
