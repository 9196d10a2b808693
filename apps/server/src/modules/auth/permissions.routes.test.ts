import {
  authEndpoints,
  buyerCentreCode,
  ErrorCode,
  galleryEndpoints,
  permissionCodes,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { addAddress, type Buyer } from '../../../test/buying-kit';
import type { TestContext } from '../../../test/helper';
import { permissionTests, refusedEn } from '../../../test/permissions-kit';
import { users } from '../../db/schema/account';
import { demoRoles, employeeWithheld } from '../../seed/data/accounts';

/**
 * Spec §6 permission codes: the seeded employee of the company buyer (13800000003) lacks quick order, its
 * import, pay, invoice and gallery delete; the company's main account (13800000001) holds the wildcard
 * (what each code guards is in permission-codes.routes.test.ts).
 */
const t = permissionTests();
const { withRole, actions } = t;
let ctx: TestContext;
let employee: Buyer;
let owner: Buyer;
let employeeAddress: number;
beforeAll(() => {
  ({ ctx, employee, owner, employeeAddress } = t.fixture);
});
const db = () => ctx.database.db;

const guarded = [
  'suggest',
  'check',
  'quickAdd',
  'import',
  'pay',
  'qrPay',
  'invoicePreview',
  'invoiceSubmit',
  'deleteFile',
  'deleteFolder',
] as const;

describe('permission codes (spec §6)', () => {
  it("answers the account's codes in the menu call: the role's for the employee, the wildcard for the main account", async () => {
    const mine = await api(ctx.app).call(authEndpoints.menus, {}, { as: employee });
    expect(mine.ext.permi).toEqual(demoRoles[0]!.permissions);
    for (const withheld of employeeWithheld) expect(mine.ext.permi).not.toContain(withheld);
    expect(mine.ext.permi).toContain(permissionCodes.orderCreate);
    expect(mine.ext.menus.length).toBeGreaterThan(0);
    expect((await api(ctx.app).call(authEndpoints.menus, {}, { as: owner })).ext.permi).toEqual(['*']);
  });

  it('refuses the employee every guarded action with 40300 and a translated message, changing nothing', async () => {
    const res = await actions(employee, employeeAddress);
    for (const key of guarded) {
      expect(res[key].code, key).toBe(ErrorCode.FORBIDDEN);
      expect(res[key].msg, key).toBe(refusedEn);
    }
    expect(res.orderWithoutInvoice).toBe(0);
    expect(res.upload).toBe(0);
    const files = await api(ctx.app).call(galleryEndpoints.files, {}, { as: employee });
    expect(files.total).toBe(1);
    const zh = await api(ctx.app).call(
      galleryEndpoints.deleteFiles,
      { body: [files.rows[0].id] },
      { as: employee, lang: 'zh_CN' },
    );
    expect(zh).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: '您的账号没有该操作的权限，请联系企业管理员',
    });
  });

  it('lets the main account of the same company do all of it (the wildcard)', async () => {
    const res = await actions(owner, await addAddress(ctx.app, owner));
    for (const key of guarded.filter((k) => k !== 'pay')) expect(res[key].code, key).toBe(ErrorCode.OK);
    // Past the permission check: the demo buyer has no payment password yet.
    expect(res.pay.code).not.toBe(ErrorCode.FORBIDDEN);
  });

  it('honours a role that holds the wildcard, and one code unlocks only its own action', async () => {
    const everything = await withRole(['*']);
    const all = await actions(everything, await addAddress(ctx.app, everything));
    for (const key of guarded) expect(all[key].code, `${key}: ${all[key].msg}`).toBe(ErrorCode.OK);

    const quickOnly = await withRole([permissionCodes.quickOrder, permissionCodes.orderCreate]);
    const some = await actions(quickOnly, await addAddress(ctx.app, quickOnly));
    for (const key of ['suggest', 'check', 'quickAdd'] as const)
      expect(some[key].code, key).toBe(ErrorCode.OK);
    for (const key of guarded.filter((k) => !['suggest', 'check', 'quickAdd'].includes(k)))
      expect(some[key].code, key).toBe(ErrorCode.FORBIDDEN);
  });

  it('gives a session in a centre the user is not a member of no codes', async () => {
    const [user] = await db().select().from(users).where(eq(users.mobile, '13900000001'));
    const token = await ctx.app.services.sessions.create({ userId: user!.id, subsysCode: buyerCentreCode });
    const who = { token, userId: user!.id, custId: user!.custId };
    const res = await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [1] }, { as: who });
    expect(res.code).toBe(ErrorCode.FORBIDDEN);
  });
});

/** Every menu name of a menu tree, groups included. */
