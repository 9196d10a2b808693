import { buyerCentreCode } from '@mall/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, userCentres, users } from '../../db/schema/account';
import { customerBuyers, registrations } from '../../db/schema/auth';

/** The users, customers and registrations sign-on reads and writes. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  // ---- users

  async findUserByMobile(mobile: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        custId: users.custId,
        passwordHash: users.passwordHash,
        status: users.status,
        custCategory: customers.custCategory,
      })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.custId))
      .where(eq(users.mobile, mobile))
      .limit(1);
    return row;
  }

  async getUser(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async listCentreCodes(userId: number) {
    const rows = await this.db
      .select({ subsysCode: userCentres.subsysCode })
      .from(userCentres)
      .where(eq(userCentres.userId, userId));
    return rows.map((r) => r.subsysCode);
  }

  async updateUser(userId: number, set: Partial<typeof users.$inferInsert>) {
    await this.db.update(users).set(set).where(eq(users.id, userId));
  }

  async updateCustomerEmail(custId: number, email: string) {
    await this.db.update(customers).set({ email }).where(eq(customers.id, custId));
  }

  /**
   * The users the customer's list lets its users act for: enabled users, in the buyer centre, of listed
   * customers that came from a customer list (custCategory 0).
   */
  listCustomerBuyers(ownerCustId: number) {
    return this.db
      .select({
        authid: users.mobile,
        custName: customers.custName,
        contactName: users.contactName,
        userClass: customers.userClass,
      })
      .from(customerBuyers)
      .innerJoin(customers, eq(customers.id, customerBuyers.buyerCustId))
      .innerJoin(users, eq(users.custId, customers.id))
      .innerJoin(
        userCentres,
        and(eq(userCentres.userId, users.id), eq(userCentres.subsysCode, buyerCentreCode)),
      )
      .where(
        and(eq(customerBuyers.ownerCustId, ownerCustId), eq(customers.custCategory, 0), eq(users.status, 1)),
      )
      .orderBy(customers.custName, users.mobile);
  }

  /** Who a user is, for the procurement system (checkssotoken). */
  async getPerson(userId: number) {
    const [row] = await this.db
      .select({
        userId: users.id,
        mobile: users.mobile,
        userName: users.userName,
        custId: users.custId,
        custName: customers.custName,
      })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.custId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async isCustomerOnList(ownerCustId: number, buyerCustId: number) {
    const [row] = await this.db
      .select({ id: customerBuyers.id })
      .from(customerBuyers)
      .where(and(eq(customerBuyers.ownerCustId, ownerCustId), eq(customerBuyers.buyerCustId, buyerCustId)))
      .limit(1);
    return row !== undefined;
  }

  // ---- registration

  async insertRegistration(row: typeof registrations.$inferInsert) {
    const [saved] = await this.db.insert(registrations).values(row).returning({ id: registrations.id });
    return saved.id;
  }

  /** Customer, user and buyer centre in one transaction; null when the mobile was taken meanwhile. */
  async createAccount(input: {
    mobile: string;
    custName: string;
    userClass: number;
    contactName: string;
    passwordHash: string;
    centre: string;
    now: Date;
  }): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
      if (taken) return null;
      const [cust] = await tx
        .insert(customers)
        .values({
          custName: input.custName,
          userClass: input.userClass,
          cellphone: input.mobile,
          createdAt: input.now,
        })
        .returning({ id: customers.id });
      const [user] = await tx
        .insert(users)
        .values({
          custId: cust.id,
          mobile: input.mobile,
          userName: input.contactName,
          contactName: input.contactName,
          mallContactName: input.contactName,
          passwordHash: input.passwordHash,
          createdAt: input.now,
        })
        .returning({ id: users.id });
      await tx.insert(userCentres).values({ userId: user.id, subsysCode: input.centre });
      await tx
        .update(registrations)
        .set({ userId: user.id })
        .where(and(eq(registrations.mobile, input.mobile), isNull(registrations.userId)));
      return user.id;
    });
  }
}
