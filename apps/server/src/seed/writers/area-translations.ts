import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaNames } from '../generators/area-names';

const chunk = 5000;

/**
 * A database whose areas were seeded before they had translations (migration 0020 adds the column empty) gets
 * them once, at start, from the Chinese names it holds: the areas are seeded in every mode, a deployment too.
 * Returns how many areas were filled.
 */
export async function ensureAreaTranslations(db: Db, log?: (line: string) => void): Promise<number> {
  const missing = await db.execute<{ id: string; name: string; level: number }>(
    sql`select id, name, level from areas where name_i18n = '{}'::jsonb order by id`,
  );
  const rows = missing.rows;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const ids = part.map((r) => r.id);
    const names = part.map((r) => JSON.stringify(areaNames(r)));
    await db.execute(sql`
      update areas a set name_i18n = v.names::jsonb
      from unnest(${sql.param(ids)}::text[], ${sql.param(names)}::text[]) as v(id, names)
      where a.id = v.id`);
  }
  if (rows.length > 0) log?.(`areas: names in English, Russian and Spanish for ${rows.length} areas`);
  return rows.length;
}
