import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { escapeLike } from './escape-like';

/**
 * Case- and accent-insensitive "contains" that works whatever the database's locale. Under a C character
 * type (a PostgreSQL created with `--locale=C`) `lower()` and `ilike` fold ASCII only, so "яблоки" did not find
 * "Яблоки" nor "limón" "LIMÓN" (the embedded database's collation is C; its character type, C.UTF-8, happens
 * to fold, so only a server showed it). `translate()` is locale-free: the stored
 * text goes through lower() and then a fixed table that lower-cases Latin-1 and Latin Extended, Greek and
 * Cyrillic and drops the accents of Latin letters and ё, as the product search's normalizeText does (buyers
 * type "limon" for "limón"); the search word goes through the same table here in JS. No index is involved:
 * these searches scan a buyer's orders, a few dozen shops or brands, one kind of news or one user's pictures.
 */

/** Code points the table covers: Latin-1 … Latin Extended-B, Greek, Cyrillic, Latin Extended Additional. */
const ranges: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x0370, 0x03ff],
  [0x0400, 0x052f],
  [0x1e00, 0x1eff],
];

const latinMarks = /(\p{Script=Latin})\p{M}+/gu;

/** One character's folded form: lower case, without the accents of a Latin letter, ё as е, ς as σ. */
function foldChar(c: string): string {
  const lower = c.toLowerCase();
  if (lower === 'ё') return 'е';
  // Greek final sigma: a word typed in capitals ends in σ.
  if (lower === 'ς') return 'σ';
  return lower.normalize('NFD').replace(latinMarks, '$1').normalize('NFC');
}

function buildTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code += 1) {
      const c = String.fromCodePoint(code);
      const folded = foldChar(c);
      // translate() maps one character to one (İ → i̇ is two and stays as it is).
      if (folded !== c && [...folded].length === 1) table.set(c, folded);
    }
  }
  return table;
}

const table = buildTable();
const fromText = [...table.keys()].join('');
const toText = [...table.values()].join('');
// Written into the statement as literals (no quote or backslash can be in them, checked here) so the
// statement keeps its parameters and its prepared plan.
if (/['\\]/.test(fromText + toText)) throw new Error('fold-case: unexpected character in the table');
const fromLiteral = sql.raw(`'${fromText}'`);
const toLiteral = sql.raw(`'${toText}'`);

/** `text` folded in JS exactly as foldedSql folds a stored value. */
export function foldText(text: string): string {
  let out = '';
  // Character by character, as lower() does (toLowerCase of a whole word would write a final ς).
  for (const c of text) out += table.get(c) ?? c.toLowerCase();
  return out;
}

/** `value` folded (lower case, Latin accents and ё dropped), the same under every database locale. */
export function foldedSql(value: SQLWrapper): SQL {
  return sql`translate(lower(${value}), ${fromLiteral}, ${toLiteral})`;
}

/** The LIKE pattern for "contains `text`" against foldedSql(...) (wildcards in the text match literally). */
export function foldedContainsPattern(text: string): string {
  return `%${escapeLike(foldText(text))}%`;
}

/** `value` contains `text`, ignoring case and Latin accents, for Cyrillic and Greek as for ASCII. */
export function containsFolded(value: SQLWrapper, text: string): SQL {
  return sql`${foldedSql(value)} like ${foldedContainsPattern(text)}`;
}

/** Some translation in a *_i18n map (any language) contains `text`, ignoring case and accents (see containsFolded). */
export function translationContains(column: SQLWrapper, text: string): SQL {
  return sql`exists (select 1 from jsonb_each_text(${column}) t where ${containsFolded(sql`t.value`, text)})`;
}
