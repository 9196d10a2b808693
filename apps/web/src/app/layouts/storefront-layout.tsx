import { platformAdminCustId } from '@mall/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { HydrationSlice } from '../../components/hydration-slice';
import { QueryErrorScope } from '../../components/query-state';
import { isIntlPrefix, mallPrefixes, mallPrefixFor, paths, templateOfPath } from '../../config/paths';
import { useUserInfo } from '../../features/account/api/get-user-info';
import { usePermissionSync } from '../../features/account/hooks/use-permission-sync';
import { getClassTreeQueryOptions } from '../../features/catalog/api/get-class-tree';
import { useChatStore } from '../../features/chat/chat-store';
import { advertSlots, getAdvertsQueryOptions } from '../../features/content/api/get-adverts';
import { getBizLinksQueryOptions } from '../../features/content/api/get-biz-links';
import { getFooterMenusQueryOptions } from '../../features/content/api/get-footer-menus';
import { SiteFooter } from '../../features/content/components/site-footer';
import { getMenuTabsQueryOptions } from '../../features/navigation/api/get-menu-tabs';
import { parseHotWords } from '../../features/search/utils/search-history';
import { RightBar } from '../../features/service/components/right-bar';
import { getLangTagsQueryOptions, useLangTags } from '../../features/system/api/get-lang-tags';
import { getSitesQueryOptions } from '../../features/system/api/get-sites';
import {
  getSystemParamsQueryOptions,
  paramKeys,
  useSystemParams,
} from '../../features/system/api/get-system-params';
import { LanguageSuggestion } from '../../features/system/components/language-suggestion';
import { MallPrefixContext } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { loadNamespaces, localeOfTag } from '../../lib/i18n';
import { useSiteHead } from '../../lib/page-head/use-page-head';
import { type ServerData, useRouteHandle } from '../route-handle';
import { IntlHeader } from './intl-header';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import {
  useFocusOnNavigate,
  useGrayStyle,
  useKeepLightKey,
  useLangInAddress,
  useScrollToTop,
  useStatisticsScript,
} from './use-page-effects';
import './storefront-layout.css';
import './phone.css';
import './phone-pages.css';

