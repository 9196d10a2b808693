// How a product's searchable text and its postings are built, without the database: the search columns
// (products.search_name, search_other), the posting keys and chunks, and the vocabulary. The repository
// (search-index.repository.ts) writes them. See docs/search.md.
import { pinyin } from 'pinyin-pro';
import { compactText, normalizeText, textTokens } from './search-text';

/** Postings of the name; a product is listed under a token once, in the best field holding it. */
export const nameField = 1;
/** Postings of keywords, brand, class names and model, for tokens the name does not hold. */
export const otherField = 2;
/** Keys per chunk when built in bulk: 200 int8 (1.6 KB) keep a chunk row inline, below the 2 KB TOAST limit. */
export const postingChunkSize = 200;
/** A writer splits a chunk that grew past this. */
export const maxChunkSize = 2 * postingChunkSize;
/** Separates the fields of search_other, so a match never spans two fields. */
export const fieldSeparator = '\u001f';
/** The low 31 bits of a key are the product id. */
export const keyIdMask = 0x7fffffff;

/** Sort key of a product: newer first when sorted descending, then the higher id (as the class listing). */
export function productKey(createdAt: Date, id: number): bigint {
  return (BigInt(Math.floor(createdAt.getTime() / 1000)) << 31n) | BigInt(id);
}

export interface SearchSource {
  name: string;
  keywords: string;
  brandName: string;
  /** Class names of the three levels (Chinese). */
  classNames: string[];
  model: string;
  /**
   * The name in other languages (the product's name_i18n values): a buyer searching in Russian or Spanish finds
   * the product by them. Listed among the other fields, so a Chinese name match still ranks first.
   */
  translatedNames?: string[];
}

const translatedOrder = ['en_US', 'ru_RU', 'es'];

/** A product's translated names (its name_i18n map) in a fixed language order, so index and rebuild agree. */
export function translatedNamesOf(nameI18n: Record<string, string> | null | undefined): string[] {
  return translatedOrder.flatMap((lang) => (nameI18n?.[lang] ? [nameI18n[lang]] : []));
}

/**
 * The normalised searchable text of a product, as stored in products.search_name / search_other. The name is
 * compared without its spaces ("苹果 5斤" = "苹果5斤"); the other fields keep them, so that a match never joins
 * two words of a keyword list ("cured meat" holds no "dm").
 */
export function searchColumns(src: SearchSource): { searchName: string; searchOther: string } {
  const other = [src.keywords, src.brandName, ...src.classNames, src.model, ...(src.translatedNames ?? [])]
    .map(normalizeText)
    .filter(Boolean);
  return { searchName: compactText(src.name), searchOther: [...new Set(other)].join(fieldSeparator) };
}

/** Tokens of the stored search columns: the name's, and those only the other fields' words hold. */
export function searchTokensOf(searchName: string, searchOther: string) {
  const name = textTokens(searchName);
  const other = new Set<string>();
  for (const field of searchOther.split(fieldSeparator)) {
    for (const word of field.split(' ')) {
      for (const token of textTokens(word)) if (!name.has(token)) other.add(token);
    }
  }
  return { name, other };
}

export interface IndexedProduct {
  id: number;
  productType: number;
  createdAt: Date;
  searchName: string;
  searchOther: string;
}

export interface PostingChunkRow {
  token: string;
  productType: number;
  field: number;
  lastKey: string;
  n: number;
  /** Keys newest first, comma separated (the insert casts them to int8[]). */
  keys: string;
}

/**
 * Collects the postings of many products (the seed, a rebuild) and hands them out as chunk rows. Products may
 * come in any order: each list is sorted by key at the end, through one global ranking (native integer sorts
 * per list, no BigInt per posting).
 */
export class PostingsBuilder {
  private readonly lists = new Map<string, number[]>();
  private readonly seconds: number[] = [];
  private readonly ids: number[] = [];

  add(p: IndexedProduct): void {
    const slot = this.ids.length;
    this.ids.push(p.id);
    this.seconds.push(Math.floor(p.createdAt.getTime() / 1000));
    const { name, other } = searchTokensOf(p.searchName, p.searchOther);
    for (const token of name) this.list(p.productType, nameField, token).push(slot);
    for (const token of other) this.list(p.productType, otherField, token).push(slot);
  }

  private list(productType: number, field: number, token: string): number[] {
    const key = `${productType}\u0000${field}\u0000${token}`;
    const list = this.lists.get(key);
    if (list) return list;
    const created: number[] = [];
    this.lists.set(key, created);
    return created;
  }

  /** Products added so far. */
  get size(): number {
    return this.ids.length;
  }

  /** Keys per list, for search_token_counts. */
  counts(): { token: string; productType: number; field: number; n: number }[] {
    return [...this.lists].map(([key, slots]) => {
      const [type, field, token] = key.split('\u0000') as [string, string, string];
      return { token, productType: Number(type), field: Number(field), n: slots.length };
    });
  }

  *chunks(chunkSize = postingChunkSize): Generator<PostingChunkRow> {
    const count = this.ids.length;
    // rank 0 = newest (largest key)
    const order = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => this.seconds[b]! - this.seconds[a]! || this.ids[b]! - this.ids[a]!,
    );
    const rank = new Int32Array(count);
    order.forEach((slot, r) => {
      rank[slot] = r;
    });
    const keyText: string[] = new Array(count);
    const keyOf = (slot: number) =>
      (keyText[slot] ??= ((BigInt(this.seconds[slot]!) << 31n) | BigInt(this.ids[slot]!)).toString());
    for (const [key, slots] of this.lists) {
      const [type, field, token] = key.split('\u0000') as [string, string, string];
      const ranks = Int32Array.from(slots, (s) => rank[s]!).sort();
      for (let i = 0; i < ranks.length; i += chunkSize) {
        const part = ranks.subarray(i, i + chunkSize);
        const keys = Array.from(part, (r) => keyOf(order[r]!));
        yield {
          token,
          productType: Number(type),
          field: Number(field),
          lastKey: keys[0]!,
          n: keys.length,
          keys: keys.join(','),
        };
      }
    }
  }
}

const han = /\p{Script=Han}+/gu;
const latinWord = /[a-z][a-z0-9]{2,}/g;
const maxWordChars = 8;

/**
 * The search vocabulary: Chinese words (whole runs of Han characters up to 8 long, and every 2-character word
 * in them) with their pinyin and initials, and Latin words of 3+ letters for typo tolerance; with how many
 * products hold each, so the most common reading of an ambiguous "dm" wins.
 */
export class VocabularyBuilder {
  private readonly counts = new Map<string, number>();

  /** A product's name (as written) and its stored search_other. */
  add(p: { name: string; searchOther: string }): void {
    const words = new Set<string>();
    for (const field of [normalizeText(p.name), ...p.searchOther.split(fieldSeparator)]) {
      for (const [run] of field.matchAll(han)) {
        const chars = Array.from(run);
        if (chars.length >= 2 && chars.length <= maxWordChars) words.add(run);
        for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i]! + chars[i + 1]!);
      }
      for (const [word] of field.matchAll(latinWord)) if (word.length <= 64) words.add(word);
    }
    for (const word of words) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  rows(): { word: string; pinyin: string; initials: string; products: number }[] {
    return [...this.counts].map(([word, products]) => {
      if (!/\p{Script=Han}/u.test(word)) return { word, pinyin: '', initials: '', products };
      const syllables = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'removed' });
      return {
        word,
        pinyin: syllables.join('').slice(0, 256),
        initials: syllables.map((s) => s[0] ?? '').join(''),
        products,
      };
    });
  }
}
