import {
  type AnyEndpoint,
  authEndpoints,
  catalogEndpoints,
  contentEndpoints,
  ErrorCode,
  galleryEndpoints,
  hallsEndpoints,
  orderEndpoints,
  quickOrderEndpoints,
} from '@mall/contracts';
import type { Reply } from '@mall/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api';
import { type Buyer, makeProduct, sessionOf } from '../test/buying-kit';
import { createTestContext, type TestContext } from '../test/helper';
import { Bitmap, encodePng } from './lib/png';

/*
 * SQL in what users type (docs/security.md, ASVS 1.2.4): every query is parameterised (Drizzle), so quotes,
 * comments and SQL keywords in search words and filters are searched for as text. A query built by pasting
 * text would answer everything, fail with 50000, or lose a table.
 */

let ctx: TestContext;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
  // One picture in the buyer's gallery, so that its search has something to find.
  const folder = await api(ctx.app).call(
    galleryEndpoints.addFolder,
    { body: { name: 'docs', pid: 0 } },
    { as: buyer },
  );
  const picture = encodePng(new Bitmap(2, 2));
  const uploaded = await api(ctx.app).upload(
    galleryEndpoints.upload,
    { fields: { folderId: folder.ext.id }, files: [{ name: 'label.png', bytes: picture }] },
    { as: buyer },
  );
  if (uploaded.code !== 0) throw new Error(uploaded.msg);
});
afterAll(async () => {
  await ctx?.close();
});

const payloads = [
  "' or '1'='1",
  "' or 1=1 --",
  "%' or '%'='",
  '" or ""="',
  "1') or ('1'='1",
  "x'; drop table products; --",
  "'||(select password_hash from users limit 1)||'",
  "\\' or 1=1 /*",
];

/** Every list a user can search or filter with free text, as a visitor or as the signed-in buyer. */
const searches: {
  name: string;
  endpoint: AnyEndpoint;
  param: string;
  signedIn?: boolean;
  everything?: string;
}[] = [
  { name: 'products', endpoint: catalogEndpoints.productList, param: 'searchkey' },
  { name: 'product facets', endpoint: catalogEndpoints.productFacets, param: 'searchkey' },
  { name: 'products of a region', endpoint: catalogEndpoints.productList, param: 'areaName' },
  { name: 'shops', endpoint: catalogEndpoints.shopList, param: 'searchkey' },
  { name: 'brands', endpoint: catalogEndpoints.brandList, param: 'searchkey' },
  { name: 'purchase demands', endpoint: catalogEndpoints.demandList, param: 'searchkey' },
  { name: 'suppliers', endpoint: hallsEndpoints.supplierList, param: 'searchkey' },
  { name: 'news', endpoint: contentEndpoints.newsList, param: 'searchkey' },
  { name: 'my orders', endpoint: orderEndpoints.list, param: 'searchkey', signedIn: true },
  {
    name: 'quick-order suggestions',
    endpoint: quickOrderEndpoints.suggest,
    param: 'keyword',
    signedIn: true,
    everything: '1',
  },
  { name: 'my gallery', endpoint: galleryEndpoints.files, param: 'fileName', signedIn: true },
];

type Answer = Reply<AnyEndpoint>;
const search = (s: (typeof searches)[number], text: string) =>
  api(ctx.app).unchecked(
    s.endpoint,
    { rawQuery: `${s.param}=${encodeURIComponent(text)}` },
    { as: s.signedIn ? buyer : null },
  );
/** How many things an answer lists (pages: total; lists: their length; facets: the brands counted). */
const sizeOf = (res: Answer): number =>
  Array.isArray(res.rows)
    ? (res.total ?? 0)
    : Array.isArray(res.ext)
      ? res.ext.length
      : Array.isArray(res.ext?.brands)
        ? res.ext.brands.length
        : 0;

describe('SQL in search words and filters', () => {
  it('is searched for as text: nothing more is found, nothing fails, no table is touched', async () => {
    const everything = new Map<string, number>();
    for (const s of searches) {
      const res = await search(s, s.everything ?? '');
      expect(res.code, `${s.name}: ${res.msg}`).toBe(ErrorCode.OK);
      everything.set(s.name, sizeOf(res));
    }
    // Every list has something to find, so "found everything" would show.
    for (const [name, size] of everything) expect(size, name).toBeGreaterThan(0);

    for (const s of searches) {
      for (const text of payloads) {
        const res = await search(s, text);
        expect(res.code, `${s.name} ${text}: ${res.msg}`).toBe(ErrorCode.OK);
        // Nothing in the data holds these texts: a pasted query would have found everything instead.
        expect(sizeOf(res), `${s.name} ${text}`).toBe(0);
        expect(JSON.stringify(res), `${s.name} ${text}`).not.toMatch(/\$argon2|password_hash/);
      }
    }
    // Nothing was dropped or changed on the way.
    for (const s of searches)
      expect(sizeOf(await search(s, s.everything ?? '')), s.name).toBe(everything.get(s.name));
  });

  it('finds a product whose name and code hold quotes and SQL words, by those words', async () => {
    const name = `O'Neil "老字号" 酱油; drop table --`;
    const product = await makeProduct(ctx.database.db, { name, model: `SQL-'Q"1` });
    const byName = await api(ctx.app).call(catalogEndpoints.productList, { query: { searchkey: "O'Neil" } });
    expect(byName.rows.map((r: { productId: number }) => r.productId)).toContain(product.id);
    const suggested = await api(ctx.app).call(
      quickOrderEndpoints.suggest,
      { query: { keyword: `sql-'q"` } },
      { as: buyer },
    );
    expect(suggested.ext.map((s: { code: string }) => s.code)).toEqual([`SQL-'Q"1`]);
  });

  it('refuses SQL in sort and order parameters (they name columns, so only listed values pass)', async () => {
    for (const [endpoint, query] of [
      [catalogEndpoints.productList, 'sort=price;drop table products'],
      [catalogEndpoints.productList, 'sort=price&order=asc,(select 1)'],
      [catalogEndpoints.demandList, 'sort=deadline desc--'],
      [galleryEndpoints.files, 'sort=createTime;select 1'],
    ] as const) {
      const res = await api(ctx.app).unchecked(
        endpoint,
        { rawQuery: query.replace(/ /g, '%20') },
        { as: buyer },
      );
      expect(res.code, `${endpoint.path}?${query}`).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('refuses a body that would reach object prototypes, and a parameter given twice', async () => {
    for (const payload of [
      '{"qrId":"x","pollKey":"y","__proto__":{"polluted":1}}',
      '{"qrId":"x","pollKey":"y","constructor":{"prototype":{"polluted":1}}}',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api${authEndpoints.qrState.path}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.json().code, payload).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
    // One value per parameter: a repeated one is not silently split between two readers.
    for (const [endpoint, query] of [
      [catalogEndpoints.productDetail, 'productId=1&productId=2'],
      [catalogEndpoints.productList, 'searchkey=a&searchkey=b'],
    ] as const)
      expect((await api(ctx.app).unchecked(endpoint, { rawQuery: query })).code, query).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
  });
});
