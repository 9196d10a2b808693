// English, Russian and Spanish words of the demo catalogue, read from the word lists of catalog-words.ts: items,
// places, phrases, packs, shops and brands, each looked up by its Chinese text. generators/product-translations.ts
// composes a product's name and parameter table from them the way generators/catalog.ts composes the Chinese
// ones. A word missing from the lists gives undefined, so that language is left out (never a half-Chinese name).
import { brandWords, itemWords, packWords, phraseWords, placeWords, shopWords } from './catalog-words';
import type { I18n } from './classes';

export type Lang = keyof I18n;
export const translatedLangs: Lang[] = ['en_US', 'ru_RU', 'es'];

function dictionary(lines: string): Map<string, I18n> {
  const map = new Map<string, I18n>();
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    const [zh, en_US, ru_RU, es] = line.split('|');
    if (!zh || !en_US || !ru_RU || !es) throw new Error(`incomplete words: ${line}`);
    map.set(zh, { en_US, ru_RU, es });
  }
  return map;
}

const items = dictionary(itemWords);
const places = dictionary(placeWords);
const phrases = dictionary(phraseWords);
const packs = dictionary(packWords);

/** A translation of every language, or undefined when one is missing. */
export type Text = I18n | undefined;

/** The text in every translated language, or undefined as soon as one is missing. */
export const each = (f: (lang: Lang) => string | undefined): Text => {
  const out: Partial<I18n> = {};
  for (const lang of translatedLangs) {
    const text = f(lang);
    if (text === undefined) return undefined;
    out[lang] = text;
  }
  return out as I18n;
};

const han = /\p{Script=Han}/u;

/** A phrase of the lists, or the text itself when it has no Chinese (a model code, "ISO 9001", "500g"). */
export function phrase(zh: string): Text {
  const found = phrases.get(zh) ?? packs.get(zh);
  if (found) return found;
  return han.test(zh) ? undefined : { en_US: zh, ru_RU: zh, es: zh };
}

/** "新疆 阿克苏" → "Aksu, Xinjiang" (city first, as addresses abroad are written). */
export function originText(origin: string): Text {
  const parts = origin.split(/\s+/).filter(Boolean);
  const words = parts.map((p) => places.get(p));
  if (parts.length === 0 || words.some((w) => !w)) return undefined;
  return each((lang) =>
    words
      .map((w) => w![lang])
      .reverse()
      .join(', '),
  );
}

const counted: Record<string, I18n> = {
  袋: { en_US: 'bags', ru_RU: 'шт.', es: 'bolsas' },
  瓶: { en_US: 'bottles', ru_RU: 'бут.', es: 'botellas' },
  包: { en_US: 'packs', ru_RU: 'пач.', es: 'paquetes' },
  只: { en_US: 'pcs', ru_RU: 'шт.', es: 'uds.' },
  枚: { en_US: 'pcs', ru_RU: 'шт.', es: 'uds.' },
  饼: { en_US: 'cakes', ru_RU: 'блинов', es: 'tortas' },
  罐: { en_US: 'cans', ru_RU: 'бан.', es: 'latas' },
  盒: { en_US: 'boxes', ru_RU: 'кор.', es: 'cajas' },
  支: { en_US: 'pcs', ru_RU: 'шт.', es: 'uds.' },
  片: { en_US: 'pcs', ru_RU: 'шт.', es: 'uds.' },
  件: { en_US: 'pcs', ru_RU: 'шт.', es: 'uds.' },
  株: { en_US: 'plants', ru_RU: 'саж.', es: 'plantas' },
  桶: { en_US: 'drums', ru_RU: 'бут.', es: 'bidones' },
};

const decimal = (n: string, lang: Lang) => (lang === 'en_US' ? n : n.replace('.', ','));

