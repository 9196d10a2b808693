import { addressEndpoints, ErrorCode, type Locale, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { type Buyer, makeBuyer } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let district: { id: string; name: string };
let town: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  buyer = await makeBuyer(ctx.app, ctx.database.db);
  other = await makeBuyer(ctx.app, ctx.database.db);
  district = (await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: '330100' } })).ext[0];
  town = (await api(ctx.app).call(systemEndpoints.areaChildren, { query: { pId: district.id } })).ext[0];
});
afterAll(async () => {
  await ctx?.close();
});

const input = (extra: object = {}) => ({
  consignee: '张伟',
  mobile: '13800000001',
  provinceId: '330000',
  cityId: '330100',
  districtId: district.id,
  detail: '文三路 90 号',
  ...extra,
});
const list = (who: Buyer = buyer) =>
  api(ctx.app)
    .call(addressEndpoints.list, {}, { as: who })
    .then((r) => r.ext);

describe('addresses', () => {
  it('adds an address with region names; the first one is the default', async () => {
    const res = await api(ctx.app).call(
      addressEndpoints.add,
      { body: input({ townId: town.id }) },
      { as: buyer },
    );
    expect(res.code).toBe(ErrorCode.OK);
    // The buyer's language (en_US here); the detail is theirs as typed.
    expect(res.ext).toMatchObject({
      consignee: '张伟',
      provinceName: 'Zhejiang Province',
      cityName: 'Hangzhou',
      districtName: district.name,
      townName: town.name,
      isDefault: true,
      fullAddress: `Zhejiang Province, Hangzhou, ${district.name}, ${town.name}, 文三路 90 号`,
    });
    expect(res.ext).not.toHaveProperty('regionContentLang');
  });

  it('names the regions in the language of the request', async () => {
    const inLang = (lang: Locale) =>
      api(ctx.app)
        .call(addressEndpoints.list, {}, { as: buyer, lang })
        .then((r) => r.ext[0]);
    const zh = await inLang('zh_CN');
    expect(zh).toMatchObject({ provinceName: '浙江省', cityName: '杭州市' });
    expect(zh.fullAddress).toMatch(/^浙江省 杭州市 \S+区 \S+ 文三路 90 号$/);
    const ru = await inLang('ru_RU');
    expect(ru).toMatchObject({ provinceName: 'Провинция Чжэцзян', cityName: 'Ханчжоу' });
    expect(ru.districtName).toMatch(/^Район \p{Script=Cyrillic}+$/u);
    const es = await inLang('es');
    expect(es).toMatchObject({ provinceName: 'Provincia de Zhejiang', cityName: 'Hangzhou' });
    expect(es.districtName).toMatch(/^Distrito de [A-Z][a-z']+$/);
  });

  it('moves the default, edits and deletes, keeping one default', async () => {
    const second = (
      await api(ctx.app).call(
        addressEndpoints.add,
        { body: input({ detail: '二号仓库', isDefault: true }) },
        { as: buyer },
      )
    ).ext;
    let rows = await list();
    expect(rows[0]).toMatchObject({ addressId: second.addressId, isDefault: true });
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    const edited = await api(ctx.app).call(
      addressEndpoints.update,
      {
        body: {
          ...input({ detail: '三号仓库', zipCode: '310012' }),
          addressId: second.addressId,
        },
      },
      { as: buyer },
    );
    expect(edited.ext).toMatchObject({ detail: '三号仓库', zipCode: '310012', isDefault: true });
    await api(ctx.app).call(
      addressEndpoints.remove,
      { body: { addressId: second.addressId } },
      { as: buyer },
    );
    rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0].isDefault).toBe(true);
  });

  it('refuses regions that are not a chain of areas, and a missing district', async () => {
    const cases = [
      input({ cityId: '320100' }),
      input({ districtId: '999999' }),
      input({ provinceId: '330100', cityId: '330000' }),
      input({ districtId: undefined, townId: town.id }),
    ];
    for (const body of cases) {
      const res = await api(ctx.app).call(addressEndpoints.add, { body }, { as: buyer });
      expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(/region is not valid/);
    }
    const noDistrict = await api(ctx.app).call(
      addressEndpoints.add,
      { body: input({ districtId: undefined }) },
      { as: buyer },
    );
    expect(noDistrict.msg).toMatch(/choose a district/);
    const badMobile = await api(ctx.app).call(
      addressEndpoints.add,
      { body: input({ mobile: '12345' }) },
      { as: buyer },
    );
    expect(badMobile.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(badMobile.msg).toMatch(/^mobile: Invalid mobile number/);
    expect(await list()).toHaveLength(1);
  });

  it('keeps at most 20 addresses', async () => {
    const start = (await list()).length;
    for (let i = start; i < 20; i++) {
      expect(
        (await api(ctx.app).call(addressEndpoints.add, { body: input({ detail: `${i} 号` }) }, { as: buyer }))
          .code,
      ).toBe(ErrorCode.OK);
    }
    const res = await api(ctx.app).call(addressEndpoints.add, { body: input() }, { as: buyer });
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toMatch(/at most 20/);
  });

  it('never lets another buyer see or change an address', async () => {
    const mine = (await list())[0]!;
    expect(await list(other)).toEqual([]);
    const as = { as: other };
    const attempts = [
      () =>
        api(ctx.app).call(
          addressEndpoints.update,
          { body: { ...input({ detail: 'hacked' }), addressId: mine.addressId } },
          as,
        ),
      () => api(ctx.app).call(addressEndpoints.remove, { body: { addressId: mine.addressId } }, as),
      () => api(ctx.app).call(addressEndpoints.setDefault, { body: { addressId: mine.addressId } }, as),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.code).toBe(ErrorCode.NOT_FOUND);
      expect(res.msg).toBe('The delivery address does not exist');
    }
    expect((await list())[0]).toEqual(mine);
  });
});
