import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { centres, customers, roles, sessions, userCentres, users } from '../../db/schema/account';
import { escapeLike } from '../../lib/escape-like';

/** One user as the platform's search lists them. */
export interface UserRecord {
  userId: number;
  mobile: string;
  userName: string;
  contactName: string;
  custId: number;
  custName: string;
  /** users.status: 1 active, anything else frozen. */
  status: number;
  createdAt: Date;
}

const userColumns = {
  userId: users.id,
  mobile: users.mobile,
  userName: users.userName,
  contactName: users.contactName,
  custId: users.custId,
  custName: customers.custName,
  status: users.status,
  createdAt: users.createdAt,
};

/** The mall's users as the platform console finds, freezes and restores them. */
export class UserAdminRepository {
  constructor(private readonly db: Executor) {}

  async search(
    filter: { keyword?: string; status?: 'active' | 'frozen' },
    page: { offset: number; limit: number },
  ): Promise<{ rows: UserRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      const anyField = or(
        ilike(users.mobile, like),
        ilike(users.userName, like),
        ilike(users.contactName, like),
        ilike(customers.custName, like),
      );
      if (anyField) conditions.push(anyField);
    }
    if (filter.status === 'active') conditions.push(eq(users.status, 1));
    // Anything but 1 is frozen (sign-in and sessions accept 1 only).
    if (filter.status === 'frozen') conditions.push(ne(users.status, 1));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(userColumns)
        .from(users)
        .innerJoin(customers, eq(customers.id, users.custId))
        .where(where)
        .orderBy(desc(users.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db
        .select({ n: count() })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.custId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The subsystem codes of each user's centres. */
  async centresOf(userIds: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>(userIds.map((userId) => [userId, []]));
    if (userIds.length === 0) return map;
    const rows = await this.db
      .select({ userId: userCentres.userId, subsysCode: userCentres.subsysCode })
      .from(userCentres)
      .innerJoin(centres, eq(centres.subsysCode, userCentres.subsysCode))
      .where(inArray(userCentres.userId, userIds))
      .orderBy(asc(centres.sort));
    for (const row of rows) map.get(row.userId)?.push(row.subsysCode);
    return map;
  }

  /** The user's centres, each with its label and the user's role there (null: the main account). */
  centreRolesOf(userId: number) {
    return this.db
      .select({
        subsysCode: userCentres.subsysCode,
        subsysLabel: centres.subsysLabel,
        roleName: roles.roleName,
      })
      .from(userCentres)
      .innerJoin(centres, eq(centres.subsysCode, userCentres.subsysCode))
      .leftJoin(roles, eq(roles.id, userCentres.roleId))
      .where(eq(userCentres.userId, userId))
      .orderBy(asc(centres.sort));
  }

  async find(userId: number): Promise<UserRecord | undefined> {
    const [row] = await this.db
      .select(userColumns)
      .from(users)
      .innerJoin(customers, eq(customers.id, users.custId))
      .where(eq(users.id, userId));
    return row;
  }

  /** The user's row, locked until the transaction ends (two operators: one after the other). */
  async lock(userId: number): Promise<{ userId: number; mobile: string; status: number } | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, mobile: users.mobile, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  }

  async setStatus(userId: number, status: number): Promise<void> {
    await this.db.update(users).set({ status }).where(eq(users.id, userId));
  }

  /** Sessions of the user still open: not past their end nor idle longer than the idle limit. */
  async openSessions(userId: number, now: Date, idleSince: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          or(eq(sessions.userId, userId), eq(sessions.oldUserId, userId)),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * Deletes the user's sessions and those started from them as someone else (impersonation), as a password
   * change does; answers how many there were.
   */
  async deleteSessions(userId: number): Promise<number> {
    const gone = await this.db
      .delete(sessions)
      .where(or(eq(sessions.userId, userId), eq(sessions.oldUserId, userId)))
      .returning({ tokenHash: sessions.tokenHash });
    return gone.length;
  }
}
