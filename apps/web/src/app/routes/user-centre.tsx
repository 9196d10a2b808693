import { Button, Menu, Result, Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useMenus } from '../../features/account/api/get-menus';
import { ProfilePanel } from '../../features/account/components/profile-panel';
import { SecurityPanel } from '../../features/account/components/security-panel';
import { findMenuRoute, menuRoutes } from '../../features/account/utils/menu-routes';
import { GalleryChooser } from '../../features/gallery/components/gallery-chooser';
import { useAppStore } from '../../lib/app-store';
import { loadNamespaces } from '../../lib/i18n';
import { usePageHead } from '../../lib/page-head/use-page-head';
import './user-centre.css';

// Centre pages of other features load with their language namespaces when first opened.
const UserOrders = lazy(() => loadNamespaces(['buying']).then(() => import('./user-orders')));
const UserAddresses = lazy(() => loadNamespaces(['buying', 'region']).then(() => import('./user-addresses')));
const UserPoints = lazy(() => loadNamespaces(['benefits']).then(() => import('./user-points')));
const UserCoupons = lazy(() => loadNamespaces(['benefits']).then(() => import('./user-coupons')));
// Screens the spec names without behaviour: the coming-soon page, inside the centre.
const ComingSoon = lazy(() => loadNamespaces(['content']).then(() => import('./todo')));
const centrePage = (Page: React.ComponentType) => () => (
  <Suspense fallback={<Spin className="user-centre__loading" />}>
    <Page />
  </Suspense>
);

/** Page modules of the menu `component` names that exist in the storefront. */
const pages: Record<string, () => React.ReactNode> = {
  'order/list': centrePage(UserOrders),
  'account/address': centrePage(UserAddresses),
  'finance/points': centrePage(UserPoints),
  'finance/coupon': centrePage(UserCoupons),
  todo: () => <div className="user-centre__todo">{centrePage(ComingSoon)()}</div>,
};

/** A menu page without a storefront module yet (its title is already the page heading). */
function Building() {
  const { t } = useTranslation();
  return (
    <div data-testid="page-placeholder">
      <Result status="info" subTitle={t('pages.building.subtitle')} />
    </div>
  );
}

/**
 * The buyer's personal centre (/user/*): a side menu and the pages generated from the server's menu
 * list (spec §2). Visitors get the login dialog (spec §6).
 */
export default function UserCentrePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hasToken = useAppStore((state) => state.hasToken);
  const user = useAppStore((state) => state.userInfo);
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  const menus = useMenus(hasToken);

  useEffect(() => {
    if (!hasToken) openLogin(true);
  }, [hasToken, openLogin]);

  const routes = menuRoutes(menus.data?.menus ?? []);
  const route = findMenuRoute(routes, pathname);
  const isInfo = !route && pathname === paths.accountInfo.href();
  const title = route
    ? t(route.name as 'menu.accountInfo')
    : isInfo
      ? t('pages.titles.accountInfo')
      : t('layout.topBar.personalCentre');
  // The document title names the centre page shown (spec §3 site settings: "<page> - <webtitle>").
  usePageHead({ title: hasToken && route ? title : undefined });

  if (!hasToken) {
    return (
      <div className="mall-container page-panel">
        <Result
          status="warning"
          title={t('account.centre.loginFirst')}
          extra={
            <Button type="primary" onClick={() => openLogin(true)}>
              {t('layout.topBar.login')}
            </Button>
          }
        />
      </div>
    );
  }
  if (menus.isLoading || !user) return <Spin className="user-centre__loading" />;

  let content: React.ReactNode;
  if (route?.component === 'account/info' || isInfo) {
    content = (
      <>
        <ProfilePanel user={user} pictureChooser={GalleryChooser} />
        <SecurityPanel user={user} />
      </>
    );
  } else if (route?.component === 'account/pay-password') {
    content = <SecurityPanel user={user} />;
  } else if (!route) {
    // The menu list is what the account may open (the server leaves out what its role does not hold).
    content = (
      <div data-testid="centre-no-page">
        <Result status="warning" subTitle={t('common.permission.page')} />
      </div>
    );
  } else {
    const page = pages[route.component];
    content = page ? page() : <Building />;
  }

  return (
    <div className="mall-container user-centre" data-testid="user-centre">
      <nav className="user-centre__menu" aria-label={t('account.centre.menu')}>
        <Menu
          mode="inline"
          selectedKeys={[pathname]}
          items={routes
            .filter((r) => !r.hidden)
            .map((r) => ({ key: r.path, label: t(r.name as 'menu.accountInfo') }))}
          onClick={({ key }) => navigate(key)}
        />
      </nav>
      <div className="user-centre__main">
        <h1 className="user-centre__title">{title}</h1>
        {content}
      </div>
    </div>
  );
}
