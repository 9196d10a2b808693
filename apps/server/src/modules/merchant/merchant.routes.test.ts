import type { Locale } from '@mall/contracts';
import {
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  galleryEndpoints,
  merchantEndpoints,
  platformEndpoints,
} from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { licencePicture, merchantCompany, merchantContact } from '../../../test/merchant-kit';
import { viewPicture } from '../../../test/picture-kit';

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let classIds: number[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  alice = await makeBuyer(ctx.app, ctx.database.db);
  bob = await makeBuyer(ctx.app, ctx.database.db);
  const tree = (await api(ctx.app).call(catalogEndpoints.classTree)).ext;
  classIds = [tree[0].children[0].id, tree[1].children[0].id];
});
afterAll(async () => {
  await ctx?.close();
});

const company = merchantCompany;
const contact = merchantContact;

const myApplication = (who: Buyer, lang: Locale = 'en_US') =>
  api(ctx.app).call(merchantEndpoints.myApplication, {}, { as: who, lang });
// Both take what a test sends, bad steps and bodies included.
const save = (who: Buyer, step: string, data: object, lang: Locale = 'en_US') =>
  api(ctx.app).unchecked(merchantEndpoints.saveStep, { body: { step, data } }, { as: who, lang });
const submit = (who: Buyer, body: object = { agreed: true }, lang: Locale = 'en_US') =>
  api(ctx.app).unchecked(merchantEndpoints.submit, { body }, { as: who, lang });

/** A picture in the user's own gallery; answers its address. */
async function galleryPicture(who: Buyer): Promise<string> {
  return (await galleryFile(who)).fileUrl;
}

/** A picture in the user's own gallery: its id and address. */
const galleryFile = (who: Buyer) => licencePicture(ctx.app, who);

/** The bytes served at a picture's address to `who`'s browser, or null when it answers otherwise than 200. */
async function served(url: string, who: Buyer | null): Promise<Buffer | null> {
  const res = await viewPicture(ctx.app, url, who);
  return res.statusCode === 200 ? res.rawPayload : null;
}

