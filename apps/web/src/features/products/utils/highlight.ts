export interface TextPart {
  text: string;
  match: boolean;
}

/** The words of a search as the server splits them: whitespace-separated, longest first. */
export function searchTerms(searchkey: string): string[] {
  const terms = [...new Set(searchkey.toLowerCase().trim().split(/\s+/).filter(Boolean))];
  return terms.sort((a, b) => b.length - a.length);
}

/**
 * Splits `text` into plain and matching parts for every case-insensitive occurrence of a search term.
 * The parts are rendered as text (never as HTML), so a title like `<b>` stays literal.
 */
export function highlightParts(text: string, searchkey: string): TextPart[] {
  const terms = searchTerms(searchkey);
  if (terms.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const lower = text.toLowerCase();
  // Lower-casing can change the length of some characters (e.g. 'İ'); then offsets would not line up.
  if (lower.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    const term = terms.find((t) => lower.startsWith(t, i));
    if (!term) {
      i++;
      continue;
    }
    if (i > plainStart) parts.push({ text: text.slice(plainStart, i), match: false });
    parts.push({ text: text.slice(i, i + term.length), match: true });
    i += term.length;
    plainStart = i;
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false });
  return parts;
}
