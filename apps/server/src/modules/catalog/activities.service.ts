import type { Activity, ActivityDetail, ActivityState, Locale } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { fallbackLang, localized } from '../../lib/localized';
import type { ActivitiesRepository } from './activities.repository';
import { langMarks, toSummary } from './catalog-mappers';
import type { ProductDetailRepository } from './product-detail.repository';

type ActivityRow = NonNullable<Awaited<ReturnType<ActivitiesRepository['getActivity']>>>;

function activityState(r: ActivityRow, now: number): ActivityState {
  if (r.startsAt.getTime() > now) return 'upcoming';
  return r.endsAt.getTime() <= now ? 'ended' : 'ongoing';
}

/** The market's activities and their products. */
export class ActivitiesService {
  constructor(
    private readonly repo: ActivitiesRepository,
    /** The products an activity lists. */
    private readonly products: ProductDetailRepository,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async findActivities(
    q: { offset: number; limit: number; state?: ActivityState },
    locale: Locale = 'zh_CN',
  ): Promise<{
    rows: Activity[];
    total: number;
  }> {
    const now = this.now();
    const page = await this.repo.findActivities(q.state, new Date(now), q.offset, q.limit);
    return { total: page.total, rows: page.rows.map((r) => this.toActivity(r, now, locale)) };
  }

  async getActivityDetail(id: number, locale: Locale): Promise<ActivityDetail> {
    const row = await this.repo.getActivity(id);
    if (!row) throw AppError.notFound('activity');
    const found = new Map((await this.products.productsByIds(row.productIds)).map((p) => [p.id, p]));
    const products = row.productIds.flatMap((pid) => {
      const p = found.get(pid);
      return p ? [toSummary(p, locale)] : [];
    });
    return { ...this.toActivity(row, this.now(), locale), products };
  }

  private toActivity(r: ActivityRow, now: number, locale: Locale): Activity {
    return {
      id: r.id,
      title: localized(r.title, r.titleI18n, locale),
      imageUrl: r.imageUrl,
      description: localized(r.description, r.descriptionI18n, locale),
      startTime: r.startsAt.toISOString(),
      endTime: r.endsAt.toISOString(),
      state: activityState(r, now),
      ...langMarks({ contentLang: fallbackLang(r.titleI18n, locale) }),
    };
  }
}
