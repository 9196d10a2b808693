import { describe, expect, it } from 'vitest';
import { highlightParts, searchTerms } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(highlightParts('Green Tea 绿茶 tea', 'TEA')).toEqual([
      { text: 'Green ', match: false },
      { text: 'Tea', match: true },
      { text: ' 绿茶 ', match: false },
      { text: 'tea', match: true },
    ]);
  });

  it('marks each word of a multi-word search, longest first', () => {
    expect(highlightParts('五常大米 10kg', '大米 大')).toEqual([
      { text: '五常', match: false },
      { text: '大米', match: true },
      { text: ' 10kg', match: false },
    ]);
    expect(searchTerms('  a  bb a ')).toEqual(['bb', 'a']);
  });

  it('returns the text unmarked without a word, and keeps markup as text', () => {
    expect(highlightParts('<b>x</b>', '')).toEqual([{ text: '<b>x</b>', match: false }]);
    expect(highlightParts('<b>x</b>', 'b>')).toEqual([
      { text: '<', match: false },
      { text: 'b>', match: true },
      { text: 'x</', match: false },
      { text: 'b>', match: true },
    ]);
    expect(highlightParts('', 'a')).toEqual([]);
  });
});
