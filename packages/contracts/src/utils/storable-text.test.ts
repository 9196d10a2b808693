import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, storableForm } from './storable-text';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['plain', true],
    ['中文 русский español', true],
    ['emoji 😀 and 👩‍👩‍👧 pairs', true],
    ['combining e\u0301 and RTL \u202Eabc', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['lone high \uD83D', false],
    ['lone low \uDE00 here', false],
    ['reversed pair \uDE00\uD83D', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('storableForm', () => {
  it('replaces only what cannot be stored', () => {
    expect(storableForm('a\u0000b\uD800c😀\uDC00')).toBe('a\uFFFDb\uFFFDc😀\uFFFD');
  });
});

describe('findUnstorableText', () => {
  it('answers null when every string can be stored', () => {
    expect(findUnstorableText({ a: 'x', b: [1, 'y', { c: '😀' }], d: null, e: true })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('names the path of a nested value', () => {
    expect(findUnstorableText({ lines: [{ code: 'ok' }, { code: 'bad\u0000' }] })).toEqual([
      'lines',
      1,
      'code',
    ]);
    expect(findUnstorableText({ codes: '\uD800' })).toEqual(['codes']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('checks object keys too', () => {
    expect(findUnstorableText({ outer: { 'k\u0000': 1 } })).toEqual(['outer', 'k\u0000']);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(200_000);
  });
});
