import { randomBytes } from 'node:crypto';
import {
  allPermissions,
  ErrorCode,
  type MerchantStaffRoleInput,
  type StaffInviteInput,
  type StaffRole,
  type StaffRoleInput,
  type StaffRow,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { hashPassword } from '../../lib/password';
import type { AuditActor } from '../audit';
import type { PeopleStore } from './people.repository';
import type { CodeSender, SessionEnder } from './people-ports';
import type { StaffRecord } from './staff.repository';
import { platformStaffScope, type StaffScope } from './staff-scope';
import { keepAStaffManager } from './user-admin.service';

const toRow = (member: StaffRecord, caller: Caller): StaffRow => ({
  userId: member.userId,
  mobile: member.mobile,
  userName: member.userName,
  status: member.status === 1 ? 'active' : 'frozen',
  roleId: member.roleId,
  roleName: member.roleName,
  isSelf: member.userId === caller.userId,
});

const holdsCode = (code: string, codes: readonly string[]) =>
  codes.includes(code) || codes.includes(allPermissions);

/** Whether going from `before` to `after` takes a code away (the wildcard holds every code). */
function withdraws(before: readonly string[], after: readonly string[]): boolean {
  if (after.includes(allPermissions)) return false;
  if (before.includes(allPermissions)) return true;
  return before.some((code) => !after.includes(code));
}

const roleNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'people.roleNotFound');
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
};

/**
 * The staff of one scope (staff-scope.ts): the platform's (`platform:staff:manage`: users of the platform's
 * customer in the platform centre, roles of platform codes) or a merchant's (`shop:staff:manage`: users of
 * the merchant's customer in the seller centre, roles of merchant codes). No change leaves the scope without
 * an active account that can manage the staff; withdrawn codes take effect at once (the holders' sessions
 * end), granted ones at the holders' next page. A user or role outside the scope is not found.
 */
export class StaffService {
  constructor(
    private readonly store: PeopleStore,
    private readonly sessions: SessionEnder,
    private readonly sms: CodeSender,
    private readonly now: () => Date,
    private readonly scope: StaffScope = platformStaffScope,
  ) {}

  private get staff() {
    return this.store.staffIn(this.scope);
  }

  private notStaff() {
    return new AppError(ErrorCode.NOT_FOUND, this.scope.messages.notStaff);
  }

  /** The main account keeps every code and its place where the scope says so. */
  private keepMainAccount(member: StaffRecord) {
    if (this.scope.mainAccountFixed && member.roleId === null)
      throw new AppError(ErrorCode.CONFLICT, 'shopStaff.mainAccount');
  }

  /** The scope's customer's shop, for a merchant's audit entries: 40300 `error.noShop` without one. */
  async shopId(): Promise<number> {
    const shopId = await this.staff.shopId();
    if (shopId === undefined) throw new AppError(ErrorCode.FORBIDDEN, 'error.noShop');
    return shopId;
  }

  async list(caller: Caller): Promise<StaffRow[]> {
    return (await this.staff.list()).map((member) => toRow(member, caller));
  }

  private async row(caller: Caller, userId: number): Promise<StaffRow> {
    const member = await this.staff.member(userId);
    if (!member) throw this.notStaff();
    return toRow(member, caller);
  }

