import { type AreaNode, isLocale, storageKeys } from '@mall/contracts';
import type { LocationState } from '../../../lib/app-store';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where storage is blocked (privacy settings): the location then lives in memory. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const areaId = /^\d{1,16}$/;
const maxNameLength = 64;

/**
 * The location kept in `mall_cityIds` (spec §3): `{locationName, cityIds: [provinceId, cityId], cityId}`.
 * Anything else (not JSON, a bare id list written by another version, ids that are not area codes,
 * a cityId that is not the city of cityIds) reads as no location, so the page locates afresh instead of
 * showing garbage.
 */
export function parseStoredLocation(raw: string | null | undefined): LocationState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { locationName, cityIds, cityId, lang, contentLang } = value as Record<string, unknown>;
  if (typeof locationName !== 'string' || !locationName.trim() || locationName.length > maxNameLength)
    return null;
  if (!Array.isArray(cityIds) || cityIds.length !== 2) return null;
  if (!cityIds.every((id): id is string => typeof id === 'string' && areaId.test(id))) return null;
  if (cityId !== cityIds[1]) return null;
  return {
    locationName: locationName.trim(),
    cityIds: [cityIds[0], cityIds[1]],
    cityId,
    // Written by an older version without them: the name's language is unknown, and asked for again.
    ...(isLocale(lang) ? { lang } : {}),
    ...(contentLang === 'zh_CN' ? { contentLang } : {}),
  };
}

export function readStoredLocation(storage: StorageLike | null = browserStorage()): LocationState | null {
  if (!storage) return null;
  try {
    return parseStoredLocation(storage.getItem(storageKeys.location));
  } catch {
    return null;
  }
}

export function writeStoredLocation(location: LocationState, storage: StorageLike | null = browserStorage()) {
  if (!storage) return;
  try {
    storage.setItem(storageKeys.location, JSON.stringify(location));
  } catch {
    // Quota or privacy errors: the choice still holds for this visit.
  }
}

/** A location from a chosen area path (province first): the deepest area names it, the city is the second. */
export function locationFromPath(
  path: readonly Pick<AreaNode, 'id' | 'name' | 'contentLang'>[],
): LocationState | null {
  const [province, city] = path;
  if (!province || !city) return null;
  return {
    locationName: city.name,
    cityIds: [province.id, city.id],
    cityId: city.id,
    ...(city.contentLang ? { contentLang: city.contentLang } : {}),
  };
}
