import { authEndpoints, type ConsoleCentre, type Locale, locales } from '@mall/contracts';
import { paths, storefrontUrl } from '@mall/contracts/storefront-paths';
import { Button, Drawer, Grid, Layout, Menu, Select, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { call } from '../lib/api';
import { useChangeLocale } from './locale-context';
import { type ConsolePage, pageHref } from './navigation';
import type { ConsoleSession } from './session';

/** Each language named in itself, as the storefront's switcher names them. */
const languageNames: Record<Locale, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ru_RU: 'Русский',
  es: 'Español',
};

/** The storefront's customer list, where a seller acting for its customers enters the mall as one of them. */
const customerListHref = storefrontUrl(paths.customerList.href());

function signOut() {
  void call(authEndpoints.logout)
    .catch(() => null)
    .then(() => window.location.assign('/sso/login'));
}

/** The frame of a workspace: its menu (the pages the session holds), the account, the language. */
export function ConsoleLayout({
  workspace,
  session,
  pages,
  children,
}: {
  workspace: ConsoleCentre;
  session: ConsoleSession;
  pages: ConsolePage[];
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const changeLocale = useChangeLocale();
  const { pathname } = useLocation();
  const narrow = !Grid.useBreakpoint().md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The page whose address is the longest prefix of this one (a detail selects its list).
  const selected = pages
    .map((page) => pageHref(workspace, page.path))
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      onClick={() => setDrawerOpen(false)}
      items={pages.map((page) => {
        const href = pageHref(workspace, page.path);
        return { key: href, label: <Link to={href}>{t(page.label)}</Link> };
      })}
    />
  );
  const user = session.user;
  const name = user.userClass === 1 && user.custName ? user.custName : user.contactName || user.mobile;
  return (
    <Layout className="console-frame">
      {narrow ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t(`app.${workspace}`)}
          size={240}
        >
          <Typography.Paragraph data-testid="console-user">{name}</Typography.Paragraph>
          <nav aria-label={t('app.menu')}>{menu}</nav>
          <a href="/mallview/">{t('app.storefront')}</a>
        </Drawer>
      ) : (
        <Layout.Sider width={220} theme="light" className="console-frame__sider">
          <div className="console-frame__brand">{t(`app.${workspace}`)}</div>
          <nav aria-label={t('app.menu')}>{menu}</nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="console-frame__header">
          <Space>
            {narrow ? (
              <Button onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
                {t('app.menu')}
              </Button>
            ) : null}
            {narrow ? <Typography.Text strong>{t(`app.${workspace}`)}</Typography.Text> : null}
          </Space>
          <Space wrap className="console-frame__account">
            {narrow ? null : <Typography.Text data-testid="console-user">{name}</Typography.Text>}
            <Select
              aria-label={t('app.language')}
              size="small"
              value={i18n.language as Locale}
              onChange={(locale: Locale) => void changeLocale(locale)}
              options={locales.map((locale) => ({ value: locale, label: languageNames[locale] }))}
              popupMatchSelectWidth={false}
            />
            {user.actsForBuyers ? <a href={customerListHref}>{t('app.customers')}</a> : null}
            {narrow ? null : <a href="/mallview/">{t('app.storefront')}</a>}
            <Button size="small" onClick={signOut}>
              {t('app.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-frame__content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
