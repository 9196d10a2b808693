import type { MerchantApplication } from '@mall/contracts';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';

/** Everything the application holds, read-only (after submitting, and on approval). */
export function ApplicationSummary({ application }: { application: MerchantApplication }) {
  const { t } = useTranslation('merchant');
  const { company, contact, licence, categories } = application;
  const none = <span className="merchant-muted">{t('summary.none')}</span>;
  const row = (label: string, value: ReactNode) => ({ key: label, label, children: value || none });
  return (
    <section className="merchant-summary" aria-label={t('summary.title')} data-testid="merchant-summary">
      <h2 className="merchant-section-title">{t('summary.title')}</h2>
      <Descriptions
        bordered
        size="small"
        column={2}
        title={t('wizard.steps.company')}
        items={[
          row(t('company.companyName'), company?.companyName),
          row(t('company.creditCode'), company?.creditCode),
          row(t('company.legalPerson'), company?.legalPerson),
          row(t('company.legalIdNumber'), company?.legalIdNumber),
          row(t('company.address'), company?.address),
          row(t('summary.accountType'), company ? t(`company.${company.accountType}`) : ''),
          row(t('company.bankName'), company?.bankName),
          row(t('company.bankAccount'), company?.bankAccount),
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={2}
        title={t('wizard.steps.contact')}
        items={[
          row(t('contact.contactName'), contact?.contactName),
          row(t('contact.mobile'), contact?.mobile),
          row(t('contact.email'), contact?.email),
          row(t('contact.phone'), contact?.phone),
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('wizard.steps.licence')}
        items={[
          row(
            t('licence.label'),
            licence && (
              <div className="merchant-licences">
                {licence.licenceUrls.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                    <SafeImage src={url} alt={`${t('licence.label')} ${index + 1}`} />
                  </a>
                ))}
              </div>
            ),
          ),
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('wizard.steps.categories')}
        items={[
          row(t('categories.shopName'), categories?.shopName),
          row(
            t('categories.classes'),
            application.categoryNames.length > 0 &&
              application.categoryNames.map((c) => <Tag key={c.classId}>{c.name}</Tag>),
          ),
          row(t('categories.intro'), categories?.intro),
        ]}
      />
    </section>
  );
}
