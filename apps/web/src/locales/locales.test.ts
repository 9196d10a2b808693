// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en_US from './en_US';
import es from './es';
import { flattenKeys } from './locale-utils';
import ru_RU from './ru_RU';
import zh_CN from './zh_CN';

const namespaceFiles = import.meta.glob<{ default: object }>(['./*/*.ts', '!./*/*.test.ts'], { eager: true });
const namespaceNames = [...new Set(Object.keys(namespaceFiles).map((file) => file.split('/')[1]!))];

/** The main packs and every feature namespace's, as one pack per locale with the namespace as top key. */
function fullPack(locale: string, main: object): object {
  const pack: Record<string, object> = { ...main };
  for (const namespace of namespaceNames) {
    const file = namespaceFiles[`./${namespace}/${locale}.ts`];
    pack[`ns:${namespace}`] = file ? file.default : {};
  }
  return pack;
}

const packs = {
  en_US: fullPack('en_US', en_US),
  ru_RU: fullPack('ru_RU', ru_RU),
  es: fullPack('es', es),
} as const;
const zhFull = fullPack('zh_CN', zh_CN);
/** The BCP 47 tags i18next picks plural rules with (as lib/i18n.ts gives them). */
const languageTags = { zh_CN: 'zh-CN', en_US: 'en-US', ru_RU: 'ru-RU', es: 'es' } as const;
const source = flattenKeys(zhFull);

