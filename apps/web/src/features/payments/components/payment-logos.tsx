import { useTranslation } from 'react-i18next';

/** The four wallets a QR payment can be scanned with (spec screen 10), drawn as simple coloured marks. */
const wallets = [
  { key: 'wechat', color: '#1aad19', glyph: 'M7 9.5a4.5 3.8 0 1 1 3 3.6L8 14.5l.6-2A4 3.4 0 0 1 7 9.5Z' },
  { key: 'alipay', color: '#1677ff', glyph: 'M6 8h12M12 6v4M8 12h8l-3 6M9 17l6-3' },
  { key: 'unionpay', color: '#d7000f', glyph: 'M6 7h4l-2 10H4zM11 7h4l-2 10H9zM16 7h4l-2 10h-4z' },
  { key: 'ecny', color: '#c8102e', glyph: 'M8 7l4 5 4-5M12 12v6M8.5 13h7M8.5 15.5h7' },
] as const;

export type WalletKey = (typeof wallets)[number]['key'];

export function PaymentLogos() {
  const { t } = useTranslation('buying');
  return (
    <ul className="payment-logos" aria-label={t('pay.wallets')} data-testid="payment-logos">
      {wallets.map((wallet) => (
        <li key={wallet.key} className="payment-logos__item">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="24" height="24" rx="6" fill={wallet.color} />
            <path
              d={wallet.glyph}
              fill="none"
              stroke="#fff"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t(`pay.wallet.${wallet.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
