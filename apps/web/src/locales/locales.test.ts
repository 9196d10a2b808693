// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en_US from './en_US';
import es from './es';
import { flattenKeys } from './locale-utils';
import ru_RU from './ru_RU';
import zh_CN from './zh_CN';

const packs = { en_US, ru_RU, es } as const;
const source = flattenKeys(zh_CN);

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
  it('zh_CN has only non-empty texts', () => {
    for (const [key, text] of Object.entries(source)) {
      expect(typeof text === 'string' && text.trim() !== '', `zh_CN ${key} is empty`).toBe(true);
    }
  });

  for (const [name, pack] of Object.entries(packs)) {
    it(`${name} has every key of zh_CN and no other`, () => {
      const expected = baseKeys(zh_CN);
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
  }
});
