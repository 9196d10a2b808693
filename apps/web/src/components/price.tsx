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

/**
 * "1234.50" → ¥1,234.50: the ¥ sign and the number in the page language's format (thousands separators and
 * decimal mark: "¥1 234,50" in Russian, "¥12.345,50" in Spanish). Kept as text: money never goes through float
 * arithmetic here. Without a language tag (or for a value that is not a plain decimal) the digits are kept.
 */
export function formatYuan(value: string, languageTag?: string): string {
  if (!languageTag || !plainDecimal.test(value)) return `¥${value}`;
  return defaultPriceParts(value, languageTag)
    .map((part) => part.text)
    .join('');
}

const plainDecimal = /^-?\d+(\.\d+)?$/;

/** The currency every price of the mall is in (ISO 4217). */
export const mallCurrency = 'CNY';

type PricePart = { kind: 'sign' | 'yuan' | 'fen'; text: string };

/**
 * One formatter per language, style and number of decimals: making an Intl.NumberFormat costs ~0.3 ms on
 * a phone's CPU, and a home page shows ~150 prices (60 ms of its hydration when each made its own).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(languageTag: string, decimals: number, currency: boolean): Intl.NumberFormat {
  const key = `${languageTag}|${decimals}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, {
      ...(currency ? { style: 'currency', currency: mallCurrency, currencyDisplay: 'code' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A yuan amount the way the international template shows it: the currency code beside the number, in the
 * page language's number format ("CNY 1,234.50", "1 234,50 CNY"). The decimal string is formatted as it is
 * (Intl reads a string exactly), with as many decimals as it has, so nothing is rounded.
 */
export function internationalPriceParts(value: string, languageTag: string): PricePart[] {
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = numberFormat(languageTag, decimals, true);
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

/**
 * The number marks of the storefront's four languages, as CLDR (and so Intl) has them: the group separator,
 * the decimal mark, and how many digits the integer needs before it is grouped at all (Spanish writes 1234
 * but 12.345). Written out instead of asking Intl because the first Intl.NumberFormat a page makes costs
 * 18-30 ms in Chromium (ICU loads the language's data) plus ~11 ms for its first formatToParts of a string:
 * on a phone's CPU (4x) one task of 90-110 ms in the middle of every priced page's hydration, measured on the
 * home page and the product list (ADR 0005, "Number marks by hand"). The unit test checks these marks against
 * Intl for each language.
 */
const numberMarks: Record<string, { group: string; decimal: string; minimumGroupingDigits: number }> = {
  zh: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
  ru: { group: '\u00a0', decimal: ',', minimumGroupingDigits: 1 },
  es: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
};

/**
 * A yuan amount the way the default template shows it: the ¥ sign, then the number grouped in the page
 * language's format. Like the international parts, the decimal string is formatted exactly as it is.
 */
export function defaultPriceParts(value: string, languageTag: string): PricePart[] {
  const marks = numberMarks[languageTag.split('-')[0] ?? ''];
  if (!marks) return intlDefaultPriceParts(value, languageTag);
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  let grouped = digits;
  if (digits.length >= 4 + marks.minimumGroupingDigits - 1) {
    grouped = '';
    for (let end = digits.length; end > 0; end -= 3)
      grouped = `${digits.slice(Math.max(0, end - 3), end)}${grouped ? marks.group : ''}${grouped}`;
  }
  const parts: PricePart[] = [
    { kind: 'sign', text: '¥' },
    { kind: 'yuan', text: `${negative ? '-' : ''}${grouped}` },
  ];
  if (fraction !== undefined) parts.push({ kind: 'fen', text: `${marks.decimal}${fraction}` });
  return parts;
}

/** The same parts from Intl, for a language tag the storefront does not know the marks of. */
function intlDefaultPriceParts(value: string, languageTag: string): PricePart[] {
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = numberFormat(languageTag, decimals, false);
  const parts: PricePart[] = [{ kind: 'sign', text: '¥' }];
  for (const part of format.formatToParts(value as unknown as number)) {
    const kind = part.type === 'decimal' || part.type === 'fraction' ? 'fen' : 'yuan';
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
    international && plainDecimal.test(value)
      ? internationalPriceParts(value, i18n.language)
          .map((part) => part.text)
          .join('')
      : formatYuan(value, i18n.language);
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
  if (plainDecimal.test(value)) {
    const parts = international
      ? internationalPriceParts(value, i18n.language)
      : defaultPriceParts(value, i18n.language);
    return (
      <span className={`${classes}${international ? ' mall-price--intl' : ''}`}>
        {parts.map((part, index) => (
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

/**
 * Whether a product's market price is worth showing struck through beside its price: only when it is higher
 * (a merchant who leaves it empty stores 0.00, and "was ¥0.00" beside ¥99.00 reads as a mistake).
 */
export function showsMarketPrice(product: { productPrice: string; marketPrice: string }): boolean {
  const market = Number(product.marketPrice);
  return Number.isFinite(market) && market > Number(product.productPrice);
}
