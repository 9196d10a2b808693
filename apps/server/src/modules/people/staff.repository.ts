import { allPermissions } from '@mall/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, roles, userCentres, users } from '../../db/schema/account';
import { shops } from '../../db/schema/catalog';
import type { StaffScope } from './staff-scope';

/** A member of a scope's staff: a user of its customer in its centre, with their role (null: every code). */
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

/**
 * One scope's staff (the users of its customer in its centre) and the roles of that customer in that centre
 * (staff-scope.ts): a user or a role outside the scope is none here. Every change takes `lock()` first, so
 * two operators' changes of the same staff come one after the other and the "someone can still manage the
 * staff" check sees the other's result.
 */
export class StaffRepository {
  constructor(
    private readonly db: Executor,
    readonly scope: StaffScope,
  ) {}

  /** The scope's members: in its centre and of its customer. */
  private get members() {
    return and(eq(userCentres.subsysCode, this.scope.centre), eq(users.custId, this.scope.custId));
  }

  private get scopeRoles() {
    return and(eq(roles.custId, this.scope.custId), eq(roles.subsysCode, this.scope.centre));
  }

  /**
   * Locks the scope's customer row until the transaction ends: its staff changes are serialised on it (no key
   * update: rows that refer to the customer, new orders and users, are not held up).
   */
  async lock(): Promise<void> {
    await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, this.scope.custId))
      .for('no key update');
  }

  /** The customer's shop (the first opened, as the workbench finds it), for the audit entries; or undefined. */
  async shopId(): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.custId, this.scope.custId))
      .orderBy(shops.id)
      .limit(1);
    return row?.id;
  }

  /**
   * The active members who hold the manager code (the main account's wildcard, or a role with the code): the
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
          this.members,
          eq(users.status, 1),
          sql`(${userCentres.roleId} is null or ${roles.permissions} && array[${this.scope.managerCode}, ${allPermissions}]::text[])`,
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
      .where(this.members)
      .orderBy(sql`${userCentres.roleId} is not null`, asc(users.id));
  }

  async member(userId: number): Promise<StaffRecord | undefined> {
    const [row] = await this.db
      .select(staffColumns)
      .from(userCentres)
      .innerJoin(users, eq(users.id, userCentres.userId))
      .leftJoin(roles, eq(roles.id, userCentres.roleId))
      .where(and(this.members, eq(userCentres.userId, userId)));
    return row;
  }

  /** The account of a mobile, whichever customer's. */
  async userByMobile(mobile: string): Promise<{ userId: number; custId: number } | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, custId: users.custId })
      .from(users)
      .where(eq(users.mobile, mobile));
    return row;
  }

  /** A new account of the scope's customer (its password known to nobody until its owner sets one). */
  async insertUser(input: {
    mobile: string;
    name: string;
    passwordHash: string;
    now: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(users)
      .values({
        custId: this.scope.custId,
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

  /** Puts a user of the scope's customer in its centre (the service checked the user's customer). */
  async addMember(userId: number, roleId: number): Promise<void> {
    await this.db.insert(userCentres).values({ userId, subsysCode: this.scope.centre, roleId });
  }

  async setRole(userId: number, roleId: number): Promise<void> {
    await this.db
      .update(userCentres)
      .set({ roleId })
      .where(and(eq(userCentres.userId, userId), eq(userCentres.subsysCode, this.scope.centre)));
  }

  async removeMember(userId: number): Promise<void> {
    await this.db
      .delete(userCentres)
      .where(and(eq(userCentres.userId, userId), eq(userCentres.subsysCode, this.scope.centre)));
  }

  /** The scope's roles with how many members hold each, by name. */
  async roles(): Promise<(RoleRecord & { holders: number })[]> {
    const list = await this.db.select(roleColumns).from(roles).where(this.scopeRoles).orderBy(asc(roles.id));
    const held = await this.holderCounts(list.map((role) => role.roleId));
    return list.map((role) => ({ ...role, holders: held.get(role.roleId) ?? 0 }));
  }

  async holderCounts(roleIds: number[]): Promise<Map<number, number>> {
    if (roleIds.length === 0) return new Map();
    const rows = await this.db
      .select({ roleId: userCentres.roleId, n: count() })
      .from(userCentres)
      .where(and(eq(userCentres.subsysCode, this.scope.centre), inArray(userCentres.roleId, roleIds)))
      .groupBy(userCentres.roleId);
    return new Map(rows.map((row) => [row.roleId as number, row.n]));
  }

  /** The members holding a role. */
  async holders(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: userCentres.userId })
      .from(userCentres)
      .where(and(eq(userCentres.subsysCode, this.scope.centre), eq(userCentres.roleId, roleId)));
    return rows.map((row) => row.userId);
  }

  /** A role of the scope (another customer's or another centre's role is none). */
  async role(roleId: number): Promise<RoleRecord | undefined> {
    const [row] = await this.db
      .select(roleColumns)
      .from(roles)
      .where(and(this.scopeRoles, eq(roles.id, roleId)));
    return row;
  }

  async roleNamed(roleName: string): Promise<RoleRecord | undefined> {
    const [row] = await this.db
      .select(roleColumns)
      .from(roles)
      .where(and(this.scopeRoles, eq(roles.roleName, roleName)));
    return row;
  }

  async insertRole(input: { roleName: string; permissions: string[]; now: Date }): Promise<number> {
    const [row] = await this.db
      .insert(roles)
      .values({
        custId: this.scope.custId,
        subsysCode: this.scope.centre,
        roleName: input.roleName,
        permissions: input.permissions,
        createdAt: input.now,
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('the role row was not created');
    return row.id;
  }

  /** Changes a role of the scope (the service found it in the scope first; the filter keeps it so). */
  async updateRole(roleId: number, input: { roleName: string; permissions: string[] }): Promise<void> {
    await this.db
      .update(roles)
      .set(input)
      .where(and(this.scopeRoles, eq(roles.id, roleId)));
  }

  async deleteRole(roleId: number): Promise<void> {
    await this.db.delete(roles).where(and(this.scopeRoles, eq(roles.id, roleId)));
  }
}
