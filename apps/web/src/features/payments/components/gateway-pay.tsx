import type { GatewayProvider, GatewayPay as GatewayStart, Payment } from '@mall/contracts';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { createGatewayPay, syncPayment, usePayment } from '../api/pay';
import { usePaidWatch } from './use-paid-watch';

/** How often the QR code's dialog asks whether the gateway's notification has paid the orders. */
const pollMs = 2000;

/** Below the page width (1210 px) the buyer is on a phone: the gateway's own page (H5 / wap) opens instead. */
const phoneQuery = '(max-width: 1209px)';

const isPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(phoneQuery).matches;

/**
 * Paying at a gateway (Alipay, WeChat Pay). Desktop: the gateway's QR code to scan with the wallet, and
 * the order's state polled until the gateway's notification has paid it ("I have paid" asks the gateway
 * itself). Phone width (and Alipay's own page on desktop when so configured): a button opens the gateway's
 * page in this tab, which comes back to the return page. The page never opens by itself: choosing a way
 * to pay, or the dialog choosing one for a short balance, must not leave the shop.
 */
export function GatewayPay({
  orderNumbers,
  provider,
  onPaid,
}: {
  orderNumbers: string[];
  provider: GatewayProvider;
  onPaid(payment: Payment): void;
}) {
  const { t } = useTranslation('buying');
  const [started, setStarted] = useState<GatewayStart | null>(null);
  const [creating, setCreating] = useState(false);
  const [failed, setFailed] = useState(false);
  const startedFor = useRef<string | null>(null);
  const payment = usePayment(started?.qrCode ? started.payNo : undefined, pollMs);
  const status = payment.data?.status ?? started?.status;

  const create = async () => {
    setCreating(true);
    setFailed(false);
    try {
      const result = await createGatewayPay(orderNumbers, provider, isPhone() ? 'h5' : 'qr');
      setStarted(result);
    } catch {
      // The http client has shown why (gateway out of reach, orders no longer unpaid).
      setStarted(null);
      setFailed(true);
    } finally {
      setCreating(false);
    }
  };

  useEffect(() => {
    // One trade per provider shown (StrictMode runs effects twice in development).
    if (startedFor.current === provider) return;
    startedFor.current = provider;
    void create();
  });

  const { checking, alreadyPaid } = usePaidWatch(
    payment.data,
    orderNumbers,
    onPaid,
    started ? () => syncPayment(started.payNo) : null,
  );

  const name = t(`pay.method.${provider}`);
  return (
    <div className="pay-dialog__panel pay-dialog__panel--qr" data-testid={`pay-gateway-${provider}`}>
      {creating ? (
        <Spin className="pay-dialog__spin" />
      ) : failed || !started ? (
        <Alert
          type="error"
          showIcon
          message={t('pay.gatewayFailed', { name })}
          action={
            <Button size="small" onClick={() => void create()}>
              {t('pay.retry')}
            </Button>
          }
        />
      ) : status === 'expired' ? (
        <Alert
          type="warning"
          showIcon
          message={t('pay.qrExpired')}
          action={
            <Button size="small" onClick={() => void create()}>
              {t('pay.qrRenew')}
            </Button>
          }
        />
      ) : started.redirectUrl ? (
        <>
          <p className="pay-dialog__hint">{t('pay.redirectHint', { name })}</p>
          <Button type="primary" size="large" block href={started.redirectUrl} data-testid="pay-gateway-go">
            {t('pay.goTo', { name })}
          </Button>
        </>
      ) : (
        <>
          <QrCode value={started.qrCode} size={184} label={t('pay.qrLabel')} />
          <p className="pay-dialog__hint" data-testid="pay-gateway-hint">
            {t('pay.gatewayHint', { name })}
          </p>
        </>
      )}
      {/* The gateway's page comes back to the return page, which asks the gateway itself. */}
      {!started?.redirectUrl && (
        <Button
          block
          size="large"
          loading={checking}
          disabled={!started}
          onClick={() => void alreadyPaid()}
          data-testid="pay-gateway-paid"
        >
          {t('pay.alreadyPaid')}
        </Button>
      )}
    </div>
  );
}
