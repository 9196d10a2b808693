import { describe, expect, it } from 'vitest';
import { areaNames, cyrillic, romanize } from './area-names';

const names = (name: string, id = '0') => areaNames({ id, name });

describe(areaNames.name, () => {
  it('romanizes without tones, one word per name, with an apostrophe where syllables would run together', () => {
    expect(romanize('杭州')).toBe('Hangzhou');
    expect(romanize('临安')).toBe("Lin'an");
    expect(romanize('绿春')).toBe('Lüchun');
  });

  it('transcribes into Russian by the Palladius system', () => {
    expect(cyrillic('杭州')).toBe('Ханчжоу');
    expect(cyrillic('广州')).toBe('Гуанчжоу');
    expect(cyrillic('上海')).toBe('Шанхай');
    expect(cyrillic('西湖')).toBe('Сиху');
    expect(cyrillic('重庆')).toBe('Чунцин');
    expect(cyrillic('吉林')).toBe('Цзилинь');
    expect(cyrillic('女儿')).toBe('Нюйэр');
  });

  it('names a city by its name alone and translates the other suffixes', () => {
    expect(names('杭州市')).toEqual({ en_US: 'Hangzhou', ru_RU: 'Ханчжоу', es: 'Hangzhou' });
    expect(names('浙江省')).toEqual({
      en_US: 'Zhejiang Province',
      ru_RU: 'Провинция Чжэцзян',
      es: 'Provincia de Zhejiang',
    });
    expect(names('西湖区')).toEqual({ en_US: 'Xihu District', ru_RU: 'Район Сиху', es: 'Distrito de Xihu' });
    expect(names('淳安县')).toEqual({
      en_US: "Chun'an County",
      ru_RU: 'Уезд Чуньань',
      es: "Condado de Chun'an",
    });
    expect(names('转塘街道').en_US).toBe('Zhuantang Subdistrict');
  });

  it('uses the conventional names of the well-known places', () => {
    expect(names('北京市')).toEqual({ en_US: 'Beijing', ru_RU: 'Пекин', es: 'Pekín' });
    expect(names('内蒙古自治区').en_US).toBe('Inner Mongolia');
    expect(names('西藏自治区').ru_RU).toBe('Тибет');
    expect(names('香港特别行政区').en_US).toBe('Hong Kong');
    expect(names('澳门特别行政区').en_US).toBe('Macau');
    expect(names('陕西省').en_US).toBe('Shaanxi Province');
    expect(names('乌鲁木齐市').en_US).toBe('Urumqi');
    expect(names('湾仔区', '810002').en_US).toBe('Wan Chai District');
  });

  it('names the peoples of an autonomous area', () => {
    expect(names('湘西土家族苗族自治州')).toEqual({
      en_US: 'Xiangxi Tujia and Miao Autonomous Prefecture',
      ru_RU: 'Автономный округ Сянси (туцзя и мяо)',
      es: 'Prefectura Autónoma de Xiangxi (tujia y miao)',
    });
    expect(names('博尔塔拉蒙古自治州').en_US).toBe('Bortala Mongol Autonomous Prefecture');
    // A prefecture as the top bar and the city lists show it: without its peoples.
    expect(areaNames({ id: '433100', name: '湘西土家族苗族自治州', level: 2 })).toEqual({
      en_US: 'Xiangxi Autonomous Prefecture',
      ru_RU: 'Автономный округ Сянси',
      es: 'Prefectura Autónoma de Xiangxi',
    });
    expect(areaNames({ id: '420528', name: '长阳土家族自治县', level: 3 }).en_US).toBe(
      'Changyang Tujia Autonomous County',
    );
    expect(names('于家务回族乡').en_US).toBe('Yujiawu Hui Ethnic Township');
    // 水 and 土 are peoples only with 族: 水城县 is a county named Shuicheng.
    expect(names('水城县').en_US).toBe('Shuicheng County');
  });

  it('translates bracketed parts on their own', () => {
    expect(names('科技城（东渚街道）').en_US).toBe('Kejicheng (Dongzhu Subdistrict)');
  });
});
