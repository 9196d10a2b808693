import type { MerchantApplication } from '@mall/contracts';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/app-store';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationStatus } from './application-status';

const benefits = ['buyers', 'traffic', 'finance', 'service'] as const;
const process = ['apply', 'review', 'sign', 'open'] as const;
const requirements = ['licence', 'legal', 'account', 'contact'] as const;

/**
 * /mall/enter: why and how to become a merchant, and the caller's own application with the action that
 * fits its state (apply, continue, view, edit after a rejection). Visitors are asked to sign in.
 */
export function EnterLanding() {
  const { t } = useTranslation('merchant');
  return (
    <div className="merchant-page" data-testid="merchant-enter">
      <header className="merchant-hero">
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.subtitle')}</p>
      </header>
      <div className="merchant-landing">
        <div className="merchant-landing__main">
          <section className="merchant-card" aria-labelledby="merchant-benefits">
            <h2 id="merchant-benefits" className="merchant-section-title">
              {t('landing.benefitsTitle')}
            </h2>
            <ul className="merchant-benefits">
              {benefits.map((key, index) => (
                <li key={key}>
                  <span className="merchant-benefits__icon" aria-hidden="true">
                    {index + 1}
                  </span>
                  <strong>{t(`landing.benefits.${key}.title`)}</strong>
                  <span>{t(`landing.benefits.${key}.text`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="merchant-card" aria-labelledby="merchant-process">
            <h2 id="merchant-process" className="merchant-section-title">
              {t('landing.processTitle')}
            </h2>
            <ol className="merchant-process">
              {process.map((key) => (
                <li key={key}>
                  <strong>{t(`landing.process.${key}.title`)}</strong>
                  <span>{t(`landing.process.${key}.text`)}</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="merchant-card" aria-labelledby="merchant-requirements">
            <h2 id="merchant-requirements" className="merchant-section-title">
              {t('landing.requirementsTitle')}
            </h2>
            <ul className="merchant-requirements">
              {requirements.map((key) => (
                <li key={key}>{t(`landing.requirements.${key}`)}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="merchant-card merchant-landing__side" aria-labelledby="merchant-mine">
          <h2 id="merchant-mine" className="merchant-section-title">
            {t('landing.statusTitle')}
          </h2>
          <MyApplicationCard />
          <Link className="merchant-finance-link" to={paths.financialService.href()}>
            {t('landing.financeLink')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

function MyApplicationCard() {
  const { t } = useTranslation('merchant');
  const hasToken = useAppStore((state) => state.hasToken);
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  const mine = useMyApplication(hasToken);

  if (!hasToken) {
    return (
      <div className="merchant-mine">
        <p>{t('landing.loginHint')}</p>
        <Button type="primary" size="large" block onClick={() => openLogin(true)}>
          {t('landing.login')}
        </Button>
      </div>
    );
  }
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (mine.isError) {
    return (
      <Button block onClick={() => void mine.refetch()}>
        {t('common.actions.retry', { ns: 'translation' })}
      </Button>
    );
  }
  const application = mine.data;
  return (
    <div className="merchant-mine">
      {application ? <ApplicationStatus application={application} /> : <p>{t('landing.none')}</p>}
      <LinkButton type="primary" size="large" block to={paths.enterNew.href()} data-testid="merchant-action">
        {actionText(application, t)}
      </LinkButton>
    </div>
  );
}

function actionText(application: MerchantApplication | null, t: TFunction<'merchant'>): string {
  if (!application) return t('landing.apply');
  switch (application.status) {
    case 'draft':
      return t('landing.continue');
    case 'rejected':
      return t('landing.reapply');
    default:
      return t('landing.view');
  }
}
