import {
  catalogEndpoints,
  centreCodes,
  ErrorCode,
  type MerchantSaveStep,
  merchantEndpoints,
  platformEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { licencePicture, merchantCompany, merchantContact } from '../../../test/merchant-kit';
import { viewPicture } from '../../../test/picture-kit';
import { userCentres } from '../../db/schema/account';
import { auditLog } from '../../db/schema/audit';
import { shops } from '../../db/schema/catalog';
import { AuditRepository } from '../audit';

// The platform console's review of merchant applications (issue 33), against the demo seed's platform: its
// main account 13900000000 and its staff 13900000010 (商家审核) and 13900000012 (审计员, no review code).

let ctx: TestContext;
let admin: Buyer;
let reviewer: Buyer;
let auditor: Buyer;
let classIds: number[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  admin = await sessionOf(ctx.app, db, '13900000000', centreCodes.platform);
  reviewer = await sessionOf(ctx.app, db, '13900000010', centreCodes.platform);
  auditor = await sessionOf(ctx.app, db, '13900000012', centreCodes.platform);
  const tree = (await api(ctx.app).call(catalogEndpoints.classTree)).ext;
  classIds = [tree[0].children[0].id, tree[1].children[0].id];
});
afterAll(async () => {
  await ctx?.close();
});

let applicants = 0;
/** A new buyer who fills every step of the onboarding wizard and, unless asked not to, submits it. */
async function applicant(options: { submit?: boolean } = {}) {
  applicants += 1;
  const who = await makeBuyer(ctx.app, ctx.database.db);
  const file = { ext: await licencePicture(ctx.app, who) };
  const companyName = `审核测试贸易有限公司${applicants}`;
  const steps: MerchantSaveStep[] = [
    { step: 'company', data: merchantCompany({ companyName }) },
    { step: 'contact', data: merchantContact },
    { step: 'licence', data: { licenceUrls: [file.ext.fileUrl] } },
    {
      step: 'categories',
      data: { shopName: `审核测试旗舰店${applicants}`, classIds, intro: '办公用品批发' },
    },
  ] as const;
  for (const body of steps) {
    const saved = await api(ctx.app).call(merchantEndpoints.saveStep, { body }, { as: who });
    expect(saved.code, body.step).toBe(ErrorCode.OK);
  }
  if (options.submit !== false)
    expect(
      (await api(ctx.app).call(merchantEndpoints.submit, { body: { agreed: true } }, { as: who })).code,
    ).toBe(ErrorCode.OK);
  const mine = await api(ctx.app).call(merchantEndpoints.myApplication, {}, { as: who });
  return { who, companyName, applicationId: mine.ext?.applicationId ?? 0, licenceUrl: file.ext.fileUrl };
}

const review = (as: Buyer, body: Parameters<typeof platformApi>[0]) => platformApi(body, as);
function platformApi(
  body:
    | { applicationId: number; decision: 'approve' }
    | { applicationId: number; decision: 'reject'; reason: string },
  as: Buyer,
) {
  return api(ctx.app).call(platformEndpoints.merchantApplicationReview, { body }, { as, lang: 'en_US' });
}
const entriesOf = (applicationId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'merchantApplication'), eq(auditLog.entityId, String(applicationId))));

