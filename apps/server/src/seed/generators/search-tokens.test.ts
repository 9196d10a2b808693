import { describe, expect, it } from 'vitest';
import { searchTokens } from './search-tokens';

const sorted = (tokens: string[]) => [...tokens].sort();

describe('searchTokens', () => {
  it('gives every character and every pair of adjacent characters once', () => {
    expect(sorted(searchTokens('苹果'))).toEqual(sorted(['苹', '果', '苹果']));
    expect(sorted(searchTokens('哈哈哈'))).toEqual(sorted(['哈', '哈哈']));
    expect(sorted(searchTokens('冰糖心苹果'))).toEqual(
      sorted(['冰', '糖', '心', '苹', '果', '冰糖', '糖心', '心苹', '苹果']),
    );
  });

  it('ignores whitespace, so pairs span the gap', () => {
    const tokens = searchTokens('苹果 5斤\n装\t');
    expect(tokens).toContain('果5');
    expect(tokens).toContain('斤装');
    expect(tokens.some((t) => /\s/.test(t))).toBe(false);
    expect(sorted(searchTokens('苹果 5斤'))).toEqual(sorted(searchTokens('苹果5斤')));
  });

  it('lower-cases latin letters', () => {
    expect(sorted(searchTokens('iPad'))).toEqual(sorted(['i', 'p', 'a', 'd', 'ip', 'pa', 'ad']));
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(sorted(searchTokens('𠮷野'))).toEqual(sorted(['𠮷', '野', '𠮷野']));
  });

  it('returns nothing for blank text', () => {
    expect(searchTokens('')).toEqual([]);
    expect(searchTokens('  \n ')).toEqual([]);
  });

  it('lets a one- or two-character query match a product name', () => {
    const tokens = new Set(searchTokens('新疆阿克苏冰糖心苹果 5斤装 鲜丰水果旗舰店'));
    for (const query of ['苹果', '果', '水果', '5斤']) {
      expect(searchTokens(query).every((t) => tokens.has(t))).toBe(true);
    }
    expect(tokens.has('梨')).toBe(false);
  });
});
