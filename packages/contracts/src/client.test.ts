import { describe, expect, it } from 'vitest';
import * as client from './client';
import { validationMessageTexts } from './validation-messages';
import { validationMessages } from './validation-texts/en_US';

describe('the zod-free entry (the browser build)', () => {
  it('carries no validation texts: each language pack of the web app imports its own language only', () => {
    const exported = Object.keys(client);
    expect(exported.filter((name) => /^validation(Texts|Messages|MessageTexts)/.test(name))).toEqual([]);
    // Not by another name either: the values of the packs are nowhere in it.
    const values = new Set(Object.values(client));
    for (const pack of Object.values(validationMessageTexts)) expect(values.has(pack)).toBe(false);
  });
});

describe('validation texts, one file a language', () => {
  it('has every key of the English texts in every language, and nothing else', () => {
    for (const pack of Object.values(validationMessageTexts)) {
      expect(Object.keys(pack).sort()).toEqual(Object.keys(validationMessages).sort());
      for (const text of Object.values(pack)) expect(text).toBeTruthy();
    }
  });
});
