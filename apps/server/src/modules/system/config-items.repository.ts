import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configItems, sites, sysParams } from '../../db/schema/system';
import { AuditRepository } from '../audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ConfigItemRow = typeof configItems.$inferSelect;
export type SiteData = typeof sites.$inferSelect;
export type ConfigItemValues = Omit<typeof configItems.$inferInsert, 'id'>;
export type SiteValues = Omit<typeof sites.$inferInsert, 'id'>;

/** The config items, the module@ITEM parameters and the sites as the platform console reads and changes them. */
export class ConfigItemsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** One transaction: this repository on it, and the audit log the change appends to. */
  transaction<T>(fn: (repo: ConfigItemsRepository, audit: AuditRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new ConfigItemsRepository(tx), new AuditRepository(tx)));
  }

  /** The items of a module and item code in their order (the first is a switch's own row). */
  listItems(moduleCode: string, itemCode: string): Promise<ConfigItemRow[]> {
    return this.db
      .select()
      .from(configItems)
      .where(and(eq(configItems.moduleCode, moduleCode), eq(configItems.itemCode, itemCode)))
      .orderBy(asc(configItems.sort), asc(configItems.id));
  }

  /** The items of one item code across modules (DISCOUNT_METHOD of every checkout module). */
  listItemsOf(itemCode: string, moduleCodes: readonly string[]): Promise<ConfigItemRow[]> {
    return this.db
      .select()
      .from(configItems)
      .where(and(eq(configItems.itemCode, itemCode), inArray(configItems.moduleCode, [...moduleCodes])))
      .orderBy(asc(configItems.sort), asc(configItems.id));
  }

  /** The items of a module and item code, locked until the transaction ends (two editors: one after the other). */
  lockItems(moduleCode: string, itemCode: string): Promise<ConfigItemRow[]> {
    return this.db
      .select()
      .from(configItems)
      .where(and(eq(configItems.moduleCode, moduleCode), eq(configItems.itemCode, itemCode)))
      .orderBy(asc(configItems.sort), asc(configItems.id))
      .for('update');
  }

  async lockItem(id: number, moduleCode: string, itemCode: string): Promise<ConfigItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(configItems)
      .where(
        and(
          eq(configItems.id, id),
          eq(configItems.moduleCode, moduleCode),
          eq(configItems.itemCode, itemCode),
        ),
      )
      .for('update');
    return row;
  }

  async insertItem(values: ConfigItemValues): Promise<ConfigItemRow> {
    const [row] = await this.db.insert(configItems).values(values).returning();
    return row!;
  }

  async updateItem(id: number, values: Partial<ConfigItemValues>): Promise<ConfigItemRow> {
    const [row] = await this.db.update(configItems).set(values).where(eq(configItems.id, id)).returning();
    return row!;
  }

  async deleteItem(id: number): Promise<void> {
    await this.db.delete(configItems).where(eq(configItems.id, id));
  }

  async maxSort(moduleCode: string, itemCode: string): Promise<number> {
    const [row] = await this.db
      .select({ sort: max(configItems.sort) })
      .from(configItems)
      .where(and(eq(configItems.moduleCode, moduleCode), eq(configItems.itemCode, itemCode)));
    return row?.sort ?? 0;
  }

  async params(codes: readonly string[]): Promise<{ code: string; value: string }[]> {
    return this.db
      .select({ code: sysParams.code, value: sysParams.value })
      .from(sysParams)
      .where(inArray(sysParams.code, [...codes]));
  }

  async lockParam(code: string): Promise<{ code: string; value: string } | undefined> {
    const [row] = await this.db
      .select({ code: sysParams.code, value: sysParams.value })
      .from(sysParams)
      .where(eq(sysParams.code, code))
      .for('update');
    return row;
  }

  async setParam(code: string, value: string): Promise<void> {
    await this.db.update(sysParams).set({ value }).where(eq(sysParams.code, code));
  }

  listSites(): Promise<SiteData[]> {
    return this.db.select().from(sites).orderBy(asc(sites.sort), asc(sites.id));
  }

  /** Every site, locked: a delete counts what stays while no other write changes it. */
  lockSites(): Promise<SiteData[]> {
    return this.db.select().from(sites).orderBy(asc(sites.sort), asc(sites.id)).for('update');
  }

  async insertSite(values: SiteValues): Promise<SiteData> {
    const [row] = await this.db.insert(sites).values(values).returning();
    return row!;
  }

  async updateSite(id: number, values: SiteValues): Promise<SiteData> {
    const [row] = await this.db.update(sites).set(values).where(eq(sites.id, id)).returning();
    return row!;
  }

  async deleteSite(id: number): Promise<void> {
    await this.db.delete(sites).where(eq(sites.id, id));
  }
}
