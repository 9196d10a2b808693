import { productUnitDicType } from '@mall/contracts';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';
import { sysDics } from '../../db/schema/system';
import { containsFolded, translationContains } from '../../lib/fold-case';
import { AuditRepository } from '../audit';
import { type PublicPictureUse, PublicPictureUses } from '../gallery';

export type BrandRow = typeof brands.$inferSelect;
export type BrandWrite = Omit<typeof brands.$inferInsert, 'id'>;
export type UnitRow = typeof sysDics.$inferSelect;

/** A brand's logo shown to everyone (the gallery keeps the picture while the brand shows it). */
const brandPictures: PublicPictureUse = 'brand';

const isUnit = eq(sysDics.dicType, productUnitDicType);

/** First key of pg_advisory_xact_lock(int, int) for the catalogue's unique names (ASCII "ca"). */
export const catalogueNameLock = 0x6361;

/** The brands and the units of measure (data dictionary PRODUCT_UNIT) as the platform console edits them. */
export class CatalogueBrandRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository on it, the audit log and the brand logos' picture uses. */
  transaction<T>(
    fn: (repo: CatalogueBrandRepository, audit: AuditRepository, pictures: PublicPictureUses) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new CatalogueBrandRepository(tx), new AuditRepository(tx), new PublicPictureUses(tx, brandPictures)),
    );
  }

  /**
   * Waits for the turn to check and write a unique name (of a brand, 1, or a unit, 2) until the transaction
   * ends: two operators adding the same name at once get one each, not two rows.
   */
  async nameTurn(which: 1 | 2): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${catalogueNameLock}, ${which})`);
  }

  async findBrands(keyword: string | undefined, offset: number, limit: number) {
    const where = keyword
      ? or(containsFolded(brands.name, keyword), translationContains(brands.nameI18n, keyword))
      : undefined;
    const rows = await this.db
      .select()
      .from(brands)
      .where(where)
      .orderBy(asc(brands.sort), asc(brands.id))
      .limit(limit)
      .offset((offset - 1) * limit);
    const [total] = await this.db.select({ n: count() }).from(brands).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** Products per brand (any state) of the given brands. */
  async productCounts(brandIds: number[]): Promise<Map<number, number>> {
    if (brandIds.length === 0) return new Map();
    const rows = await this.db
      .select({ brandId: products.brandId, n: count() })
      .from(products)
      .where(inArray(products.brandId, brandIds))
      .groupBy(products.brandId);
    return new Map(rows.map((row) => [row.brandId ?? 0, row.n]));
  }

  /** A brand, locked until the transaction ends. */
  async lockBrand(brandId: number): Promise<BrandRow | undefined> {
    const [row] = await this.db.select().from(brands).where(eq(brands.id, brandId)).for('update');
    return row;
  }

  async brandNamed(name: string, exceptId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.name, name), ne(brands.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  async insertBrand(values: BrandWrite): Promise<BrandRow> {
    const [row] = await this.db.insert(brands).values(values).returning();
    return row!;
  }

  async updateBrand(brandId: number, values: BrandWrite): Promise<BrandRow> {
    const [row] = await this.db.update(brands).set(values).where(eq(brands.id, brandId)).returning();
    return row!;
  }

  async deleteBrand(brandId: number): Promise<void> {
    await this.db.delete(brands).where(eq(brands.id, brandId));
  }

  /** Every unit, disabled ones too, in display order. */
  listUnits(onlyEnabled = false): Promise<UnitRow[]> {
    return this.db
      .select()
      .from(sysDics)
      .where(onlyEnabled ? and(isUnit, eq(sysDics.enableFlag, 1)) : isUnit)
      .orderBy(asc(sysDics.sort), asc(sysDics.id));
  }

  async lockUnit(unitId: number): Promise<UnitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sysDics)
      .where(and(eq(sysDics.id, unitId), isUnit))
      .for('update');
    return row;
  }

  async unitCoded(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysDics.id })
      .from(sysDics)
      .where(and(isUnit, eq(sysDics.dicCode, code)))
      .limit(1);
    return row !== undefined;
  }

  async insertUnit(code: string, labelI18n: Record<string, string>, sort: number): Promise<UnitRow> {
    const [row] = await this.db
      .insert(sysDics)
      .values({ dicType: productUnitDicType, dicCode: code, dicLabel: code, labelI18n, sort, enableFlag: 1 })
      .returning();
    return row!;
  }

  async updateUnit(
    unitId: number,
    values: Partial<Pick<UnitRow, 'labelI18n' | 'sort' | 'enableFlag'>>,
  ): Promise<UnitRow> {
    const [row] = await this.db.update(sysDics).set(values).where(eq(sysDics.id, unitId)).returning();
    return row!;
  }
}
