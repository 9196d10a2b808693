import { storageKeys } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { regionLabelWraps } from './label';
import { locationFromPath, parseStoredLocation, readStoredLocation, writeStoredLocation } from './location';

const hangzhou = { locationName: '杭州市', cityIds: ['330000', '330100'], cityId: '330100' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('stored location (mall_cityIds)', () => {
  it('reads what it wrote', () => {
    const storage = memoryStorage();
    writeStoredLocation(hangzhou, storage);
    expect(JSON.parse(storage.data.get(storageKeys.location) ?? '')).toEqual(hangzhou);
    expect(readStoredLocation(storage)).toEqual(hangzhou);
  });

  it('reads a corrupted or foreign value as no location', () => {
    for (const raw of [
      '{oops',
      'null',
      '"杭州市"',
      '["330000","330100"]',
      '{}',
      JSON.stringify({ ...hangzhou, locationName: '' }),
      JSON.stringify({ ...hangzhou, locationName: 42 }),
      JSON.stringify({ ...hangzhou, locationName: 'x'.repeat(65) }),
      JSON.stringify({ ...hangzhou, cityIds: ['330000'] }),
      JSON.stringify({ ...hangzhou, cityIds: ['330000', '330100', '330106'] }),
      JSON.stringify({ ...hangzhou, cityIds: ['330000', 330100] }),
      JSON.stringify({ ...hangzhou, cityIds: ['330000', '<img src=x>'], cityId: '<img src=x>' }),
      JSON.stringify({ ...hangzhou, cityId: '310100' }),
    ]) {
      expect(parseStoredLocation(raw), raw).toBeNull();
      expect(readStoredLocation(memoryStorage({ [storageKeys.location]: raw })), raw).toBeNull();
    }
    expect(parseStoredLocation(null)).toBeNull();
    expect(readStoredLocation(memoryStorage())).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readStoredLocation(broken)).toBeNull();
    expect(() => writeStoredLocation(hangzhou, broken)).not.toThrow();
    expect(readStoredLocation(null)).toBeNull();
  });

  it('keeps the extra fields out and trims the name', () => {
    expect(parseStoredLocation(JSON.stringify({ ...hangzhou, locationName: ' 杭州市 ', extra: 1 }))).toEqual(
      hangzhou,
    );
  });
});

describe('the language of a stored location', () => {
  it('keeps the language the name was given in, and reads one without it (an older version) as unknown', () => {
    const named = { ...hangzhou, locationName: 'Ханчжоу', lang: 'ru_RU' };
    expect(parseStoredLocation(JSON.stringify(named))).toEqual(named);
    const fallback = { ...hangzhou, lang: 'en_US', contentLang: 'zh_CN' };
    expect(parseStoredLocation(JSON.stringify(fallback))).toEqual(fallback);
    expect(parseStoredLocation(JSON.stringify({ ...hangzhou, lang: 'xx', contentLang: 'fr' }))).toEqual(
      hangzhou,
    );
  });

  it('takes the marker of a city name that fell back to Chinese', () => {
    expect(
      locationFromPath([
        { id: '330000', name: 'Zhejiang Province' },
        { id: '330100', name: '杭州市', contentLang: 'zh_CN' },
      ]),
    ).toEqual({
      locationName: '杭州市',
      cityIds: ['330000', '330100'],
      cityId: '330100',
      contentLang: 'zh_CN',
    });
  });
});

describe('locationFromPath', () => {
  it('takes the province and the city of a chosen path', () => {
    expect(
      locationFromPath([
        { id: '330000', name: '浙江省' },
        { id: '330100', name: '杭州市' },
      ]),
    ).toEqual(hangzhou);
  });
  it('needs a city', () => {
    expect(locationFromPath([{ id: '330000', name: '浙江省' }])).toBeNull();
    expect(locationFromPath([])).toBeNull();
  });
});

describe('region label wrapping', () => {
  it('wraps Chinese-site names longer than 6 characters', () => {
    expect(regionLabelWraps('杭州市', 'zh_CN')).toBe(false);
    expect(regionLabelWraps('香港特别行政', 'zh_CN')).toBe(false);
    expect(regionLabelWraps('大理白族自治州', 'zh_CN')).toBe(true);
  });
  it('allows 12 characters on the other sites', () => {
    for (const locale of ['en_US', 'ru_RU', 'es'] as const) {
      expect(regionLabelWraps('大理白族自治州', locale)).toBe(false);
      expect(regionLabelWraps('克孜勒苏柯尔克孜自治州', locale)).toBe(false);
      expect(regionLabelWraps('省直辖县级行政区划单位名称', locale)).toBe(true);
    }
  });
  it('counts characters, not UTF-16 units', () => {
    // Six characters outside the Basic Multilingual Plane are 12 UTF-16 units.
    expect(regionLabelWraps('𠀀𠀁𠀂𠀃𠀄𠀅', 'zh_CN')).toBe(false);
  });
});
