import { useTranslation } from 'react-i18next';
import { isIntlPrefix } from '../config/paths';
import { useMallPrefix } from '../hooks/use-mall-prefix';
import './price.css';

export interface PriceProps {
  /** Yuan as the API sends it: a decimal string such as "12.50". */
  value: string | null | undefined;
  size?: 'small' | 'default' | 'large';
  /** Shown when there is no price (e.g. a negotiable budget). */
  fallback?: string;
  /** Crossed-out reference price (market price). */
  strike?: boolean;
  className?: string;
}

/** "12.50" → ¥12.50. Kept as text: money never goes through float arithmetic here. */
export function formatYuan(value: string): string {
  return `¥${value}`;
}

/** The currency every price of the mall is in (ISO 4217). */
export const mallCurrency = 'CNY';

type PricePart = { kind: 'sign' | 'yuan' | 'fen'; text: string };

/**
 * A yuan amount the way the international template shows it: the currency code beside the number, in the
 * page language's number format ("CNY 1,234.50", "1 234,50 CNY"). The decimal string is formatted as it is
 * (Intl reads a string exactly), with as many decimals as it has, so nothing is rounded.
 */
export function internationalPriceParts(value: string, languageTag: string): PricePart[] {
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: mallCurrency,
    currencyDisplay: 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const parts: PricePart[] = [];
  // The type only lists numbers; every engine the storefront supports reads a decimal string exactly.
  for (const part of format.formatToParts(value as unknown as number)) {
    const kind =
      part.type === 'integer' || part.type === 'group' || part.type === 'minusSign'
        ? 'yuan'
        : part.type === 'decimal' || part.type === 'fraction'
          ? 'fen'
          : 'sign';
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += part.value;
    else parts.push({ kind, text: part.value });
  }
  return parts;
}

/** Whether the page is in the international template (its prices show the currency code, not ¥). */
function useInternationalMoney(): boolean {
  return isIntlPrefix(useMallPrefix());
}

/**
 * An amount as plain text for a sentence or an attribute ("满 ¥100 可用", "Incl. shipping CNY 8.00"): ¥ in the
 * default template, the currency code in the page language's format in the international one.
 */
export function useMoneyText(): (value: string) => string {
  const { i18n } = useTranslation();
  const international = useInternationalMoney();
  return (value) =>
    international && /^-?\d+(\.\d+)?$/.test(value)
      ? internationalPriceParts(value, i18n.language)
          .map((part) => part.text)
          .join('')
      : formatYuan(value);
}

/** The sign in front of an amount the buyer types (price filter, amounts): ¥, or the code in the international template. */
export function useCurrencySign(): string {
  return useInternationalMoney() ? mallCurrency : '¥';
}

/**
 * A price in yuan, orange: with the ¥ sign in the default template, with the currency code in the page
 * language's format in the international one (MALL_TEMPLATE 3).
 */
export function Price({ value, size = 'default', fallback = '', strike = false, className }: PriceProps) {
  const { i18n } = useTranslation();
  const international = useInternationalMoney();
  const classes = ['mall-price', `mall-price--${size}`, strike ? 'mall-price--strike' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (!value) return <span className={classes}>{fallback}</span>;
  if (international && /^-?\d+(\.\d+)?$/.test(value)) {
    return (
      <span className={`${classes} mall-price--intl`}>
        {internationalPriceParts(value, i18n.language).map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted number, never reordered
          <span key={index} className={`mall-price__${part.kind}`}>
            {part.text}
          </span>
        ))}
      </span>
    );
  }
  const [yuan, fen] = value.split('.');
  return (
    <span className={classes}>
      <span className="mall-price__sign">¥</span>
      <span className="mall-price__yuan">{yuan}</span>
      {fen !== undefined && <span className="mall-price__fen">.{fen}</span>}
    </span>
  );
}
