import { useMutation } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { syncPayment } from '../../features/payments/api/pay';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
import { BuyingPage, MyOrdersButton } from '../layouts/buying-page';
import { readsOnly } from '../route-handle';

/** Nothing of a visitor's order is shown on the server; the address's parameter is read all the same. */
export const serverData = readsOnly('payNo');

/**
 * The return page (/mall/fillorder/payreturn?payNo=) a gateway's page (Alipay wap/page, WeChat H5) sends the
 * payer back to. The address proves nothing (anyone can open it): the gateway is asked about the trade
 * first, and only a payment it reports paid goes on to pay success.
 */
export default function PayReturnPage() {
  const { t } = useTranslation('buying');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hasToken = useAppStore((state) => state.hasToken);
  const raw = params.get('payNo') ?? '';
  const payNo = /^P\d{8,32}$/.test(raw) ? raw : undefined;
  const sync = useMutation({ mutationFn: syncPayment });
  const { mutate } = sync;

  useEffect(() => {
    if (payNo && hasToken) mutate(payNo);
  }, [payNo, hasToken, mutate]);

  useEffect(() => {
    if (sync.data?.status === 'paid')
      void navigate(paths.paySuccess.href({ payNo: sync.data.payNo }), { replace: true });
  }, [sync.data, navigate]);

  const loginText = t('checkout.loginFirst');
  if (!payNo || sync.isError)
    return (
      <BuyingPage
        loginText={loginText}
        state={<Result status="404" title={t('paid.notFound')} extra={<MyOrdersButton />} />}
      />
    );
  const status = sync.data?.status;
  return (
    <BuyingPage loginText={loginText} testId="pay-return">
      <div className="page-panel">
        {!status || status === 'paid' ? (
          <Result icon={<Spin size="large" />} title={t('payReturn.checking')} />
        ) : (
          <Result
            status={status === 'expired' ? 'warning' : 'info'}
            title={status === 'expired' ? t('payReturn.expired') : t('payReturn.pending')}
            subTitle={status === 'expired' ? undefined : t('payReturn.pendingText')}
            extra={
              <>
                {status === 'pending' && (
                  <Button
                    type="primary"
                    loading={sync.isPending}
                    onClick={() => mutate(payNo)}
                    data-testid="pay-return-check"
                  >
                    {t('payReturn.check')}
                  </Button>
                )}
                <MyOrdersButton />
              </>
            }
          />
        )}
      </div>
    </BuyingPage>
  );
}
