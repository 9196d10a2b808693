import { productTypes } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BulkSearchIndex } from '../../modules/catalog';
import { type CatalogContext, generateProducts, type ProductRow } from '../generators/catalog';
import type { ClassTree } from '../generators/class-tree';
import { type Column, insertStatement, jsonColumn, timestampColumn } from './bulk';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const productChunk = 5000;

/**
 * From this many products on, rebuilding the secondary indexes once beats updating them row by row (200k on
 * PGlite: ~20 s less). A larger maintenance_work_mem made the GIN build on PGlite's disk slower, not faster.
 */
const rebuildIndexesFrom = 20000;

const productColumns: Column<ProductRow>[] = [
  { name: 'id', type: 'int4', value: (p) => p.id },
  { name: 'product_type', type: 'int2', value: (p) => p.productType },
  { name: 'shop_id', type: 'int4', value: (p) => p.shopId },
  { name: 'class1_id', type: 'int4', value: (p) => p.class1Id },
  { name: 'class2_id', type: 'int4', value: (p) => p.class2Id },
  { name: 'class3_id', type: 'int4', value: (p) => p.class3Id },
  { name: 'brand_id', type: 'int4', value: (p) => p.brandId },
  { name: 'name', type: 'text', value: (p) => p.name },
  { name: 'subtitle', type: 'text', value: (p) => p.subtitle },
  jsonColumn('name_i18n', (p) => p.nameI18n),
  jsonColumn('subtitle_i18n', (p) => p.subtitleI18n),
  jsonColumn('specs_i18n', (p) => p.specsI18n),
  { name: 'price_cents', type: 'int8', value: (p) => p.priceCents },
  { name: 'market_price_cents', type: 'int8', value: (p) => p.marketPriceCents },
  { name: 'stock', type: 'numeric', value: (p) => p.stock },
  { name: 'unit', type: 'text', value: (p) => p.unit },
  { name: 'min_order', type: 'numeric', value: (p) => p.minOrder },
  jsonColumn('specs', (p) => p.specs),
  { name: 'model', type: 'text', value: (p) => p.model },
  { name: 'keywords', type: 'text', value: (p) => p.keywords },
  { name: 'step', type: 'numeric', value: (p) => p.step },
  jsonColumn('price_tiers', (p) => p.priceTiers),
  jsonColumn('styles', (p) => p.styles),
  { name: 'detail_text', type: 'text', value: (p) => p.detailText },
  jsonColumn('detail_text_i18n', (p) => p.detailTextI18n),
  { name: 'image_url', type: 'text', value: (p) => p.imageUrl },
  { name: 'sales', type: 'int4', value: (p) => p.sales },
  { name: 'is_farm', type: 'int2', value: (p) => p.isFarm },
  { name: 'area_name', type: 'text', value: (p) => p.areaName },
  jsonColumn('area_name_i18n', (p) => p.areaNameI18n),
  { name: 'status', type: 'int2', value: (p) => p.status },
  { name: 'search_name', type: 'text', value: (p) => p.searchName },
  { name: 'search_other', type: 'text', value: (p) => p.searchOther },
  timestampColumn('created_at', (p) => p.createdAt),
];

/** Counts per class (every level, 0 = all) and product type, including zero rows for empty classes. */
export function classCounts(tree: ClassTree, totals: Map<string, number>) {
  const types = [productTypes.supply, productTypes.normal];
  const ids = [0, ...tree.rows.map((r) => r.id)];
  return ids.flatMap((classId) =>
    types.map((productType) => ({
      classId,
      productType,
      total: totals.get(`${classId}:${productType}`) ?? 0,
    })),
  );
}

export async function insertProducts(
  tx: Tx,
  catalog: CatalogContext,
  productCount: number,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const count = (row: ProductRow) => {
    for (const classId of [0, row.class1Id, row.class2Id, row.class3Id]) {
      const key = `${classId}:${row.productType}`;
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  };
  const searchIndex = new BulkSearchIndex();
  const rebuild = productCount >= rebuildIndexesFrom;
  let indexes: { name: string; def: string }[] = [];
  if (rebuild) {
    const found = await tx.execute<{ name: string; def: string }>(sql`
      select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'products'::regclass and not x.indisprimary and not x.indisunique`);
    indexes = found.rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  }
  const started = performance.now();
  // The database works in another process: generate the next chunk while it stores the previous one.
  let pending: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < productCount; start += productChunk) {
    const rows = generateProducts(catalog, start, Math.min(productChunk, productCount - start));
    for (const row of rows) {
      count(row);
      if (row.status === 1) searchIndex.add(row);
    }
    await pending;
    pending = tx.execute(insertStatement('products', productColumns, rows));
    if (productCount > 50000 && (start / productChunk) % 10 === 9) {
      log(`  ${start + rows.length} products…`);
    }
  }
  await pending;
  if (rebuild) {
    const inserted = performance.now();
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    log(
      `  products stored in ${((inserted - started) / 1000).toFixed(1)} s, indexes rebuilt in ${((performance.now() - inserted) / 1000).toFixed(1)} s`,
    );
  }
  const indexing = performance.now();
  const chunks = await searchIndex.write(tx);
  log(`  search index: ${chunks} posting chunks in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);
  return totals;
}

/**
 * Bind purchase (docs/orders.md): the first toner or ink cartridge on sale is sold only together with the
 * first printer on sale, so the demo shows the check on a product page.
 */
export async function bindDemoPurchase(tx: Tx, tree: ClassTree) {
  const leafId = (zh: string) => tree.leaves.find((l) => l.def.names.zh === zh)?.id;
  const main = leafId('打印机');
  const bound = leafId('硒鼓墨盒');
  if (!main || !bound) return;
  const first = (classId: number) =>
    sql`(select id from products where class3_id = ${classId} and status = 1 and product_type = ${productTypes.normal} order by id limit 1)`;
  await tx.execute(sql`update products set bind_product_id = ${first(main)} where id = ${first(bound)}`);
}
