import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The database or an open transaction on it. */
export type Executor = Pick<Db, 'execute'>;

export interface Column<R> {
  /** Column name in the table (snake_case). */
  name: string;
  /** Postgres type of the parameter array's elements. */
  type: 'int2' | 'int4' | 'int8' | 'text' | 'numeric' | 'timestamptz';
  value: (row: R) => unknown;
  /** Converts the unnested value (`v`) into the column value, e.g. "v::jsonb". */
  cast?: (v: string) => string;
}

export const jsonColumn = <R>(name: string, value: (row: R) => unknown): Column<R> => ({
  name,
  type: 'text',
  value: (row) => JSON.stringify(value(row)),
  cast: (v) => `${v}::jsonb`,
});

// Ragged text[] values cannot travel as one 2-D array parameter, so each row's array is joined with U+001F
// (searchTokens never yields control characters) and split again on the server.
export const textArrayColumn = <R>(name: string, value: (row: R) => string[]): Column<R> => ({
  name,
  type: 'text',
  value: (row) => value(row).join('\u001f'),
  cast: (v) => `string_to_array(${v}, chr(31))`,
});

export const timestampColumn = <R>(name: string, value: (row: R) => Date): Column<R> => ({
  name,
  type: 'timestamptz',
  value: (row) => value(row).toISOString(),
});

/**
 * One INSERT ... SELECT FROM unnest(...) for all rows: one parameter array per column keeps the statement
 * small whatever the row count (a VALUES list would hit the 65535-parameter limit around 5000 rows).
 */
export function insertStatement<R>(table: string, columns: Column<R>[], rows: R[]): SQL {
  const chunks: SQL[] = [
    sql.raw(`insert into "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) select `),
    sql.raw(columns.map((c) => (c.cast ? c.cast(`u."${c.name}"`) : `u."${c.name}"`)).join(', ')),
    sql.raw(' from unnest('),
  ];
  columns.forEach((c, i) => {
    if (i > 0) chunks.push(sql.raw(', '));
    chunks.push(sql`${sql.param(rows.map(c.value))}`, sql.raw(`::${c.type}[]`));
  });
  chunks.push(sql.raw(`) as u(${columns.map((c) => `"${c.name}"`).join(', ')})`));
  return sql.join(chunks);
}

export async function insertRows<R>(
  db: Executor,
  table: string,
  columns: Column<R>[],
  rows: R[],
  chunkSize = 5000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.execute(insertStatement(table, columns, rows.slice(i, i + chunkSize)));
  }
}

/** After rows were inserted with explicit ids, the serial must continue after the largest one. */
export async function resetSequence(db: Executor, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    ),
  );
}
