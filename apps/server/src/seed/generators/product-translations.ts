// English, Russian and Spanish texts of a demo product, composed from the words of data/catalog-i18n.ts and
// data/detail-i18n.ts the way catalog.ts composes the Chinese ones: its name from its brand, item, origin, pack
// and tag; its parameter table row by row; its description line by line. A product missing any part keeps no
// translation of it (the storefront then shows Chinese, marked as such), never a half-Chinese text.
import { unitName } from '@mall/contracts';
import type { ProductSpec } from '../../db/schema/catalog';
import {
  brandTexts,
  each,
  i18nMap,
  itemText,
  type Lang,
  listedPhrase,
  originText,
  packText,
  phrase,
  type Text,
  translatedLangs,
} from '../data/catalog-i18n';
import { labels, notes } from '../data/detail-i18n';

const supplyTag = /^【(.+?)】/;

export interface ProductWords {
  /** The parts catalog.ts built the Chinese name from. */
  supplyPrefix: string;
  brand: string;
  item: string;
  origin: string;
  pack: string;
  suffix: string;
  subtitle: string;
  specs: ProductSpec[];
  styles: string[];
}

export interface ProductTranslations {
  nameI18n: Record<string, string>;
  subtitleI18n: Record<string, string>;
  specsI18n: Record<string, ProductSpec[]>;
  styleNames: Record<string, string>[];
}

/** "Gift box" → "gift box" after a comma; "Pro", "XL" or "500g" stay as they are. */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** "Brand Item (City, Province), 5 jin – tag", and "[Wholesale] …" for a supply listing. */
export function productTranslations(w: ProductWords): ProductTranslations {
  const brand = w.brand ? brandTexts.get(w.brand)?.name : undefined;
  const item = itemText(w.item);
  const origin = w.origin ? originText(w.origin) : undefined;
  const pack = packText(w.pack);
  const suffix = w.suffix ? phrase(w.suffix) : undefined;
  const prefixMatch = w.supplyPrefix ? supplyTag.exec(w.supplyPrefix) : null;
  const prefix = prefixMatch ? phrase(prefixMatch[1]!) : undefined;
  const complete =
    item &&
    pack &&
    (!w.brand || brand) &&
    (!w.origin || origin) &&
    (!w.suffix || suffix) &&
    (!w.supplyPrefix || prefix);
  const name = complete
    ? each((lang) =>
        [
          prefix ? `[${prefix[lang]}]` : '',
          brand ? brand[lang] : '',
          `${item[lang]}${origin ? ` (${origin[lang]})` : ''},`,
          lowerFirst(pack[lang]),
          suffix ? `– ${suffix[lang]}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
    : undefined;
  const specRows = w.specs.map((s) => ({ name: phrase(s.name), value: specValue(s, w) }));
  const specsI18n: Record<string, ProductSpec[]> = {};
  if (specRows.every((r) => r.name && r.value)) {
    for (const lang of translatedLangs) {
      specsI18n[lang] = specRows.map((r) => ({ name: r.name![lang], value: r.value![lang] }));
    }
  }
  return {
    nameI18n: i18nMap(name),
    subtitleI18n: i18nMap(phrase(w.subtitle)),
    specsI18n,
    styleNames: w.styles.map((s) => i18nMap(styleText(s))),
  };
}

function specValue(spec: ProductSpec, w: ProductWords): Text {
  if (spec.name === '品牌') return brandTexts.get(spec.value)?.name;
  if (spec.name === '产地') return originText(spec.value);
  if (spec.name === '规格') return packText(spec.value);
  return phrase(spec.value) ?? (spec.value === w.pack ? packText(spec.value) : undefined);
}

/** A style is a colour ("黑色 XL"), a colour and size, or a pack name. */
function styleText(style: string): Text {
  const [first, ...rest] = style.split(' ');
  const colour = first ? listedPhrase(first) : undefined;
  if (colour) {
    const size = rest.join(' ');
    return each((lang) => (size ? `${colour[lang]} ${size}` : colour[lang]));
  }
  return packText(style);
}

const langIndex: Record<Lang, 1 | 2 | 3> = { en_US: 1, ru_RU: 2, es: 3 };

/** The Chinese parts of a description and their translations (what catalog.ts knows of the product). */
export interface DetailParts {
  nameI18n: Record<string, string>;
  subtitleI18n: Record<string, string>;
  /** The Chinese parameter table: empty needs no translation. */
  specs: ProductSpec[];
  specsI18n: Record<string, ProductSpec[]>;
  areaNameI18n: Record<string, string>;
  unit: string;
  notes: string[];
}

/** The description in each language, or {} when a part has no translation. */
export function detailTranslations(p: DetailParts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of translatedLangs) {
    const name = p.nameI18n[lang];
    const subtitle = p.subtitleI18n[lang];
    const specs = p.specs.length === 0 ? [] : p.specsI18n[lang];
    const area = p.areaNameI18n[lang];
    const closing = p.notes.map((n) => notes.get(n)?.[langIndex[lang]]);
    if (!name || !subtitle || !specs || !area || closing.some((n) => !n)) return {};
    out[lang] = [
      `${labels.name[lang]}: ${name}`,
      `${labels.highlights[lang]}: ${subtitle}`,
      ...specs.map((s) => `${s.name}: ${s.value}`),
      `${labels.origin[lang]}: ${area}`,
      `${labels.unit[lang]}: ${unitName(p.unit, lang)}`,
      '',
      ...closing,
    ].join('\n');
  }
  return out;
}
