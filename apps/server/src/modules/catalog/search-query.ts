import { searchKeyMaxChars } from '@mall/contracts';

/** A visitor's search input, normalised the way the seed builds `search_tokens`. */
export interface SearchQuery {
  /** Lower-cased, trimmed, runs of whitespace as one space. */
  text: string;
  /** `text` without spaces: the tokens ignore whitespace, so the ranking compares names without it too. */
  compact: string;
  /** Whitespace-separated parts; each must be found (AND). */
  terms: string[];
  /** Characters (1-character terms) and character bigrams the GIN index must contain. */
  tokens: string[];
}

// Control characters cannot be stored in Postgres text (NUL) and lone surrogates are not valid UTF-8: both
// would make the driver or the server fail, so they are treated as spaces.
const unsafe = /[\p{Cc}\p{Cs}]/gu;
const maxTerms = 8;
// GIN's fast scan lets the rarest key drive the search; beyond a few keys more of them only add work, and
// the LIKE recheck still proves every term.
const maxTokens = 16;

export function parseSearch(raw: string | undefined): SearchQuery | undefined {
  if (!raw) return undefined;
  const chars = Array.from(raw.replace(unsafe, ' ').toLowerCase().trim()).slice(0, searchKeyMaxChars);
  const text = chars.join('').trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const terms = [...new Set(text.split(' '))].slice(0, maxTerms);
  const tokens = new Set<string>();
  for (const term of terms) {
    const c = Array.from(term);
    if (c.length === 1) tokens.add(c[0]!);
    for (let i = 0; i + 1 < c.length; i++) tokens.add(c[i]! + c[i + 1]!);
  }
  return { text, compact: text.replaceAll(' ', ''), terms, tokens: [...tokens].slice(0, maxTokens) };
}

/** Escapes LIKE wildcards so user input matches literally (the default escape character is the backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
