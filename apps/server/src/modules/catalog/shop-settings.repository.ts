import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { productClasses, shops } from '../../db/schema/catalog';
import { AuditRepository } from '../audit';
import { PublicPictureUses } from '../gallery';

const settingsColumns = {
  id: shops.id,
  shopName: shops.shopName,
  logoUrl: shops.logoUrl,
  description: shops.description,
  descriptionI18n: shops.descriptionI18n,
  mainClassId: shops.mainClassId,
  status: shops.status,
  suspendedReason: shops.suspendedReason,
};
export type ShopSettingsRow = {
  id: number;
  shopName: string;
  logoUrl: string;
  description: string;
  descriptionI18n: Record<string, string>;
  mainClassId: number | null;
  status: number;
  suspendedReason: string;
};
export type ShopSettingsWrite = Pick<
  ShopSettingsRow,
  'logoUrl' | 'description' | 'descriptionI18n' | 'mainClassId'
>;

/** A shop's face as its merchant reads and writes it (the workbench names the shop: always the caller's). */
export class ShopSettingsRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository on it, the audit log, and the uses of the shop's pictures. */
  transaction<T>(
    fn: (repo: ShopSettingsRepository, audit: AuditRepository, pictures: PublicPictureUses) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new ShopSettingsRepository(tx), new AuditRepository(tx), new PublicPictureUses(tx, 'shop')),
    );
  }

  /** The shop; `lock` holds it for the rest of the transaction (two saves: one after the other). */
  async getShop(shopId: number, lock = false): Promise<ShopSettingsRow | undefined> {
    const query = this.db.select(settingsColumns).from(shops).where(eq(shops.id, shopId));
    const [row] = await (lock ? query.for('update') : query);
    return row as ShopSettingsRow | undefined;
  }

  async update(shopId: number, values: ShopSettingsWrite): Promise<void> {
    await this.db.update(shops).set(values).where(eq(shops.id, shopId));
  }

  /** Whether the id is a top-level class of the mall's product tree. */
  async isTopClass(classId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: productClasses.id })
      .from(productClasses)
      .where(
        and(eq(productClasses.id, classId), eq(productClasses.level, 1), eq(productClasses.classType, 1)),
      );
    return row !== undefined;
  }
}
