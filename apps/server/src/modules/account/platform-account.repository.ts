import { buyerCentreCode, centreCodes, platformAdminCustId } from '@mall/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centres, customers, userCentres, users } from '../../db/schema/account';

export interface PlatformAccountRow {
  mobile: string;
  custName: string;
  contactName: string;
  passwordHash: string;
  now: Date;
}

/** What creating customer 1 came to: its user, or why nothing was written. */
export type PlatformAccountInsert =
  | { userId: number }
  | { refused: 'unseeded' }
  | { refused: 'exists'; custName: string }
  | { refused: 'mobileTaken' };

/** Customer 1, the platform account, and the demo accounts' rows (platform-account.ts holds the rules). */
export class PlatformAccountRepository {
  constructor(private readonly db: Db) {}

  /** Creates customer 1 with its user in the buyer centre, in one transaction, unless a check refuses it. */
  insert(input: PlatformAccountRow): Promise<PlatformAccountInsert> {
    const { custName, contactName, passwordHash, now } = input;
    return this.db.transaction(async (tx) => {
      const [centre] = await tx
        .select({ code: centres.subsysCode })
        .from(centres)
        .where(eq(centres.subsysCode, buyerCentreCode));
      if (!centre) return { refused: 'unseeded' as const };
      const [existing] = await tx
        .select({ custName: customers.custName })
        .from(customers)
        .where(eq(customers.id, platformAdminCustId));
      if (existing) return { refused: 'exists' as const, custName: existing.custName };
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
      if (taken) return { refused: 'mobileTaken' as const };
      await tx.insert(customers).values({
        id: platformAdminCustId,
        custName,
        userClass: 1,
        cellphone: input.mobile,
        createdAt: now,
      });
      // The id was given, not drawn: move the sequence past it so the next registration cannot collide.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('customers', 'id'), greatest((select max(id) from customers), 1))`,
      );
      const [user] = await tx
        .insert(users)
        .values({
          custId: platformAdminCustId,
          mobile: input.mobile,
          userName: custName,
          contactName,
          mallContactName: custName,
          passwordHash,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('the user row was not created');
      // The buyer centre answers customer-service chats; the platform centre opens the platform console.
      await tx.insert(userCentres).values([
        { userId: user.id, subsysCode: buyerCentreCode },
        { userId: user.id, subsysCode: centreCodes.platform },
      ]);
      return { userId: user.id };
    });
  }

  /** Whether customer 1 has a user. */
  async platformUserExists(): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.custId, platformAdminCustId))
      .limit(1);
    return rows.length > 0;
  }

  /** The users signing in with these mobiles, with their password hashes. */
  usersByMobile(mobiles: string[]): Promise<{ mobile: string; passwordHash: string }[]> {
    return this.db
      .select({ mobile: users.mobile, passwordHash: users.passwordHash })
      .from(users)
      .where(inArray(users.mobile, mobiles));
  }
}
