import { centreCodes } from '@mall/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCentres, users } from '../../db/schema/account';
import { productClasses, shops } from '../../db/schema/catalog';
import { galleryFiles } from '../../db/schema/gallery';
import { financeApplications, financeProducts, merchantApplications } from '../../db/schema/merchant';
import { escapeLike } from '../../lib/escape-like';
import { AuditRepository } from '../audit';

export type MerchantRow = typeof merchantApplications.$inferSelect;
export type MerchantSection = 'company' | 'contact' | 'licence' | 'categories';
export type FinanceProductRow = typeof financeProducts.$inferSelect;
export type FinanceApplicationRow = typeof financeApplications.$inferSelect;
export type FinanceApplicationValues = Omit<
  typeof financeApplications.$inferInsert,
  'id' | 'createdAt' | 'status' | 'reviewNote' | 'reviewedAt'
>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Onboarding and finance applications; every query of a user's rows names the user. */
export class MerchantRepository {
  constructor(private readonly db: Db | Tx) {}

  /** One transaction: this repository on it, and the audit log its console writes append to. */
  transaction<T>(fn: (repo: MerchantRepository, audit: AuditRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new MerchantRepository(tx), new AuditRepository(tx)));
  }

  // ---- the platform's review (merchant-review.service.ts)

  /** Applications sent for review (no drafts), those waiting first, then the newest; with the applicant's mobile. */
  async listForReview(
    filter: { status?: 'submitted' | 'approved' | 'rejected'; keyword?: string },
    offset: number,
    limit: number,
  ): Promise<{ rows: (MerchantRow & { mobile: string })[]; total: number }> {
    const conditions: SQL[] = [
      filter.status
        ? eq(merchantApplications.status, filter.status)
        : inArray(merchantApplications.status, ['submitted', 'approved', 'rejected']),
    ];
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      const keyword = or(
        ilike(sql`${merchantApplications.company}->>'companyName'`, like),
        ilike(sql`${merchantApplications.categories}->>'shopName'`, like),
        ilike(sql`${merchantApplications.contact}->>'contactName'`, like),
        ilike(users.mobile, like),
      );
      if (keyword) conditions.push(keyword);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ app: merchantApplications, mobile: users.mobile })
        .from(merchantApplications)
        .innerJoin(users, eq(users.id, merchantApplications.userId))
        .where(where)
        .orderBy(
          desc(sql`${merchantApplications.status} = 'submitted'`),
          desc(merchantApplications.submittedAt),
          desc(merchantApplications.id),
        )
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(merchantApplications)
        .innerJoin(users, eq(users.id, merchantApplications.userId))
        .where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.app, mobile: r.mobile })), total: total?.n ?? 0 };
  }

  /** One application by id with the applicant's mobile; locked for the review's transaction when asked. */
  async getForReview(id: number, forUpdate = false): Promise<(MerchantRow & { mobile: string }) | undefined> {
    const query = this.db
      .select({ app: merchantApplications, mobile: users.mobile })
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.userId))
      .where(eq(merchantApplications.id, id));
    const [row] = forUpdate ? await query.for('update', { of: merchantApplications }) : await query;
    return row ? { ...row.app, mobile: row.mobile } : undefined;
  }

  /** The shop of a customer, if it has one. */
  async shopIdOf(custId: number): Promise<number | null> {
    const [row] = await this.db.select({ id: shops.id }).from(shops).where(eq(shops.custId, custId)).limit(1);
    return row?.id ?? null;
  }

  /** The top class of a class (itself when it is one); null for an unknown class. */
  async topClassOf(classId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: productClasses.id, pid: productClasses.pid })
      .from(productClasses)
      .where(eq(productClasses.id, classId));
    if (!row) return null;
    return row.pid === 0 ? row.id : row.pid;
  }

  /** Opens the shop of an approved application; answers its id. */
  async openShop(values: {
    custId: number;
    shopName: string;
    description: string;
    mainClassId: number | null;
    now: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(shops)
      .values({
        custId: values.custId,
        shopName: values.shopName,
        description: values.description,
        mainClassId: values.mainClassId,
        createdAt: values.now,
      })
      .returning({ id: shops.id });
    if (!row) throw new Error('the shop row was not created');
    return row.id;
  }

  /** Gives the applicant the seller centre as its customer's main account (no role: every merchant code). */
  async grantSellerCentre(userId: number): Promise<void> {
    await this.db
      .insert(userCentres)
      .values({ userId, subsysCode: centreCodes.merchant, roleId: null })
      .onConflictDoNothing();
  }

  async getApplication(userId: number, forUpdate = false): Promise<MerchantRow | undefined> {
    const query = this.db.select().from(merchantApplications).where(eq(merchantApplications.userId, userId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** Creates the user's application on the first saved step (the unique user id keeps it one). */
  async ensureApplication(userId: number, custId: number): Promise<MerchantRow> {
    await this.db.insert(merchantApplications).values({ userId, custId }).onConflictDoNothing();
    return (await this.getApplication(userId, true))!;
  }

  async saveSection(
    userId: number,
    section: MerchantSection,
    data: Record<string, unknown>,
    status: string,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(merchantApplications)
      .set({ [section]: data, status, updatedAt: now })
      .where(eq(merchantApplications.userId, userId));
  }

  async setStatus(
    userId: number,
    values: { status: string; reviewNote?: string; submittedAt?: Date; reviewedAt?: Date | null },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(merchantApplications)
      .set({ ...values, updatedAt: now })
      .where(eq(merchantApplications.userId, userId));
  }

  /** Which of `keys` are stored names of the user's own pictures in their gallery. */
  async ownGalleryKeys(userId: number, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: galleryFiles.storageKey })
      .from(galleryFiles)
      .where(
        and(
          eq(galleryFiles.userId, userId),
          inArray(galleryFiles.storageKey, keys),
          isNotNull(galleryFiles.folderId),
        ),
      );
    return new Set(rows.map((r) => r.key));
  }

  listFinanceProducts(): Promise<FinanceProductRow[]> {
    return this.db
      .select()
      .from(financeProducts)
      .where(eq(financeProducts.status, 1))
      .orderBy(asc(financeProducts.sort), asc(financeProducts.id));
  }

  async getFinanceProduct(id: number): Promise<FinanceProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(financeProducts)
      .where(and(eq(financeProducts.id, id), eq(financeProducts.status, 1)));
    return row;
  }

  financeProductsByIds(ids: number[]): Promise<FinanceProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(financeProducts).where(inArray(financeProducts.id, ids));
  }

  async countOpenFinance(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(financeApplications)
      .where(and(eq(financeApplications.userId, userId), eq(financeApplications.status, 'submitted')));
    return row?.n ?? 0;
  }

  async insertFinance(values: FinanceApplicationValues): Promise<FinanceApplicationRow> {
    const [row] = await this.db.insert(financeApplications).values(values).returning();
    return row!;
  }

  async findFinance(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: FinanceApplicationRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(financeApplications)
      .where(eq(financeApplications.userId, userId))
      .orderBy(desc(financeApplications.createdAt), desc(financeApplications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db
      .select({ n: count() })
      .from(financeApplications)
      .where(eq(financeApplications.userId, userId));
    return { rows, total: total?.n ?? 0 };
  }

  async reviewFinance(id: number, status: string, reviewNote: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(financeApplications)
      .set({ status, reviewNote, reviewedAt: now })
      .where(and(eq(financeApplications.id, id), eq(financeApplications.status, 'submitted')))
      .returning({ id: financeApplications.id });
    return rows.length > 0;
  }
}
