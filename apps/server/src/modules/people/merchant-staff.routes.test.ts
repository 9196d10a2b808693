import {
  accountEndpoints,
  authEndpoints,
  centreCodes,
  merchantPermissionCodes as codes,
  devEndpoints,
  ErrorCode,
  merchantStaffEndpoints as ep,
  type MerchantStaffRoleInput,
  platformPermissionCodes,
  registerEndpoints,
  shopProductEndpoints,
  workbenchEndpoints,
} from '@mall/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { encryptSec, passwordLogin } from '../../../test/auth-helper';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { roles, users } from '../../db/schema/account';
import { auditLog } from '../../db/schema/audit';
import { shops } from '../../db/schema/catalog';

// A shop's own staff in the merchant workbench (issue 33): the platform's staff rules in the merchant's scope.
// The demo merchant invites by mobile with roles of merchant codes; a staff member signs in to the same shop
// with its role's codes only; a second merchant never sees or touches the first's staff or roles.

let ctx: TestContext;
let owner: Buyer; // 13900000001, the demo shop's main account in the seller centre
let shopId: number;
let other: Merchant; // a second shop, its main account
let shipperRole: number;
let shipper: { userId: number; mobile: string };

const client = () => api(ctx.app);
const db = () => ctx.database.db;
const saveRole = (body: MerchantStaffRoleInput, as: Buyer = owner, lang: 'zh_CN' | 'en_US' = 'en_US') =>
  client().call(ep.roleSave, { body }, { as, lang });
/** Invitations come from addresses of their own (each address may invite ten a minute) unless `ip` is given. */
let addresses = 0;
const invite = (mobile: string, roleId: number, as: Buyer = owner, name = '店员', ip?: string) => {
  addresses += 1;
  return client().call(
    ep.invite,
    { body: { mobile, name, roleId } },
    { as, lang: 'en_US', ip: ip ?? `10.9.0.${addresses}` },
  );
};
const staffList = async (as: Buyer = owner) => expectOk(await client().call(ep.list, {}, { as }));
const roleList = async (as: Buyer = owner) => expectOk(await client().call(ep.roleList, {}, { as }));
const signedIn = async (token: string) =>
  (await client().call(accountEndpoints.userInfo, {}, { token })).code === ErrorCode.OK;
const sellerLogin = (mobile: string, password: string) =>
  passwordLogin(ctx.app, mobile, password, {}, { subsysCode: centreCodes.merchant });
/** A mobile no seeded or earlier test account has. */
const freshMobile = (n: number) => `1370000${String(9900 + n)}`;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', env: { MALL_DEV_OUTBOX: '1' } });
  owner = await sessionOf(ctx.app, db(), '13900000001', centreCodes.merchant);
  const [shop] = await db().select({ id: shops.id }).from(shops).where(eq(shops.custId, owner.custId));
  shopId = shop!.id;
  other = await makeMerchant(ctx.app, db());
});
afterAll(async () => {
  await ctx?.close();
});

