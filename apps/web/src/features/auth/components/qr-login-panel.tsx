import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { createQrLogin, getQrState } from '../api/qr-login';

const pollMs = 2000;

/**
 * QR login (type 3): a QR code of the one-time confirm URL, opened on a signed-in phone; this page
 * polls every 2 s and signs in with the ticket it gets once confirmed. Expired codes are replaced.
 */
export function QrLoginPanel({ onTicket, active }: { onTicket(ticket: string): void; active: boolean }) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  const created = useQuery({
    queryKey: ['qr-login', generation],
    queryFn: () => createQrLogin(),
    enabled: active,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const qrId = created.data?.qrId;
  const pollKey = created.data?.pollKey ?? '';
  const state = useQuery({
    queryKey: ['qr-login-state', qrId],
    queryFn: ({ signal }) => getQrState(qrId ?? '', pollKey, signal),
    enabled: active && Boolean(qrId),
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'pending' && query.state.data.state !== 'scanned'
        ? false
        : pollMs,
    gcTime: 0,
  });
  const current = state.data?.state;
  const ticket = state.data?.ticket;

  useEffect(() => {
    if (current === 'confirmed' && ticket) onTicket(ticket);
    if (current === 'expired' || current === 'used') setGeneration((value) => value + 1);
  }, [current, ticket, onTicket]);

  const confirmUrl = created.data ? new URL(created.data.confirmUrl, window.location.origin).href : '';
  return (
    <div className="auth-qr" data-testid="qr-login-panel" data-confirm-url={confirmUrl}>
      <div className="auth-qr__code">
        {confirmUrl ? <QrCode value={confirmUrl} label={t('auth.qr.codeLabel')} /> : <Spin />}
      </div>
      <p className="auth-qr__state" aria-live="polite">
        {current === 'scanned' ? t('auth.qr.scanned') : t('auth.qr.hint')}
      </p>
      <Button type="link" onClick={() => setGeneration((value) => value + 1)}>
        {t('auth.qr.refresh')}
      </Button>
    </div>
  );
}
