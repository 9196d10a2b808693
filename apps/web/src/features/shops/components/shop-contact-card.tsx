import type { ShopDetail } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image';
import './shop-home.css';

const dash = '--';

/** The merchant information card (spec §2 screen 7): logo, company, phone and e-mail, '--' when empty. */
export function ShopContactCard({ contact }: { contact: ShopDetail['contact'] }) {
  const { t } = useTranslation('halls');
  return (
    <section
      className="shop-side-card shop-contact"
      aria-label={t('shop.contact.title')}
      data-testid="shop-contact"
    >
      <h2>{t('shop.contact.title')}</h2>
      {contact.custName ? (
        <>
          <div className="shop-contact__company">
            <SafeImage className="shop-contact__logo" src={contact.logoUrl} alt="" />
            <span>{contact.custName}</span>
          </div>
          <dl>
            <dt>{t('shop.contact.phone')}</dt>
            <dd data-testid="shop-contact-phone">{contact.cellphone || dash}</dd>
            <dt>{t('shop.contact.email')}</dt>
            <dd data-testid="shop-contact-email">{contact.email || dash}</dd>
          </dl>
        </>
      ) : (
        <p className="shop-contact__none">{t('shop.contact.none')}</p>
      )}
    </section>
  );
}
