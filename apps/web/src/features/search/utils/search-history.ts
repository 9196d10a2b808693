import { limits, type SearchScope, searchScopes, storageKeys } from '@mall/contracts';
import { lightKeys, type MallPrefix, paths } from '../../../config/paths';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); search still works without history.
    return null;
  }
}

/**
 * Adds a searched word to the history (spec §4): newest first, duplicates removed, blank words ignored,
 * at most `max` words kept.
 */
export function addSearchWord(
  history: readonly string[],
  word: string,
  max: number = limits.searchHistoryMax,
) {
  const trimmed = word.trim();
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((item) => item !== trimmed)].slice(0, max);
}

/** The stored history; anything malformed in storage reads as an empty history. */
export function readSearchHistory(storage: StorageLike | null = defaultStorage()): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.searchHistory) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const words = parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== '');
    return [...new Set(words.map((w) => w.trim()))].slice(0, limits.searchHistoryMax);
  } catch {
    return [];
  }
}

export function writeSearchHistory(
  history: readonly string[],
  storage: StorageLike | null = defaultStorage(),
) {
  if (!storage) return;
  try {
    if (history.length === 0) storage.removeItem(storageKeys.searchHistory);
    else storage.setItem(storageKeys.searchHistory, JSON.stringify(history));
  } catch {
    // Quota or privacy errors: the history is a convenience, never a reason to fail a search.
  }
}

/** MALL_HOT_WORD: words separated by '#', blanks and repeats dropped. */
export function parseHotWords(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split('#')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

export function isSearchScope(value: unknown): value is SearchScope {
  return value === searchScopes.mall || value === searchScopes.procurement || value === searchScopes.shop;
}

/** Where a search goes (spec §2 screen 1): 1 mall → products, 2 procurement → demands, 3 shops. */
export function searchHref(scope: SearchScope, word: string, prefix: MallPrefix): string {
  const searchkey = word.trim() || undefined;
  switch (scope) {
    case searchScopes.procurement:
      return paths.demandCenter.href({ searchkey, lightKey: lightKeys.purchase });
    case searchScopes.shop:
      return paths.shopList.href({ searchkey, lightKey: lightKeys.shopList });
    default:
      return paths.productList.href({ searchkey, lightKey: lightKeys.commerce }, prefix);
  }
}
