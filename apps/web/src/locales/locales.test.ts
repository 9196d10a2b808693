// @vitest-environment node
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
});
