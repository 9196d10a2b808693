import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';

/** What a visitor sees where onboarding or finance needs a session: a prompt that opens the login dialog. */
export function MerchantLogin({ text }: { text: string }) {
  const { t } = useTranslation('merchant');
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  return (
    <Result
      status="warning"
      title={t('login.title')}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => openLogin(true)}>
          {t('login.button')}
        </Button>
      }
      data-testid="merchant-login"
    />
  );
}
