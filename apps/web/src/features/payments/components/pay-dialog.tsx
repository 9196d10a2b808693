import { limits, moneyToCents, type Payment, type SandboxQr } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Segmented, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CapitalAmount } from '../../../components/capital-amount';
import { CodeInput } from '../../../components/code-input';
import { PayCountdown } from '../../../components/pay-countdown';
import { Price } from '../../../components/price';
import { QrCode } from '../../../components/qr-code';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { getPayInfoQueryOptions, usePayInfo } from '../api/get-pay-info';
import { createSandboxQr, getPayment, payByAccount, usePayment } from '../api/pay';
import { GatewayPay } from './gateway-pay';
import { PaymentLogos } from './payment-logos';
import { usePaidWatch } from './use-paid-watch';
import './payments.css';

/** How often the QR dialog asks whether the phone has paid. */
const pollMs = 2000;

export interface PayDialogProps {
  open: boolean;
  /** The unpaid orders of one submit (paid together). */
  orderNumbers: string[];
  onClose(): void;
  /** The orders were paid: the page goes on to pay success. */
  onPaid(payment: Payment): void;
  /**
   * The payment-password setup shown inside the dialog when none is set (the page composes the account
   * feature's form); `onDone` is called once it is set.
   */
  passwordSetup(onDone: () => void): ReactNode;
}

/**
 * The pay dialog (spec screen 10, §4): the orders' real amount (the spec's fixed 90 is a placeholder),
 * paying from the account balance with the 6-digit payment password (screen 8), or by a sandbox QR code
 * with the four wallet logos and an "already paid" button. While it is open the page behind does not
 * scroll (the modal locks it); closing it destroys its content, so every loading state starts afresh.
 */
export function PayDialog({ open, orderNumbers, onClose, onPaid, passwordSetup }: PayDialogProps) {
  const { t } = useTranslation('buying');
  return (
    <Modal
      open={open}
      title={t('pay.title')}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
      maskClosable={false}
    >
      {open && <PayDialogBody orderNumbers={orderNumbers} onPaid={onPaid} passwordSetup={passwordSetup} />}
    </Modal>
  );
}

type Method = 'virtual' | 'sandbox_qr' | 'alipay' | 'wechat';

