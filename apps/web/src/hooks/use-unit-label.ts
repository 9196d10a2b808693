import { formatUnitCount, unitLabel, unitNameFor } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { isIntlPrefix } from '../config/paths';
import { localeOfTag } from '../lib/i18n';
import { useMallPrefix } from './use-mall-prefix';

/**
 * The measure words sellers enter for a product's unit (箱, 瓶, 个...) and the unit each stands for, whose
 * name the interface language pack gives (common.units). A unit not listed is shown as entered.
 */
export const unitKeys = {
  个: 'piece',
  件: 'piece',
  把: 'piece',
  支: 'piece',
  条: 'piece',
  顶: 'piece',
  台: 'unit',
  份: 'portion',
  包: 'pack',
  双: 'pair',
  套: 'set',
  张: 'sheet',
  本: 'copy',
  桶: 'drum',
  瓶: 'bottle',
  盒: 'box',
  箱: 'carton',
  罐: 'can',
  袋: 'bag',
  千克: 'kg',
  公斤: 'kg',
  kg: 'kg',
  斤: 'jin',
  吨: 'tonne',
} as const;

export type UnitKey = (typeof unitKeys)[keyof typeof unitKeys];

export function unitKeyOf(unit: string): UnitKey | undefined {
  return Object.hasOwn(unitKeys, unit.trim()) ? unitKeys[unit.trim() as keyof typeof unitKeys] : undefined;
}

/**
 * How a product's unit is written on the page: in Chinese as the seller entered it; in another language in
 * that language, a Chinese measure with its metric value ("jin (0.5 kg)", from @mall/contracts' unitLabel),
 * in both templates: the catalogue follows the buyer's language (issue 18). Units the contracts do not know
 * fall back to the language pack's names (common.units), then to the unit as entered.
 */
export function useUnitLabel(): (unit: string) => string {
  const { t, i18n } = useTranslation();
  const international = isIntlPrefix(useMallPrefix());
  return (unit) => {
    const locale = localeOfTag(i18n.language);
    if (locale === 'zh_CN') return unit;
    const label = unitLabel(unit, locale);
    if (label !== unit) return label;
    const key = unitKeyOf(unit);
    if (!international || !key) return unit;
    return t(`common.units.${key}`);
  };
}

/**
 * A count with its unit as the interface language writes it, in the plural form the count takes (issue 31):
 * "413 пакетов", "1 bolsa", "2 bags", "24袋". The one helper wherever a number meets a unit of sale (stock,
 * tiers, minimum order, step, quantities); see @mall/contracts' formatUnitCount (Intl.PluralRules).
 */
export function useUnitCount(): (count: number | string, unit: string) => string {
  const { i18n } = useTranslation();
  return (count, unit) => formatUnitCount(count, unit, localeOfTag(i18n.language));
}

/** A unit's name in the plural form `count` takes (for a count shown apart, e.g. in bold): "ящиков" for 50. */
export function useUnitNameFor(): (count: number | string, unit: string) => string {
  const { i18n } = useTranslation();
  return (count, unit) => unitNameFor(unit, count, localeOfTag(i18n.language));
}
