import {
  accountEndpoints,
  centreCodes,
  devEndpoints,
  ErrorCode,
  peopleEndpoints,
  platformPermissionCodes,
  registerEndpoints,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { encryptSec, passwordLogin, testClock } from '../../../test/auth-helper';
import { type Buyer, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { users } from '../../db/schema/account';
import { auditLog } from '../../db/schema/audit';

// The platform console's users (issue 33): found by mobile, name or company; frozen (no sign-in, every
// session ended, a cached one too) and restored; their sessions ended; a password-reset SMS whose code only
// the user sees, one per user every few minutes.

const clock = testClock();
let ctx: TestContext;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'demo',
    now: clock.now,
    env: { MALL_DEV_OUTBOX: '1', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' },
  });
  admin = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
});
afterAll(async () => {
  await ctx?.close();
});

const client = () => api(ctx.app);
const userIdOf = async (mobile: string) => {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return user?.id ?? 0;
};
const detail = async (userId: number, as = admin) =>
  expectOk(await client().call(peopleEndpoints.userDetail, { query: { userId } }, { as }));
const signedIn = async (token: string) =>
  (await client().call(accountEndpoints.userInfo, {}, { token })).code === ErrorCode.OK;
const auditOf = (action: string, userId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))));
const forgetCodes = async (mobile: string) =>
  expectOk(await client().call(devEndpoints.outbox, { query: { mobile } })).filter(
    (sent) => sent.purpose === 'forget',
  );

