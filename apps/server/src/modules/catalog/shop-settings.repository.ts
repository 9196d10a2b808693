import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { productClasses, shopClasses, shops } from '../../db/schema/catalog';
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
  bannerUrl: shops.bannerUrl,
  notice: shops.notice,
  noticeI18n: shops.noticeI18n,
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
  bannerUrl: string;
  notice: string;
  noticeI18n: Record<string, string>;
};
export type ShopSettingsWrite = Pick<
  ShopSettingsRow,
  'logoUrl' | 'bannerUrl' | 'description' | 'descriptionI18n' | 'notice' | 'noticeI18n' | 'mainClassId'
>;
/** One of the shop's own classes, with its products in any status. */
export type ShopClassRow = {
  id: number;
  name: string;
  nameI18n: Record<string, string>;
  productCount: number;
};
/** A class as a save writes it: an id for one the shop has, none for a new one. */
export type ShopClassWrite = { id?: number; name: string; nameI18n: Record<string, string> };

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

  /** The shop's own classes in their order. */
  async classes(shopId: number): Promise<ShopClassRow[]> {
    return this.db
      .select({
        id: shopClasses.id,
        name: shopClasses.name,
        nameI18n: shopClasses.nameI18n,
        // Qualified by hand: Drizzle leaves a lone table's columns unqualified, and "id" would be the products'.
        productCount:
          sql<number>`(select count(*) from products p where p.shop_class_id = "shop_classes"."id")`.mapWith(
            Number,
          ),
      })
      .from(shopClasses)
      .where(eq(shopClasses.shopId, shopId))
      .orderBy(asc(shopClasses.sort), asc(shopClasses.id));
  }

  /**
   * Writes the shop's classes as the list says, in its order: renames those with an id, adds those without,
   * deletes the shop's others (their products' shop class goes: the foreign key sets it null). Answers false,
   * writing nothing, when an id is not one of the shop's.
   */
  async replaceClasses(shopId: number, list: ShopClassWrite[], now: Date): Promise<boolean> {
    const kept = list.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    if (new Set(kept).size !== kept.length) return false;
    if (kept.length > 0) {
      const own = await this.db
        .select({ id: shopClasses.id })
        .from(shopClasses)
        .where(and(eq(shopClasses.shopId, shopId), inArray(shopClasses.id, kept)));
      if (own.length !== new Set(kept).size) return false;
    }
    await this.db
      .delete(shopClasses)
      .where(
        and(eq(shopClasses.shopId, shopId), kept.length > 0 ? notInArray(shopClasses.id, kept) : undefined),
      );
    for (const [sort, item] of list.entries()) {
      const values = { name: item.name, nameI18n: item.nameI18n, sort };
      if (item.id === undefined)
        await this.db.insert(shopClasses).values({ ...values, shopId, createdAt: now });
      else await this.db.update(shopClasses).set(values).where(eq(shopClasses.id, item.id));
    }
    return true;
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