describe('the platform review of merchant applications', () => {
  it('lists applications waiting first, finds one by a word, and shows it with its licence', async () => {
    const alice = await applicant();
    const draft = await applicant({ submit: false });
    const list = await api(ctx.app).call(
      platformEndpoints.merchantApplicationList,
      { query: {} },
      { as: reviewer },
    );
    expect(list.code).toBe(ErrorCode.OK);
    expect(list.rows[0]?.status).toBe('submitted');
    expect(list.rows.map((r) => r.applicationId)).toContain(alice.applicationId);
    expect(list.rows.map((r) => r.applicationId)).not.toContain(draft.applicationId);
    const found = await api(ctx.app).call(
      platformEndpoints.merchantApplicationList,
      { query: { keyword: alice.companyName, status: 'submitted' } },
      { as: reviewer },
    );
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      applicationId: alice.applicationId,
      companyName: alice.companyName,
    });
    const detail = await api(ctx.app).call(
      platformEndpoints.merchantApplicationDetail,
      { query: { applicationId: alice.applicationId } },
      { as: reviewer, lang: 'ru_RU' },
    );
    expect(detail.ext).toMatchObject({
      status: 'submitted',
      userId: alice.who.userId,
      shopId: null,
      licence: { licenceUrls: [alice.licenceUrl] },
    });
    // The licence is not public: the reviewer and its applicant see it, privately; a visitor, a buyer and
    // another applicant get the answer of a missing file.
    for (const who of [reviewer, alice.who]) {
      const seen = await viewPicture(ctx.app, alice.licenceUrl, who);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['cache-control']).toMatch(/^private/);
    }
    for (const who of [null, await makeBuyer(ctx.app, ctx.database.db), draft.who]) {
      expect((await viewPicture(ctx.app, alice.licenceUrl, who)).statusCode).toBe(404);
    }
    // A draft is its applicant's own until submitted.
    const hidden = await api(ctx.app).call(
      platformEndpoints.merchantApplicationDetail,
      { query: { applicationId: draft.applicationId } },
      { as: reviewer, lang: 'en_US' },
    );
    expect(hidden.code).toBe(ErrorCode.NOT_FOUND);
    expect(hidden.msg).toBe('The merchant application does not exist');
  });

  it('refuses other centres and a platform role without the code, deciding nothing', async () => {
    const { applicationId } = await applicant();
    const db = ctx.database.db;
    const platformAsBuyer = await sessionOf(ctx.app, db, '13900000000');
    const merchant = await sessionOf(ctx.app, db, '13900000001', centreCodes.merchant);
    const buyer = await makeBuyer(ctx.app, db);
    for (const [who, code] of [
      [platformAsBuyer, ErrorCode.FORBIDDEN],
      [merchant, ErrorCode.FORBIDDEN],
      [buyer, ErrorCode.FORBIDDEN],
      [auditor, ErrorCode.FORBIDDEN],
    ] as const) {
      expect((await review(who, { applicationId, decision: 'approve' })).code).toBe(code);
      const listed = await api(ctx.app).call(
        platformEndpoints.merchantApplicationList,
        { query: {} },
        { as: who },
      );
      expect(listed.code).toBe(code);
    }
    const anonymous = await api(ctx.app).unchecked(platformEndpoints.merchantApplicationReview, {
      body: { applicationId, decision: 'approve' },
    });
    expect(anonymous.code).toBe(ErrorCode.TOKEN_INVALID);
    const wrongCentre = await review(merchant, { applicationId, decision: 'approve' });
    expect(wrongCentre.msg).toMatch(/merchant workbench or platform console/);
    expect((await review(reviewer, { applicationId: 99_999_999, decision: 'approve' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const reasonless = await api(ctx.app).unchecked(
      platformEndpoints.merchantApplicationReview,
      { body: { applicationId, decision: 'reject', reason: '   ' } },
      { as: reviewer },
    );
    expect(reasonless.code).toBe(ErrorCode.VALIDATION_FAILED);
    const still = await api(ctx.app).call(
      platformEndpoints.merchantApplicationDetail,
      { query: { applicationId } },
      { as: reviewer },
    );
    expect(still.ext.status).toBe('submitted');
    expect(await entriesOf(applicationId)).toEqual([]);
  });

  it('approves once: the shop opens, the applicant gets the seller centre, the audit log says who', async () => {
    const alice = await applicant();
    const approved = await review(reviewer, { applicationId: alice.applicationId, decision: 'approve' });
    expect(approved.code).toBe(ErrorCode.OK);
    expect(approved.ext.status).toBe('approved');
    const shopId = approved.ext.shopId;
    expect(shopId).toEqual(expect.any(Number));
    const [shop] = await ctx.database.db
      .select()
      .from(shops)
      .where(eq(shops.id, shopId ?? 0));
    expect(shop).toMatchObject({ custId: alice.who.custId, description: '办公用品批发' });
    expect(shop?.shopName).toMatch(/^审核测试旗舰店\d+$/);
    const centres = await ctx.database.db
      .select()
      .from(userCentres)
      .where(eq(userCentres.userId, alice.who.userId));
    expect(centres.map((c) => [c.subsysCode, c.roleId]).sort()).toEqual(
      [
        [centreCodes.buyer, null],
        [centreCodes.merchant, null],
      ].sort(),
    );
    // The applicant's own page says so.
    const mine = await api(ctx.app).call(merchantEndpoints.myApplication, {}, { as: alice.who });
    expect(mine.ext?.status).toBe('approved');
    // A second decision is refused: the application is no longer under review.
    const again = await review(admin, {
      applicationId: alice.applicationId,
      decision: 'reject',
      reason: '重复',
    });
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(again.msg).toMatch(/no longer waiting for review/);
    const entries = await entriesOf(alice.applicationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: reviewer.userId,
      onBehalfOfUserId: null,
      centre: 'platform',
      action: 'merchantApplication.approve',
      before: '{"reviewNote":"","status":"submitted"}',
      after: `{"reviewNote":"","shopId":${shopId},"status":"approved"}`,
    });
    expect((await new AuditRepository(ctx.database.db).verify()).broken).toBeNull();
  });

  it('refuses with a reason the applicant reads, who corrects the application and sends it again', async () => {
    const bob = await applicant();
    const refused = await review(reviewer, {
      applicationId: bob.applicationId,
      decision: 'reject',
      reason: '营业执照照片不清晰，请重新上传',
    });
    expect(refused.ext).toMatchObject({ status: 'rejected', shopId: null });
    const mine = await api(ctx.app).call(merchantEndpoints.myApplication, {}, { as: bob.who });
    expect(mine.ext).toMatchObject({
      status: 'rejected',
      reviewNote: '营业执照照片不清晰，请重新上传',
      editable: true,
    });
    expect(await ctx.database.db.select().from(shops).where(eq(shops.custId, bob.who.custId))).toEqual([]);
    // Corrected and sent again: waiting for review once more.
    const resubmitted = await api(ctx.app).call(
      merchantEndpoints.submit,
      { body: { agreed: true } },
      { as: bob.who },
    );
    expect(resubmitted.ext.status).toBe('submitted');
    const found = await api(ctx.app).call(
      platformEndpoints.merchantApplicationList,
      { query: { keyword: bob.companyName } },
      { as: reviewer },
    );
    expect(found.rows.map((r) => r.status)).toEqual(['submitted']);
  });

  it('gives one decision when two reviewers decide at the same moment', async () => {
    const carol = await applicant();
    const results = await Promise.all([
      review(reviewer, { applicationId: carol.applicationId, decision: 'approve' }),
      review(admin, { applicationId: carol.applicationId, decision: 'reject', reason: '资料不全' }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([ErrorCode.OK, ErrorCode.CONFLICT].sort());
    expect(await entriesOf(carol.applicationId)).toHaveLength(1);
    const opened = await ctx.database.db.select().from(shops).where(eq(shops.custId, carol.who.custId));
    expect(opened).toHaveLength(
      results.some((r) => r.code === ErrorCode.OK && r.ext.status === 'approved') ? 1 : 0,
    );
  });
});
