// A focused measurement of the hottest statements through the embedded database's pool, one at a time as the
// API runs them: `select 1` (unnamed), the class listing (products_by_class1Id, 20 rows) and the product
// detail (product_by_id), both named prepared statements. Figures: docs/adr/0001-pglite-child-process.md.
//   MALL_DATA_DIR=.data/bench-20000 npm run seed -- --products 20000   (once)
//   node --import tsx bench/db-statements.ts .data/bench-20000/pglite [runs]
import { openDatabase } from '../apps/server/src/db/client';
import { catalogReads } from '../apps/server/src/modules/catalog';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node --import tsx bench/db-statements.ts <pglite folder> [runs]');
  process.exit(2);
}
const runs = Number(process.argv[3] ?? 1000);
const warmup = 200;

const database = await openDatabase({ dataDir });
try {
  const repo = catalogReads(database.db);
  const pool = database.pool;
  const classes = (
    await pool.query<{ id: number }>(
      'select distinct class1_id as id from products where status = 1 limit 20',
    )
  ).rows.map((r) => r.id);
  const ids = (
    await pool.query<{ id: number }>('select id from products where status = 1 order by random() limit 500')
  ).rows.map((r) => r.id);
  const pick = (list: number[], i: number) => list[i % list.length]!;

  const measure = async (label: string, run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < warmup; i++) await run(i);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run(i * 7);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => Number(samples[Math.floor(samples.length * q)]!.toFixed(3));
    const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
    return { label, meanMs: Number(mean.toFixed(3)), p50Ms: at(0.5), p95Ms: at(0.95) };
  };

  const results = [
    await measure('select 1 (unnamed)', () => pool.query('select 1')),
    await measure('class listing (products_by_class1Id, 20 rows)', (i) =>
      repo.findClassPage('class1Id', pick(classes, i), 4, 1 + (i % 5), 20),
    ),
    await measure('product detail (product_by_id)', (i) => repo.getProduct(pick(ids, i))),
  ];
  console.table(results);
} finally {
  await database.close();
}
