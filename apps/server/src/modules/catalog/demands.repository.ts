import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/account';
import { demands } from '../../db/schema/catalog';
import { escapeLike } from '../../lib/escape-like';
import { translationContains } from '../../lib/fold-case';
import type { SearchQuery } from './search-query';

/** The reads of the buyers' demands open for quotes. */
export class DemandsRepository {
  constructor(private readonly db: Db) {}

  async findDemands(
    search: SearchQuery | undefined,
    order: { sort: 'createTime' | 'deadline' | 'quoteCount'; order: 'asc' | 'desc' },
    offset: number,
    limit: number,
  ) {
    const parts: SQL[] = [eq(demands.status, 1)];
    if (search) {
      // Demands keep characters and bigrams (seed/generators/search-tokens.ts), not the products' alphabetic trigrams.
      const bigrams = search.tokens.filter((token) => Array.from(token).length <= 2);
      const chinese: SQL[] = [sql`${demands.searchTokens} @> ${sql.param(bigrams)}::text[]`];
      for (const term of search.terms) {
        const pattern = `%${escapeLike(term)}%`;
        chinese.push(
          sql`(replace(${demands.title}, ' ', '') ilike ${pattern} or replace(${demands.description}, ' ', '') ilike ${pattern})`,
        );
      }
      // A buyer may type the title in their language: every term in one translation of the title. The OR
      // leaves the token index aside; demands open for quotes are few (like shops, see findShops).
      const translated = search.terms.map((term) => translationContains(demands.titleI18n, term));
      parts.push(or(and(...chinese), and(...translated))!);
    }
    const where = and(...parts);
    const column = {
      createTime: demands.createdAt,
      deadline: demands.deadline,
      quoteCount: demands.quoteCount,
    }[order.sort];
    const direction = order.order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(demandColumns)
        .from(demands)
        .innerJoin(customers, eq(customers.id, demands.custId))
        .where(where)
        .orderBy(direction(column), direction(demands.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(demands).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getDemand(id: number) {
    const [row] = await this.db
      .select({
        ...demandColumns,
        description: demands.description,
        descriptionI18n: demands.descriptionI18n,
        classId: demands.classId,
        custId: demands.custId,
      })
      .from(demands)
      .innerJoin(customers, eq(customers.id, demands.custId))
      .where(eq(demands.id, id))
      .limit(1);
    return row;
  }
}

const demandColumns = {
  id: demands.id,
  title: demands.title,
  titleI18n: demands.titleI18n,
  quantity: demands.quantity,
  unit: demands.unit,
  budgetCents: demands.budgetCents,
  areaName: demands.areaName,
  areaNameI18n: demands.areaNameI18n,
  custName: customers.custName,
  deadline: demands.deadline,
  quoteCount: demands.quoteCount,
  status: demands.status,
  createdAt: demands.createdAt,
};
