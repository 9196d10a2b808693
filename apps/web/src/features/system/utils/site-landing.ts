import { isLocale, type Locale, type Site } from '@mall/contracts';
import { defaultMallPrefix, type MallPrefix, paths } from '../../../config/paths';

/**
 * Where a site lands (spec §2): portalMallFlag 1 the mall home (of the active template: /mall/home, or
 * /mallIntl/home when MALL_TEMPLATE is 3), 2 the channel page, 3 the multi-scene page.
 */
export const portalFlags = { mall: 1, channel: 2, scene: 3 } as const;

export function landingHref(portalMallFlag: number, prefix: MallPrefix = defaultMallPrefix): string {
  switch (portalMallFlag) {
    case portalFlags.channel:
      return paths.channel.href();
    case portalFlags.scene:
      return paths.scene.href();
    default:
      return paths.home.href(undefined, prefix);
  }
}

/** The page title key (pages.titles.*) of a site's landing. */
export function landingTitle(portalMallFlag: number): 'home' | 'channel' | 'scene' {
  if (portalMallFlag === portalFlags.channel) return 'channel';
  if (portalMallFlag === portalFlags.scene) return 'scene';
  return 'home';
}

/**
 * Language names are written in their own language, the convention of every language menu: a reader
 * who does not understand the current interface language must still find theirs.
 */
export const nativeLanguageNames: Record<Locale, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ru_RU: 'Русский',
  es: 'Español',
};

/** The site of the interface language now shown (the first one when several share it). */
export function currentSite(sites: readonly Site[], locale: Locale): Site | undefined {
  return sites.find((site) => site.languageCode === locale);
}

/** The interface language of a site; null for a language code the storefront does not speak. */
export function siteLocale(site: Pick<Site, 'languageCode'>): Locale | null {
  return isLocale(site.languageCode) ? site.languageCode : null;
}
