import type { MerchantApplication, MerchantStatus } from '@mall/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../hooks/use-date-text';

const alertType: Record<MerchantStatus, 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'info',
  submitted: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The review state of an application: draft, under review, approved, or rejected with its reason. */
export function ApplicationStatus({ application }: { application: MerchantApplication }) {
  const { t } = useTranslation('merchant');
  const { dateTime: time } = useDateText();
  const { status } = application;
  return (
    <Alert
      type={alertType[status]}
      showIcon
      data-testid="merchant-status"
      data-status={status}
      message={<strong>{t(`status.${status}`)}</strong>}
      description={
        <div className="merchant-status__body">
          <p>{t(`status.${status}Text`)}</p>
          {status === 'rejected' && application.reviewNote && (
            <p className="merchant-status__reason">
              {t('status.reason', { reason: application.reviewNote })}
            </p>
          )}
          <p className="merchant-status__times">
            {application.submitTime && (
              <span>{t('landing.submittedAt', { time: time(application.submitTime) })}</span>
            )}
            {application.reviewTime && (
              <span>{t('landing.reviewedAt', { time: time(application.reviewTime) })}</span>
            )}
            {status === 'draft' && (
              <span>{t('landing.updated', { time: time(application.updateTime) })}</span>
            )}
          </p>
        </div>
      }
    />
  );
}
