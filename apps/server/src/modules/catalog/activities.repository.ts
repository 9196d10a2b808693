import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/catalog';

export type ActivityState = 'upcoming' | 'ongoing' | 'ended';

/** The reads of the market's activities. */
export class ActivitiesRepository {
  constructor(private readonly db: Db) {}

  async findActivities(state: ActivityState | undefined, now: Date, offset: number, limit: number) {
    const where =
      state === 'upcoming'
        ? gt(activities.startsAt, now)
        : state === 'ongoing'
          ? and(lte(activities.startsAt, now), gt(activities.endsAt, now))
          : state === 'ended'
            ? lte(activities.endsAt, now)
            : undefined;
    // Running and coming activities before ended ones, each by start time.
    const ended = sql`(${activities.endsAt} <= ${now})`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(activities)
        .where(where)
        .orderBy(asc(ended), asc(activities.startsAt), asc(activities.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(activities).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getActivity(id: number) {
    const [row] = await this.db.select().from(activities).where(eq(activities.id, id)).limit(1);
    return row;
  }
}
