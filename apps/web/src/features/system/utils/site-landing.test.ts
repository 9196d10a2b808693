import { describe, expect, it } from 'vitest';
import { currentSite, landingHref, landingTitle, siteLocale } from './site-landing';

const sites = [
  { id: 1, portalSiteName: '中国站', languageCode: 'zh_CN', portalMallFlag: 1 },
  { id: 2, portalSiteName: 'International', languageCode: 'en_US', portalMallFlag: 3 },
  { id: 3, portalSiteName: 'Deutsch', languageCode: 'de_DE', portalMallFlag: 2 },
];

describe('site landing (spec §2 portalMallFlag)', () => {
  it('lands flag 1 on the mall home, 2 on the channel page, 3 on the scene page', () => {
    expect(landingHref(1)).toBe('/mall/home');
    expect(landingHref(2)).toBe('/channelPath');
    expect(landingHref(3)).toBe('/scene');
    expect([1, 2, 3].map(landingTitle)).toEqual(['home', 'channel', 'scene']);
  });
  it('lands flag 1 on the home of the international template under its prefix', () => {
    expect(landingHref(1, '/mallIntl')).toBe('/mallIntl/home');
    expect(landingHref(2, '/mallIntl')).toBe('/channelPath');
    expect(landingHref(3, '/mallIntl')).toBe('/scene');
  });
  it('lands an unknown flag on the mall home', () => {
    expect(landingHref(0)).toBe('/mall/home');
    expect(landingHref(9)).toBe('/mall/home');
    expect(landingTitle(9)).toBe('home');
  });
  it('knows the site of the interface language and the language of a site', () => {
    expect(currentSite(sites, 'en_US')?.id).toBe(2);
    expect(currentSite(sites, 'es')).toBeUndefined();
    expect(siteLocale(sites[0]!)).toBe('zh_CN');
    expect(siteLocale(sites[2]!)).toBeNull();
  });
});
