import { useLocation } from 'react-router';
import { Redirect } from '../../components/redirect';
import { useSites } from '../../features/system/api/get-sites';
import { useSystemParams } from '../../features/system/api/get-system-params';
import { currentSite, landingHref, portalFlags } from '../../features/system/utils/site-landing';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { currentLocale } from '../../lib/i18n';
import { useWholeSearch } from '../../lib/search-params';
import { PageLoading } from '../page-loading';

/**
 * `/` (spec §2 route table): a visitor goes to the portal default page of the site of the interface
 * language (`portalMallFlag` of /sys/accountsitemanage/getsite: 1 the mall home, 2 /channelPath, 3 /scene);
 * a signed-in buyer to the mall home. The mall home is the active template's (/mallIntl/home when
 * MALL_TEMPLATE is 3). The query (a sign-on ticket, lightKey) goes along.
 */
export default function LandingPage() {
  // Every parameter goes along (the visitor's tracking ones too), not only those a page reads.
  const search = useWholeSearch();
  const { hash } = useLocation();
  const hasToken = useAppStore((state) => state.hasToken);
  const prefix = useMallPrefix();
  const params = useSystemParams();
  const sites = useSites(!hasToken);

  if (params.isPending || (!hasToken && sites.isPending)) return <PageLoading />;
  // Without the sites (a failed call) the visitor still gets the mall home.
  const list = sites.data ?? [];
  const site = currentSite(list, currentLocale()) ?? list[0];
  const flag = hasToken ? portalFlags.mall : (site?.portalMallFlag ?? portalFlags.mall);
  return <Redirect to={`${landingHref(flag, prefix)}${search}${hash}`} />;
}
