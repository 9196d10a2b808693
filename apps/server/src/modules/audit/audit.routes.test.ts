import { centreCodes, ErrorCode, platformEndpoints } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { makeMerchant } from '../../../test/merchant-kit';
import { auditLog } from '../../db/schema/audit';
import { AuditRepository } from './audit.repository';

// The platform console's audit page (issue 33): the log listed and filtered, exported, its chain checked.

let ctx: TestContext;
let auditor: Buyer;
let reviewer: Buyer;
let reviewerId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  auditor = await sessionOf(ctx.app, db, '13900000012', centreCodes.platform);
  reviewer = await sessionOf(ctx.app, db, '13900000010', centreCodes.platform);
  reviewerId = reviewer.userId;
  const log = new AuditRepository(db);
  const platform = {
    actorUserId: reviewerId,
    onBehalfOfUserId: null,
    centre: 'platform' as const,
    shopId: null,
    address: '10.0.0.7',
  };
  await log.append(platform, {
    action: 'merchantApplication.approve',
    entityType: 'merchantApplication',
    entityId: 41,
    before: { status: 'submitted' },
    after: { status: 'approved', shopId: 9 },
  });
  await log.append(
    { ...platform, centre: 'merchant', shopId: 3, address: '10.0.0.8' },
    // A value a spreadsheet would run as a formula, and one with the CSV's own separators.
    { action: 'order.ship', entityType: 'order', entityId: '=HYPERLINK("x")', after: { note: 'a, "b"\nc' } },
  );
});
afterAll(async () => {
  await ctx?.close();
});

const listOf = (as: Buyer, query: Record<string, string | number> = {}) =>
  api(ctx.app).call(platformEndpoints.auditList, { query: { offset: 1, limit: 20, ...query } }, { as });

describe('the audit page', () => {
  it('lists the entries newest first with their actor, filtered by action, shop and console', async () => {
    const all = expectOk(await listOf(auditor));
    expect(all.rows.map((row) => row.action).slice(0, 2)).toEqual([
      'order.ship',
      'merchantApplication.approve',
    ]);
    expect(all.rows[1]).toMatchObject({
      actorUserId: reviewerId,
      actorMobile: '13900000010',
      centre: 'platform',
      address: '10.0.0.7',
      entityId: '41',
      after: '{"shopId":9,"status":"approved"}',
    });
    expect(expectOk(await listOf(auditor, { action: 'order.ship' })).rows.map((r) => r.entityType)).toEqual([
      'order',
    ]);
    expect(expectOk(await listOf(auditor, { shopId: 3 })).total).toBe(1);
    expect(
      expectOk(await listOf(auditor, { centre: 'platform', entityType: 'merchantApplication' })).total,
    ).toBe(1);
    expect(expectOk(await listOf(auditor, { from: '2000-01-01', to: '2000-01-01' })).total).toBe(0);
  });

  it('exports the selected entries as CSV a spreadsheet opens safely', async () => {
    const res = await ctx.app.inject({
      url: `/api${platformEndpoints.auditExport.path}?centre=merchant`,
      headers: { 'x-access-token': auditor.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [header, row, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,at,actorUserId,actorMobile,onBehalfOfUserId,centre,shopId,address,action,entityType,entityId,before,after,hash',
    );
    expect(row).toContain(
      `,${reviewerId},13900000010,,merchant,3,10.0.0.8,order.ship,order,"'=HYPERLINK(""x"")",,`,
    );
    expect(row).toContain('"{""note"":""a, \\""b\\""\\nc""}"');
    expect(end).toBe('');
  });

  it('checks the chain, and finds an entry edited in the database', async () => {
    const ok = expectOk(await api(ctx.app).call(platformEndpoints.auditVerify, {}, { as: auditor }));
    expect(ok.broken).toBeNull();
    expect(ok.entries).toBeGreaterThanOrEqual(2);
    const [first] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, '41'));
    await ctx.database.db.execute(sql`update audit_log set address = '10.9.9.9' where id = ${first!.id}`);
    const broken = expectOk(await api(ctx.app).call(platformEndpoints.auditVerify, {}, { as: auditor }));
    expect(broken.broken).toEqual({ id: first!.id, problem: 'edited' });
    await ctx.database.db.execute(sql`update audit_log set address = '10.0.0.7' where id = ${first!.id}`);
  });

  it('is refused to platform staff without the audit code, to a merchant and to a buyer', async () => {
    expectError(await listOf(reviewer), ErrorCode.FORBIDDEN);
    expectError(
      await api(ctx.app).call(platformEndpoints.auditVerify, {}, { as: reviewer }),
      ErrorCode.FORBIDDEN,
    );
    const merchant = await makeMerchant(ctx.app, ctx.database.db);
    expectError(await listOf(merchant), ErrorCode.FORBIDDEN);
    const buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
    expectError(await listOf(buyer), ErrorCode.FORBIDDEN);
    const export_ = await ctx.app.inject({
      url: `/api${platformEndpoints.auditExport.path}`,
      headers: { 'x-access-token': reviewer.token },
    });
    expect(export_.json().code).toBe(ErrorCode.FORBIDDEN);
  });
});
