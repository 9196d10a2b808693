import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/app-store';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationStatus } from './application-status';
import { ApplicationSummary } from './application-summary';
import { ApplicationWizard, type RenderLicencePicker } from './application-wizard';
import { MerchantLogin } from './merchant-login';

/**
 * /mall/enterNew: the application itself. A new or draft (or rejected) application opens the wizard at
 * the step to continue; a submitted or approved one is shown read-only with its review status.
 */
export function ApplicationPage({ renderLicencePicker }: { renderLicencePicker: RenderLicencePicker }) {
  const { t } = useTranslation('merchant');
  const hasToken = useAppStore((state) => state.hasToken);
  const mine = useMyApplication(hasToken);

  return (
    <div className="merchant-page" data-testid="merchant-apply">
      <div className="merchant-page__head">
        <h1 className="merchant-page__title">{t('wizard.title')}</h1>
        <LinkButton type="link" to={paths.enter.href()}>
          {t('wizard.backToEnter')}
        </LinkButton>
      </div>
      <div className="merchant-card">
        {!hasToken ? (
          <MerchantLogin text={t('login.enterHint')} />
        ) : (
          <QueryState
            query={mine}
            isEmpty={() => false}
            loading={<Skeleton active paragraph={{ rows: 8 }} />}
          >
            {(application) =>
              application && !application.editable ? (
                <div className="merchant-readonly">
                  <ApplicationStatus application={application} />
                  <ApplicationSummary application={application} />
                </div>
              ) : (
                <ApplicationWizard
                  // One wizard while the user edits: saving a step (which may turn a rejected application
                  // into a draft) must not move them back to where it opened.
                  application={application}
                  renderLicencePicker={renderLicencePicker}
                />
              )
            }
          </QueryState>
        )}
      </div>
    </div>
  );
}
