import { allPermissions, centreCodes, platformAdminCustId, platformPermissionCodes } from '@mall/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { centres, roles, userCentres, users } from '../../db/schema/account';

const platformCentre = centreCodes.platform;

/** A member of the platform's staff: a user in the platform centre, with their role (null: every code). */
export interface StaffRecord {
  userId: number;
  mobile: string;
  userName: string;
  status: number;
  roleId: number | null;
  roleName: string | null;
  /** The role's codes; ['*'] for the main account. */
  permissions: string[];
}

export interface RoleRecord {
  roleId: number;
  roleName: string;
  permissions: string[];
}

const staffColumns = {
  userId: users.id,
  mobile: users.mobile,
  userName: users.userName,
  status: users.status,
  roleId: userCentres.roleId,
  roleName: roles.roleName,
  permissions: sql<string[]>`case when ${userCentres.roleId} is null then array[${allPermissions}]::text[]
    else ${roles.permissions} end`,
};

const roleColumns = { roleId: roles.id, roleName: roles.roleName, permissions: roles.permissions };
const platformRoles = and(eq(roles.custId, platformAdminCustId), eq(roles.subsysCode, platformCentre));

/**
 * The platform's staff (users in the platform centre) and the roles of the platform's customer in that
 * centre. Every change takes `lock()` first, so two operators' changes of the staff come one after the other
 * and the "someone can still manage the staff" check sees the other's result.
 */
export class StaffRepository {
  constructor(private readonly db: Executor) {}

  /** Locks the platform centre's row until the transaction ends: staff changes are serialised on it. */
  async lock(): Promise<void> {
    await this.db
      .select({ code: centres.subsysCode })
      .from(centres)
      .where(eq(centres.subsysCode, platformCentre))
      .for('update');
  }

  /**
   * The active members who hold the staff code (the main account's wildcard, or a role with the code): the
   * accounts that could still manage the staff.
   */
  managers(): Promise<{ userId: number; roleId: number | null }[]> {
    return this.db
      .select({ userId: userCentres.userId, roleId: userCentres.roleId })
      .from(userCentres)
      .innerJoin(users, eq(users.id, userCentres.userId))
      .leftJoin(roles, eq(roles.id, userCentres.roleId))
      .where(
        and(
          eq(userCentres.subsysCode, platformCentre),
          eq(users.status, 1),
          sql`(${userCentres.roleId} is null or ${roles.permissions} && array[${platformPermissionCodes.staffManage}, ${allPermissions}]::text[])`,
        ),
      );
  }

  /** Every member, the main accounts first, then by when they joined. */
  list(): Promise<StaffRecord[]> {
    return this.db
      .select(staffColumns)
      .from(userCentres)
      .innerJoin(users, eq(users.id, userCentres.userId))
      .leftJoin(roles, eq(roles.id, userCentres.roleId))
      .where(eq(userCentres.subsysCode, platformCentre))
      .orderBy(sql`${userCentres.roleId} is not null`, asc(users.id));
  }

  async member(userId: number): Promise<StaffRecord | undefined> {
    const [row] = await this.db
      .select(staffColumns)
      .from(userCentres)
      .innerJoin(users, eq(users.id, userCentres.userId))
      .leftJoin(roles, eq(roles.id, userCentres.roleId))
      .where(and(eq(userCentres.subsysCode, platformCentre), eq(userCentres.userId, userId)));
    return row;
  }

  async userByMobile(mobile: string): Promise<{ userId: number; custId: number } | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, custId: users.custId })
      .from(users)
      .where(eq(users.mobile, mobile));
    return row;
  }

  /** A new account of the platform's customer (its password known to nobody until its owner sets one). */
  async insertUser(input: {
    mobile: string;
    name: string;
    passwordHash: string;
    now: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(users)
      .values({
        custId: platformAdminCustId,
        mobile: input.mobile,
        userName: input.name,
        contactName: input.name,
        mallContactName: input.name,
        passwordHash: input.passwordHash,
        createdAt: input.now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('the user row was not created');
    return row.id;
  }

  async addMember(userId: number, roleId: number): Promise<void> {
    await this.db.insert(userCentres).values({ userId, subsysCode: platformCentre, roleId });
  }

  async setRole(userId: number, roleId: number): Promise<void> {
    await this.db
      .update(userCentres)
      .set({ roleId })
      .where(and(eq(userCentres.userId, userId), eq(userCentres.subsysCode, platformCentre)));
  }

  async removeMember(userId: number): Promise<void> {
    await this.db
      .delete(userCentres)
      .where(and(eq(userCentres.userId, userId), eq(userCentres.subsysCode, platformCentre)));
  }

  /** The platform's roles with how many members hold each, by name. */
  async roles(): Promise<(RoleRecord & { holders: number })[]> {
    const list = await this.db.select(roleColumns).from(roles).where(platformRoles).orderBy(asc(roles.id));
    const held = await this.holderCounts(list.map((role) => role.roleId));
    return list.map((role) => ({ ...role, holders: held.get(role.roleId) ?? 0 }));
  }

  async holderCounts(roleIds: number[]): Promise<Map<number, number>> {
    if (roleIds.length === 0) return new Map();
    const rows = await this.db
      .select({ roleId: userCentres.roleId, n: count() })
      .from(userCentres)
      .where(and(eq(userCentres.subsysCode, platformCentre), inArray(userCentres.roleId, roleIds)))
      .groupBy(userCentres.roleId);
    return new Map(rows.map((row) => [row.roleId as number, row.n]));
  }

  /** The members holding a role. */
  async holders(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: userCentres.userId })
      .from(userCentres)
      .where(and(eq(userCentres.subsysCode, platformCentre), eq(userCentres.roleId, roleId)));
    return rows.map((row) => row.userId);
  }

  /** A role of the platform centre (another customer's or another centre's role is none). */
  async role(roleId: number): Promise<RoleRecord | undefined> {
    const [row] = await this.db
      .select(roleColumns)
      .from(roles)
      .where(and(platformRoles, eq(roles.id, roleId)));
    return row;
  }

  async roleNamed(roleName: string): Promise<RoleRecord | undefined> {
    const [row] = await this.db
      .select(roleColumns)
      .from(roles)
      .where(and(platformRoles, eq(roles.roleName, roleName)));
    return row;
  }

  async insertRole(input: { roleName: string; permissions: string[]; now: Date }): Promise<number> {
    const [row] = await this.db
      .insert(roles)
      .values({
        custId: platformAdminCustId,
        subsysCode: platformCentre,
        roleName: input.roleName,
        permissions: input.permissions,
        createdAt: input.now,
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('the role row was not created');
    return row.id;
  }

  async updateRole(roleId: number, input: { roleName: string; permissions: string[] }): Promise<void> {
    await this.db.update(roles).set(input).where(eq(roles.id, roleId));
  }

  async deleteRole(roleId: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, roleId));
  }
}