function PayDialogBody({ orderNumbers, onPaid, passwordSetup }: Omit<PayDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('buying');
  const queryClient = useQueryClient();
  const info = usePayInfo(orderNumbers);
  // Until the buyer picks one: the balance when it covers the amount, else the QR code.
  const [picked, setPicked] = useState<Method | null>(null);

  return (
    <div className="pay-dialog" data-testid="pay-dialog">
      <QueryState query={info} isEmpty={() => false} ownError>
        {(data) => {
          const covers = (moneyToCents(data.balance) ?? 0) >= (moneyToCents(data.amount) ?? 0);
          const method =
            picked ?? (covers ? 'virtual' : (data.providers.find((p) => p !== 'virtual') ?? 'virtual'));
          return (
            <>
              <div className="pay-dialog__amount">
                <span>{t('pay.amount')}</span>
                <span data-testid="pay-amount">
                  <Price value={data.amount} size="large" />
                </span>
              </div>
              <CapitalAmount value={data.amount} className="pay-dialog__capital" />
              <PayCountdown deadline={data.payDeadline} className="pay-dialog__deadline" />
              <div className="pay-dialog__orders">
                {t('pay.orders', { numbers: data.orders.map((order) => order.orderNumber).join(', ') })}
              </div>
              {/* A choice only when there is one: production offers the balance alone (no sandbox). */}
              {data.providers.length > 1 ? (
                <Segmented<Method>
                  block
                  value={method}
                  onChange={setPicked}
                  options={data.providers.map((provider) => ({
                    value: provider,
                    label: t(`pay.method.${provider === 'sandbox_qr' ? 'qr' : provider}`),
                  }))}
                />
              ) : (
                <h3 className="pay-dialog__method">{t('pay.method.virtual')}</h3>
              )}
              {method === 'virtual' ? (
                <AccountPay
                  orderNumbers={orderNumbers}
                  amount={data.amount}
                  balance={data.balance}
                  hasPayPassword={data.hasPayPassword}
                  qrOffered={data.providers.some((p) => p !== 'virtual')}
                  onPaid={onPaid}
                  passwordSetup={passwordSetup(
                    () =>
                      void queryClient.invalidateQueries({
                        queryKey: getPayInfoQueryOptions(orderNumbers).queryKey,
                      }),
                  )}
                />
              ) : method === 'sandbox_qr' ? (
                <QrPay orderNumbers={orderNumbers} onPaid={onPaid} />
              ) : (
                <GatewayPay key={method} orderNumbers={orderNumbers} provider={method} onPaid={onPaid} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function AccountPay({
  orderNumbers,
  amount,
  balance,
  hasPayPassword,
  qrOffered,
  onPaid,
  passwordSetup,
}: {
  orderNumbers: string[];
  amount: string;
  balance: string;
  hasPayPassword: boolean;
  /** Whether the QR code is there to switch to when the balance is short. */
  qrOffered: boolean;
  onPaid(payment: Payment): void;
  /** The setup form shown when no payment password is set yet. */
  passwordSetup: ReactNode;
}) {
  const { t } = useTranslation('buying');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const enough = (moneyToCents(balance) ?? 0) >= (moneyToCents(amount) ?? 0);

  const pay = async (value = password) => {
    if (value.length !== limits.payPasswordLength || loading) return;
    setLoading(true);
    try {
      onPaid(await payByAccount(orderNumbers, value));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Spec §8: a wrong payment password clears the 6-digit input (the toast says why).
      setPassword('');
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="pay-dialog__panel" data-testid="pay-account">
      <div className="pay-dialog__balance">
        {t('pay.balance')} <Price value={balance} size="small" />
      </div>
      {!enough && (
        <Alert
          type="warning"
          showIcon
          message={t(qrOffered ? 'pay.balanceLow' : 'pay.balanceLowNoQr')}
          data-testid="pay-balance-low"
        />
      )}
      {hasPayPassword ? (
        <>
          <p className="pay-dialog__hint">{t('pay.enterPassword')}</p>
          <CodeInput
            value={password}
            onChange={setPassword}
            masked
            autoFocus
            length={limits.payPasswordLength}
            label={t('pay.passwordLabel')}
            disabled={loading || !enough}
            testId="pay-password-input"
          />
          <Button
            type="primary"
            size="large"
            block
            loading={loading}
            disabled={!enough || password.length !== limits.payPasswordLength}
            onClick={() => void pay()}
            data-testid="pay-confirm"
          >
            {t('pay.confirm')}
          </Button>
        </>
      ) : (
        // Set here, without leaving the payment: the dialog then asks for it as usual.
        <div className="pay-dialog__setup">
          <p className="pay-dialog__hint">{t('pay.setPasswordInline')}</p>
          {passwordSetup}
        </div>
      )}
    </div>
  );
}

function QrPay({ orderNumbers, onPaid }: { orderNumbers: string[]; onPaid(payment: Payment): void }) {
  const { t } = useTranslation('buying');
  const [qr, setQr] = useState<SandboxQr | null>(null);
  const [creating, setCreating] = useState(false);
  const started = useRef(false);
  const payment = usePayment(qr?.payNo, pollMs);
  const status = payment.data?.status ?? qr?.status;

  const create = async () => {
    setCreating(true);
    try {
      setQr(await createSandboxQr(orderNumbers));
    } catch {
      setQr(null);
    } finally {
      setCreating(false);
    }
  };

  useEffect(() => {
    // One QR code per opening of the panel (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void create();
  });

  const { checking, alreadyPaid } = usePaidWatch(
    payment.data,
    orderNumbers,
    onPaid,
    qr ? () => getPayment(qr.payNo) : null,
  );

  return (
    <div className="pay-dialog__panel pay-dialog__panel--qr" data-testid="pay-qr">
      {creating || !qr ? (
        <Spin className="pay-dialog__spin" />
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
      ) : (
        <>
          <QrCode value={qr.confirmUrl} size={184} label={t('pay.qrLabel')} />
          <p className="pay-dialog__hint">{t('pay.qrHint')}</p>
          <a
            className="pay-dialog__sandbox"
            href={qr.confirmUrl}
            target="_blank"
            rel="noreferrer"
            data-testid="pay-qr-link"
          >
            {t('pay.qrOpen')}
          </a>
        </>
      )}
      <PaymentLogos />
      <Button
        block
        size="large"
        loading={checking}
        disabled={!qr}
        onClick={() => void alreadyPaid()}
        data-testid="pay-already-paid"
      >
        {t('pay.alreadyPaid')}
      </Button>
    </div>
  );
}
