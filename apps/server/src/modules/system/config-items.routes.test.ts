import {
  centreCodes,
  ErrorCode,
  configItemEndpoints as ep,
  type MenuTabInput,
  type SiteInput,
  systemEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { auditLog } from '../../db/schema/audit';

// The platform console's config items (issue 33): switches, storefront menu tabs, discount methods and sites,
// each write checked by its contract, audited, and read by the storefront's public calls at once.

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const as = (who: Buyer = admin, lang: 'en_US' | 'zh_CN' = 'en_US') => ({ as: who, lang });
const client = () => api(ctx.app);
const publicTabs = async (lang: 'en_US' | 'zh_CN' = 'zh_CN') =>
  expectOk(
    await client().call(
      systemEndpoints.typeConfigList,
      { query: { moduleCode: 'front_mall_set', itemCode: 'MALL_HOME_TAB', aliveFlag: 1 } },
      { lang },
    ),
  );
const auditOf = (entityType: string, entityId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));

describe('switches', () => {
  it('lists every switch the mall reads', async () => {
    const list = expectOk(await client().call(ep.switchList, {}, as()));
    expect(Object.fromEntries(list.map((s) => [s.key, s.enabled]))).toEqual({
      'system_configuration@OPEN_TAX_CODE': true,
      'system_configuration@OPEN_TAX_RATE': true,
      'order_set@SHIPPING_COST_ENABLED': true,
      'order_supply@SHIPPING_COST_ENABLED': false,
      'order_set@DISCOUNT_METHOD': true,
      'order_supply@DISCOUNT_METHOD': false,
    });
  });

  it('turns a config item switch and a parameter switch, read by the checkout calls at once, audited', async () => {
    const shipping = () =>
      client().call(systemEndpoints.configItemMap, {
        query: { moduleCode: 'order_set', itemCode: 'SHIPPING_COST_ENABLED' },
      });
    const saved = expectOk(
      await client().call(
        ep.switchSave,
        { body: { key: 'order_set@SHIPPING_COST_ENABLED', enabled: false } },
        as(),
      ),
    );
    expect(saved).toMatchObject({ source: 'configItem', enabled: false });
    expect(expectOk(await shipping()).SHIPPING_COST_ENABLED?.enableFlag).toBe(0);
    expectOk(
      await client().call(
        ep.switchSave,
        { body: { key: 'order_set@SHIPPING_COST_ENABLED', enabled: true } },
        as(),
      ),
    );
    expect(expectOk(await shipping()).SHIPPING_COST_ENABLED?.enableFlag).toBe(1);
    const entries = await auditOf('configSwitch', 'order_set@SHIPPING_COST_ENABLED');
    expect(entries.map((e) => [e.action, e.centre, e.actorUserId, e.before, e.after])).toEqual([
      ['configSwitch.update', 'platform', admin.userId, '{"enabled":true}', '{"enabled":false}'],
      ['configSwitch.update', 'platform', admin.userId, '{"enabled":false}', '{"enabled":true}'],
    ]);

    const discounts = async () =>
      expectOk(
        await client().call(systemEndpoints.switchSettings, { query: { moduleCode: 'order_supply' } }),
      )['order_supply@DISCOUNT_METHOD']?.enableFlag;
    expectOk(
      await client().call(
        ep.switchSave,
        { body: { key: 'order_supply@DISCOUNT_METHOD', enabled: true } },
        as(),
      ),
    );
    expect(await discounts()).toBe(1);
    expectOk(
      await client().call(
        ep.switchSave,
        { body: { key: 'order_supply@DISCOUNT_METHOD', enabled: false } },
        as(),
      ),
    );
    expect(await discounts()).toBe(0);
  });

  it('refuses a switch it does not know with 40000', async () => {
    const refused = await client().unchecked(
      ep.switchSave,
      { body: { key: 'order_set@OSS_BUCKET_NAME', enabled: true } },
      as(),
    );
    expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('menu tabs', () => {
  const tab: MenuTabInput = {
    kind: 'page',
    names: { zh_CN: '品牌特卖', en_US: 'Brand sale' },
    path: '/mall/product?classId=3',
    lightKey: 'brandSale',
  };

  it('creates a tab last, which the storefront lists in the reader’s language, then edits and deletes it', async () => {
    const before = await publicTabs();
    const created = expectOk(await client().call(ep.menuTabSave, { body: tab }, as()));
    expect(created).toMatchObject({
      kind: 'page',
      names: { zh_CN: '品牌特卖', en_US: 'Brand sale', ru_RU: '', es: '' },
      path: '/mall/product?classId=3',
      lightKey: 'brandSale',
      lightPath: '',
      enabled: true,
    });
    const shown = await publicTabs('en_US');
    expect(shown).toHaveLength(before.length + 1);
    expect(shown.at(-1)).toMatchObject({ showName: 'Brand sale', configCode: 'brandSale' });
    expect(JSON.parse(shown.at(-1)!.remark)).toEqual({
      path: '/mall/product?classId=3',
      lightKey: 'brandSale',
    });
    expect((await publicTabs('zh_CN')).at(-1)?.showName).toBe('品牌特卖');

    // An outside address instead, disabled: kept, but the storefront no longer lists it.
    const edited = expectOk(
      await client().call(
        ep.menuTabSave,
        {
          body: {
            id: created.id,
            kind: 'external',
            names: { zh_CN: '合作伙伴' },
            outLink: 'https://partner.example.com/x?y=1',
            enabled: false,
          },
        },
        as(),
      ),
    );
    expect(edited).toMatchObject({
      kind: 'external',
      outLink: 'https://partner.example.com/x?y=1',
      enabled: false,
    });
    expect(await publicTabs()).toHaveLength(before.length);
    expectOk(
      await client().call(
        ep.menuTabSave,
        {
          body: {
            id: created.id,
            kind: 'external',
            names: { zh_CN: '合作伙伴' },
            outLink: 'https://partner.example.com/x?y=1',
          },
        },
        as(),
      ),
    );
    expect(JSON.parse((await publicTabs()).at(-1)!.remark)).toEqual({
      outLink: 'https://partner.example.com/x?y=1',
    });

    expectOk(await client().call(ep.menuTabDelete, { body: { id: created.id } }, as()));
    expect(await publicTabs()).toEqual(before);
    const entries = await auditOf('menuTab', String(created.id));
    expect(entries.map((e) => e.action)).toEqual([
      'menuTab.create',
      'menuTab.edit',
      'menuTab.edit',
      'menuTab.delete',
    ]);
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ names: { zh_CN: '品牌特卖' }, path: tab.path });
    expect(entries[3]!.after).toBeNull();
    expectError(
      await client().call(ep.menuTabDelete, { body: { id: created.id } }, as()),
      ErrorCode.NOT_FOUND,
    );
  });

  it('puts the tabs in the order given, and refuses a list that is not every tab once', async () => {
    const tabs = expectOk(await client().call(ep.menuTabList, {}, as()));
    const ids = tabs.map((t) => t.id);
    const reversed = [...ids].reverse();
    const saved = expectOk(await client().call(ep.menuTabReorder, { body: { ids: reversed } }, as()));
    expect(saved.map((t) => t.id)).toEqual(reversed);
    expect((await publicTabs()).map((t) => t.showName)).toEqual(saved.map((t) => t.names.zh_CN));
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999]])
      expectError(await client().call(ep.menuTabReorder, { body: { ids: wrong } }, as()), ErrorCode.CONFLICT);
    expectOk(await client().call(ep.menuTabReorder, { body: { ids } }, as()));
    expect((await publicTabs()).map((t) => t.showName)).toEqual(tabs.map((t) => t.names.zh_CN));
    expect((await auditOf('menuTab', 'order')).map((e) => e.action)).toEqual([
      'menuTab.reorder',
      'menuTab.reorder',
    ]);
  });

  it('refuses a script, another site’s path, a bad key or a missing name, in the reader’s language, writing nothing', async () => {
    const before = await publicTabs();
    const refused: [unknown, string][] = [
      [
        { ...tab, kind: 'external', path: undefined, lightKey: undefined, outLink: 'javascript:alert(1)' },
        'outLink',
      ],
      [
        { kind: 'external', names: { zh_CN: 'x' }, outLink: 'data:text/html,<script>alert(1)</script>' },
        'outLink',
      ],
      [{ kind: 'external', names: { zh_CN: 'x' }, outLink: '//evil.example' }, 'outLink'],
      [{ ...tab, path: 'javascript:alert(1)' }, 'path'],
      [{ ...tab, path: '//evil.example/x' }, 'path'],
      [{ ...tab, path: '/\\evil.example' }, 'path'],
      [{ ...tab, path: '/mallview/mall/product' }, 'path'],
      [{ ...tab, path: 'mall/product' }, 'path'],
      [{ ...tab, lightKey: 'a b' }, 'lightKey'],
      [{ ...tab, lightKey: '/' }, 'lightKey'],
      [{ ...tab, lightPath: '/mall/product?x=1' }, 'lightPath'],
      [{ ...tab, names: { zh_CN: '  ' } }, 'names.zh_CN'],
      [{ ...tab, names: { zh_CN: '名'.repeat(21) } }, 'names.zh_CN'],
      [{ ...tab, outLink: 'https://x.example' }, 'outLink'],
    ];
    for (const [body, field] of refused) {
      const answer = await client().unchecked(ep.menuTabSave, { body }, as());
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION_FAILED);
      expect(answer.msg, JSON.stringify(body)).toContain(field);
    }
    const zh = await client().unchecked(
      ep.menuTabSave,
      { body: { kind: 'external', names: { zh_CN: 'x' }, outLink: 'javascript:alert(1)' } },
      as(admin, 'zh_CN'),
    );
    expect(zh.msg).toContain('请填写以 http:// 或 https:// 开头的网址');
    expect(await publicTabs()).toEqual(before);
    expectError(
      await client().call(ep.menuTabSave, { body: { ...tab, id: 999_999 } }, as()),
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('discount methods', () => {
  it('lists the methods of each checkout module with its switch, and renames and disables one for the checkout', async () => {
    const modules = expectOk(await client().call(ep.discountList, {}, as()));
    expect(modules.map((m) => [m.moduleCode, m.enabled, m.methods.length])).toEqual([
      ['order_set', true, 2],
      ['order_supply', false, 0],
    ]);
    const [method] = modules[0]!.methods;
    expect(method).toMatchObject({
      configCode: 'FULL_REDUCTION',
      names: { zh_CN: '满300减20', en_US: '¥20 off from ¥300' },
      rule: { type: 'reduce', over: '300.00', minus: '20.00' },
      enabled: true,
    });
    const offered = async (lang: 'en_US' | 'zh_CN' = 'en_US') =>
      expectOk(
        await client().call(
          systemEndpoints.typeConfigList,
          { query: { moduleCode: 'order_set', itemCode: 'DISCOUNT_METHOD', aliveFlag: 1 } },
          { lang },
        ),
      ).map((m) => m.showName);
    const names = { zh_CN: '满300立减20', en_US: '¥20 off at ¥300', ru_RU: '', es: '' };
    expectOk(await client().call(ep.discountSave, { body: { id: method!.id, names, enabled: true } }, as()));
    expect((await offered())[0]).toBe('¥20 off at ¥300');
    expectOk(await client().call(ep.discountSave, { body: { id: method!.id, names, enabled: false } }, as()));
    expect(await offered()).toEqual(['Members 2% off']);
    expectOk(
      await client().call(
        ep.discountSave,
        {
          body: { id: method!.id, names: { zh_CN: '满300减20', en_US: '¥20 off from ¥300' }, enabled: true },
        },
        as(),
      ),
    );
    expect(await offered('zh_CN')).toEqual(['满300减20', '会员98折']);
    const entries = await auditOf('discountMethod', String(method!.id));
    expect(entries.map((e) => e.action)).toEqual([
      'discountMethod.edit',
      'discountMethod.edit',
      'discountMethod.edit',
    ]);
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({ enabled: false });

    expect(
      (
        await client().unchecked(
          ep.discountSave,
          { body: { id: method!.id, names: { zh_CN: '' }, enabled: true } },
          as(),
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expectError(
      await client().call(
        ep.discountSave,
        { body: { id: 999_999, names: { zh_CN: 'x' }, enabled: true } },
        as(),
      ),
      ErrorCode.NOT_FOUND,
    );
    // A menu tab is no discount method.
    const [aTab] = expectOk(await client().call(ep.menuTabList, {}, as()));
    expectError(
      await client().call(
        ep.discountSave,
        { body: { id: aTab!.id, names: { zh_CN: 'x' }, enabled: true } },
        as(),
      ),
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('sites', () => {
  const publicSites = async () => expectOk(await client().call(systemEndpoints.getSite, {}));

  it('creates, edits and deletes a site the switch lists, but keeps the last one', async () => {
    const before = await publicSites();
    const body: SiteInput = {
      portalSiteName: 'Latinoamérica',
      languageCode: 'es',
      portalMallFlag: 3,
      sort: 9,
    };
    const created = expectOk(await client().call(ep.siteSave, { body }, as()));
    expect((await publicSites()).at(-1)).toEqual({
      id: created.id,
      portalSiteName: 'Latinoamérica',
      languageCode: 'es',
      portalMallFlag: 3,
    });
    expectOk(
      await client().call(
        ep.siteSave,
        { body: { ...body, id: created.id, portalMallFlag: 2, sort: 0 } },
        as(),
      ),
    );
    expect((await publicSites())[0]).toMatchObject({ id: created.id, portalMallFlag: 2 });
    expectOk(await client().call(ep.siteDelete, { body: { id: created.id } }, as()));
    expect(await publicSites()).toEqual(before);
    expect((await auditOf('site', String(created.id))).map((e) => e.action)).toEqual([
      'site.create',
      'site.edit',
      'site.delete',
    ]);

    const refused: unknown[] = [
      { ...body, languageCode: 'fr_FR' },
      { ...body, portalMallFlag: 0 },
      { ...body, portalSiteName: ' ' },
      { ...body, portalSiteName: 'x'.repeat(65) },
      { ...body, sort: -1 },
    ];
    for (const bad of refused)
      expect((await client().unchecked(ep.siteSave, { body: bad }, as())).code, JSON.stringify(bad)).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    expect(await publicSites()).toEqual(before);

    // Down to one site: that one stays.
    for (const site of before.slice(1))
      expectOk(await client().call(ep.siteDelete, { body: { id: site.id } }, as()));
    expectError(
      await client().call(ep.siteDelete, { body: { id: before[0]!.id } }, as()),
      ErrorCode.CONFLICT,
    );
    expect(await publicSites()).toHaveLength(1);
    for (const site of before.slice(1)) {
      const { id: _id, ...values } = site;
      expectOk(
        await client().call(
          ep.siteSave,
          { body: { ...values, sort: before.indexOf(site) + 1 } as SiteInput },
          as(),
        ),
      );
    }
    expect((await publicSites()).map((s) => s.portalSiteName)).toEqual(before.map((s) => s.portalSiteName));
  });
});

describe('who may change them', () => {
  it('refuses platform staff without the configuration code, a merchant and a buyer, changing nothing', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    const merchant = await sessionOf(ctx.app, ctx.database.db, '13900000001', centreCodes.merchant);
    const buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
    const before = await publicTabs();
    for (const who of [reviewer, merchant, buyer]) {
      expectError(await client().call(ep.menuTabList, {}, as(who)), ErrorCode.FORBIDDEN);
      expectError(
        await client().call(
          ep.menuTabSave,
          { body: { kind: 'page', names: { zh_CN: 'x' }, path: '/news' } },
          as(who),
        ),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(
          ep.switchSave,
          { body: { key: 'order_set@SHIPPING_COST_ENABLED', enabled: false } },
          as(who),
        ),
        ErrorCode.FORBIDDEN,
      );
      expectError(await client().call(ep.siteDelete, { body: { id: 1 } }, as(who)), ErrorCode.FORBIDDEN);
    }
    expect(await publicTabs()).toEqual(before);
    expectError(await client().call(ep.switchList, {}, { as: null }), ErrorCode.TOKEN_INVALID);
  });
});
