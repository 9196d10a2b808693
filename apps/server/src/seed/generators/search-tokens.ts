// Whitespace and control characters are dropped before pairing, so "苹果 5斤" and "苹果5斤" give the same bigrams.
const ignored = /[\s\p{Cc}]/u;

/**
 * Search tokens of a text: its distinct lower-cased characters and the bigrams of adjacent characters,
 * whitespace ignored. A 1- or 2-character query is then a single GIN lookup on the token array.
 */
export function searchTokens(text: string): string[] {
  const chars = Array.from(text.toLowerCase()).filter((c) => !ignored.test(c));
  const tokens = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    tokens.add(chars[i]);
    if (i + 1 < chars.length) tokens.add(chars[i] + chars[i + 1]);
  }
  return [...tokens];
}
