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
  const terms = [...new Set(text.split(' '))].slice(0, maxTerms);
  const tokens = [...new Set(terms.flatMap(termTokens))];
  const isToken = terms.length === 1 && Array.from(terms[0]!).length <= 2;
  return { text, compact: text.replaceAll(' ', ''), terms, tokens, isToken };
}

/** A query a Latin-script typo or pinyin could explain: letters only (spaces allowed), at least 2. */
export function isLatinWord(search: SearchQuery): boolean {
  return /^[a-z]{2,}$/.test(search.compact);
}
