import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, configItems, langTags, sites, sysParams } from '../../db/schema/system';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping() {
    await this.db.execute(sql`select 1`);
  }

  listPublicParams(codes?: string[]) {
    const where = codes?.length
      ? and(eq(sysParams.isPublic, 1), inArray(sysParams.code, codes))
      : eq(sysParams.isPublic, 1);
    return this.db.select({ code: sysParams.code, value: sysParams.value }).from(sysParams).where(where);
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

  findAreaByName(name: string) {
    return this.db
      .select()
      .from(areas)
      .where(and(inArray(areas.level, [1, 2]), eq(areas.name, name)))
      .orderBy(asc(areas.level))
      .limit(1);
  }
}
