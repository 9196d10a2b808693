import {
  ErrorCode,
  type PlatformUserDetail,
  type PlatformUserRow,
  peopleLimits,
  type UserStatus,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { AuditActor } from '../audit';
import type { PeopleStore } from './people.repository';
import { type CodeSender, maskMobile, type SessionEnder } from './people-ports';
import type { StaffRepository } from './staff.repository';
import type { UserRecord } from './user-admin.repository';

/** How long a forgot-password code works (the auth module's smsPolicy.codeTtlMs). */
const codeValidMinutes = 5;

const statusOf = (status: number): UserStatus => (status === 1 ? 'active' : 'frozen');

const toRow = (user: UserRecord, centres: string[]): PlatformUserRow => ({
  userId: user.userId,
  mobile: user.mobile,
  userName: user.userName,
  contactName: user.contactName,
  custId: user.custId,
  custName: user.custName,
  status: statusOf(user.status),
  createdAt: user.createdAt.toISOString(),
  centres,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'people.userNotFound');

/**
 * Refuses a change that would leave no active account able to manage the staff of the repository's scope:
 * freezing or removing the last one holding its staff code (the main account's wildcard or a role with it).
 */
export async function keepAStaffManager(
  staff: StaffRepository,
  leaving: (m: { userId: number; roleId: number | null }) => boolean,
) {
  const managers = await staff.managers();
  if (managers.length > 0 && managers.every(leaving))
    throw new AppError(ErrorCode.CONFLICT, staff.scope.messages.lastAdmin);
}

/**
 * The mall's users in the platform console (`platform:user:manage`): found by mobile, name or company;
 * frozen (no sign-in, every session ended) and restored; their sessions ended; a password-reset SMS sent so
 * that they set a new password themselves through the sign-on page's forgot-password flow.
 */
export class UserAdminService {
  constructor(
    private readonly store: PeopleStore,
    private readonly sessions: SessionEnder,
    private readonly sms: CodeSender,
    private readonly now: () => Date,
    private readonly idleMinutes: number,
  ) {}

  async list(query: {
    keyword?: string;
    status?: UserStatus;
    offset: number;
    limit: number;
  }): Promise<{ rows: PlatformUserRow[]; total: number }> {
    const { rows, total } = await this.store.users.search(
      { keyword: query.keyword || undefined, status: query.status },
      { offset: (query.offset - 1) * query.limit, limit: query.limit },
    );
    const centres = await this.store.users.centresOf(rows.map((row) => row.userId));
    return { rows: rows.map((row) => toRow(row, centres.get(row.userId) ?? [])), total };
  }

  async detail(caller: Caller, userId: number): Promise<PlatformUserDetail> {
    const user = await this.store.users.find(userId);
    if (!user) throw notFound();
    const now = this.now();
    const [centreRoles, sessions] = await Promise.all([
      this.store.users.centreRolesOf(userId),
      this.store.users.openSessions(userId, now, new Date(now.getTime() - this.idleMinutes * 60_000)),
    ]);
    return {
      ...toRow(
        user,
        centreRoles.map((centre) => centre.subsysCode),
      ),
      centreRoles,
      sessions,
      isSelf: userId === caller.userId,
    };
  }

  /** No sign-in any more, and every session ends at its next request (on every server copy). */
  async freeze(actor: AuditActor, caller: Caller, userId: number): Promise<PlatformUserDetail> {
    if (userId === caller.userId) throw new AppError(ErrorCode.CONFLICT, 'people.self');
    const frozen = await this.store.transaction(async ({ users, staff, audit }) => {
      await staff.lock();
      const user = await users.lock(userId);
      if (!user) throw notFound();
      // Frozen already: nothing changes, nothing is recorded.
      if (user.status !== 1) return false;
      await keepAStaffManager(staff, (manager) => manager.userId === userId);
      await users.setStatus(userId, 0);
      const ended = await users.deleteSessions(userId);
      await audit.append(actor, {
        action: 'user.freeze',
        entityType: 'user',
        entityId: userId,
        before: { status: 'active' },
        after: { status: 'frozen', sessionsEnded: ended },
      });
      return true;
    });
    // The rows are gone and the status refuses them; this drops the copies cached on every server copy.
    if (frozen) await this.sessions.endAllOf(userId);
    return this.detail(caller, userId);
  }

  async restore(actor: AuditActor, caller: Caller, userId: number): Promise<PlatformUserDetail> {
    await this.store.transaction(async ({ users, audit }) => {
      const user = await users.lock(userId);
      if (!user) throw notFound();
      if (user.status === 1) return;
      await users.setStatus(userId, 1);
      await audit.append(actor, {
        action: 'user.restore',
        entityType: 'user',
        entityId: userId,
        before: { status: 'frozen' },
        after: { status: 'active' },
      });
    });
    return this.detail(caller, userId);
  }

  /** Sign-out everywhere, on the user's behalf: their own sessions and impersonations started from them. */
  async endSessions(actor: AuditActor, caller: Caller, userId: number): Promise<PlatformUserDetail> {
    await this.store.transaction(async ({ users, audit }) => {
      const user = await users.lock(userId);
      if (!user) throw notFound();
      const ended = await users.deleteSessions(userId);
      await audit.append(actor, {
        action: 'user.endSessions',
        entityType: 'user',
        entityId: userId,
        before: { sessions: ended },
        after: { sessions: 0 },
      });
    });
    await this.sessions.endAllOf(userId);
    return this.detail(caller, userId);
  }

  /**
   * Sends the user the forgot-password code: they choose the new password themselves on the sign-on page,
   * and nobody on the staff ever knows it. One per user every few minutes (counted from the audit log), and
   * sign-on's own limits on the number and the staff member's address.
   */
  async sendReset(actor: AuditActor, userId: number, address: string) {
    this.sms.assertAvailable();
    const user = await this.store.users.find(userId);
    if (!user) throw notFound();
    const since = new Date(this.now().getTime() - peopleLimits.resetSmsEveryMinutes * 60_000);
    const recent = await this.store.audit.list(
      { action: 'user.resetSms', entityType: 'user', entityId: String(userId), from: since },
      { offset: 0, limit: 1 },
    );
    if (recent.total > 0)
      throw new AppError(ErrorCode.RATE_LIMITED, 'people.resetWait', {
        minutes: peopleLimits.resetSmsEveryMinutes,
      });
    await this.sms.send(user.mobile, 'forget', { address });
    const sentTo = maskMobile(user.mobile);
    await this.store.transaction(({ audit }) =>
      audit.append(actor, {
        action: 'user.resetSms',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { sentTo, purpose: 'forget' },
      }),
    );
    return { sentTo, validMinutes: codeValidMinutes };
  }
}
