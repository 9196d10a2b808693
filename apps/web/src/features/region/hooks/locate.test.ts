import type { AreaNode } from '@mall/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/app-store';
import { type LocateDeps, locate, relabelLocation } from './locate';

const page = vi.hoisted(() => ({ locale: 'ru_RU' }));
vi.mock('../../../lib/i18n', () => ({ currentLocale: () => page.locale }));

const stored = { locationName: '上海市', cityIds: ['310000', '310100'], cityId: '310100' };
const defaultPath: AreaNode[] = [
  { id: '330000', pid: '0', name: '浙江省', level: 1 },
  { id: '330100', pid: '330000', name: '杭州市', level: 2 },
];

function deps(overrides: Partial<LocateDeps> = {}): LocateDeps {
  return {
    readStored: () => null,
    position: async () => null,
    byPosition: async () => null,
    defaultPath: async () => defaultPath,
    ...overrides,
  };
}

describe('locate (spec §4)', () => {
  it('uses the stored location without asking the browser', async () => {
    const position = vi.fn(async () => ({ lat: 1, lng: 2 }));
    expect(await locate(deps({ readStored: () => stored, position }))).toEqual({
      location: stored,
      source: 'stored',
    });
    expect(position).not.toHaveBeenCalled();
  });

  it('resolves the browser position to a city and its province', async () => {
    const byPosition = vi.fn(async () => ({ id: '440300', pid: '440000', name: '深圳市' }));
    const found = await locate(deps({ position: async () => ({ lat: 22.5, lng: 114 }), byPosition }));
    expect(byPosition).toHaveBeenCalledWith({ lat: 22.5, lng: 114 });
    expect(found).toEqual({
      location: { locationName: '深圳市', cityIds: ['440000', '440300'], cityId: '440300' },
      source: 'geolocation',
    });
  });

  it('falls back to the configured city when there is no position, no city near it, or the lookup fails', async () => {
    const fallback = {
      location: { locationName: '杭州市', cityIds: ['330000', '330100'], cityId: '330100' },
      source: 'default',
    };
    expect(await locate(deps())).toEqual(fallback);
    expect(await locate(deps({ position: async () => ({ lat: 0, lng: 0 }) }))).toEqual(fallback);
    expect(
      await locate(
        deps({
          position: async () => ({ lat: 0, lng: 0 }),
          byPosition: () => Promise.reject(new Error('network')),
        }),
      ),
    ).toEqual(fallback);
  });

  it('gives nothing when even the fallback cannot be had', async () => {
    expect(await locate(deps({ defaultPath: async () => [] }))).toBeNull();
    expect(await locate(deps({ defaultPath: () => Promise.reject(new Error('down')) }))).toBeNull();
  });
});

describe('relabelLocation', () => {
  const zhejiangCities: AreaNode[] = [
    { id: '330100', pid: '330000', name: 'Ханчжоу', level: 2 },
    { id: '330200', pid: '330000', name: 'Нинбо', level: 2 },
  ];
  beforeEach(() => {
    page.locale = 'ru_RU';
    useAppStore.getState().setLocation({
      locationName: '杭州市',
      cityIds: ['330000', '330100'],
      cityId: '330100',
      lang: 'zh_CN',
    });
  });

  it('names the city in the language of the page when it was named in another', async () => {
    const cities = vi.fn(async () => zhejiangCities);
    await relabelLocation('ru_RU', cities);
    expect(cities).toHaveBeenCalledWith('330000');
    expect(useAppStore.getState().location).toEqual({
      locationName: 'Ханчжоу',
      cityIds: ['330000', '330100'],
      cityId: '330100',
      lang: 'ru_RU',
    });
    // Named in that language now: nothing more to ask.
    await relabelLocation('ru_RU', cities);
    expect(cities).toHaveBeenCalledTimes(1);
  });

  it('marks a name that fell back to Chinese, and leaves the location when the lookup fails', async () => {
    await relabelLocation('ru_RU', async () => [
      { ...zhejiangCities[0]!, name: '杭州市', contentLang: 'zh_CN' },
    ]);
    expect(useAppStore.getState().location).toMatchObject({ locationName: '杭州市', contentLang: 'zh_CN' });

    useAppStore
      .getState()
      .setLocation({ locationName: 'Hangzhou', cityIds: ['330000', '330100'], cityId: '330100' });
    await relabelLocation('ru_RU', () => Promise.reject(new Error('offline')));
    expect(useAppStore.getState().location?.locationName).toBe('Hangzhou');
  });

  it('keeps a choice made or a language chosen while it was asking', async () => {
    let answer: (cities: AreaNode[]) => void = () => {};
    const asked = relabelLocation('ru_RU', () => new Promise((resolve) => (answer = resolve)));
    page.locale = 'en_US';
    answer(zhejiangCities);
    await asked;
    expect(useAppStore.getState().location?.locationName).toBe('杭州市');
  });
});
