import { isLocale, systemEndpoints } from '@mall/contracts';
import type { Page } from '@playwright/test';
import type { Reply } from '../../support/api';
import { type Lang, renderInBrowser } from '../../support/fixtures';

export const locationKey = 'mall_cityIds';

export interface StoredLocation {
  locationName: string;
  cityIds: [string, string];
  cityId: string;
  /** The language the name is in; absent as an older version wrote it. */
  lang?: Lang;
}

/** Puts a location in local storage before the app starts. */
export async function storeLocation(page: Page, location: StoredLocation | string) {
  const raw = typeof location === 'string' ? location : JSON.stringify(location);
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: locationKey,
    value: raw,
  });
}

export async function readStoredLocation(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), locationKey);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * Serves the real sites with other portal flags: the seed lands every site on the mall home, and the
 * landings of flags 2 and 3 need sites that point at them.
 */
export async function overrideSiteFlags(page: Page, flags: Partial<Record<Lang, number>>) {
  await renderInBrowser(page);
  await page.route(`**/api${systemEndpoints.getSite.path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Reply<typeof systemEndpoints.getSite>;
    const ext = body.ext.map((site) => ({
      ...site,
      // The contract types a site's language as any text; the seed's are the interface languages.
      portalMallFlag:
        (isLocale(site.languageCode) ? flags[site.languageCode] : undefined) ?? site.portalMallFlag,
    }));
    await route.fulfill({ response, json: { ...body, ext } });
  });
}

export const homeTab: Record<Lang, string> = { zh_CN: '首页', en_US: 'Home', ru_RU: 'Главная', es: 'Inicio' };
export const languagePageTitle: Record<Lang, string> = {
  zh_CN: '站点与地区',
  en_US: 'Site and region',
  ru_RU: 'Сайт и регион',
  es: 'Sitio y región',
};
export const landingPaths: Record<number, string> = {
  1: '/mallview/mall/home',
  2: '/mallview/channelPath',
  3: '/mallview/scene',
};

export interface FakePosition {
  latitude: number;
  longitude: number;
}

/**
 * Stands in for the browser's geolocation: the position is answered at once. On its first load the page
 * waits 1 s for a position (spec §9) and then takes the fallback city; Chromium's own answer (Playwright's
 * `geolocation` option) goes through the browser process and, on a busy machine, can come later than that,
 * so a test of "the city of the position" would see the fallback now and then. `movePosition` changes the
 * answer for the next question.
 */
export async function fakePosition(page: Page, position: FakePosition) {
  await page.addInitScript((start: FakePosition) => {
    let current = start;
    (window as unknown as { __moveFakePosition: (next: FakePosition) => void }).__moveFakePosition = (
      next,
    ) => {
      current = next;
    };
    const geolocation: Geolocation = {
      getCurrentPosition(success) {
        const { latitude, longitude } = current;
        const coords = {
          latitude,
          longitude,
          accuracy: 20,
          altitude: null,
          altitudeAccuracy: null,
          heading: null,
          speed: null,
        };
        queueMicrotask(() =>
          success({
            coords: { ...coords, toJSON: () => coords },
            timestamp: Date.now(),
            toJSON: () => ({ coords, timestamp: Date.now() }),
          }),
        );
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  }, position);
}

/** The fake position (fakePosition) moves; the page's next question gets the new one. */
export async function movePosition(page: Page, position: FakePosition) {
  await page.evaluate(
    (next) =>
      (window as unknown as { __moveFakePosition: (next: FakePosition) => void }).__moveFakePosition(next),
    position,
  );
}
