import type { Locale } from '../locales';

/** A unit's name in each non-Chinese language, and what it equals in metric units when it is not one itself. */
interface UnitNames {
  en_US: string;
  ru_RU: string;
  es: string;
  /** Metric equivalent shown beside a Chinese measure ("0.5 kg" for 斤); absent for counting words. */
  metric?: string;
}

const u = (en_US: string, ru_RU: string, es: string, metric?: string): UnitNames => ({
  en_US,
  ru_RU,
  es,
  metric,
});

/**
 * The measure words sellers enter for a product's unit (斤, 箱, 瓶…) as a foreign buyer reads them. Chinese
 * measures of weight, length, area and volume carry their metric value ("jin (0.5 kg)"): a buyer abroad
 * does not know a 斤 is half a kilogram. A unit not listed is shown as entered.
 */
const unitNames: Record<string, UnitNames> = {
  斤: u('jin', 'цзинь', 'jin', '0.5 kg'),
  两: u('liang', 'лян', 'liang', '50 g'),
  公斤: u('kg', 'кг', 'kg'),
  千克: u('kg', 'кг', 'kg'),
  kg: u('kg', 'кг', 'kg'),
  克: u('g', 'г', 'g'),
  g: u('g', 'г', 'g'),
  吨: u('t', 'т', 't'),
  升: u('L', 'л', 'L'),
  毫升: u('ml', 'мл', 'ml'),
  米: u('m', 'м', 'm'),
  厘米: u('cm', 'см', 'cm'),
  尺: u('chi', 'чи', 'chi', '33.3 cm'),
  亩: u('mu', 'му', 'mu', '666.7 m²'),
  平方米: u('m²', 'м²', 'm²'),
  个: u('pc', 'шт.', 'ud.'),
  件: u('pc', 'шт.', 'ud.'),
  只: u('pc', 'шт.', 'ud.'),
  把: u('pc', 'шт.', 'ud.'),
  支: u('pc', 'шт.', 'ud.'),
  条: u('pc', 'шт.', 'ud.'),
  顶: u('pc', 'шт.', 'ud.'),
  块: u('pc', 'шт.', 'ud.'),
  枚: u('pc', 'шт.', 'ud.'),
  台: u('unit', 'ед.', 'unidad'),
  辆: u('vehicle', 'ед.', 'unidad'),
  份: u('portion', 'порция', 'ración'),
  包: u('pack', 'пачка', 'paquete'),
  双: u('pair', 'пара', 'par'),
  副: u('pair', 'пара', 'par'),
  套: u('set', 'набор', 'juego'),
  张: u('sheet', 'лист', 'hoja'),
  本: u('copy', 'экз.', 'ejemplar'),
  桶: u('drum', 'бочка', 'bidón'),
  坛: u('jar', 'кувшин', 'tinaja'),
  瓶: u('bottle', 'бут.', 'botella'),
  盒: u('box', 'коробка', 'caja'),
  箱: u('carton', 'ящик', 'caja grande'),
  罐: u('can', 'банка', 'lata'),
  袋: u('bag', 'пакет', 'bolsa'),
  饼: u('cake', 'блин', 'torta'),
  株: u('plant', 'саженец', 'planta'),
};

/** A unit's name in the language, without the metric value ("jin"); the unit as entered in Chinese or when unknown. */
export function unitName(unit: string, locale: Locale): string {
  const trimmed = unit.trim();
  if (locale === 'zh_CN' || !Object.hasOwn(unitNames, trimmed)) return unit;
  return unitNames[trimmed]![locale];
}

/** The metric value of one unit ("0.5 kg" for 斤), undefined for metric and counting units. */
export function unitMetric(unit: string): string | undefined {
  const trimmed = unit.trim();
  return Object.hasOwn(unitNames, trimmed) ? unitNames[trimmed]!.metric : undefined;
}

/**
 * A unit as a buyer of the language reads it, with its metric value where it is a Chinese measure:
 * 斤 → "jin (0.5 kg)" in English, "цзинь (0,5 кг)" in Russian; unchanged in Chinese.
 */
export function unitLabel(unit: string, locale: Locale): string {
  const name = unitName(unit, locale);
  const metric = locale === 'zh_CN' ? undefined : unitMetric(unit);
  if (!metric) return name;
  const local =
    locale === 'en_US'
      ? metric
      : metric
          .replace('.', ',')
          .replace(/ kg$/, locale === 'ru_RU' ? ' кг' : ' kg')
          .replace(/ g$/, locale === 'ru_RU' ? ' г' : ' g')
          .replace(/ cm$/, locale === 'ru_RU' ? ' см' : ' cm')
          .replace(/ m²$/, locale === 'ru_RU' ? ' м²' : ' m²');
  return `${name} (${local})`;
}