/** Plural forms differ by language (Russian has few/many); they count as one key. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function baseKeys(pack: object): Set<string> {
  return new Set(Object.keys(flattenKeys(pack)).map(baseKey));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

describe('language packs', () => {
  it('finds the feature namespaces, each listed in namespaces.ts', async () => {
    const listed = await import('./namespaces?raw').then((m: { default: string }) => m.default);
    expect(namespaceNames.length).toBeGreaterThan(0);
    for (const namespace of namespaceNames) expect(listed, namespace).toContain(`./${namespace}/zh_CN`);
  });

  it('zh_CN has only non-empty texts', () => {
    for (const [key, text] of Object.entries(source)) {
      expect(typeof text === 'string' && text.trim() !== '', `zh_CN ${key} is empty`).toBe(true);
    }
  });

  for (const [name, pack] of Object.entries(packs)) {
    it(`${name} has every key of zh_CN and no other`, () => {
      const expected = baseKeys(zhFull);
      const actual = baseKeys(pack);
      expect(
        [...expected].filter((k) => !actual.has(k)),
        `missing in ${name}`,
      ).toEqual([]);
      expect(
        [...actual].filter((k) => !expected.has(k)),
        `only in ${name}`,
      ).toEqual([]);
    });

    it(`${name} has no empty text`, () => {
      for (const [key, text] of Object.entries(flattenKeys(pack))) {
        expect(typeof text === 'string' && text.trim() !== '', `${name} ${key} is empty`).toBe(true);
      }
    });

    it(`${name} keeps the placeholders of zh_CN`, () => {
      const flat = flattenKeys(pack);
      for (const [key, text] of Object.entries(source)) {
        const translated = flat[key] ?? flat[`${key.replace(/_other$/, '')}_other`];
        if (typeof translated !== 'string' || typeof text !== 'string') continue;
        expect(placeholders(translated), `${name} ${key}`).toEqual(placeholders(text));
      }
    });
    it(`${name} gives every "{{count}} word" text the language's plural forms`, () => {
      const flat = flattenKeys(pack);
      const counted = name === 'ru_RU' ? /\{\{count\}\}\s+[а-яё]/i : /\{\{count\}\}\s+[a-záéíóúñü]/i;
      const forms = name === 'ru_RU' ? ['one', 'few', 'many', 'other'] : ['one', 'other'];
      const missing: string[] = [];
      for (const [key, text] of Object.entries(flat)) {
        if (typeof text !== 'string' || !counted.test(text)) continue;
        const base = baseKey(key);
        for (const form of forms)
          if (typeof flat[`${base}_${form}`] !== 'string') missing.push(`${base}_${form}`);
      }
      expect([...new Set(missing)], `${name} lacks plural forms`).toEqual([]);
    });
  }

  /** Each pack as one i18next resource set, namespaces as i18next namespaces, Chinese the fallback as in the app. */
  async function instanceFor(locale: keyof typeof languageTags) {
    const resources: Record<string, Record<string, object>> = {};
    for (const [name, main] of [
      ['zh_CN', zh_CN],
      [locale, { zh_CN, en_US, ru_RU, es }[locale]],
    ] as const) {
      const bundle: Record<string, object> = { translation: main };
      for (const namespace of namespaceNames)
        bundle[namespace] = namespaceFiles[`./${namespace}/${name}.ts`]!.default;
      resources[languageTags[name]] = bundle;
    }
    const instance = i18next.createInstance();
    await instance.init({
      lng: languageTags[locale],
      fallbackLng: languageTags.zh_CN,
      resources,
      ns: ['translation', ...namespaceNames],
      interpolation: { escapeValue: false },
    });
    return instance;
  }

  /** The i18next key (`ns:a.b`) of every text with plural forms in a pack. */
  function pluralKeys(pack: object): string[] {
    const keys = Object.keys(flattenKeys(pack)).filter((key) => /_(zero|one|two|few|many|other)$/.test(key));
    return [...new Set(keys.map(baseKey))].map((key) =>
      key.startsWith('ns:') ? key.slice(3).replace('.', ':') : key,
    );
  }

  for (const [name, pack] of Object.entries({ ...packs, zh_CN: zhFull })) {
    const tag = languageTags[name as keyof typeof languageTags];
    it(`${name} gives every plural text each category Intl.PluralRules(${tag}) can pick`, () => {
      // i18next asks Intl.PluralRules for the category; a missing one falls through to Chinese (es 1000000 is "many").
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const flat = flattenKeys(pack);
      const missing: string[] = [];
      for (const key of new Set(
        Object.keys(flat)
          .filter((k) => k !== baseKey(k))
          .map(baseKey),
      ))
        for (const category of categories)
          if (typeof flat[`${key}_${category}`] !== 'string') missing.push(`${key}_${category}`);
      expect(missing, `${name} lacks plural categories`).toEqual([]);
    });
  }

  for (const name of ['en_US', 'ru_RU', 'es'] as const) {
    it(`${name}: every plural text is in ${name} for any count, never the Chinese fallback`, async () => {
      const instance = await instanceFor(name);
      const chinese: string[] = [];
      for (const key of pluralKeys(packs[name]))
        for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000000, 2000000, 1.5]) {
          const text = instance.t(key as never, { count, shown: count, limit: 9, max: 9 }) as string;
          if (text === key.split(':').at(-1) || /\p{Script=Han}/u.test(text))
            chinese.push(`${key} ${count}: ${text}`);
        }
      expect(chinese).toEqual([]);
    });
  }

  it('es: a million products read in Spanish ("1000000 de productos"), not in Chinese', async () => {
    const instance = await instanceFor('es');
    expect(instance.t('products:list.total', { count: 1000000 })).toBe('1000000 de productos');
    expect(instance.t('products:list.total', { count: 2 })).toBe('2 productos');
    expect(instance.t('products:list.total', { count: 1 })).toBe('1 producto');
  });

  it('counted texts agree with their count in every language (import rows, finance terms, deleted folders)', async () => {
    const [en, ru, spanish] = await Promise.all([
      instanceFor('en_US'),
      instanceFor('ru_RU'),
      instanceFor('es'),
    ]);
    const summary = { file: 'a.xlsx', valid: 1, errors: 0 };
    expect(en.t('buying:import.summary', { ...summary, count: 1 })).toBe(
      'a.xlsx: 1 row, 1 can be imported, 0 with problems',
    );
    expect(en.t('buying:import.summary', { ...summary, count: 3 })).toContain('a.xlsx: 3 rows,');
    expect(spanish.t('buying:import.summary', { ...summary, count: 1 })).toContain('a.xlsx: 1 fila,');
    expect(spanish.t('buying:quick.summary', { valid: 1, errors: 0 })).not.toMatch(/\b1 filas/);
    expect(en.t('merchant:finance.form.termOption', { count: 1 })).toBe('1 month');
    expect(en.t('merchant:finance.form.termOption', { count: 12 })).toBe('12 months');
    expect(spanish.t('merchant:finance.form.termOption', { count: 1 })).toBe('1 mes');
    expect(ru.t('merchant:finance.form.termOption', { count: 1 })).toBe('1 месяц');
    expect(ru.t('merchant:finance.form.termOption', { count: 3 })).toBe('3 месяца');
    expect(ru.t('merchant:finance.form.termOption', { count: 12 })).toBe('12 месяцев');
    expect(en.t('merchant:finance.termValue', { terms: '1', count: 1 })).toBe('1 month');
    expect(en.t('merchant:finance.termValue', { terms: '1 / 3', count: 3 })).toBe('1 / 3 months');
  });

  for (const name of ['en_US', 'es'] as const) {
    it(`${name} writes no "(s)" plural stand-ins: counts take their plural forms`, () => {
      const stand = Object.entries(flattenKeys(packs[name])).filter(
        ([, text]) => typeof text === 'string' && /\w\((s|es)\)/.test(text),
      );
      expect(stand).toEqual([]);
    });
  }
});
