import {
  type ConfigSwitch,
  type ConfigSwitchKey,
  checkoutOrderModules,
  configItemLimits,
  configSwitchKeys,
  configSwitchSource,
  type DiscountMethodItem,
  type DiscountModule,
  type discountMethodInputSchema,
  discountRuleSchema,
  ErrorCode,
  type MenuTab,
  type menuTabInputSchema,
  moneyToCents,
  type SiteRow,
  type siteInputSchema,
} from '@mall/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allLanguages, translationsOf } from '../../lib/localized';
import type { AuditActor } from '../audit';
import type { ConfigItemRow, ConfigItemsRepository, SiteData } from './config-items.repository';
import type { ChangeAnnouncer } from './param-edit.service';

/** The storefront's menu tabs (spec §7): the type list MALL_HOME_TAB of front_mall_set. */
const tabModule = 'front_mall_set';
const tabItem = 'MALL_HOME_TAB';
const discountItem = 'DISCOUNT_METHOD';

const splitKey = (key: ConfigSwitchKey) => {
  const [moduleCode, itemCode] = key.split('@') as [string, string];
  return { moduleCode, itemCode };
};

/** The remark's string fields the storefront reads (apps/web get-menu-tabs.ts); anything else is ignored. */
function readTabRemark(text: string): Record<'path' | 'outLink' | 'lightKey' | 'lightPath', string> {
  const remark = { path: '', outLink: '', lightKey: '', lightPath: '' };
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const key of Object.keys(remark) as (keyof typeof remark)[]) {
        const field = (value as Record<string, unknown>)[key];
        if (typeof field === 'string') remark[key] = field;
      }
  } catch {
    // Not JSON: a tab without a target, as the storefront shows it.
  }
  return remark;
}

function toMenuTab(row: ConfigItemRow): MenuTab {
  const remark = readTabRemark(row.remark);
  return {
    id: row.id,
    names: allLanguages(row.showName, row.showNameI18n),
    kind: remark.outLink ? 'external' : remark.path ? 'page' : 'none',
    ...remark,
    enabled: row.enableFlag === 1,
    sort: row.sort,
  };
}

/** The rule of a discount method as the checkout reads it (buying/orders/pricing.ts); 'unknown': not offered. */
function readDiscountRule(remark: string): DiscountMethodItem['rule'] {
  const unknown = { type: 'unknown' } as const;
  let value: unknown;
  try {
    value = JSON.parse(remark);
  } catch {
    return unknown;
  }
  const rule = discountRuleSchema.safeParse(value).data;
  if (rule?.type === 'reduce') {
    const minus = moneyToCents(rule.minus);
    return moneyToCents(rule.over) !== null && minus !== null && minus > 0 ? rule : unknown;
  }
  if (rule?.type === 'percent') return rule.percent >= 1 && rule.percent <= 99 ? rule : unknown;
  return unknown;
}

function toDiscount(row: ConfigItemRow): DiscountMethodItem {
  return {
    id: row.id,
    configCode: row.configCode,
    names: allLanguages(row.showName, row.showNameI18n),
    rule: readDiscountRule(row.remark),
    enabled: row.enableFlag === 1,
  };
}

const toSite = (row: SiteData): SiteRow => ({
  id: row.id,
  portalSiteName: row.portalSiteName,
  languageCode: row.languageCode,
  portalMallFlag: row.portalMallFlag,
  sort: row.sort,
});

/**
 * The platform console's config items (`platform:config:edit`, spec §3/§7): the switches the mall reads,
 * the storefront's menu tabs, the checkout's discount methods and the sites. Each write is one transaction
 * with its audit entry (before and after) on locked rows, then announced to every server copy, so the
 * storefront's next page shows it.
 */
export class ConfigItemsService {
  constructor(
    private readonly repo: ConfigItemsRepository,
    private readonly changes: ChangeAnnouncer,
  ) {}

  // ---- switches ----

