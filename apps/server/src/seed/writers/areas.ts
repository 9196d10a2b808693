import type { AreaRow } from '../generators/areas';
import { type Column, type Executor, insertRows, jsonColumn } from './bulk';

const areaColumns: Column<AreaRow>[] = [
  { name: 'id', type: 'text', value: (a) => a.id },
  { name: 'pid', type: 'text', value: (a) => a.pid },
  { name: 'name', type: 'text', value: (a) => a.name },
  jsonColumn('name_i18n', (a) => a.nameI18n),
  { name: 'level', type: 'int2', value: (a) => a.level },
];

/** All areas (~45k rows with the towns), 20,000 a statement. */
export async function insertAreas(db: Executor, rows: AreaRow[]): Promise<void> {
  await insertRows(db, 'areas', areaColumns, rows, 20000);
}
