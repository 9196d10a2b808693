import { type AreaNode, type AreaRef, type Locale, limits } from '@mall/contracts';
import { type LocationState, useAppStore } from '../../../lib/app-store';
import { currentLocale } from '../../../lib/i18n';
import { getAreaByLocation } from '../api/get-area-by-location';
import { getAreaChildren } from '../api/get-area-children';
import { getDefaultAreaPath } from '../api/get-default-area';
import { getBrowserPosition, type Position } from '../utils/geolocation';
import { locationFromPath, readStoredLocation, writeStoredLocation } from '../utils/location';
import { useLocateStatus } from './location-status';

/*
 * Locating the visitor (spec §4). Loaded after the first paint (see use-mall-location.ts), so the
 * storage, geolocation and area calls stay out of the home page's initial JavaScript.
 */

export type LocationSource = 'stored' | 'geolocation' | 'default';

/** What locating needs from its surroundings; replaced in unit tests. */
export interface LocateDeps {
  readStored(): LocationState | null;
  position(): Promise<Position | null>;
  byPosition(position: Position): Promise<AreaRef | null>;
  defaultPath(): Promise<AreaNode[]>;
}

export function locationFromArea(area: AreaRef): LocationState {
  // A city's parent is its province.
  return {
    locationName: area.name,
    cityIds: [area.pid, area.id],
    cityId: area.id,
    ...(area.contentLang ? { contentLang: area.contentLang } : {}),
  };
}

/** The server named the area in the page's language (the site_lang cookie): the location records which. */
const inPageLanguage = (location: LocationState): LocationState =>
  location.lang ? location : { ...location, lang: currentLocale() };

/**
 * Spec §4: the stored location; if absent the browser's position (1 s at most) resolved to a city; failing
 * that the DEFAULT_LOCATION_AREA_CODE city. Null only when even the fallback cannot be had.
 */
export async function locate(
  deps: LocateDeps,
): Promise<{ location: LocationState; source: LocationSource } | null> {
  const stored = deps.readStored();
  if (stored) return { location: stored, source: 'stored' };
  const position = await deps.position();
  if (position) {
    const area = await deps.byPosition(position).catch(() => null);
    if (area) return { location: locationFromArea(area), source: 'geolocation' };
  }
  const location = locationFromPath(await deps.defaultPath().catch(() => []));
  return location ? { location, source: 'default' } : null;
}

const browserDeps: LocateDeps = {
  readStored: () => readStoredLocation(),
  position: () => getBrowserPosition(limits.geolocationTimeoutMs),
  byPosition: (position) => getAreaByLocation(position),
  defaultPath: () => getDefaultAreaPath(),
};

let pending: Promise<void> | null = null;

/** Keeps a location chosen by the visitor (or found for them): in the app store and in `mall_cityIds`. */
export function saveLocation(chosen: LocationState) {
  const location = inPageLanguage(chosen);
  useAppStore.getState().setLocation(location);
  writeStoredLocation(location);
  useLocateStatus.setState({ status: 'done' });
}

/** Locates once per page load; later callers share the same attempt. */
export function ensureLocation(deps: LocateDeps = browserDeps): Promise<void> {
  if (useAppStore.getState().location) return Promise.resolve();
  pending ??= (async () => {
    useLocateStatus.setState({ status: 'locating' });
    const found = await locate(deps);
    // A choice the visitor made while we were locating wins.
    if (found && !useAppStore.getState().location) {
      // A stored location keeps the language it was named in (none from an older version): see relabelLocation.
      const location = found.source === 'stored' ? found.location : inPageLanguage(found.location);
      useAppStore.getState().setLocation(location);
      // A found position is remembered like a choice; the fallback is not, so the next visit tries again.
      if (found.source === 'geolocation') writeStoredLocation(location);
    }
    useLocateStatus.setState({ status: useAppStore.getState().location ? 'done' : 'failed' });
  })();
  return pending;
}

/** The visitor asked to be located and may be answering the browser's permission prompt: wait longer. */
const manualLocateTimeoutMs = 15_000;

/**
 * Asks the browser for its position again (the "use my location" button) and saves the city found.
 * Resolves with it, or null when the position or its city cannot be had.
 */
export async function relocate(
  // A fresh position: the visitor may have moved since the last one.
  deps: LocateDeps = {
    ...browserDeps,
    position: () => getBrowserPosition(manualLocateTimeoutMs, undefined, 0),
  },
): Promise<LocationState | null> {
  const position = await deps.position();
  const area = position ? await deps.byPosition(position).catch(() => null) : null;
  if (!area) return null;
  const location = locationFromArea(area);
  saveLocation(location);
  return location;
}

/**
 * Names the location in `locale` when it was named in another language (chosen before a language switch, or
 * stored by an older version): its city among the cities of its province, as the server names them now.
 * The stored location is updated too when it is this one; the fallback city stays unstored.
 */
let relabelling: { locale: Locale; done: Promise<void> } | null = null;

export function relabelLocation(
  locale: Locale,
  cities: (provinceId: string) => Promise<AreaNode[]> = (id) => getAreaChildren(id),
): Promise<void> {
  // The top bar and the region page ask together: one request.
  if (relabelling?.locale === locale) return relabelling.done;
  const done = relabel(locale, cities).finally(() => {
    if (relabelling?.done === done) relabelling = null;
  });
  relabelling = { locale, done };
  return done;
}

async function relabel(locale: Locale, cities: (provinceId: string) => Promise<AreaNode[]>) {
  const location = useAppStore.getState().location;
  if (!location || location.lang === locale) return;
  const found = await cities(location.cityIds[0]!).catch(() => null);
  const city = found?.find((c) => c.id === location.cityId);
  // A choice made meanwhile, or another switch of language, wins.
  if (!city || useAppStore.getState().location !== location || currentLocale() !== locale) return;
  const { contentLang: _old, ...rest } = location;
  const next: LocationState = {
    ...rest,
    locationName: city.name,
    lang: locale,
    ...(city.contentLang ? { contentLang: city.contentLang } : {}),
  };
  useAppStore.getState().setLocation(next);
  if (readStoredLocation()?.cityId === next.cityId) writeStoredLocation(next);
}
