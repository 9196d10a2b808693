import { searchKeyMaxChars } from '@mall/contracts';
import { normalizeText, termTokens } from './search-text';

/** A visitor's search input, normalised like the indexed text (see search-text.ts). */
export interface SearchQuery {
  /** Normalised, runs of whitespace as one space. */
  text: string;
  /** `text` without spaces: compared with a model code and used for the fallbacks. */
  compact: string;
  /** Whitespace-separated parts; each must be found (AND), in any searchable field. */
  terms: string[];
  /** Characters (1-character terms) and character bigrams of every term. */
  tokens: string[];
  /** One term of 1 or 2 characters: the term is its token, so a product holds it exactly when it is listed. */
  isToken: boolean;
}

const maxTerms = 8;

const russianEndings = [
  'ами',
  'ями',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ов',
  'ев',
  'ам',
  'ям',
  'ах',
  'ях',
  'ом',
  'ем',
  'а',
  'я',
  'ы',
  'и',
  'о',
  'е',
  'у',
  'ю',
  'ь',
];

/**
 * A cheap stem of a Russian, English or Spanish word, so that a singular finds a plural and a case form finds
 * the name ("яблоко" and "яблоки" → "яблок", "limones" → "limon", "cherries" → "cherr"): terms are matched as
 * substrings, so cutting the ending is enough. Only whole words of letters of 4+ characters, never below 3.
 */
export function stemTerm(term: string): string {
  if (/^[а-яе]{4,}$/.test(term)) {
    for (const ending of russianEndings) {
      if (term.endsWith(ending) && term.length - ending.length >= 3) return term.slice(0, -ending.length);
    }
    return term;
  }
  if (/^[a-zñ]{4,}$/.test(term)) {
    if (term.endsWith('ies') && term.length > 5) return term.slice(0, -3);
    if (/[^aeiou]es$/.test(term) && term.length > 5) return term.slice(0, -2);
    if (term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  }
  return term;
}

export function parseSearch(raw: string | undefined): SearchQuery | undefined {
  if (!raw) return undefined;
  // Cut before normalising (the input may be 2000 characters), then again after (NFKC can lengthen text).
  const text = Array.from(
    normalizeText(
      Array.from(raw)
        .slice(0, searchKeyMaxChars * 2)
        .join(''),
    ),
  )
    .slice(0, searchKeyMaxChars)
    .join('')
    .trim();
  if (!text) return undefined;
  const terms = [...new Set(text.split(' ').map(stemTerm))].slice(0, maxTerms);
  const tokens = [...new Set(terms.flatMap(termTokens))];
  const isToken = terms.length === 1 && Array.from(terms[0]!).length <= 2;
  return { text, compact: text.replaceAll(' ', ''), terms, tokens, isToken };
}

/** A query a Latin-script typo or pinyin could explain: letters only (spaces allowed), at least 2. */
export function isLatinWord(search: SearchQuery): boolean {
  return /^[a-z]{2,}$/.test(search.compact);
}
