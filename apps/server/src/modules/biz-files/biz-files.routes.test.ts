import type { Locale } from '@mall/contracts';
import { catalogEndpoints, ErrorCode, galleryEndpoints, merchantEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer, makeProduct, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let applicant: Buyer;
let stranger: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  // 13800000002 has a seeded merchant application with a licence picture.
  applicant = await sessionOf(ctx.app, ctx.database.db, '13800000002');
  stranger = await makeBuyer(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const bizFiles = (who: Buyer | null, bizType: string, bizId: number | string, lang: Locale = 'en_US') =>
  api(ctx.app).unchecked(galleryEndpoints.bizFiles, { query: { bizType, bizId } }, { as: who, lang });

describe('GET /authen/file/bizfiles', () => {
  it('needs a session and a known object type', async () => {
    expect((await bizFiles(null, 'product', 111)).code).toBe(ErrorCode.TOKEN_INVALID);
    const bad = await bizFiles(stranger, 'order', 1);
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/^bizType: /);
    expect((await bizFiles(stranger, 'product', 'x')).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it("lists a product's pictures (public): the main picture, then its styles' pictures", async () => {
    const detail = await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: '111' } });
    const res = await bizFiles(stranger, 'product', 111);
    expect(res.code).toBe(ErrorCode.OK);
    const urls = res.ext.map((f: { fileUrl: string }) => f.fileUrl);
    expect(urls[0]).toBe(detail.ext.fild[0].fileUrl);
    for (const style of detail.ext.styles as { imageUrl: string }[])
      if (style.imageUrl) expect(urls).toContain(style.imageUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect(res.ext[0].fileName).toBe(detail.ext.productName);
  });

  it('answers 40400 for a product that does not exist or is off shelf', async () => {
    const off = await makeProduct(ctx.database.db, { status: 0 });
    const missing = await bizFiles(stranger, 'product', 2_000_000_000);
    expect(missing).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: 'The object does not exist' });
    expect(await bizFiles(stranger, 'product', off.id)).toEqual(missing);
  });

  it("shows a merchant application's licence pictures to its applicant only", async () => {
    const mine = await api(ctx.app).call(merchantEndpoints.myApplication, {}, { as: applicant });
    expect(mine.code).toBe(ErrorCode.OK);
    const { applicationId, licence } = mine.ext!;
    if (!licence) throw new Error('the seeded application has its licence');
    const own = await bizFiles(applicant, 'merchantLicence', applicationId);
    expect(own.code).toBe(ErrorCode.OK);
    expect(own.ext.map((f: { fileUrl: string }) => f.fileUrl)).toEqual(licence.licenceUrls);
    expect(own.ext[0].fileName).toMatch(/^licence-\d+\.svg$/);

    // Another user gets exactly the answer of an id that does not exist, in their language too.
    const foreign = await bizFiles(stranger, 'merchantLicence', applicationId);
    const unknown = await bizFiles(stranger, 'merchantLicence', 2_000_000_000);
    expect(foreign).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: 'The object does not exist' });
    expect(foreign).toEqual(unknown);
    expect((await bizFiles(stranger, 'merchantLicence', applicationId, 'zh_CN')).msg).toBe(
      '该业务对象不存在',
    );
  });
});
