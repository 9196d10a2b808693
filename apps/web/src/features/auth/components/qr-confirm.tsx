import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { confirmQrLogin, scanQrLogin } from '../api/qr-login';

type Phase = 'scanning' | 'ready' | 'confirming' | 'confirmed' | 'cancelled' | 'failed';

/**
 * The phone side of the QR login (/sso/qr/confirm#id=…): marks the code scanned on open, then
 * confirms or cancels the computer's sign-in. The id is in the fragment so it never reaches logs.
 */
export function QrConfirm({ qrId }: { qrId: string }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('scanning');

  useEffect(() => {
    let live = true;
    scanQrLogin(qrId)
      .then(() => live && setPhase('ready'))
      .catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        if (live) setPhase('failed');
      });
    return () => {
      live = false;
    };
  }, [qrId]);

  const confirm = async () => {
    setPhase('confirming');
    try {
      await confirmQrLogin(qrId);
      setPhase('confirmed');
    } catch (error) {
      if (!isApiError(error)) throw error;
      setPhase('failed');
    }
  };

  if (phase === 'scanning') return <Spin />;
  if (phase === 'confirmed') return <Result status="success" title={t('auth.qr.confirmed')} />;
  if (phase === 'cancelled') return <Result status="info" title={t('auth.qr.cancelled')} />;
  if (phase === 'failed') return <Result status="warning" title={t('auth.qr.failed')} />;
  return (
    <Result
      status="info"
      title={<h1 className="sso-page__heading">{t('auth.qr.confirmTitle')}</h1>}
      subTitle={t('auth.qr.confirmHint')}
      extra={[
        <Button key="confirm" type="primary" size="large" loading={phase === 'confirming'} onClick={confirm}>
          {t('auth.qr.confirm')}
        </Button>,
        <Button key="cancel" size="large" onClick={() => setPhase('cancelled')}>
          {t('auth.qr.cancel')}
        </Button>,
      ]}
    />
  );
}
