import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { fillMessage, serverMessages } from './server-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('server messages', () => {
  it('write parameters one way, {{name}}, as the web packs do', () => {
    const single = locales.flatMap((locale) =>
      Object.entries(serverMessages[locale] as Record<string, string>)
        .filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(text))
        .map(([key]) => `${locale} ${key}`),
    );
    expect(single).toEqual([]);
  });

  // Chinese says a discount as 折 (9折, `rate`); the other languages as a percentage off (`off`). The order
  // service passes both.
  const ownWords = new Set(['order.discount.percent']);

  it('name the same parameters in every language (a misspelt one would show as it is)', () => {
    const zh = serverMessages.zh_CN as Record<string, string>;
    const differ = locales.flatMap((locale) =>
      Object.entries(zh).flatMap(([key, text]) => {
        if (ownWords.has(key)) return [];
        const other = (serverMessages[locale] as Record<string, string>)[key];
        return other !== undefined && placeholders(other).join() !== placeholders(text).join()
          ? [`${locale} ${key}`]
          : [];
      }),
    );
    expect(differ).toEqual([]);
  });

  it('fill {{name}} and leave unknown parameters as they are', () => {
    expect(fillMessage('最多 {{max}} 件，{{other}}', { max: 5 })).toBe('最多 5 件，{{other}}');
  });
});
