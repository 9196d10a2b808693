import type { Page } from '@playwright/test';
import type { Lang } from '../../support/fixtures';

export const locationKey = 'mall_cityIds';

export interface StoredLocation {
  locationName: string;
  cityIds: [string, string];
  cityId: string;
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
  await page.route('**/api/sys/accountsitemanage/getsite', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ext: { languageCode: Lang; portalMallFlag: number }[] };
    const ext = body.ext.map((site) => ({
      ...site,
      portalMallFlag: flags[site.languageCode] ?? site.portalMallFlag,
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