const BackTop = lazy(() => import('./back-top'));
// The login forms (antd Form, Input, tabs, captcha) are loaded the first time the dialog opens, not with
// every page.
const LoginDialog = lazy(() =>
  import('../../features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
// The chat window (and its language pack) is loaded the first time a page asks for a chat; its picture
// button opens the gallery, whose own code loads only when that is pressed.
const ChatWindow = lazy(() =>
  Promise.all([
    import('../../features/chat/components/chat-window'),
    import('../../features/gallery/components/gallery-chooser'),
    loadNamespaces(['chat']),
  ]).then(([m, gallery]) => ({
    default: (props: { marquee?: string; channelDomain?: string }) => (
      <m.ChatWindow {...props} pictureChooser={gallery.GalleryChooser} />
    ),
  })),
);

/**
 * What the frame shows on every page, whatever the address (the server renderer fetches it with the page's
 * own `serverData`, so a page renders in one pass, the first after a start included): the site settings and
 * the server's translations of the language, the class menu, the menu tabs and the header's and home's
 * advert slots (one batch), the footer's menus and friendly links, and the sites of the site switch (fetched
 * whether the switch is on or not: only what a page rendered goes into it). A frame query left out of this
 * list costs every page a second pass, which storefront-pages.test.ts reports.
 */
export const serverData: ServerData = (_search, { locale }) => [
  getSystemParamsQueryOptions(),
  getLangTagsQueryOptions(locale),
  getClassTreeQueryOptions(),
  getMenuTabsQueryOptions(),
  getAdvertsQueryOptions(Object.values(advertSlots)),
  getFooterMenusQueryOptions(),
  getBizLinksQueryOptions(),
  getSitesQueryOptions(),
];

const homePaths = [paths.root.href(), ...mallPrefixes.map((prefix) => paths.home.href(undefined, prefix))];

/**
 * The storefront frame (spec §2 Layout): top strip, header with search and menu, the page, footer,
 * right bar and back-to-top (everywhere except home).
 */
export default function StorefrontLayout() {
  const { t, i18n } = useTranslation();
  const locale = localeOfTag(i18n.language);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const isHome = handle?.home === true || homePaths.includes(pathname);

  const { data: params = {} } = useSystemParams();
  const hasToken = useAppStore((state) => state.hasToken);
  const loginDialogOpen = useAppStore((state) => state.loginDialogOpen);
  // Once opened it stays mounted, so closing still animates and resets the forms.
  const [loginDialogUsed, setLoginDialogUsed] = useState(false);
  useEffect(() => {
    if (loginDialogOpen) setLoginDialogUsed(true);
  }, [loginDialogOpen]);
  const chatOpen = useChatStore((state) => state.target !== undefined);
  const [chatUsed, setChatUsed] = useState(false);
  useEffect(() => {
    if (chatOpen) setChatUsed(true);
  }, [chatOpen]);
  const setUserInfo = useAppStore((state) => state.setUserInfo);
  const userQuery = useUserInfo(hasToken);
  const user = hasToken ? (userQuery.data ?? null) : null;
  useEffect(() => setUserInfo(user), [user, setUserInfo]);
  usePermissionSync(hasToken);
  useLangTags(locale);

  // Spec §6: the service chat is a conversation with the platform admin (customer 1).
  const openServiceChat = () => useChatStore.getState().openChat({ receiveCustId: platformAdminCustId });
  const siteName = params[paramKeys.webTitle] || t('common.app.name');
  // The address picks the template where it names one (/mallIntl/..., or /mall/... of a page both templates
  // have); elsewhere MALL_TEMPLATE, read from the server on every start of the app (spec §1, §2 Layout).
  const prefix = templateOfPath(pathname) ?? mallPrefixFor(params[paramKeys.template]);
  const international = isIntlPrefix(prefix);

  const topBarProps = {
    siteName,
    showSiteSwitch: params[paramKeys.siteSwitch] === '1',
    srmDomain: params[paramKeys.srmDomain]?.trim() || undefined,
    channelDomain: params[paramKeys.channelDomain]?.trim() || undefined,
    user,
    hasToken,
  };

  useScrollToTop();
  // What a screen reader is told after a page change that has no heading to move the focus to.
  const [pageAnnouncement, setPageAnnouncement] = useState('');
  useFocusOnNavigate(setPageAnnouncement);
  // The phone's quick menu closes when the page changes (its chat button navigates).
  const setQuickMenuOpen = useAppStore((state) => state.setQuickMenuOpen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setQuickMenuOpen(false), [pathname, setQuickMenuOpen]);
  useKeepLightKey();
  useLangInAddress(locale);
  useGrayStyle(isHome && params[paramKeys.grayStyle] === '1');
  // The site's part of the head; a page names itself more precisely with usePageHead (product name,
  // the centre's menu pages...).
  useSiteHead({
    routeTitle: handle ? t(`pages.titles.${handle.title}`) : undefined,
    webTitle: params[paramKeys.webTitle],
    siteName,
    description: params[paramKeys.description],
    keywords: params[paramKeys.keywords],
    icon: params[paramKeys.icon],
    locale,
  });
  useStatisticsScript(params[paramKeys.statistics]);

  return (
    <MallPrefixContext value={prefix}>
      {navigation.state === 'loading' && (
        <div
          className="mall-progress"
          role="progressbar"
          aria-busy="true"
          aria-label={t('common.states.loading')}
        />
      )}
      <div
        className={`storefront${isHome ? ' storefront--home' : ''}${international ? ' storefront--intl' : ''}`}
        data-template={international ? 'intl' : 'default'}
      >
        {/* The first stop of the keyboard: past the header's links straight to the page (WCAG 2.4.1). */}
        <a className="mall-skip-link" href="#main" data-testid="skip-link">
          {t('layout.skipToMain')}
        </a>
        <HydrationSlice>
          {international ? (
            <IntlHeader
              {...topBarProps}
              logo={params[paramKeys.logo] || undefined}
              hotWords={parseHotWords(params[paramKeys.hotWords])}
              homePaths={homePaths}
            />
          ) : (
            <>
              <TopBar {...topBarProps} />
              <SiteHeader
                siteName={siteName}
                logo={params[paramKeys.logo] || undefined}
                hotWords={parseHotWords(params[paramKeys.hotWords])}
                isHome={isHome}
                homePaths={homePaths}
              />
            </>
          )}
        </HydrationSlice>
        <main className="storefront__main" id="main" tabIndex={-1}>
          {/* One inline error for the page's failed calls; a new page starts without one. */}
          <QueryErrorScope key={pathname}>
            <HydrationSlice>
              <Outlet />
            </HydrationSlice>
          </QueryErrorScope>
        </main>
        <p className="mall-sr-only" aria-live="polite" data-testid="page-announcer">
          {pageAnnouncement}
        </p>
        <HydrationSlice>
          <SiteFooter
            phone={params[paramKeys.phone]}
            address={params[paramKeys.address]}
            copyright={params[paramKeys.copyright]}
            filing={params[paramKeys.filing]}
            icp={params[paramKeys.icp]}
            wxQrCode={params[paramKeys.wxProgram]}
            aliQrCode={params[paramKeys.aliProgram]}
            logo={params[paramKeys.logo]}
            siteName={siteName}
          />
          <RightBar
            loggedIn={hasToken}
            phone={params[paramKeys.phone]}
            wxQrCode={params[paramKeys.wxProgram]}
            aliQrCode={params[paramKeys.aliProgram]}
            onService={openServiceChat}
          />
        </HydrationSlice>
        {loginDialogUsed && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
        {chatUsed && hasToken && (
          <Suspense fallback={null}>
            <ChatWindow marquee={params.CHAT_MARQUEE} channelDomain={params[paramKeys.channelDomain]} />
          </Suspense>
        )}
        {/* Only in the browser, after hydration: never in the server's page (see LanguageSuggestion). */}
        <LanguageSuggestion />
        {!isHome && (
          <Suspense fallback={null}>
            <BackTop />
          </Suspense>
        )}
      </div>
    </MallPrefixContext>
  );
}
