// English, Russian and Spanish names of China's administrative areas, composed by our own code from the Chinese
// name (no network, no word list to download): the proper name romanized with pinyin-pro (tones dropped, its
// syllables joined as one word: 杭州 → Hangzhou) or, for Russian, transcribed by the Palladius table
// (data/palladius.ts: 杭州 → Ханчжоу), and the administrative suffix translated (区 District / Distrito de / район).
// Names known abroad by another form use it (北京 Beijing, Пекин, Pekín; 乌鲁木齐 Urumqi).
import { pinyin } from 'pinyin-pro';
import {
  autonomous,
  conventional,
  hongKongMacau,
  peoples,
  suffixes,
  type Triple,
  wholeNames,
} from '../data/area-names';
import type { I18n } from '../data/classes';
import { palladius } from '../data/palladius';

export type AreaNames = I18n;

const peopleNames = Object.keys(peoples).sort((a, b) => b.length - a.length);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const han = /\p{Script=Han}/u;

/** Syllables of a Chinese name, other characters (digits, letters, "?") as their own pieces. */
function syllables(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array' }).map((s) => s.toLowerCase().replace('v', 'ü'));
}

/** 杭州 → Hangzhou; 西安 → Xi'an (an apostrophe before a syllable starting with a, o or e). */
export function romanize(text: string, pieces = syllables(text)): string {
  return capitalize(pieces.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join(''));
}

/** 杭州 → Ханчжоу (Palladius); a piece that is no pinyin syllable (a digit, a Latin letter) stays as it is. */
export function cyrillic(text: string, pieces = syllables(text)): string {
  return capitalize(
    pieces.map((s) => palladius.get(s) ?? palladius.get(s.replace(/^([ln])ue$/, '$1üe')) ?? s).join(''),
  );
}

function properName(stem: string): Triple {
  const known = conventional[stem];
  if (known) return known;
  const pieces = syllables(stem);
  const latin = romanize(stem, pieces);
  return [latin, cyrillic(stem, pieces), latin];
}

const joinAll = (parts: string[], and: string) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;

/** A name without brackets: proper name, the peoples of an autonomous area, the suffix. */
function plainName(name: string, withPeoples = true): Triple {
  const whole = wholeNames[name];
  if (whole) return whole;
  const found = suffixes.find(([zh]) => name.endsWith(zh) && name.length > zh.length);
  let stem = found ? name.slice(0, -found[0].length) : name;
  const people: Triple[] = [];
  if (found && autonomous.has(found[0])) {
    // 土家族苗族 at the end of the stem, one people at a time from the right; a one-character people only
    // with 族 (土, 水, 白 are common in place names), longer ones also without (博尔塔拉蒙古自治州).
    for (;;) {
      const withZu = stem.endsWith('族');
      const base = withZu ? stem.slice(0, -1) : stem;
      const match = peopleNames.find(
        (p) => base.endsWith(p) && base.length > p.length && (withZu || p.length > 1),
      );
      if (!match) break;
      people.unshift(peoples[match]!);
      stem = base.slice(0, -match.length);
    }
  }
  // 回族乡 is an ethnic township: its suffix is 民族乡's.
  const suffix = found?.[0] === '乡' && people.length > 0 ? suffixes.find(([zh]) => zh === '民族乡')! : found;
  const [en, ru, es] = properName(stem);
  if (!suffix?.[1]) return [en, ru, es];
  const [, enSuffix, esSuffix, ruSuffix] = suffix;
  if (!withPeoples) people.length = 0;
  const enPeople = people.length
    ? ` ${joinAll(
        people.map((p) => p[0]),
        'and',
      )}`
    : '';
  const ruPeople = people.length
    ? ` (${joinAll(
        people.map((p) => p[1]),
        'и',
      )})`
    : '';
  const esPeople = people.length
    ? ` (${joinAll(
        people.map((p) => p[2]),
        'y',
      )})`
    : '';
  return [
    `${en}${enPeople} ${enSuffix}`,
    capitalize(`${ruSuffix} ${ru}${ruPeople}`),
    `${esSuffix} ${es}${esPeople}`,
  ];
}

/** A name, its bracketed parts translated on their own: 科技城（东渚街道） → Kejicheng (Dongzhu Subdistrict). */
function composeName(name: string, withPeoples: boolean): Triple {
  const parts = name.split(/[（(]([^）)]*)[）)]/);
  const out: Triple = ['', '', ''];
  parts.forEach((part, i) => {
    const text = part.trim();
    if (!text) return;
    const names = han.test(text) ? plainName(text, withPeoples) : ([text, text, text] as Triple);
    for (const lang of [0, 1, 2] as const) {
      // Odd parts were inside brackets.
      const piece = i % 2 === 1 ? `(${names[lang]})` : names[lang];
      out[lang] = out[lang] ? `${out[lang]} ${piece}` : piece;
    }
  });
  return out;
}

/**
 * The English, Russian and Spanish names of an area (its GB/T 2260 id picks the Hong Kong and Macau names).
 * A prefecture (level 2) is named without its peoples, as the top bar shows it: "Xiangxi Autonomous
 * Prefecture", where its counties keep theirs ("Changyang Tujia Autonomous County").
 */
export function areaNames(area: { id: string; name: string; level?: number }): AreaNames {
  const local = hongKongMacau[area.id];
  if (local) {
    // Macau's parishes (堂区) go by their saints' names alone.
    const macau = area.id.startsWith('82');
    return {
      en_US: macau ? local : `${local} District`,
      ru_RU: plainName(area.name)[1],
      es: macau ? local : `Distrito de ${local}`,
    };
  }
  const [en_US, ru_RU, es] = composeName(area.name, area.level !== 2);
  return { en_US, ru_RU, es };
}
