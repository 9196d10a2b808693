import type { Locale, PointsGoods } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { fallbackLang, localized } from '../../lib/localized';
import { langMarks } from './catalog-mappers';
import type { PointsGoodsRepository } from './points-goods.repository';

type PointsRow = NonNullable<Awaited<ReturnType<PointsGoodsRepository['getPointsGoods']>>>;

function toPointsGoods(r: PointsRow, locale: Locale): PointsGoods {
  return {
    id: r.id,
    name: localized(r.name, r.nameI18n, locale),
    points: r.points,
    stock: r.stock,
    imageUrl: r.imageUrl,
    description: localized(r.description, r.descriptionI18n, locale),
    createTime: r.createdAt.toISOString(),
    ...langMarks({ contentLang: fallbackLang(r.nameI18n, locale) }),
  };
}

/** The points mall's goods. */
export class PointsGoodsService {
  constructor(private readonly repo: PointsGoodsRepository) {}

  async findPointsGoods(
    q: {
      offset: number;
      limit: number;
      sort?: 'createTime' | 'points';
      order: 'asc' | 'desc';
    },
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: PointsGoods[]; total: number }> {
    const page = await this.repo.findPointsGoods(q.sort ?? 'createTime', q.order, q.offset, q.limit);
    return { total: page.total, rows: page.rows.map((r) => toPointsGoods(r, locale)) };
  }

  async getPointsGoods(id: number, locale: Locale): Promise<PointsGoods> {
    const row = await this.repo.getPointsGoods(id);
    if (!row) throw AppError.notFound('pointsGoods');
    return toPointsGoods(row, locale);
  }
}
