import { ErrorCode } from '@mall/contracts';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../lib/api';

/** A page (or a part) still loading: a spinner with a label for screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="console-loading" role="status" aria-live="polite">
      <Spin />
      <span className="console-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

/** What a failed load says (the server's translated message, or the network's), with a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const reason = errorText(error, t('app.networkError'));
  // A refusal (no shop, no permission) is the answer itself: asking again changes nothing.
  if (isApiError(error) && error.code === ErrorCode.FORBIDDEN) return <Result status="403" title={reason} />;
  return (
    <Result
      status="warning"
      title={t('app.loadFailed', { reason })}
      extra={
        <Button type="primary" onClick={retry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
