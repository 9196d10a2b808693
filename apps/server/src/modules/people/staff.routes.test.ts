import {
  accountEndpoints,
  authEndpoints,
  centreCodes,
  platformPermissionCodes as codes,
  devEndpoints,
  ErrorCode,
  peopleEndpoints,
  platformEndpoints,
  registerEndpoints,
  type StaffRoleInput,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { encryptSec, passwordLogin } from '../../../test/auth-helper';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { auditLog } from '../../db/schema/audit';

// The platform's staff and their roles (issue 33): invited by mobile with a role (a new number sets its own
// password through the forgot-password code), given another role or removed; roles built from the platform
// codes. Withdrawn codes end the holder's sessions, and no change leaves nobody able to manage the staff.

let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', env: { MALL_DEV_OUTBOX: '1' } });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const client = () => api(ctx.app);
const staffList = async (as = admin) => expectOk(await client().call(peopleEndpoints.staffList, {}, { as }));
const roleList = async () => expectOk(await client().call(peopleEndpoints.roleList, {}, { as: admin }));
const saveRole = (body: StaffRoleInput, as = admin, lang: 'zh_CN' | 'en_US' = 'en_US') =>
  client().call(peopleEndpoints.roleSave, { body }, { as, lang });
const invite = (mobile: string, roleId: number, as = admin, name = '新员工') =>
  client().call(peopleEndpoints.staffInvite, { body: { mobile, name, roleId } }, { as, lang: 'en_US' });
const signedIn = async (token: string) =>
  (await client().call(accountEndpoints.userInfo, {}, { token })).code === ErrorCode.OK;
const platformLogin = (mobile: string, password: string) =>
  passwordLogin(ctx.app, mobile, password, {}, { subsysCode: centreCodes.platform });

describe('the staff and the roles', () => {
  it('lists the main account first, then each staff member with their role', async () => {
    const list = await staffList();
    expect(list[0]).toMatchObject({ mobile: '13900000000', roleId: null, roleName: null, isSelf: true });
    expect(list.slice(1).map((member) => [member.mobile, member.roleName])).toEqual([
      ['13900000010', '商家审核'],
      ['13900000011', '内容运营'],
      ['13900000012', '审计员'],
    ]);
    const roles = await roleList();
    expect(roles.find((role) => role.roleName === '审计员')).toMatchObject({
      permissions: [codes.auditView],
      holders: 1,
    });
  });

  it('invites a new number with a role: it sets its own password and sees only what the role holds', async () => {
    const role = expectOk(
      await saveRole({ roleName: '审计与参数', permissions: [codes.auditView, codes.configEdit] }),
    );
    expect(role).toMatchObject({ holders: 0, permissions: [codes.auditView, codes.configEdit] });
    const mobile = '13700008801';
    const invited = expectOk(await invite(mobile, role.roleId));
    expect(invited).toMatchObject({
      newAccount: true,
      codeSent: true,
      staff: { mobile, userName: '新员工', roleName: '审计与参数' },
    });
    // Nobody knows the new account's password: the SMS code is the only way in.
    expectError(await platformLogin(mobile, 'demo1234'), ErrorCode.LOGIN_FAILED);
    const sent = expectOk(await client().call(devEndpoints.outbox, { query: { mobile } }));
    expect(sent.map((entry) => entry.purpose)).toEqual(['forget']);
    expectOk(
      await client().call(registerEndpoints.forgetPassword, {
        body: { mobile, smsCode: sent[0]?.code ?? '', sec: await encryptSec(ctx.app, 'Staff2024ok') },
      }),
    );
    const token = expectOk(await platformLogin(mobile, 'Staff2024ok'));
    const menus = expectOk(await client().call(authEndpoints.menus, {}, { token }));
    expect([...menus.permi].sort()).toEqual([codes.auditView, codes.configEdit].sort());
    expectOk(await client().call(platformEndpoints.configParamList, {}, { token }));
    expectError(
      await client().call(platformEndpoints.merchantApplicationList, { query: {} }, { token }),
      ErrorCode.FORBIDDEN,
    );
    expectError(await client().call(peopleEndpoints.staffList, {}, { token }), ErrorCode.FORBIDDEN);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.entityId, String(invited.staff.userId))));
    expect(entry?.after).toContain('"newAccount":true');
    expect((await roleList()).find((item) => item.roleId === role.roleId)?.holders).toBe(1);
  });

  it('refuses numbers of other customers, members already on the staff and roles not the platform’s', async () => {
    const auditor = (await roleList()).find((role) => role.roleName === '审计员')?.roleId ?? 0;
    expect(expectError(await invite('13800000001', auditor), ErrorCode.CONFLICT)).toContain('another');
    expect(expectError(await invite('13900000010', auditor), ErrorCode.CONFLICT)).toContain('already');
    // Role 1 is the company buyer's own role (buyer centre).
    expectError(await invite('13700008802', 1), ErrorCode.NOT_FOUND);
    expectError(await invite('1370000880', auditor), ErrorCode.VALIDATION_FAILED);
    expectError(await invite('13700008802', auditor, admin, '  '), ErrorCode.VALIDATION_FAILED);
    expect((await staffList()).map((member) => member.mobile)).not.toContain('13700008802');
  });

  it('changes a role, ending the sessions of a member whose codes were withdrawn', async () => {
    const roles = await roleList();
    const content = roles.find((role) => role.roleName === '内容运营')?.roleId ?? 0;
    const auditorSession = await sessionOf(ctx.app, ctx.database.db, '13900000012', centreCodes.platform);
    expect(await signedIn(auditorSession.token)).toBe(true);
    const changed = expectOk(
      await client().call(
        peopleEndpoints.staffSetRole,
        { body: { userId: auditorSession.userId, roleId: content } },
        { as: admin },
      ),
    );
    expect(changed.roleName).toBe('内容运营');
    expect(await signedIn(auditorSession.token)).toBe(false);
    const fresh = await sessionOf(ctx.app, ctx.database.db, '13900000012', centreCodes.platform);
    expectError(await client().call(platformEndpoints.auditVerify, {}, { as: fresh }), ErrorCode.FORBIDDEN);
    const self = await client().call(
      peopleEndpoints.staffSetRole,
      { body: { userId: admin.userId, roleId: content } },
      { as: admin, lang: 'zh_CN' },
    );
    expect(expectError(self, ErrorCode.CONFLICT)).toBe('不能对自己的账号执行这个操作');
  });

  it('removes a member from the platform centre: their sessions end and they cannot sign in to it', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    expectOk(
      await client().call(peopleEndpoints.staffRemove, { body: { userId: reviewer.userId } }, { as: admin }),
    );
    expect(await signedIn(reviewer.token)).toBe(false);
    expectError(await platformLogin('13900000010', 'demo1234'), ErrorCode.FORBIDDEN);
    expect((await staffList()).map((member) => member.mobile)).not.toContain('13900000010');
    expectError(
      await client().call(peopleEndpoints.staffRemove, { body: { userId: reviewer.userId } }, { as: admin }),
      ErrorCode.NOT_FOUND,
    );
  });

  it('keeps an active account able to manage the staff, whatever the order of the changes', async () => {
    const role = expectOk(
      await saveRole({ roleName: '人事管理', permissions: [codes.staffManage, codes.userManage] }),
    );
    const invited = expectOk(await invite('13700008803', role.roleId));
    const keeper = await sessionOf(ctx.app, ctx.database.db, '13700008803', centreCodes.platform);
    // The main account frozen: the new role's one holder is the last who can manage the staff.
    expectOk(
      await client().call(peopleEndpoints.userFreeze, { body: { userId: admin.userId } }, { as: keeper }),
    );
    const withdraw = { roleId: role.roleId, roleName: '人事管理', permissions: [codes.userManage] };
    expect(expectError(await saveRole(withdraw, keeper), ErrorCode.CONFLICT)).toContain(
      'manage the platform staff',
    );
    expectError(
      await client().call(peopleEndpoints.roleDelete, { body: { roleId: role.roleId } }, { as: keeper }),
      ErrorCode.CONFLICT,
    );
    expectError(
      await client().call(
        peopleEndpoints.staffRemove,
        { body: { userId: invited.staff.userId } },
        { as: keeper },
      ),
      ErrorCode.CONFLICT,
    );
    expectOk(
      await client().call(peopleEndpoints.userRestore, { body: { userId: admin.userId } }, { as: keeper }),
    );
    admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
    // The main account back: the role may give the code up, and its holder's sessions end.
    expectOk(await saveRole(withdraw));
    expect(await signedIn(keeper.token)).toBe(false);
  });

  it('names roles once, and deletes only a role nobody holds', async () => {
    const taken = await saveRole({ roleName: '审计员', permissions: [codes.auditView] }, admin, 'zh_CN');
    expect(expectError(taken, ErrorCode.CONFLICT)).toBe('已有同名角色');
    expectError(await saveRole({ roleName: '空角色', permissions: [] }), ErrorCode.VALIDATION_FAILED);
    expectError(
      await saveRole({ roleName: '越权', permissions: ['shop:product:edit' as never] }),
      ErrorCode.VALIDATION_FAILED,
    );
    const held = (await roleList()).find((role) => role.roleName === '内容运营');
    const inUse = await client().call(
      peopleEndpoints.roleDelete,
      { body: { roleId: held?.roleId ?? 0 } },
      { as: admin, lang: 'en_US' },
    );
    expect(expectError(inUse, ErrorCode.CONFLICT)).toContain('2 staff members');
    const spare = expectOk(await saveRole({ roleName: '临时', permissions: [codes.feedbackReply] }));
    const renamed = expectOk(
      await saveRole({ roleId: spare.roleId, roleName: '临时客服', permissions: [codes.feedbackReply] }),
    );
    expect(renamed.roleName).toBe('临时客服');
    expectOk(
      await client().call(peopleEndpoints.roleDelete, { body: { roleId: spare.roleId } }, { as: admin }),
    );
    expect((await roleList()).map((role) => role.roleId)).not.toContain(spare.roleId);
    const entries = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(spare.roleId)));
    expect(entries.map((entry) => entry.action).filter((action) => action.startsWith('staffRole'))).toEqual([
      'staffRole.create',
      'staffRole.update',
      'staffRole.delete',
    ]);
  });
});

describe('who may', () => {
  it('refuses staff without the staff code, and sessions of other centres', async () => {
    const content = await sessionOf(ctx.app, ctx.database.db, '13900000011', centreCodes.platform);
    const buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
    const adminAsBuyer = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    for (const as of [content, buyer, adminAsBuyer]) {
      expectError(await client().call(peopleEndpoints.staffList, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await client().call(peopleEndpoints.roleList, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await invite('13700008809', 5, as), ErrorCode.FORBIDDEN);
      expectError(
        await client().call(peopleEndpoints.staffSetRole, { body: { userId: 2, roleId: 5 } }, { as }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(peopleEndpoints.staffRemove, { body: { userId: content.userId } }, { as }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await saveRole({ roleName: '越权', permissions: [codes.staffManage] }, as),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(peopleEndpoints.roleDelete, { body: { roleId: 5 } }, { as }),
        ErrorCode.FORBIDDEN,
      );
    }
    expect((await roleList()).map((role) => role.roleName)).not.toContain('越权');
  });
});