  async switches(): Promise<ConfigSwitch[]> {
    const paramKeys = configSwitchKeys.filter((key) => configSwitchSource(key) === 'param');
    const params = new Map((await this.repo.params(paramKeys)).map((row) => [row.code, row.value]));
    const out: ConfigSwitch[] = [];
    for (const key of configSwitchKeys) {
      const { moduleCode, itemCode } = splitKey(key);
      const source = configSwitchSource(key);
      let enabled: boolean | undefined;
      if (source === 'param') enabled = params.has(key) ? params.get(key)!.trim() === '1' : undefined;
      else {
        const [row] = await this.repo.listItems(moduleCode, itemCode);
        enabled = row ? row.enableFlag === 1 : undefined;
      }
      // A switch missing from the database is left out (nothing to turn).
      if (enabled !== undefined) out.push({ key, moduleCode, itemCode, source, enabled });
    }
    return out;
  }

  async saveSwitch(
    actor: AuditActor,
    input: { key: ConfigSwitchKey; enabled: boolean },
  ): Promise<ConfigSwitch> {
    const { moduleCode, itemCode } = splitKey(input.key);
    const source = configSwitchSource(input.key);
    await this.repo.transaction(async (repo, audit) => {
      let was: boolean;
      if (source === 'param') {
        const param = await repo.lockParam(input.key);
        if (!param) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.switchMissing');
        was = param.value.trim() === '1';
        await repo.setParam(input.key, input.enabled ? '1' : '0');
      } else {
        // The first row of the item is its switch (what the storefront's switch map reads).
        const [row] = await repo.lockItems(moduleCode, itemCode);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.switchMissing');
        was = row.enableFlag === 1;
        await repo.updateItem(row.id, { enableFlag: input.enabled ? 1 : 0 });
      }
      await audit.append(actor, {
        action: 'configSwitch.update',
        entityType: 'configSwitch',
        entityId: input.key,
        before: { enabled: was },
        after: { enabled: input.enabled },
      });
    });
    await this.changes.announce('configSwitch');
    return { key: input.key, moduleCode, itemCode, source, enabled: input.enabled };
  }

  // ---- menu tabs ----

  async menuTabs(): Promise<MenuTab[]> {
    return (await this.repo.listItems(tabModule, tabItem)).map(toMenuTab);
  }

