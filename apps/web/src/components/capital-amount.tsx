import { type Locale, toChineseCapitalAmount } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { localeOfTag } from '../lib/i18n';

/** The capitals of a yuan amount when the interface is Chinese, else null (nothing is shown). */
export function capitalAmountFor(value: string | null | undefined, locale: Locale): string | null {
  if (!value || locale !== 'zh_CN') return null;
  try {
    return toChineseCapitalAmount(value);
  } catch {
    // Out of the helper's range (1e15 yuan): no amount reaches it, and a total must still show.
    return null;
  }
}

/**
 * An amount in Chinese capitals (大写金额, spec §5) under a total, as a Chinese company's accounts
 * department reads it off an invoice or a payment slip. Only in zh_CN: the other languages show nothing
 * extra, the capitals mean nothing to their readers.
 */
export function CapitalAmount({
  value,
  className,
}: {
  value: string | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const text = capitalAmountFor(value, localeOfTag(i18n.language));
  if (!text) return null;
  return (
    <span className={`mall-capital-amount ${className ?? ''}`.trim()} data-testid="capital-amount">
      {t('common.capitalAmount', { text })}
    </span>
  );
}
