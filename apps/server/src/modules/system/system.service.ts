import type {
  AreaNode,
  AreaRef,
  ConfigItem,
  DataParamTitle,
  DefaultConfig,
  DicItem,
  Locale,
  Readiness,
  Site,
  SwitchSetting,
} from '@mall/contracts';
import { foldText } from '../../lib/fold-case';
import { fallbackLang, localized } from '../../lib/localized';
import { type ReadinessChecks, runCheck } from '../../lib/readiness';
import { nearestCity } from './city-centres';
import type { SystemRepository } from './system.repository';

type ConfigRow = Awaited<ReturnType<SystemRepository['listConfigItems']>>[number];
type AreaRow = Awaited<ReturnType<SystemRepository['listAreaChildren']>>[number];

/** An area named in the request's language (Chinese when it has no translation, marked by contentLang). */
function toAreaNode(row: AreaRow, locale: Locale): AreaNode {
  const node: AreaNode = {
    id: row.id,
    pid: row.pid,
    name: localized(row.name, row.nameI18n, locale),
    level: row.level,
  };
  const lang = fallbackLang(row.nameI18n, locale);
  if (lang) node.contentLang = lang;
  return node;
}

function toAreaRef(row: AreaRow, locale: Locale): AreaRef {
  const { id, pid, name, contentLang } = toAreaNode(row, locale);
  return contentLang ? { id, pid, name, contentLang } : { id, pid, name };
}

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
    private readonly checks: ReadinessChecks,
  ) {}

  health() {
    return { status: 'ok' as const, database: this.databaseKind };
  }

  /**
   * Checks the database and every registered check (Redis when configured, the picture storage, the
   * storefront renderer when the web app is built...) side by side. The report says which failed
   * (`failures` carries why, for the log only: the reply never shows an internal error).
   */
  async ready(): Promise<{ report: Readiness; failures: { check: string; error: unknown }[] }> {
    const [database, others] = await Promise.all([runCheck(() => this.repo.ping()), this.checks.run()]);
    const results: [string, typeof database][] = [['database', database], ...others];
    const failures = results
      .filter(([, result]) => result.status === 'failed')
      .map(([check, result]) => ({ check, error: result.error }));
    const checks = Object.fromEntries(
      results.map(([name, { status, ms, details }]) => [name, { ...details, status, ms }]),
    ) as Readiness['checks'];
    return {
      report: {
        status: failures.length === 0 ? 'ok' : 'unavailable',
        database: this.databaseKind,
        databaseMs: database.ms,
        checks,
      },
      failures,
    };
  }

  /** Public parameters; texts a buyer reads (hot words, address, titles) in `locale` where translated. */
  async getParams(codes?: string[], locale: Locale = 'zh_CN'): Promise<Record<string, string>> {
    const rows = await this.repo.listPublicParams(codes);
    return Object.fromEntries(rows.map((r) => [r.code, localized(r.value, r.valueI18n, locale)]));
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

  /** The first item of moduleCode + itemCode (its switch), or null when the item is not configured. */
  async getConfigItem(moduleCode: string, itemCode: string, locale: Locale): Promise<ConfigItem | null> {
    const [row] = await this.repo.listConfigItems(moduleCode, [itemCode]);
    return row ? toConfigItem(row, locale) : null;
  }

  /** Every item of a module in order, optionally of some item codes and one enableFlag. */
  async listConfigItems(
    moduleCode: string,
    itemCodes: string[] | undefined,
    enableFlag: number | undefined,
    locale: Locale,
  ): Promise<ConfigItem[]> {
    // An empty itemCodeList means "no item", not "every item".
    if (itemCodes?.length === 0) return [];
    const rows = await this.repo.listConfigItems(moduleCode, itemCodes);
    return rows
      .filter((r) => enableFlag === undefined || r.enableFlag === enableFlag)
      .map((r) => toConfigItem(r, locale));
  }

  /**
   * The switches that exist, keyed moduleCode@itemCode (spec §3): config items whose configCode is their
   * itemCode, then the public parameters named module@ITEM, whose value 1 means on (e.g.
   * order_set@DISCOUNT_METHOD). A parameter wins over a config item of the same key: it is what the
   * checkout reads.
   */
  async getSwitchSettings(moduleCode?: string): Promise<Record<string, SwitchSetting>> {
    const [items, params] = await Promise.all([
      this.repo.listSwitchItems(moduleCode),
      this.repo.listSwitchParams(moduleCode),
    ]);
    const switches: Record<string, SwitchSetting> = {};
    for (const item of items) {
      switches[`${item.moduleCode}@${item.itemCode}`] ??= {
        moduleCode: item.moduleCode,
        itemCode: item.itemCode,
        enableFlag: item.enableFlag,
      };
    }
    for (const param of params) {
      const [module, item] = param.code.split('@');
      if (!module || !item) continue;
      switches[param.code] = {
        moduleCode: module,
        itemCode: item,
        enableFlag: param.value.trim() === '1' ? 1 : 0,
      };
    }
    return switches;
  }

  /** Enabled dictionary entries of each type asked for, in order; a type without entries gets []. */
  async getDics(types: string[], locale: Locale): Promise<Record<string, DicItem[]>> {
    const rows = await this.repo.listDics(types);
    const dics: Record<string, DicItem[]> = Object.fromEntries(types.map((type) => [type, []]));
    for (const row of rows) {
      dics[row.dicType]?.push({
        dicType: row.dicType,
        dicCode: row.dicCode,
        dicLabel: localized(row.dicLabel, row.labelI18n, locale),
        sort: row.sort,
      });
    }
    return dics;
  }

  /** Platform defaults of the codes asked for, in the order asked; unknown codes are left out. */
  async getDefaultConfigs(codes: string[], locale: Locale): Promise<DefaultConfig[]> {
    const rows = await this.repo.listDefaultConfigs(codes);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    return [...new Set(codes)].flatMap((code) => {
      const row = byCode.get(code);
      return row ? [{ code, value: row.value, name: localized(row.name, row.nameI18n, locale) }] : [];
    });
  }

  async listDataParamTitles(bizCode: string, locale: Locale): Promise<DataParamTitle[]> {
    const rows = await this.repo.listDataParamTitles(bizCode);
    return rows.map((r) => ({
      paramCode: r.paramCode,
      title: localized(r.title, r.titleI18n, locale),
      required: r.requiredFlag === 1,
      sort: r.sort,
    }));
  }

  async listAreaChildren(pid: string, locale: Locale = 'zh_CN'): Promise<AreaNode[]> {
    const rows = await this.repo.listAreaChildren(pid);
    return rows.map((r) => toAreaNode(r, locale));
  }

  async chooseArea(withCities: boolean, locale: Locale = 'zh_CN'): Promise<AreaNode[]> {
    const rows = await this.repo.listAreasByLevel(withCities ? [1, 2] : [1]);
    const provinces: AreaNode[] = [];
    const byId = new Map<string, AreaNode>();
    for (const r of rows) {
      const node = toAreaNode(r, locale);
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
  async findAreaByLocation(lat: number, lng: number, locale: Locale = 'zh_CN'): Promise<AreaRef | null> {
    const city = nearestCity(lat, lng);
    if (!city) return null;
    const [row] = await this.repo.listAreasByIds([city.code]);
    return row ? toAreaRef(row, locale) : null;
  }

  /**
   * The area a public system parameter names, with its parents, province first (e.g. the fallback city
   * of DEFAULT_LOCATION_AREA_CODE as [浙江省, 杭州市]); empty when the value is not an area id.
   */
  async listAreaByConf(paramCode: string, locale: Locale = 'zh_CN'): Promise<AreaNode[]> {
    const [param] = await this.repo.listPublicParams([paramCode]);
    const id = param?.value.trim() ?? '';
    if (!/^\d{1,16}$/.test(id)) return [];
    const path: AreaNode[] = [];
    // Up by pid, at most the four levels there are (province, city, district, town).
    for (let next = id; next !== '0' && path.length < 4; ) {
      const [row] = await this.repo.listAreasByIds([next]);
      if (!row) break;
      path.unshift(toAreaNode(row, locale));
      next = row.pid;
    }
    return path;
  }

  /**
   * A province or city by its Chinese name (with or without 市, 省…) or by its name in another language: one
   * indexed query for the Chinese forms, then the other languages' names from memory. The ~370 provinces and
   * cities are reference data (seeded, edited by no console); reading their translations once replaces a scan
   * of every row's translations per call, which made this public endpoint the slowest of the input sweep
   * (107 ms a call on the embedded database under the sweep's load, December 2026).
   */
  async findAreaByName(name: string, locale: Locale = 'zh_CN'): Promise<AreaRef | null> {
    // Geolocation gives "杭州" while the table says "杭州市": the usual suffixes, in this order of preference.
    const forms = [name, ...['市', '省', '自治区', '特别行政区'].map((suffix) => `${name}${suffix}`)];
    const rows = await this.repo.findAreasByNames(forms);
    for (const form of forms) {
      const row = rows.find((r) => r.name === form);
      if (row) return toAreaRef(row, locale);
    }
    const translated = (await this.areasByTranslatedName()).get(foldText(name));
    return translated ? toAreaRef(translated, locale) : null;
  }

  private translatedAreas: Promise<Map<string, AreaRow>> | undefined;

  /** Provinces and cities by their folded English, Russian and Spanish names (provinces win a shared name). */
  private areasByTranslatedName(): Promise<Map<string, AreaRow>> {
    this.translatedAreas ??= this.repo.listAreasByLevel([1, 2]).then(
      (rows) => {
        const byName = new Map<string, AreaRow>();
        for (const level of [1, 2])
          for (const row of rows)
            if (row.level === level)
              for (const folded of Object.values(row.nameI18n).map(foldText))
                if (!byName.has(folded)) byName.set(folded, row);
        return byName;
      },
      (error) => {
        // Read again next time rather than keep a failure.
        this.translatedAreas = undefined;
        throw error;
      },
    );
    return this.translatedAreas;
  }
}
