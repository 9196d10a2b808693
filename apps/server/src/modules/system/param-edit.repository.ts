import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysParams } from '../../db/schema/system';
import { AuditRepository } from '../audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ParamRow = Pick<typeof sysParams.$inferSelect, 'code' | 'value' | 'valueI18n' | 'remark'>;

/** The system parameters as the platform console reads and changes them. */
export class ParamEditRepository {
  constructor(private readonly db: Db | Tx) {}

  /** One transaction: this repository on it, and the audit log the change appends to. */
  transaction<T>(fn: (repo: ParamEditRepository, audit: AuditRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => fn(new ParamEditRepository(tx), new AuditRepository(tx)));
  }

  list(codes: readonly string[]): Promise<ParamRow[]> {
    return this.db
      .select({
        code: sysParams.code,
        value: sysParams.value,
        valueI18n: sysParams.valueI18n,
        remark: sysParams.remark,
      })
      .from(sysParams)
      .where(inArray(sysParams.code, [...codes]));
  }

  /** One parameter, locked until the transaction ends (two editors: one after the other). */
  async lock(code: string): Promise<ParamRow | undefined> {
    const [row] = await this.db
      .select({
        code: sysParams.code,
        value: sysParams.value,
        valueI18n: sysParams.valueI18n,
        remark: sysParams.remark,
      })
      .from(sysParams)
      .where(eq(sysParams.code, code))
      .for('update');
    return row;
  }

  /** Writes a parameter a database made before it existed lacks (its default, as the seed writes it). */
  async addMissing(code: string, value: string): Promise<void> {
    await this.db.insert(sysParams).values({ code, value }).onConflictDoNothing();
  }

  async set(code: string, value: string, valueI18n: Record<string, string>): Promise<void> {
    await this.db.update(sysParams).set({ value, valueI18n }).where(eq(sysParams.code, code));
  }
}