  /**
   * A mobile joins the staff with a role: an account of the scope's customer joins the scope's centre; a
   * number without an account becomes one, with a password nobody knows, and is sent the forgot-password
   * code to choose its own.
   */
  async invite(
    actor: AuditActor,
    caller: Caller,
    input: StaffInviteInput,
    address: string,
  ): Promise<{ staff: StaffRow; newAccount: boolean; codeSent: boolean }> {
    const known = await this.staff.userByMobile(input.mobile);
    // A new account can only be reached by SMS: without it, nobody could ever sign in to it.
    if (!known) this.sms.assertAvailable();
    const passwordHash = known ? '' : await hashPassword(randomBytes(24).toString('base64url'));
    let joined: { userId: number; created: boolean };
    try {
      joined = await this.store.transaction(async ({ staffIn, audit }) => {
        const staff = staffIn(this.scope);
        await staff.lock();
        const role = await staff.role(input.roleId);
        if (!role) throw roleNotFound();
        const user = await staff.userByMobile(input.mobile);
        const { messages } = this.scope;
        if (user && user.custId !== this.scope.custId)
          throw new AppError(ErrorCode.CONFLICT, messages.otherCustomer);
        if (user && (await staff.member(user.userId)))
          throw new AppError(ErrorCode.CONFLICT, messages.alreadyStaff);
        if (!user && !passwordHash) throw new AppError(ErrorCode.CONFLICT, messages.alreadyStaff);
        const userId =
          user?.userId ??
          (await staff.insertUser({ mobile: input.mobile, name: input.name, passwordHash, now: this.now() }));
        await staff.addMember(userId, role.roleId);
        await audit.append(actor, {
          action: 'staff.invite',
          entityType: 'user',
          entityId: userId,
          before: null,
          after: { mobile: input.mobile, roleId: role.roleId, roleName: role.roleName, newAccount: !user },
        });
        return { userId, created: !user };
      });
    } catch (error) {
      // The same number invited twice at once: the loser meets the mobile's unique index.
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, this.scope.messages.alreadyStaff);
      throw error;
    }
    let codeSent = false;
    if (joined.created) {
      try {
        await this.sms.send(input.mobile, 'forget', { address });
        codeSent = true;
      } catch (error) {
        // The account stands; its owner asks for the code on the forgot-password page instead.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return { staff: await this.row(caller, joined.userId), newAccount: joined.created, codeSent };
  }

  async setRole(actor: AuditActor, caller: Caller, userId: number, roleId: number): Promise<StaffRow> {
    if (userId === caller.userId) throw new AppError(ErrorCode.CONFLICT, 'people.self');
    const withdrawn = await this.store.transaction(async ({ staffIn, audit }) => {
      const staff = staffIn(this.scope);
      await staff.lock();
      const member = await staff.member(userId);
      if (!member) throw this.notStaff();
      const role = await staff.role(roleId);
      if (!role) throw roleNotFound();
      this.keepMainAccount(member);
      if (member.roleId === roleId) return false;
      if (!holdsCode(this.scope.managerCode, role.permissions))
        await keepAStaffManager(staff, (manager) => manager.userId === userId);
      await staff.setRole(userId, roleId);
      await audit.append(actor, {
        action: 'staff.setRole',
        entityType: 'user',
        entityId: userId,
        before: { roleId: member.roleId, roleName: member.roleName },
        after: { roleId: role.roleId, roleName: role.roleName },
      });
      return withdraws(member.permissions, role.permissions);
    });
    if (withdrawn) await this.sessions.endAllOf(userId);
    return this.row(caller, userId);
  }

  /** Out of the scope's centre (the account itself stays, as do its other centres); its sessions end. */
  async remove(actor: AuditActor, caller: Caller, userId: number): Promise<null> {
    if (userId === caller.userId) throw new AppError(ErrorCode.CONFLICT, 'people.self');
    await this.store.transaction(async ({ staffIn, audit }) => {
      const staff = staffIn(this.scope);
      await staff.lock();
      const member = await staff.member(userId);
      if (!member) throw this.notStaff();
      this.keepMainAccount(member);
      await keepAStaffManager(staff, (manager) => manager.userId === userId);
      await staff.removeMember(userId);
      await audit.append(actor, {
        action: 'staff.remove',
        entityType: 'user',
        entityId: userId,
        before: { mobile: member.mobile, roleId: member.roleId, roleName: member.roleName },
        after: null,
      });
    });
    await this.sessions.endAllOf(userId);
    return null;
  }

  async roles(): Promise<StaffRole[]> {
    return this.staff.roles();
  }

  /** `input` holds the scope's codes only: the endpoint's contract (platform or merchant) checked them. */
  async saveRole(actor: AuditActor, input: StaffRoleInput | MerchantStaffRoleInput): Promise<StaffRole> {
    const permissions = [...input.permissions];
    const saved = await this.store.transaction(async ({ staffIn, audit }) => {
      const staff = staffIn(this.scope);
      await staff.lock();
      const before = input.roleId === undefined ? undefined : await staff.role(input.roleId);
      if (input.roleId !== undefined && !before) throw roleNotFound();
      const named = await staff.roleNamed(input.roleName);
      if (named && named.roleId !== input.roleId)
        throw new AppError(ErrorCode.CONFLICT, 'people.roleNameTaken');
      const after = { roleName: input.roleName, permissions };
      if (!before) {
        const roleId = await staff.insertRole({ ...after, now: this.now() });
        await audit.append(actor, {
          action: 'staffRole.create',
          entityType: 'role',
          entityId: roleId,
          before: null,
          after,
        });
        return { roleId, holders: [] as number[], withdrawn: false };
      }
      const { managerCode } = this.scope;
      if (holdsCode(managerCode, before.permissions) && !holdsCode(managerCode, permissions))
        await keepAStaffManager(staff, (manager) => manager.roleId === before.roleId);
      await staff.updateRole(before.roleId, after);
      await audit.append(actor, {
        action: 'staffRole.update',
        entityType: 'role',
        entityId: before.roleId,
        before: { roleName: before.roleName, permissions: before.permissions },
        after,
      });
      return {
        roleId: before.roleId,
        holders: await staff.holders(before.roleId),
        withdrawn: withdraws(before.permissions, permissions),
      };
    });
    if (saved.withdrawn) for (const userId of saved.holders) await this.sessions.endAllOf(userId);
    const role = (await this.staff.roles()).find((item) => item.roleId === saved.roleId);
    if (!role) throw roleNotFound();
    return role;
  }

  /** Only a role nobody holds: a holder would otherwise fall back to the main account's every code. */
  async deleteRole(actor: AuditActor, roleId: number): Promise<null> {
    await this.store.transaction(async ({ staffIn, audit }) => {
      const staff = staffIn(this.scope);
      await staff.lock();
      const role = await staff.role(roleId);
      if (!role) throw roleNotFound();
      const holders = (await staff.holderCounts([roleId])).get(roleId) ?? 0;
      if (holders > 0) throw new AppError(ErrorCode.CONFLICT, 'people.roleInUse', { count: holders });
      await staff.deleteRole(roleId);
      await audit.append(actor, {
        action: 'staffRole.delete',
        entityType: 'role',
        entityId: roleId,
        before: { roleName: role.roleName, permissions: role.permissions },
        after: null,
      });
    });
    return null;
  }
}
