import { searchKeyMaxChars } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { escapeLike } from '../../lib/escape-like';
import { searchColumns, searchTokensOf } from './search-postings';
import { parseSearch } from './search-query';

describe(parseSearch.name, () => {
  it('looks a 1-character term up by its character, longer terms by their bigrams and alphabetic trigrams', () => {
    expect(parseSearch('米')).toMatchObject({ text: '米', terms: ['米'], tokens: ['米'] });
    expect(parseSearch(' 五常 大米 ')).toMatchObject({
      text: '五常 大米',
      compact: '五常大米',
      terms: ['五常', '大米'],
      tokens: ['五常', '大米'],
    });
    expect(parseSearch('LED')?.tokens).toEqual(['le', 'led', 'ed']);
    // Trigrams of letters and digits only: Chinese keeps its bigrams, a mixed term its alphabetic part.
    expect(parseSearch('jamón')?.tokens).toEqual(['ja', 'jam', 'am', 'amo', 'mo', 'mon', 'on']);
    expect(parseSearch('молоко')?.tokens).toEqual(expect.arrayContaining(['мол', 'оло', 'лок']));
    expect(parseSearch('铁观音')?.tokens).toEqual(['铁观', '观音']);
    expect(parseSearch('5kg装')?.tokens).toEqual(['5k', '5kg', 'kg', 'g装']);
    expect(parseSearch('蘋果')?.terms).toEqual(['苹果']);
  });

  it('asks only for tokens the index stores for a product containing the query', () => {
    const columns = searchColumns({
      name: '极光 蓝牙耳机 Pro 降噪',
      keywords: 'earphones',
      brandName: '极光',
      classNames: ['数码电器', '影音娱乐', '耳机'],
      model: 'JG-200',
    });
    const { name, other } = searchTokensOf(columns.searchName, columns.searchOther);
    const stored = new Set([...name, ...other]);
    for (const q of ['蓝牙耳机', 'pro', '耳', '极光 降噪', 'earphone', 'jg-200', '影音']) {
      for (const token of parseSearch(q)!.tokens) expect(stored.has(token), `${q}: ${token}`).toBe(true);
    }
  });

  it('drops control characters and lone surrogates, and cuts long input', () => {
    expect(parseSearch('a\u0000b\u0007')?.terms).toEqual(['a', 'b']);
    expect(parseSearch('\ud800米')?.text).toBe('米');
    expect(Array.from(parseSearch('😀'.repeat(500))!.text)).toHaveLength(searchKeyMaxChars);
    expect(parseSearch('   ')).toBeUndefined();
    expect(parseSearch(undefined)).toBeUndefined();
  });
});

describe(escapeLike.name, () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
