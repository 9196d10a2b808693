import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { channelOrderListHref, paths, storefrontUrl } from '../../config/paths';
import { useUserInfo } from '../../features/account/api/get-user-info';
import { CustomerList } from '../../features/account/components/customer-list';
import { paramKeys, useSystemParams } from '../../features/system/api/get-system-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { BuyingPage } from '../layouts/buying-page';

/**
 * The customer list (/mall/customers; not in the spec's route table): where a seller that acts for its
 * customers (docs/sign-on.md "Acting for a buyer") lands after sign-in and comes back to, and enters the
 * storefront as one of them. Its other work is on the channel site, linked from here.
 */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const hasToken = useAppStore((state) => state.hasToken);
  const user = useUserInfo(hasToken);
  const { data: params } = useSystemParams();
  const channel = channelOrderListHref(params?.[paramKeys.channelDomain]);
  const actsForBuyers = user.data?.actsForBuyers === true;

  let state: ReactNode;
  if (!user.data) state = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!actsForBuyers) state = <Result status="info" title={t('account.customers.noList')} />;

  return (
    <BuyingPage
      loginText={t('account.customers.loginFirst')}
      testId="customer-list-page"
      title={t('pages.titles.customerList')}
      actions={channel && actsForBuyers && <Button href={channel}>{t('account.customers.toChannel')}</Button>}
      state={state}
      stateTestId="customer-list-state"
    >
      <div className="page-panel">
        <p className="customer-list__intro">{t('account.customers.intro')}</p>
        <CustomerList afterHref={storefrontUrl(paths.home.href(undefined, prefix))} />
      </div>
    </BuyingPage>
  );
}
