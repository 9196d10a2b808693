import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsGoods } from '../../db/schema/catalog';

/** The reads of the points mall's goods. */
export class PointsGoodsRepository {
  constructor(private readonly db: Db) {}

  async findPointsGoods(sort: 'createTime' | 'points', order: 'asc' | 'desc', offset: number, limit: number) {
    const direction = order === 'asc' ? asc : desc;
    const column = sort === 'points' ? pointsGoods.points : pointsGoods.createdAt;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(pointsGoods)
        .orderBy(direction(column), direction(pointsGoods.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(pointsGoods),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getPointsGoods(id: number) {
    const [row] = await this.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)).limit(1);
    return row;
  }
}