/** One space-separated word of a pack name. */
function packWord(word: string): Text {
  const whole = packs.get(word) ?? phrases.get(word);
  if (whole) return whole;
  if (!han.test(word)) return { en_US: word, ru_RU: word, es: word };
  if (word.includes('×')) {
    const parts = word.split('×').map(packWord);
    return parts.some((p) => !p) ? undefined : each((lang) => parts.map((p) => p![lang]).join('×'));
  }
  let m = /^(\d+(?:\.\d+)?)斤装?$/.exec(word);
  if (m) return each((lang) => `${decimal(m![1]!, lang)} ${lang === 'ru_RU' ? 'цзинь' : 'jin'}`);
  m = /^(\d+)(.)装?$/.exec(word);
  if (m && counted[m[2]!]) return each((lang) => `${m![1]} ${counted[m![2]!]![lang]}`);
  m = /^(\d+)只\/(盒|箱)$/.exec(word);
  if (m) {
    const box = m[2] === '盒';
    return {
      en_US: `${m[1]} pcs/${box ? 'box' : 'case'}`,
      ru_RU: `${m[1]} шт./${box ? 'кор.' : 'ящ.'}`,
      es: `${m[1]} uds./${box ? 'caja' : 'caja grande'}`,
    };
  }
  m = /^([SMLX]+|\d+)码$/.exec(word);
  if (m) return { en_US: `size ${m[1]}`, ru_RU: `размер ${m[1]}`, es: `talla ${m[1]}` };
  m = /^(\d+(?:\.\d+)?)英?寸$/.exec(word);
  if (m) return each((lang) => `${decimal(m![1]!, lang)}"`);
  m = /^(\d+)岁\+$/.exec(word);
  if (m) return { en_US: `${m[1]}+ years`, ru_RU: `${m[1]}+ лет`, es: `${m[1]}+ años` };
  m = /^(\d+(?:\.\d+)?)m床$/.exec(word);
  if (m)
    return {
      en_US: `${m[1]} m bed`,
      ru_RU: `кровать ${decimal(m[1]!, 'ru_RU')} м`,
      es: `cama de ${decimal(m[1]!, 'es')} m`,
    };
  return undefined;
}

/** A pack name ("整箱 24袋", "5L×4桶 整箱") word by word. */
export function packText(pack: string): Text {
  const words = pack.split(/\s+/).filter(Boolean).map(packWord);
  return words.length === 0 || words.some((w) => !w)
    ? undefined
    : each((lang) => words.map((w) => w![lang]).join(' '));
}

/** A phrase of the phrase list only (no pack words, no untranslated fallback): a colour of a style. */
export function listedPhrase(zh: string): Text {
  return phrases.get(zh);
}

export function itemText(name: string): Text {
  return items.get(name);
}

/** Shop texts in shopDefs order. */
export const shopTexts: { name: I18n; description: I18n }[] = (() => {
  const lines = shopWords.split('\n').filter((l) => l.trim());
  const out: { name: I18n; description: I18n }[] = [];
  const parse = (line: string): I18n => {
    const [en_US, ru_RU, es] = line.split('|');
    if (!en_US || !ru_RU || !es) throw new Error(`incomplete shop words: ${line}`);
    return { en_US, ru_RU, es };
  };
  for (let i = 0; i + 1 < lines.length; i += 2) {
    out.push({ name: parse(lines[i]!), description: parse(lines[i + 1]!) });
  }
  return out;
})();

/** Brand texts by Chinese name; `zhDescription` is the Chinese base of the description. */
export const brandTexts: Map<string, { name: I18n; description: I18n; zhDescription: string }> = (() => {
  const map = new Map<string, { name: I18n; description: I18n; zhDescription: string }>();
  for (const line of brandWords.split('\n')) {
    if (!line.trim()) continue;
    const [zh, en, ru, es, enD, ruD, esD, zhD] = line.split('|');
    if (!zh || !en || !ru || !es || !enD || !ruD || !esD || !zhD)
      throw new Error(`incomplete brand: ${line}`);
    map.set(zh, {
      name: { en_US: en, ru_RU: ru, es },
      description: { en_US: enD, ru_RU: ruD, es: esD },
      zhDescription: zhD,
    });
  }
  return map;
})();

/** The *_i18n map of a text (empty when it could not be translated). */
export function i18nMap(text: Text): Record<string, string> {
  return text ? { ...text } : {};
}
