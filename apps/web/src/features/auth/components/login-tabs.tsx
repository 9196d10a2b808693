import { Tabs } from 'antd';
import './auth.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLoginForm } from './account-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { SmsLoginForm } from './sms-login-form';

export type LoginTab = 'sms' | 'account' | 'qr';

export interface LoginTabsProps {
  onTicket(ticket: string): void;
  scope: string;
  forgotHref: string;
  registerHref: string;
}

/** The three sign-in ways of spec screen 4, shared by the sign-on page and the storefront dialog. */
export function LoginTabs({ onTicket, scope, forgotHref, registerHref }: LoginTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('account');
  return (
    <div className="auth-tabs">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        items={[
          {
            key: 'sms',
            label: t('auth.tabs.sms'),
            children: <SmsLoginForm onTicket={onTicket} scope={scope} />,
          },
          {
            key: 'account',
            label: t('auth.tabs.account'),
            children: <AccountLoginForm onTicket={onTicket} scope={scope} />,
          },
          {
            key: 'qr',
            label: t('auth.tabs.qr'),
            children: <QrLoginPanel onTicket={onTicket} active={tab === 'qr'} />,
          },
        ]}
      />
      <div className="auth-links">
        <a href={forgotHref}>{t('auth.links.forgot')}</a>
        <a href={registerHref}>{t('auth.links.register')}</a>
      </div>
    </div>
  );
}