  async saveMenuTab(actor: AuditActor, input: z.output<typeof menuTabInputSchema>): Promise<MenuTab> {
    const target =
      input.kind === 'page'
        ? {
            path: input.path,
            ...(input.lightKey ? { lightKey: input.lightKey } : {}),
            ...(input.lightPath ? { lightPath: input.lightPath } : {}),
          }
        : { outLink: input.outLink };
    const values = {
      configCode: input.kind === 'page' ? input.lightKey : '',
      showName: input.names.zh_CN,
      showNameI18n: translationsOf(input.names),
      remark: JSON.stringify(target),
      enableFlag: input.enabled ? 1 : 0,
    };
    const saved = await this.repo.transaction(async (repo, audit) => {
      const tabs = await repo.lockItems(tabModule, tabItem);
      const row = input.id === undefined ? undefined : tabs.find((tab) => tab.id === input.id);
      if (input.id !== undefined && !row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.tabNotFound');
      if (!row && tabs.length >= configItemLimits.tabsMax)
        throw new AppError(ErrorCode.CONFLICT, 'configItems.tooManyTabs', { max: configItemLimits.tabsMax });
      const saved = row
        ? await repo.updateItem(row.id, values)
        : await repo.insertItem({
            ...values,
            moduleCode: tabModule,
            itemCode: tabItem,
            sort: Math.max(0, ...tabs.map((tab) => tab.sort)) + 1,
          });
      await audit.append(actor, {
        action: row ? 'menuTab.edit' : 'menuTab.create',
        entityType: 'menuTab',
        entityId: saved.id,
        before: row ? toMenuTab(row) : null,
        after: toMenuTab(saved),
      });
      return saved;
    });
    await this.changes.announce('menuTab');
    return toMenuTab(saved);
  }

  async reorderMenuTabs(actor: AuditActor, ids: number[]): Promise<MenuTab[]> {
    const saved = await this.repo.transaction(async (repo, audit) => {
      const tabs = await repo.lockItems(tabModule, tabItem);
      const known = new Set(tabs.map((tab) => tab.id));
      // Every tab once: a list read before another editor's change would drop or resurrect one.
      if (ids.length !== tabs.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw new AppError(ErrorCode.CONFLICT, 'configItems.tabsChanged');
      for (const [i, id] of ids.entries()) await repo.updateItem(id, { sort: i + 1 });
      await audit.append(actor, {
        action: 'menuTab.reorder',
        entityType: 'menuTab',
        entityId: 'order',
        before: { ids: tabs.map((tab) => tab.id) },
        after: { ids },
      });
      return repo.listItems(tabModule, tabItem);
    });
    await this.changes.announce('menuTab');
    return saved.map(toMenuTab);
  }

  async deleteMenuTab(actor: AuditActor, id: number): Promise<{ deleted: boolean }> {
    await this.repo.transaction(async (repo, audit) => {
      const row = await repo.lockItem(id, tabModule, tabItem);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.tabNotFound');
      await repo.deleteItem(id);
      await audit.append(actor, {
        action: 'menuTab.delete',
        entityType: 'menuTab',
        entityId: id,
        before: toMenuTab(row),
      });
    });
    await this.changes.announce('menuTab');
    return { deleted: true };
  }

  // ---- discount methods ----

  async discounts(): Promise<DiscountModule[]> {
    const [params, rows] = await Promise.all([
      this.repo.params(checkoutOrderModules.map((m) => `${m}@${discountItem}`)),
      this.repo.listItemsOf(discountItem, checkoutOrderModules),
    ]);
    const on = new Map(params.map((row) => [row.code, row.value.trim() === '1']));
    return checkoutOrderModules.map((moduleCode) => ({
      moduleCode,
      enabled: on.get(`${moduleCode}@${discountItem}`) ?? false,
      methods: rows.filter((row) => row.moduleCode === moduleCode).map(toDiscount),
    }));
  }

  async saveDiscount(
    actor: AuditActor,
    input: z.output<typeof discountMethodInputSchema>,
  ): Promise<DiscountMethodItem> {
    const saved = await this.repo.transaction(async (repo, audit) => {
      let row: ConfigItemRow | undefined;
      for (const moduleCode of checkoutOrderModules)
        row ??= await repo.lockItem(input.id, moduleCode, discountItem);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.discountNotFound');
      const saved = await repo.updateItem(row.id, {
        showName: input.names.zh_CN,
        showNameI18n: translationsOf(input.names),
        enableFlag: input.enabled ? 1 : 0,
      });
      await audit.append(actor, {
        action: 'discountMethod.edit',
        entityType: 'discountMethod',
        entityId: row.id,
        before: {
          moduleCode: row.moduleCode,
          names: allLanguages(row.showName, row.showNameI18n),
          enabled: row.enableFlag === 1,
        },
        after: {
          moduleCode: saved.moduleCode,
          names: allLanguages(saved.showName, saved.showNameI18n),
          enabled: saved.enableFlag === 1,
        },
      });
      return saved;
    });
    await this.changes.announce('discountMethod');
    return toDiscount(saved);
  }

  // ---- sites ----

  async sites(): Promise<SiteRow[]> {
    return (await this.repo.listSites()).map(toSite);
  }

  async saveSite(actor: AuditActor, input: z.output<typeof siteInputSchema>): Promise<SiteRow> {
    const values = {
      portalSiteName: input.portalSiteName,
      languageCode: input.languageCode,
      portalMallFlag: input.portalMallFlag,
      sort: input.sort,
    };
    const saved = await this.repo.transaction(async (repo, audit) => {
      const row =
        input.id === undefined ? undefined : (await repo.lockSites()).find((s) => s.id === input.id);
      if (input.id !== undefined && !row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.siteNotFound');
      const saved = row ? await repo.updateSite(row.id, values) : await repo.insertSite(values);
      await audit.append(actor, {
        action: row ? 'site.edit' : 'site.create',
        entityType: 'site',
        entityId: saved.id,
        before: row ? toSite(row) : null,
        after: toSite(saved),
      });
      return saved;
    });
    await this.changes.announce('site');
    return toSite(saved);
  }

  async deleteSite(actor: AuditActor, id: number): Promise<{ deleted: boolean }> {
    await this.repo.transaction(async (repo, audit) => {
      const all = await repo.lockSites();
      const row = all.find((site) => site.id === id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'configItems.siteNotFound');
      // The switch and the landing page read the sites: one must stay.
      if (all.length <= 1) throw new AppError(ErrorCode.CONFLICT, 'configItems.lastSite');
      await repo.deleteSite(id);
      await audit.append(actor, {
        action: 'site.delete',
        entityType: 'site',
        entityId: id,
        before: toSite(row),
      });
    });
    await this.changes.announce('site');
    return { deleted: true };
  }
}