describe('merchant onboarding', () => {
  it('has no application before the first step, and needs a session', async () => {
    expect((await myApplication(alice)).ext).toBeNull();
    const visitor = await api(ctx.app).call(merchantEndpoints.myApplication);
    expect(visitor.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('refuses invalid steps with translated messages naming the field', async () => {
    const cases: [object, RegExp, RegExp][] = [
      [
        company({ legalIdNumber: '1234' }),
        /^data\.legalIdNumber: ID number must be 15 or 18 digits/,
        /身份证号/,
      ],
      [
        company({ bankAccount: '1'.repeat(31) }),
        /^data\.bankAccount: Bank card number must be up to 30 digits/,
        /银行卡号/,
      ],
      [
        company({ creditCode: 'ABC' }),
        /^data\.creditCode: The unified social credit code/,
        /统一社会信用代码/,
      ],
    ];
    for (const [data, en, zh] of cases) {
      expect((await save(alice, 'company', data)).msg).toMatch(en);
      const res = await save(alice, 'company', data, 'zh_CN');
      expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(zh);
    }
    // A personal card must pass the Luhn check; a corporate account number need not.
    const luhn = await save(alice, 'company', company({ bankAccount: '4111111111111112' }));
    expect(luhn.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(luhn.msg).toMatch(/check digit/);
    const ru = await save(alice, 'contact', { ...contact, email: 'chen@' }, 'ru_RU');
    expect(ru.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(ru.msg).toMatch(/^data\.email: /);
    expect((await save(alice, 'contact', { ...contact, mobile: '12345678901' })).msg).toMatch(
      /^data\.mobile: Invalid mobile number/,
    );
    // Nothing was stored by the failures.
    expect((await myApplication(alice)).ext).toBeNull();
  });

  it('saves step by step in order, and resumes at the first unsaved step', async () => {
    const early = await save(alice, 'contact', contact);
    expect(early.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(early.msg).toBe('Please complete “Company information” first');

    const first = await save(
      alice,
      'company',
      company({ accountType: 'corporate', bankAccount: '3301040160000123' }),
    );
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.ext).toMatchObject({ status: 'draft', currentStep: 'contact', editable: true });
    expect((await save(alice, 'contact', { ...contact, phone: '0571-88886666' })).ext.currentStep).toBe(
      'licence',
    );

    const resumed = (await myApplication(alice)).ext!;
    expect(resumed.currentStep).toBe('licence');
    expect(resumed.company).toMatchObject({ companyName: '杭州测试电子有限公司', accountType: 'corporate' });
    expect(resumed.contact).toEqual({ ...contact, phone: '0571-88886666' });
    expect(resumed.licence).toBeNull();
  });

  it('takes licence pictures only from the caller’s own gallery', async () => {
    const bobsPicture = await galleryPicture(bob);
    const stolen = await save(alice, 'licence', { licenceUrls: [bobsPicture] });
    expect(stolen.code).toBe(ErrorCode.FORBIDDEN);
    expect(stolen.msg).toBe('Business licence pictures must be chosen from your own gallery');
    const outside = await save(alice, 'licence', { licenceUrls: ['https://evil.example/licence.png'] });
    expect(outside.code).toBe(ErrorCode.FORBIDDEN);
    const none = await save(alice, 'licence', { licenceUrls: [] }, 'zh_CN');
    expect(none.msg).toBe('data.licenceUrls：请上传营业执照图片');
    // Trying somebody else's picture showed it to nobody.
    expect(await served(bobsPicture, alice)).toBeNull();

    // The application shows the gallery picture itself, to the applicant and the platform only.
    const own = await galleryFile(alice);
    const galleryBytes = await served(own.fileUrl, alice);
    expect(galleryBytes).not.toBeNull();
    const saved = await save(alice, 'licence', { licenceUrls: [own.fileUrl, own.fileUrl] });
    expect(saved.code).toBe(ErrorCode.OK);
    expect(saved.ext.licence?.licenceUrls).toEqual([own.fileUrl]);
    const platform = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    expect(await served(own.fileUrl, platform)).toEqual(galleryBytes);
    expect(await served(own.fileUrl, bob)).toBeNull();
    expect(await served(own.fileUrl, null)).toBeNull();
    // Deleted from the gallery, it stays for the application.
    const deleted = await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [own.id] }, { as: alice });
    expect(deleted.ext).toEqual({ deleted: 1 });
    expect(await served(own.fileUrl, alice)).toEqual(galleryBytes);
    expect(await served(own.fileUrl, platform)).toEqual(galleryBytes);

    // Saved again with the picture it holds and a new one: both as given.
    const another = await galleryPicture(alice);
    const again = await save(alice, 'licence', { licenceUrls: [own.fileUrl, another] });
    expect(again.code).toBe(ErrorCode.OK);
    expect(again.ext.licence?.licenceUrls).toEqual([own.fileUrl, another]);
    // Somebody else's licence picture is not a picture of one's own.
    const dave = await makeBuyer(ctx.app, ctx.database.db);
    await save(dave, 'company', company());
    await save(dave, 'contact', contact);
    const borrowed = await save(dave, 'licence', { licenceUrls: [own.fileUrl] });
    expect(borrowed.code).toBe(ErrorCode.FORBIDDEN);
    // Dropped by the application, the deleted picture goes; the one still in the gallery stays there.
    const dropped = await save(alice, 'licence', { licenceUrls: [another] });
    expect(dropped.ext.licence?.licenceUrls).toEqual([another]);
    expect(await served(own.fileUrl, alice)).toBeNull();
    expect(await served(another, alice)).not.toBeNull();
    expect(await served(another, platform)).not.toBeNull();
  });

  it('shows the seeded licence pictures to their applicant and the platform only', async () => {
    const seller = await sessionOf(ctx.app, ctx.database.db, '13900000001');
    const [licence] = (await myApplication(seller)).ext?.licence?.licenceUrls ?? [];
    expect(licence).toMatch(/^\/files\/seed\/merchant\/licence-\d\.svg$/);
    expect(await served(licence!, seller)).not.toBeNull();
    const platform = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    expect(await served(licence!, platform)).not.toBeNull();
    const other = await sessionOf(ctx.app, ctx.database.db, '13800000002');
    expect(await served(licence!, other)).toBeNull();
    expect(await served(licence!, bob)).toBeNull();
    expect(await served(licence!, null)).toBeNull();
  });

  it('takes categories from the real product classes, named in the request language', async () => {
    const unknown = await save(alice, 'categories', { shopName: '测试店', classIds: [999999] });
    expect(unknown.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(unknown.msg).toMatch(/Invalid business category/);
    const saved = await save(alice, 'categories', { shopName: '测试电子旗舰店', classIds }, 'en_US');
    expect(saved.code).toBe(ErrorCode.OK);
    expect(saved.ext.currentStep).toBe('agreement');
    expect(saved.ext.categoryNames.map((c: { classId: number }) => c.classId)).toEqual(classIds);
    const tree = (await api(ctx.app).call(catalogEndpoints.classTree, {}, { lang: 'en_US' })).ext;
    expect(saved.ext.categoryNames[0].name).toBe(tree[0].children[0].name);
  });

  it('never shows or changes another user’s application', async () => {
    expect((await myApplication(bob)).ext).toBeNull();
    const bobs = await save(bob, 'company', company({ companyName: 'Bob 的公司' }));
    expect(bobs.code).toBe(ErrorCode.OK);
    expect((await myApplication(alice)).ext?.company?.companyName).toBe('杭州测试电子有限公司');
    expect((await myApplication(bob)).ext?.company?.companyName).toBe('Bob 的公司');
  });

  it('submits only with the agreement and is read-only while under review', async () => {
    const noAgreement = await submit(alice, { agreed: false });
    expect(noAgreement.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noAgreement.msg).toMatch(/^agreed: Please read and accept the merchant agreement/);
    const incomplete = await submit(bob);
    expect(incomplete.msg).toBe('Please complete “Contact” first');

    const submitted = await submit(alice);
    expect(submitted.code).toBe(ErrorCode.OK);
    expect(submitted.ext).toMatchObject({ status: 'submitted', editable: false });
    expect(submitted.ext.submitTime).not.toBeNull();

    const edit = await save(alice, 'contact', contact, 'zh_CN');
    expect(edit.code).toBe(ErrorCode.CONFLICT);
    expect(edit.msg).toBe('入驻申请正在审核中，暂不能修改');
    expect((await submit(alice)).code).toBe(ErrorCode.CONFLICT);
  });

  it('is approved or rejected by the platform; a rejected one can be edited and submitted again', async () => {
    // The platform console's review (merchant-review.routes.test.ts tests it in full).
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    const applicationId = (await myApplication(alice)).ext!.applicationId;
    const decide = (body: object) =>
      api(ctx.app).unchecked(platformEndpoints.merchantApplicationReview, { body }, { as: reviewer });
    expect((await decide({ applicationId, decision: 'reject', reason: ' ' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await decide({ applicationId, decision: 'reject', reason: '营业执照已过期' })).code).toBe(
      ErrorCode.OK,
    );
    const rejected = (await myApplication(alice)).ext!;
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: '营业执照已过期', editable: true });

    const edited = await save(alice, 'contact', { ...contact, contactName: '陈明亮' });
    expect(edited.ext).toMatchObject({ status: 'draft', reviewNote: '营业执照已过期' });
    expect((await submit(alice)).ext.status).toBe('submitted');
    expect((await decide({ applicationId, decision: 'approve' })).code).toBe(ErrorCode.OK);
    const approved = await save(alice, 'contact', contact);
    expect(approved.code).toBe(ErrorCode.CONFLICT);
    expect(approved.msg).toBe('The application has been approved and can no longer be changed');
  });

  it('seeds demo applications in the approved and rejected states', async () => {
    const seller = await sessionOf(ctx.app, ctx.database.db, '13900000001');
    expect((await myApplication(seller)).ext).toMatchObject({ status: 'approved', editable: false });
    const buyer = await sessionOf(ctx.app, ctx.database.db, '13800000002');
    const rejected = (await myApplication(buyer, 'zh_CN')).ext!;
    expect(rejected.status).toBe('rejected');
    expect(rejected.reviewNote).toMatch(/营业执照图片不清晰/);
  });
});

describe('financial service', () => {
  it('lists the seeded products in the request language', async () => {
    const zh = (await api(ctx.app).call(merchantEndpoints.financeProducts, {}, { lang: 'zh_CN' })).ext;
    const es = (await api(ctx.app).call(merchantEndpoints.financeProducts, {}, { lang: 'es' })).ext;
    expect(zh).toHaveLength(4);
    expect(zh[0]).toMatchObject({
      name: '订单融资',
      rateMin: '4.35',
      rateMax: '6.80',
      termMonths: [3, 6, 12],
      minAmount: '100000.00',
      maxAmount: '5000000.00',
    });
    expect(es[0].name).toBe('Financiación de pedidos');
  });

  const apply = (who: Buyer, extra: object = {}, lang: Locale = 'en_US') =>
    api(ctx.app).call(
      merchantEndpoints.financeApply,
      {
        body: {
          productId: 1,
          companyName: '杭州测试电子有限公司',
          contactName: '陈明',
          mobile: '13712345678',
          amount: '200000.00',
          termMonths: 6,
          note: '备货',
          ...extra,
        },
      },
      { as: who, lang },
    );
  const mine = (who: Buyer) =>
    api(ctx.app).call(
      merchantEndpoints.financeMyApplications,
      { query: { offset: '1', limit: '10' } },
      { as: who },
    );

  it('checks amount, term and fields, saves the application and lists it only for its owner', async () => {
    const visitor = await api(ctx.app).unchecked(merchantEndpoints.financeApply, { body: {} });
    expect(visitor.code).toBe(ErrorCode.TOKEN_INVALID);
    const low = await apply(bob, { amount: '5000' }, 'zh_CN');
    expect(low.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(low.msg).toBe('申请金额应在 ¥100000.00 至 ¥5000000.00 之间');
    const term = await apply(bob, { termMonths: 24 });
    expect(term.msg).toBe('The term must be one of 3 / 6 / 12 months');
    const mobile = await apply(bob, { mobile: '123' });
    expect(mobile.msg).toMatch(/^mobile: Invalid mobile number/);

    const saved = await apply(bob);
    expect(saved.code).toBe(ErrorCode.OK);
    expect(saved.ext).toMatchObject({
      productName: 'Order financing',
      amount: '200000.00',
      status: 'submitted',
    });
    const list = await mine(bob);
    expect(list.total).toBe(1);
    expect(list.rows[0].applicationId).toBe(saved.ext.applicationId);
    expect((await mine(alice)).total).toBe(0);
  });

  it('limits submissions per user per minute', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await apply(alice));
    expect(results.slice(0, 3).map((r) => r.code)).toEqual([0, 0, 0]);
    expect(results[3]!.code).toBe(ErrorCode.RATE_LIMITED);
    expect(results[3]!.msg).toMatch(/Too many attempts/);
    expect((await mine(alice)).total).toBe(3);
  });
});
