import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  areas,
  configItems,
  dataParamTitles,
  defaultConfigs,
  langTags,
  sites,
  sysDics,
  sysParams,
} from '../../db/schema/system';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping() {
    await this.db.execute(sql`select 1`);
  }

  listPublicParams(codes?: string[]) {
    const where = codes?.length
      ? and(eq(sysParams.isPublic, 1), inArray(sysParams.code, codes))
      : eq(sysParams.isPublic, 1);
    return this.db
      .select({ code: sysParams.code, value: sysParams.value, valueI18n: sysParams.valueI18n })
      .from(sysParams)
      .where(where);
  }

  listSites() {
    return this.db.select().from(sites).orderBy(asc(sites.sort), asc(sites.id));
  }

  listLangTags(languageCode: string, keys?: string[]) {
    const where = keys?.length
      ? and(eq(langTags.languageCode, languageCode), inArray(langTags.promptKey, keys))
      : eq(langTags.languageCode, languageCode);
    return this.db.select({ key: langTags.promptKey, text: langTags.text }).from(langTags).where(where);
  }

  listConfigItems(moduleCode: string, itemCodes?: string[]) {
    const where = itemCodes?.length
      ? and(eq(configItems.moduleCode, moduleCode), inArray(configItems.itemCode, itemCodes))
      : eq(configItems.moduleCode, moduleCode);
    return this.db
      .select()
      .from(configItems)
      .where(where)
      .orderBy(asc(configItems.sort), asc(configItems.id));
  }

  /** Config items whose configCode is their itemCode: the switches (of one module, or of all). */
  listSwitchItems(moduleCode?: string) {
    const isSwitch = eq(configItems.configCode, configItems.itemCode);
    return this.db
      .select()
      .from(configItems)
      .where(moduleCode ? and(isSwitch, eq(configItems.moduleCode, moduleCode)) : isSwitch)
      .orderBy(asc(configItems.moduleCode), asc(configItems.sort), asc(configItems.id));
  }

  /** Public parameters named module@ITEM (e.g. order_set@DISCOUNT_METHOD), of one module or of all. */
  listSwitchParams(moduleCode?: string) {
    // `_` is a LIKE wildcard: escape it in the module code.
    const pattern = moduleCode ? `${moduleCode.replace(/[\\%_]/g, (c) => `\\${c}`)}@%` : '%@%';
    return this.db
      .select({ code: sysParams.code, value: sysParams.value })
      .from(sysParams)
      .where(and(eq(sysParams.isPublic, 1), like(sysParams.code, pattern)))
      .orderBy(asc(sysParams.code));
  }

  listDics(types: string[]) {
    return this.db
      .select()
      .from(sysDics)
      .where(and(inArray(sysDics.dicType, types), eq(sysDics.enableFlag, 1)))
      .orderBy(asc(sysDics.dicType), asc(sysDics.sort), asc(sysDics.id));
  }

  listDefaultConfigs(codes: string[]) {
    return this.db.select().from(defaultConfigs).where(inArray(defaultConfigs.code, codes));
  }

  listDataParamTitles(bizCode: string) {
    return this.db
      .select()
      .from(dataParamTitles)
      .where(eq(dataParamTitles.bizCode, bizCode))
      .orderBy(asc(dataParamTitles.sort), asc(dataParamTitles.id));
  }

  listAreaChildren(pid: string) {
    return this.db.select().from(areas).where(eq(areas.pid, pid)).orderBy(asc(areas.id));
  }

  listAreasByLevel(levels: number[]) {
    return this.db.select().from(areas).where(inArray(areas.level, levels)).orderBy(asc(areas.id));
  }

  listAreasByIds(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(areas).where(inArray(areas.id, ids));
  }

  /** Provinces and cities named one of `names` (Chinese names, indexed), provinces first. */
  findAreasByNames(names: string[]) {
    return this.db
      .select()
      .from(areas)
      .where(and(inArray(areas.level, [1, 2]), inArray(areas.name, names)))
      .orderBy(asc(areas.level), asc(areas.id));
  }
}
