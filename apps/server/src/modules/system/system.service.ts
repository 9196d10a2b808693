import type { AreaNode, AreaRef, ConfigItem, Locale, Site } from '@mall/contracts';
import { localized } from '../../lib/localized';
import { nearestCity } from './city-centres';
import type { SystemRepository } from './system.repository';

type ConfigRow = Awaited<ReturnType<SystemRepository['listConfigItems']>>[number];

function toConfigItem(row: ConfigRow, locale: Locale): ConfigItem {
  return {
    configCode: row.configCode,
    itemCode: row.itemCode,
    moduleCode: row.moduleCode,
    showName: localized(row.showName, row.showNameI18n, locale),
    remark: row.remark,
    enableFlag: row.enableFlag,
  };
}

export class SystemService {
  constructor(
    private readonly repo: SystemRepository,
    private readonly databaseKind: 'pglite' | 'postgres',
  ) {}

  health() {
    return { status: 'ok' as const, database: this.databaseKind };
  }

  async ready() {
    const started = performance.now();
    await this.repo.ping();
    return { ...this.health(), databaseMs: Math.round((performance.now() - started) * 10) / 10 };
  }

  async getParams(codes?: string[]): Promise<Record<string, string>> {
    const rows = await this.repo.listPublicParams(codes);
    return Object.fromEntries(rows.map((r) => [r.code, r.value]));
  }

  async listSites(): Promise<Site[]> {
    const rows = await this.repo.listSites();
    return rows.map((r) => ({
      id: r.id,
      portalSiteName: r.portalSiteName,
      languageCode: r.languageCode,
      portalMallFlag: r.portalMallFlag,
    }));
  }

  async getLangTags(locale: Locale, keys?: string[]): Promise<Record<string, string>> {
    const rows = await this.repo.listLangTags(locale, keys);
    return Object.fromEntries(rows.map((r) => [r.key, r.text]));
  }

  /** Switch map keyed by item code; the first row of an item is its switch. */
  async getConfigMap(
    moduleCode: string,
    itemCodes: string[],
    locale: Locale,
  ): Promise<Record<string, ConfigItem>> {
    const rows = await this.repo.listConfigItems(moduleCode, itemCodes);
    const map: Record<string, ConfigItem> = {};
    for (const row of rows) map[row.itemCode] ??= toConfigItem(row, locale);
    return map;
  }

  async listTypeConfig(
    moduleCode: string,
    itemCode: string,
    aliveOnly: boolean,
    locale: Locale,
  ): Promise<ConfigItem[]> {
    const rows = await this.repo.listConfigItems(moduleCode, [itemCode]);
    return rows.filter((r) => !aliveOnly || r.enableFlag === 1).map((r) => toConfigItem(r, locale));
  }

  async listAreaChildren(pid: string): Promise<AreaNode[]> {
    const rows = await this.repo.listAreaChildren(pid);
    return rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name, level: r.level }));
  }

  async chooseArea(withCities: boolean): Promise<AreaNode[]> {
    const rows = await this.repo.listAreasByLevel(withCities ? [1, 2] : [1]);
    const provinces: AreaNode[] = [];
    const byId = new Map<string, AreaNode>();
    for (const r of rows) {
      const node: AreaNode = { id: r.id, pid: r.pid, name: r.name, level: r.level };
      if (r.level === 1) {
        if (withCities) node.children = [];
        provinces.push(node);
        byId.set(r.id, node);
      } else {
        byId.get(r.pid)?.children?.push(node);
      }
    }
    return provinces;
  }

  /** The city nearest to a browser position (spec §4 location), or null; see city-centres.ts. */
  async findAreaByLocation(lat: number, lng: number): Promise<AreaRef | null> {
    const city = nearestCity(lat, lng);
    if (!city) return null;
    const [row] = await this.repo.listAreasByIds([city.code]);
    return row ? { id: row.id, pid: row.pid, name: row.name } : null;
  }

  /**
   * The area a public system parameter names, with its parents, province first (e.g. the fallback city
   * of DEFAULT_LOCATION_AREA_CODE as [浙江省, 杭州市]); empty when the value is not an area id.
   */
  async listAreaByConf(paramCode: string): Promise<AreaNode[]> {
    const [param] = await this.repo.listPublicParams([paramCode]);
    const id = param?.value.trim() ?? '';
    if (!/^\d{1,16}$/.test(id)) return [];
    const path: AreaNode[] = [];
    // Up by pid, at most the four levels there are (province, city, district, town).
    for (let next = id; next !== '0' && path.length < 4; ) {
      const [row] = await this.repo.listAreasByIds([next]);
      if (!row) break;
      path.unshift({ id: row.id, pid: row.pid, name: row.name, level: row.level });
      next = row.pid;
    }
    return path;
  }

  async findAreaByName(name: string) {
    const [row] = await this.repo.findAreaByName(name);
    if (row) return { id: row.id, pid: row.pid, name: row.name };
    // Geolocation gives "杭州" while the table says "杭州市"; try the usual suffixes.
    for (const suffix of ['市', '省', '自治区', '特别行政区']) {
      const [alt] = await this.repo.findAreaByName(`${name}${suffix}`);
      if (alt) return { id: alt.id, pid: alt.pid, name: alt.name };
    }
    return null;
  }
}
