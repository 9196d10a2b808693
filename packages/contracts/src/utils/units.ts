import type { Locale } from '../locales';

/**
 * A unit's name in each non-Chinese language with its plural forms, and what it equals in metric units when
 * it is not one itself. Forms are those of Intl.PluralRules: en and es one/other, ru one/few/many/other
 * ("1 пакет", "2 пакета", "5 пакетов", "2,5 пакета").
 */
interface UnitNames {
  en_US: PluralForms;
  ru_RU: PluralForms;
  es: PluralForms;
  /** Metric equivalent shown beside a Chinese measure ("0.5 kg" for 斤); absent for counting words. */
  metric?: string;
}

/** Plural forms by Intl.PluralRules category; `one` is also the name of one unit ("per bag"). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { one: string; other: string };

/** 'one/other' (en, es) or 'one/few/many/other' (ru); a single word (an abbreviation) for every form. */
function forms(text: string, categories: Intl.LDMLPluralRule[]): PluralForms {
  const words = text.split('/');
  if (words.length === 1) return { one: text, other: text };
  if (words.length !== categories.length) throw new Error(`plural forms ${text}`);
  return Object.fromEntries(categories.map((c, i) => [c, words[i]])) as PluralForms;
}

const u = (en_US: string, ru_RU: string, es: string, metric?: string): UnitNames => ({
  en_US: forms(en_US, ['one', 'other']),
  ru_RU: forms(ru_RU, ['one', 'few', 'many', 'other']),
  es: forms(es, ['one', 'other']),
  metric,
});

/**
 * The measure words sellers enter for a product's unit (斤, 箱, 瓶…) as a foreign buyer reads them. Chinese
 * measures of weight, length, area and volume carry their metric value ("jin (0.5 kg)"): a buyer abroad
 * does not know a 斤 is half a kilogram. A unit not listed is shown as entered.
 */
const unitNames: Record<string, UnitNames> = {
  斤: u('jin', 'цзинь/цзиня/цзиней/цзиня', 'jin', '0.5 kg'),
  两: u('liang', 'лян/ляна/лянов/ляна', 'liang', '50 g'),
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
  个: u('pc/pcs', 'шт.', 'ud.'),
  件: u('pc/pcs', 'шт.', 'ud.'),
  只: u('pc/pcs', 'шт.', 'ud.'),
  把: u('pc/pcs', 'шт.', 'ud.'),
  支: u('pc/pcs', 'шт.', 'ud.'),
  条: u('pc/pcs', 'шт.', 'ud.'),
  顶: u('pc/pcs', 'шт.', 'ud.'),
  块: u('pc/pcs', 'шт.', 'ud.'),
  枚: u('pc/pcs', 'шт.', 'ud.'),
  台: u('unit/units', 'ед.', 'unidad/unidades'),
  辆: u('vehicle/vehicles', 'ед.', 'unidad/unidades'),
  份: u('portion/portions', 'порция/порции/порций/порции', 'ración/raciones'),
  包: u('pack/packs', 'пачка/пачки/пачек/пачки', 'paquete/paquetes'),
  双: u('pair/pairs', 'пара/пары/пар/пары', 'par/pares'),
  副: u('pair/pairs', 'пара/пары/пар/пары', 'par/pares'),
  对: u('pair/pairs', 'пара/пары/пар/пары', 'par/pares'),
  套: u('set/sets', 'набор/набора/наборов/набора', 'juego/juegos'),
  组: u('set/sets', 'комплект/комплекта/комплектов/комплекта', 'lote/lotes'),
  张: u('sheet/sheets', 'лист/листа/листов/листа', 'hoja/hojas'),
  本: u('copy/copies', 'экз.', 'ejemplar/ejemplares'),
  桶: u('drum/drums', 'бочка/бочки/бочек/бочки', 'bidón/bidones'),
  坛: u('jar/jars', 'кувшин/кувшина/кувшинов/кувшина', 'tinaja/tinajas'),
  瓶: u('bottle/bottles', 'бут.', 'botella/botellas'),
  盒: u('box/boxes', 'коробка/коробки/коробок/коробки', 'caja/cajas'),
  箱: u('carton/cartons', 'ящик/ящика/ящиков/ящика', 'caja grande/cajas grandes'),
  提: u('bundle/bundles', 'связка/связки/связок/связки', 'atado/atados'),
  罐: u('can/cans', 'банка/банки/банок/банки', 'lata/latas'),
  袋: u('bag/bags', 'пакет/пакета/пакетов/пакета', 'bolsa/bolsas'),
  饼: u('cake/cakes', 'блин/блина/блинов/блина', 'torta/tortas'),
  株: u('plant/plants', 'саженец/саженца/саженцев/саженца', 'planta/plantas'),
};

const pluralRules = new Map<string, Intl.PluralRules>();

/** The Intl.PluralRules category of a count (decimal string or number) in the language. */
export function pluralCategory(count: number | string, locale: Locale): Intl.LDMLPluralRule {
  const text = String(count).trim();
  // A decimal string keeps its fraction digits ("1.5" and "1.0" are not "one" in Russian): the rules see them.
  const fraction = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  const key = `${locale}:${fraction}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale.replace('_', '-'), { minimumFractionDigits: fraction });
    pluralRules.set(key, rules);
  }
  return rules.select(Number(text));
}

/** A unit's name in the language, without the metric value ("jin"); the unit as entered in Chinese or when unknown. */
export function unitName(unit: string, locale: Locale): string {
  const trimmed = unit.trim();
  if (locale === 'zh_CN' || !Object.hasOwn(unitNames, trimmed)) return unit;
  return unitNames[trimmed]![locale].one;
}

/** A unit's name in the form the count takes ("2 пакета", "5 пакетов", "2 bolsas"); the unit as entered in Chinese or when unknown. */
export function unitNameFor(unit: string, count: number | string, locale: Locale): string {
  const trimmed = unit.trim();
  if (locale === 'zh_CN' || !Object.hasOwn(unitNames, trimmed)) return unit;
  const names = unitNames[trimmed]![locale];
  const category = pluralCategory(count, locale);
  return names[category] ?? names.other;
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

/** A quantity as the language writes it: "2.5" stays in Chinese and English, "2,5" in Russian and Spanish. */
export function localQuantity(count: number | string, locale: Locale): string {
  const text = String(count).trim();
  return locale === 'ru_RU' || locale === 'es' ? text.replace('.', ',') : text;
}

/**
 * A count with its unit in the language's plural form: "413 пакетов", "1 bolsa", "2 bags", "5 jin (2,5 кг)"
 * is left to unitLabel; in Chinese without a space ("413袋"). The one helper wherever a number meets a unit.
 * A Chinese measure keeps its metric value once ("3 цзиня (0,5 кг)" names one jin's weight).
 */
export function formatUnitCount(count: number | string, unit: string, locale: Locale): string {
  const quantity = localQuantity(count, locale);
  if (locale === 'zh_CN') return `${quantity}${unit}`;
  const name = unitNameFor(unit, count, locale);
  return name ? `${quantity}\u00a0${name}` : quantity;
}
