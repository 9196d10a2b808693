import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { addresses } from '../../../db/schema/order';
import { areas } from '../../../db/schema/system';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'custId' | 'createdAt'>;
export type AreaRow = typeof areas.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Addresses of buyer customers; every query is scoped to one customer. */
export class AddressRepository {
  constructor(private readonly db: Db | Tx) {}

  transaction<T>(fn: (repo: AddressRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new AddressRepository(tx)));
  }

  list(custId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.custId, custId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  }

  async get(custId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.custId, custId), eq(addresses.id, id)));
    return row;
  }

  async count(custId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(addresses).where(eq(addresses.custId, custId));
    return row?.n ?? 0;
  }

  async insert(custId: number, values: AddressValues): Promise<AddressRow> {
    const [row] = await this.db
      .insert(addresses)
      .values({ ...values, custId })
      .returning();
    return row!;
  }

  async update(custId: number, id: number, values: AddressValues): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.custId, custId), eq(addresses.id, id)))
      .returning();
    return row;
  }

  async remove(custId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(addresses)
      .where(and(eq(addresses.custId, custId), eq(addresses.id, id)))
      .returning({ id: addresses.id });
    return rows.length > 0;
  }

  /** Leaves `id` the customer's only default address. */
  async makeDefault(custId: number, id: number) {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.custId, custId), ne(addresses.id, id)));
    await this.db
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.custId, custId), eq(addresses.id, id)));
  }

  areasByIds(ids: string[]): Promise<AreaRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(areas).where(inArray(areas.id, ids));
  }

  async hasChildren(areaId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: areas.id }).from(areas).where(eq(areas.pid, areaId)).limit(1);
    return Boolean(row);
  }
}