describe("a shop's staff", () => {
  it('invites a new number with a role: it sets its own password and works in the same shop with that role only', async () => {
    const role = expectOk(
      await saveRole({ roleName: '发货员', permissions: [codes.orderView, codes.orderShip] }),
    );
    expect(role).toMatchObject({ holders: 0, permissions: [codes.orderView, codes.orderShip] });
    shipperRole = role.roleId;
    const mobile = freshMobile(1);
    const invited = expectOk(await invite(mobile, role.roleId));
    expect(invited).toMatchObject({
      newAccount: true,
      codeSent: true,
      staff: { mobile, userName: '店员', roleName: '发货员', status: 'active', isSelf: false },
    });
    shipper = { userId: invited.staff.userId, mobile };
    const [account] = await db().select().from(users).where(eq(users.id, invited.staff.userId));
    expect(account?.custId).toBe(owner.custId);
    // Nobody knows the new account's password: the SMS code is the only way in.
    expectError(await sellerLogin(mobile, 'demo1234'), ErrorCode.LOGIN_FAILED);
    const sent = expectOk(await client().call(devEndpoints.outbox, { query: { mobile } }));
    expect(sent.map((entry) => entry.purpose)).toEqual(['forget']);
    expectOk(
      await client().call(registerEndpoints.forgetPassword, {
        body: { mobile, smsCode: sent[0]?.code ?? '', sec: await encryptSec(ctx.app, 'Shipper2024ok') },
      }),
    );
    const token = expectOk(await sellerLogin(mobile, 'Shipper2024ok'));
    const menus = expectOk(await client().call(authEndpoints.menus, {}, { token }));
    expect([...menus.permi].sort()).toEqual([codes.orderShip, codes.orderView].sort());
    // The same shop's orders as its owner sees them.
    const query = { query: { limit: 5 } };
    const theirs = expectOk(await client().call(workbenchEndpoints.orderList, query, { token }));
    const owners = expectOk(await client().call(workbenchEndpoints.orderList, query, { as: owner }));
    expect(theirs.total).toBe(owners.total);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.rows.map((row) => row.orderNumber)).toEqual(owners.rows.map((row) => row.orderNumber));
    for (const refused of [
      client().call(shopProductEndpoints.productList, { query: {} }, { token }),
      client().call(workbenchEndpoints.dashboard, {}, { token }),
      client().call(ep.list, {}, { token }),
      client().call(ep.roleList, {}, { token }),
    ])
      expectError(await refused, ErrorCode.FORBIDDEN);
    expect((await roleList()).find((item) => item.roleId === role.roleId)?.holders).toBe(1);
  });

  it('invites an account of its own company, and refuses numbers of other customers and of its staff', async () => {
    // An account of the merchant's company that had no seller centre (a buyer-centre colleague).
    const mobile = freshMobile(2);
    const [colleague] = await db()
      .insert(users)
      .values({ custId: owner.custId, mobile, userName: '同事', passwordHash: 'x' })
      .returning({ id: users.id });
    const invited = expectOk(await invite(mobile, shipperRole, owner, '改名无效'));
    expect(invited).toMatchObject({
      newAccount: false,
      codeSent: false,
      staff: { userId: colleague!.id, userName: '同事', roleName: '发货员' },
    });
    expect(expectOk(await client().call(devEndpoints.outbox, { query: { mobile } }))).toEqual([]);
    // 13800000001 is the company buyer's, 13900000000 the platform's.
    for (const taken of ['13800000001', '13900000000'])
      expect(expectError(await invite(taken, shipperRole), ErrorCode.CONFLICT)).toContain(
        "another of the mall's customers. Shop staff",
      );
    expect(expectError(await invite(shipper.mobile, shipperRole), ErrorCode.CONFLICT)).toBe(
      'This mobile is on the shop staff already',
    );
    expectError(await invite('1370000990', shipperRole), ErrorCode.VALIDATION_FAILED);
    expect((await staffList()).map((member) => member.mobile)).not.toContain('13800000001');
  });

  it('builds roles of merchant codes only, named once in the shop', async () => {
    for (const permissions of [
      [platformPermissionCodes.staffManage],
      [codes.orderView, 'order:list'],
      [codes.orderView, '*'],
      [],
      [codes.orderView, codes.orderView],
    ])
      expectError(
        await saveRole({
          roleName: '越权',
          permissions: permissions as MerchantStaffRoleInput['permissions'],
        }),
        ErrorCode.VALIDATION_FAILED,
      );
    const taken = await saveRole({ roleName: '发货员', permissions: [codes.orderView] }, owner, 'zh_CN');
    expect(expectError(taken, ErrorCode.CONFLICT)).toBe('已有同名角色');
    // Another shop may use the same name: names are the shop's own.
    expectOk(await saveRole({ roleName: '发货员', permissions: [codes.orderView] }, other));
    // The platform's roles and the company buyer's are not the shop's.
    const foreign = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.subsysCode, [centreCodes.platform, centreCodes.buyer]));
    expect(foreign.length).toBeGreaterThan(0);
    for (const role of foreign) expectError(await invite(freshMobile(7), role.id), ErrorCode.NOT_FOUND);
    // Invitations may send SMS: one address invites ten a minute.
    const sameAddress = [];
    for (let n = 0; n < 11; n += 1)
      sameAddress.push((await invite(freshMobile(7), foreign[0]!.id, owner, '店员', '10.9.1.1')).code);
    expect(sameAddress.slice(0, 10).every((code) => code === ErrorCode.NOT_FOUND)).toBe(true);
    expect(sameAddress[10]).toBe(ErrorCode.RATE_LIMITED);
    expect((await roleList()).map((role) => role.roleName)).not.toContain('越权');
  });

  it('keeps the main account: nobody gives it a role or removes it, and nobody changes themself', async () => {
    const manager = expectOk(
      await saveRole({ roleName: '店长', permissions: [codes.staffManage, codes.orderView] }),
    );
    const mobile = freshMobile(3);
    const invited = expectOk(await invite(mobile, manager.roleId));
    const deputy = await sessionOf(ctx.app, db(), mobile, centreCodes.merchant);
    // The deputy manages the staff, in the owner's shop.
    expect((await staffList(deputy)).map((member) => member.mobile)).toContain(shipper.mobile);
    const main = (await staffList(deputy)).find((member) => member.roleId === null);
    expect(main?.mobile).toBe('13900000001');
    const demote = await client().call(
      ep.setRole,
      { body: { userId: owner.userId, roleId: shipperRole } },
      { as: deputy, lang: 'en_US' },
    );
    expect(expectError(demote, ErrorCode.CONFLICT)).toContain("shop's main account");
    expectError(
      await client().call(ep.remove, { body: { userId: owner.userId } }, { as: deputy }),
      ErrorCode.CONFLICT,
    );
    expectError(
      await client().call(
        ep.setRole,
        { body: { userId: invited.staff.userId, roleId: shipperRole } },
        { as: deputy },
      ),
      ErrorCode.CONFLICT,
    );
    // The owner takes the staff code back: the deputy's sessions end.
    expectOk(
      await saveRole({ roleId: manager.roleId, roleName: '店长', permissions: [codes.orderView] }, owner),
    );
    expect(await signedIn(deputy.token)).toBe(false);
  });

  it('changes a role and removes a member: withdrawn codes end the sessions, a removed member cannot sign in', async () => {
    const viewer = expectOk(await saveRole({ roleName: '查单员', permissions: [codes.orderView] }));
    const before = expectOk(await sellerLogin(shipper.mobile, 'Shipper2024ok'));
    const changed = expectOk(
      await client().call(
        ep.setRole,
        { body: { userId: shipper.userId, roleId: viewer.roleId } },
        { as: owner },
      ),
    );
    expect(changed.roleName).toBe('查单员');
    expect(await signedIn(before)).toBe(false);
    // Given back the wider role: nothing withdrawn, the session stays.
    const after = expectOk(await sellerLogin(shipper.mobile, 'Shipper2024ok'));
    expectOk(
      await client().call(
        ep.setRole,
        { body: { userId: shipper.userId, roleId: shipperRole } },
        { as: owner },
      ),
    );
    expect(await signedIn(after)).toBe(true);
    expectOk(await client().call(ep.remove, { body: { userId: shipper.userId } }, { as: owner }));
    expect(await signedIn(after)).toBe(false);
    expectError(await sellerLogin(shipper.mobile, 'Shipper2024ok'), ErrorCode.FORBIDDEN);
    expect((await staffList()).map((member) => member.userId)).not.toContain(shipper.userId);
    expectError(
      await client().call(ep.remove, { body: { userId: shipper.userId } }, { as: owner }),
      ErrorCode.NOT_FOUND,
    );
    const inUse = await client().call(ep.roleDelete, { body: { roleId: shipperRole } }, { as: owner });
    expect(expectError(inUse, ErrorCode.CONFLICT)).toContain('1 staff member');
    expectOk(await client().call(ep.roleDelete, { body: { roleId: viewer.roleId } }, { as: owner }));
    expect((await roleList()).map((role) => role.roleId)).not.toContain(viewer.roleId);
  });

  it('writes an audit entry with the shop for every change', async () => {
    const entries = await db()
      .select({ action: auditLog.action, centre: auditLog.centre, shopId: auditLog.shopId })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, [
            'staff.invite',
            'staff.setRole',
            'staff.remove',
            'staffRole.create',
            'staffRole.update',
            'staffRole.delete',
          ]),
          eq(auditLog.shopId, shopId),
        ),
      );
    const actions = new Set(entries.map((entry) => entry.action));
    expect([...actions].sort()).toEqual([
      'staff.invite',
      'staff.remove',
      'staff.setRole',
      'staffRole.create',
      'staffRole.delete',
      'staffRole.update',
    ]);
    expect(entries.every((entry) => entry.centre === 'merchant')).toBe(true);
    const [removal] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.remove'), eq(auditLog.entityId, String(shipper.userId))));
    expect(removal?.before).toContain(shipper.mobile);
  });
});

