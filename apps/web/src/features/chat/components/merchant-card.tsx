import { platformAdminCustId } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { useCompanyDetail } from '../api/get-company-detail';

const dash = '--';

/**
 * The merchant information card (spec §2 screen 7): logo, company name, phone and e-mail ('--' when
 * empty), or 'no relevant information'. Spec §5: only loaded for a contact that is set and is not the
 * platform admin (customer 1).
 */
export function MerchantCard({ custId }: { custId: number | undefined }) {
  const { t } = useTranslation('chat');
  const loadable = custId !== undefined && custId !== platformAdminCustId;
  const query = useCompanyDetail(custId, loadable);
  const none = <p className="chat-merchant__none">{t('merchant.none')}</p>;
  return (
    <section className="chat-merchant" aria-label={t('merchant.aria')} data-testid="merchant-card">
      {loadable ? (
        <QueryState
          query={query}
          compact
          isEmpty={(company) => company === null || !company.custName}
          emptyText={t('merchant.none')}
          loading={<Skeleton active avatar paragraph={{ rows: 2 }} />}
        >
          {(company) =>
            company ? (
              <>
                <div className="chat-merchant__company">
                  <SafeImage
                    className="chat-merchant__logo"
                    src={company.logoFile.fileUrl}
                    alt={t('merchant.logo', { name: company.custName })}
                  />
                </div>
                <dl className="chat-merchant__facts">
                  <dt>{t('merchant.company')}</dt>
                  <dd>{company.custName}</dd>
                  <dt>{t('merchant.phone')}</dt>
                  <dd data-testid="merchant-phone">{company.cellphone || dash}</dd>
                  <dt>{t('merchant.email')}</dt>
                  <dd data-testid="merchant-email">{company.email || dash}</dd>
                </dl>
              </>
            ) : (
              none
            )
          }
        </QueryState>
      ) : (
        none
      )}
    </section>
  );
}