describe('finding users', () => {
  it('finds a user by a part of the mobile, a name or the company, with their centres', async () => {
    const byMobile = expectOk(
      await client().call(peopleEndpoints.userList, { query: { keyword: '3800000002' } }, { as: admin }),
    );
    expect(byMobile.rows.map((row) => row.mobile)).toEqual(['13800000002']);
    expect(byMobile.rows[0]).toMatchObject({
      userName: '李娜',
      status: 'active',
      centres: [centreCodes.buyer, centreCodes.merchant],
    });
    const byName = expectOk(
      await client().call(peopleEndpoints.userList, { query: { keyword: '张伟' } }, { as: admin }),
    );
    expect(byName.rows.map((row) => row.mobile)).toContain('13800000001');
    const company = byName.rows.find((row) => row.mobile === '13800000001')?.custName ?? '';
    const byCompany = expectOk(
      await client().call(peopleEndpoints.userList, { query: { keyword: company } }, { as: admin }),
    );
    // The company buyer's main account and its two employees.
    expect(byCompany.rows.map((row) => row.mobile).sort()).toEqual([
      '13800000001',
      '13800000003',
      '13800000004',
    ]);
  });

  it('shows a user’s centres with their roles and the sessions they have open', async () => {
    const userId = await userIdOf('13800000003');
    const before = (await detail(userId)).sessions;
    await sessionOf(ctx.app, ctx.database.db, '13800000003');
    const user = await detail(userId);
    expect(user.sessions).toBe(before + 1);
    expect(user.centreRoles).toEqual([
      { subsysCode: centreCodes.buyer, subsysLabel: '采购商中心', roleName: '采购专员' },
    ]);
    expect(user.isSelf).toBe(false);
    expect((await detail(admin.userId)).isSelf).toBe(true);
    expectError(
      await client().call(peopleEndpoints.userDetail, { query: { userId: 9_999_999 } }, { as: admin }),
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('freezing', () => {
  it('ends every session (a cached one too) and refuses the sign-in in the reader’s language; restored, they sign in', async () => {
    const mobile = '13300000001';
    const first = (await passwordLogin(ctx.app, mobile, 'demo1234')).ext as string;
    const second = (await passwordLogin(ctx.app, mobile, 'demo1234')).ext as string;
    // Both read once, so the server holds them in its session cache.
    expect(await signedIn(first)).toBe(true);
    expect(await signedIn(second)).toBe(true);
    const userId = await userIdOf(mobile);

    const frozen = expectOk(
      await client().call(peopleEndpoints.userFreeze, { body: { userId } }, { as: admin }),
    );
    expect(frozen).toMatchObject({ status: 'frozen', sessions: 0 });
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    const refused = await passwordLogin(ctx.app, mobile, 'demo1234', { lang: 'zh_CN' });
    expect(expectError(refused, ErrorCode.LOGIN_FAILED)).toBe('账号或密码错误');
    const refusedEn = await passwordLogin(ctx.app, mobile, 'demo1234', { lang: 'en_US' });
    expect(expectError(refusedEn, ErrorCode.LOGIN_FAILED)).toBe('Wrong account or password');
    const listed = expectOk(
      await client().call(peopleEndpoints.userList, { query: { status: 'frozen' } }, { as: admin }),
    );
    expect(listed.rows.map((row) => row.mobile)).toContain(mobile);
    const [entry] = await auditOf('user.freeze', userId);
    expect(entry).toMatchObject({
      centre: 'platform',
      actorUserId: admin.userId,
      before: '{"status":"active"}',
      after: '{"sessionsEnded":2,"status":"frozen"}',
    });

    const restored = expectOk(
      await client().call(peopleEndpoints.userRestore, { body: { userId } }, { as: admin }),
    );
    expect(restored.status).toBe('active');
    expect(await auditOf('user.restore', userId)).toHaveLength(1);
    expectOk(await passwordLogin(ctx.app, mobile, 'demo1234'));
    // The old sessions stay ended: restoring gives back the sign-in, not the sessions.
    expect(await signedIn(first)).toBe(false);
  });

  it('refuses freezing oneself and the last active account that can manage the staff', async () => {
    const self = await client().call(
      peopleEndpoints.userFreeze,
      { body: { userId: admin.userId } },
      { as: admin, lang: 'zh_CN' },
    );
    expect(expectError(self, ErrorCode.CONFLICT)).toBe('不能对自己的账号执行这个操作');
    // A staff member who may manage users but not the staff: the main account is the only staff manager.
    const role = expectOk(
      await client().call(
        peopleEndpoints.roleSave,
        { body: { roleName: '用户客服', permissions: [platformPermissionCodes.userManage] } },
        { as: admin },
      ),
    );
    const invited = expectOk(
      await client().call(
        peopleEndpoints.staffInvite,
        { body: { mobile: '13700009901', name: '孙丽', roleId: role.roleId } },
        { as: admin },
      ),
    );
    const helper = await sessionOf(ctx.app, ctx.database.db, '13700009901', centreCodes.platform);
    expect(helper.userId).toBe(invited.staff.userId);
    const last = await client().call(
      peopleEndpoints.userFreeze,
      { body: { userId: admin.userId } },
      { as: helper, lang: 'en_US' },
    );
    expect(expectError(last, ErrorCode.CONFLICT)).toContain('manage the platform staff');
    expect((await detail(admin.userId)).status).toBe('active');
    // Any other user is theirs to freeze.
    const buyerId = await userIdOf('13300000002');
    expectOk(await client().call(peopleEndpoints.userFreeze, { body: { userId: buyerId } }, { as: helper }));
    expectOk(await client().call(peopleEndpoints.userRestore, { body: { userId: buyerId } }, { as: helper }));
  });
});

describe('ending sessions', () => {
  it('signs the user out everywhere, with an audit entry, and leaves the account working', async () => {
    const mobile = '13800000004';
    const token = (await passwordLogin(ctx.app, mobile, 'demo1234')).ext as string;
    expect(await signedIn(token)).toBe(true);
    const userId = await userIdOf(mobile);
    expect((await detail(userId)).sessions).toBeGreaterThan(0);
    const after = expectOk(
      await client().call(peopleEndpoints.userEndSessions, { body: { userId } }, { as: admin }),
    );
    expect(after).toMatchObject({ sessions: 0, status: 'active' });
    expect(await signedIn(token)).toBe(false);
    expect(await auditOf('user.endSessions', userId)).toHaveLength(1);
    expectOk(await passwordLogin(ctx.app, mobile, 'demo1234'));
  });
});

describe('the password-reset SMS', () => {
  it('sends the user a forgot-password code only they see, with which they set a new password', async () => {
    const mobile = '13300000002';
    const userId = await userIdOf(mobile);
    const sent = expectOk(
      await client().call(peopleEndpoints.userResetSms, { body: { userId } }, { as: admin }),
    );
    expect(sent).toEqual({ sentTo: '133****0002', validMinutes: 5 });
    const codes = await forgetCodes(mobile);
    expect(codes).toHaveLength(1);
    expect(JSON.stringify(sent)).not.toContain(codes[0]?.code);
    const [entry] = await auditOf('user.resetSms', userId);
    expect(entry?.after).toBe('{"purpose":"forget","sentTo":"133****0002"}');

    expectOk(
      await client().call(registerEndpoints.forgetPassword, {
        body: { mobile, smsCode: codes[0]?.code ?? '', sec: await encryptSec(ctx.app, 'Newpass2024') },
      }),
    );
    expectOk(await passwordLogin(ctx.app, mobile, 'Newpass2024'));
    expectError(await passwordLogin(ctx.app, mobile, 'demo1234'), ErrorCode.LOGIN_FAILED);
  });

  it('is sent at most once per user every ten minutes', async () => {
    const userId = await userIdOf('13800000002');
    expectOk(await client().call(peopleEndpoints.userResetSms, { body: { userId } }, { as: admin }));
    const again = await client().call(
      peopleEndpoints.userResetSms,
      { body: { userId } },
      { as: admin, lang: 'en_US' },
    );
    expect(expectError(again, ErrorCode.RATE_LIMITED)).toContain('10 minutes');
    expect(await forgetCodes('13800000002')).toHaveLength(1);
    clock.advance(11 * 60_000);
    expectOk(await client().call(peopleEndpoints.userResetSms, { body: { userId } }, { as: admin }));
    expect(await forgetCodes('13800000002')).toHaveLength(2);
  });
});

describe('who may', () => {
  it('refuses staff without the user code, and sessions of other centres', async () => {
    const reviewer = await sessionOf(ctx.app, ctx.database.db, '13900000010', centreCodes.platform);
    const buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
    const adminAsBuyer = await sessionOf(ctx.app, ctx.database.db, '13900000000');
    const userId = await userIdOf('13300000002');
    for (const as of [reviewer, buyer, adminAsBuyer]) {
      expectError(await client().call(peopleEndpoints.userList, { query: {} }, { as }), ErrorCode.FORBIDDEN);
      expectError(
        await client().call(peopleEndpoints.userDetail, { query: { userId } }, { as }),
        ErrorCode.FORBIDDEN,
      );
      for (const endpoint of [
        peopleEndpoints.userFreeze,
        peopleEndpoints.userRestore,
        peopleEndpoints.userEndSessions,
        peopleEndpoints.userResetSms,
      ])
        expectError(await client().call(endpoint, { body: { userId } }, { as }), ErrorCode.FORBIDDEN);
    }
    expect((await detail(userId)).status).toBe('active');
  });
});