describe('another merchant', () => {
  it("never sees or touches the first shop's staff or roles: their ids are not found", async () => {
    const mobile = freshMobile(4);
    const member = expectOk(await invite(mobile, shipperRole)).staff;
    const ownRole = (await roleList(other)).find((role) => role.roleName === '发货员');
    expect(ownRole).toBeDefined();
    expect((await staffList(other)).map((row) => row.userId)).toEqual([other.userId]);
    const ownMember = expectOk(await invite(freshMobile(8), ownRole!.roleId, other)).staff;
    expect((await roleList(other)).map((role) => role.roleId)).not.toContain(shipperRole);
    const refusals = [
      client().call(ep.setRole, { body: { userId: member.userId, roleId: ownRole!.roleId } }, { as: other }),
      client().call(ep.setRole, { body: { userId: owner.userId, roleId: ownRole!.roleId } }, { as: other }),
      client().call(ep.setRole, { body: { userId: ownMember.userId, roleId: shipperRole } }, { as: other }),
      client().call(ep.remove, { body: { userId: member.userId } }, { as: other }),
      client().call(ep.remove, { body: { userId: owner.userId } }, { as: other }),
      saveRole({ roleId: shipperRole, roleName: '接管', permissions: [codes.staffManage] }, other),
      client().call(ep.roleDelete, { body: { roleId: shipperRole } }, { as: other }),
      invite(freshMobile(5), shipperRole, other),
    ];
    for (const refused of refusals) expectError(await refused, ErrorCode.NOT_FOUND);
    // A number of the first shop's company is another customer's for the second.
    expectError(await invite(mobile, ownRole!.roleId, other), ErrorCode.CONFLICT);
    expect((await staffList()).find((row) => row.userId === member.userId)?.roleName).toBe('发货员');
    const role = (await roleList()).find((item) => item.roleId === shipperRole);
    expect(role).toMatchObject({ roleName: '发货员', permissions: [codes.orderView, codes.orderShip] });
  });

  it('refuses sessions without the staff code and sessions of other centres', async () => {
    const clerk = await makeMerchant(ctx.app, db(), { codes: [codes.orderView, codes.productEdit] });
    const buyer = await sessionOf(ctx.app, db(), '13800000001');
    const platform = await sessionOf(ctx.app, db(), '13900000000', centreCodes.platform);
    const ownerAsBuyer = await sessionOf(ctx.app, db(), '13900000001');
    for (const as of [clerk, buyer, platform, ownerAsBuyer]) {
      expectError(await client().call(ep.list, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await client().call(ep.roleList, {}, { as }), ErrorCode.FORBIDDEN);
      expectError(await invite(freshMobile(6), shipperRole, as), ErrorCode.FORBIDDEN);
      expectError(
        await client().call(ep.setRole, { body: { userId: owner.userId, roleId: shipperRole } }, { as }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(ep.remove, { body: { userId: owner.userId } }, { as }),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await saveRole({ roleName: '越权', permissions: [codes.staffManage] }, as),
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await client().call(ep.roleDelete, { body: { roleId: shipperRole } }, { as }),
        ErrorCode.FORBIDDEN,
      );
    }
    const noShop = await makeMerchant(ctx.app, db(), { shop: false });
    expectError(await client().call(ep.list, {}, { as: noShop }), ErrorCode.FORBIDDEN);
  });
});
