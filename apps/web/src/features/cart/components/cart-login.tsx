import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';

/** What the buying pages show a visitor: sign in first (the login dialog, spec §6). */
export function LoginRequired({ text }: { text: string }) {
  const { t } = useTranslation();
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  return (
    <Result
      status="warning"
      title={text}
      extra={
        <Button type="primary" onClick={() => openLogin(true)}>
          {t('layout.topBar.login')}
        </Button>
      }
      data-testid="login-required"
    />
  );
}
