// `npm run bench`: measures, in one run, (1) the hello-world ceiling H of a bare Fastify, (2) our class
// listing and product detail endpoints on the embedded database with a large catalog, (3) product search:
// in-database p95 per query length and API p99 under load, (4) the gzip size of the initial JS of home,
// product list and product detail. Writes bench/results/<date>.json and latest.json.
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { CatalogRepository } from '../apps/server/src/modules/catalog/catalog.repository';
import { parseSearch } from '../apps/server/src/modules/catalog/search-query';

const root = path.resolve(import.meta.dirname, '..');
const products = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const dataDir = path.join(root, '.data', `bench-${products}`);
const budgets = {
  initialHomeJsGzipKb: 300,
  listingRatio: 0.04,
  listingP99Ms: 50,
  detailRatio: 0.04,
  searchDbP95Ms: 10,
  searchApiP99Ms: 50,
};
// Real words of the seeded catalog by length, a very broad one (装: 40% of products) and misses included.
const searchQueries: Record<string, string[]> = {
  chinese1: ['米', '茶', '鞋', '酒', '装'],
  chinese2: ['大米', '苹果', '手机', '耳机', '牛奶'],
  chinese3: ['铁观音', '洗衣机', '电饭煲', '保温杯'],
  chinese4: ['蓝牙耳机', '西湖龙井', '五常大米'],
  english: ['kg', 'LED', 'pro', 'WiFi', 'mini'],
};
const dbRuns = 50;

function log(line: string) {
  console.log(`[bench] ${line}`);
}

async function load(url: string | string[]) {
  const urls = Array.isArray(url) ? url : [url];
  const first = new URL(urls[0]!);
  const result = await autocannon({
    url: first.origin,
    connections,
    duration: durationSeconds,
    requests: urls.map((u) => {
      const parsed = new URL(u);
      return { method: 'GET', path: parsed.pathname + parsed.search };
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`process exited early (${code})`)));
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type === 'ready' && m.port) resolve(m.port);
    });
  });
}

async function helloCeiling() {
  const child = fork(path.join(root, 'bench/hello-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const port = await waitForReady(child);
    await load(`http://127.0.0.1:${port}/`); // warm-up
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill();
  }
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function ensureSeeded() {
  const marker = path.join(dataDir, 'seeded.json');
  if (!existsSync(marker)) {
    log(`seeding ${products} products into ${dataDir} (once; reused by later runs)`);
    mkdirSync(dataDir, { recursive: true });
    const started = Date.now();
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--products', String(products)],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, MALL_DATA_DIR: dataDir },
      },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
    writeFileSync(marker, JSON.stringify({ products, seconds: (Date.now() - started) / 1000 }));
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The search page query the API runs (first page of 20, relevance), timed through one pg connection to the
 * PGlite child: what the database spends, without HTTP. Run before the server opens the same data folder.
 */
async function searchInDatabase() {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const repo = new CatalogRepository(database.db);
    const client = await database.pool.connect();
    try {
      const groups: Record<
        string,
        { p50Ms: number; p95Ms: number; maxMs: number; matches: Record<string, number> }
      > = {};
      for (const [group, words] of Object.entries(searchQueries)) {
        const times: number[] = [];
        const matches: Record<string, number> = {};
        for (const word of words) {
          const search = parseSearch(word)!;
          const q = repo
            .searchQuery({ productType: 4, search }, { sort: 'relevance', order: 'desc' }, 1, 20)
            .toSQL();
          // Array rows: the last column is the window's match count.
          const warm = await client.query<unknown[]>({ text: q.sql, values: q.params, rowMode: 'array' });
          matches[word] = Number(warm.rows[0]?.at(-1) ?? 0);
          for (let i = 0; i < dbRuns; i++) {
            const started = performance.now();
            await client.query(q.sql, q.params);
            times.push(performance.now() - started);
          }
        }
        times.sort((a, b) => a - b);
        groups[group] = {
          p50Ms: round(percentile(times, 50)),
          p95Ms: round(percentile(times, 95)),
          maxMs: round(times.at(-1)!),
          matches,
        };
        log(
          `search in database, ${group}: p50 ${groups[group].p50Ms} ms, p95 ${groups[group].p95Ms} ms (matches in window: ${JSON.stringify(matches)})`,
        );
      }
      const worstP95Ms = Math.max(...Object.values(groups).map((g) => g.p95Ms));
      // The planner's own choice at this size (no settings changed): a 2-character query through the GIN index.
      const two = repo
        .searchQuery(
          { productType: 4, search: parseSearch('大米')! },
          { sort: 'relevance', order: 'desc' },
          1,
          20,
        )
        .toSQL();
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${two.sql}`, two.params);
      const usesBigramIndex = plan.rows.some((r) => r['QUERY PLAN'].includes('products_search_idx'));
      log(`2-character search plan uses products_search_idx: ${usesBigramIndex}`);
      return { runsPerQuery: dbRuns, groups, worstP95Ms, usesBigramIndex };
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

async function api() {
  const port = 18_180;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      MALL_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health/ready`, 120_000);
    const tree = (await (await fetch(`${base}/api/product/productclass/indexproductclass`)).json()) as {
      ext: { id: number; children: { id: number; children: { id: number }[] }[] }[];
    };
    // A mix of top, middle and leaf classes, as shoppers click them.
    const classIds = tree.ext
      .flatMap((top) => [top.id, top.children[0]?.id, top.children[0]?.children[0]?.id])
      .filter(Boolean);
    const urls = classIds.map(
      (id) => `${base}/api/product/product/queryproductlist?classId=${id}&offset=1&limit=20`,
    );
    const sample = (await (await fetch(urls[0]!)).json()) as { rows: { productId: number }[]; total: number };
    log(`listing sample: ${sample.rows.length} rows of ${sample.total}`);
    await load(urls); // warm-up
    const listing = { classIds: classIds.length, sampleTotal: sample.total, ...(await load(urls)) };

    // Product detail: ids spread over the whole catalog, as links from lists and searches land.
    const detailIds = Array.from(
      { length: 200 },
      (_, i) => 1 + Math.floor(((i * 7919) % 200) * (products / 200)),
    );
    const detailUrls = detailIds.map(
      (id) => `${base}/api/member/product/product/getproductdetail?productId=${id}`,
    );
    const detailSample = (await (await fetch(detailUrls[0]!)).json()) as { code: number };
    if (detailSample.code !== 0) throw new Error(`product detail answered ${JSON.stringify(detailSample)}`);
    await load(detailUrls); // warm-up
    const detail = { products: detailIds.length, ...(await load(detailUrls)) };

    // Search: every query of every group, first page of 20 as the product list page asks for it.
    const words = Object.values(searchQueries).flat();
    const searchUrls = words.map(
      (w) =>
        `${base}/api/product/product/queryproductlist?searchkey=${encodeURIComponent(w)}&offset=1&limit=20`,
    );
    await load(searchUrls); // warm-up
    const search = { queries: words.length, ...(await load(searchUrls)) };
    return { listing, detail, search };
  } finally {
    server.kill('SIGTERM');
  }
}

function bundleSizes() {
  const web = path.join(root, 'apps/web');
  const build = spawnSync('npx', ['vite', 'build', '--manifest'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
  type Chunk = {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
  };
  const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(web, 'dist', file)), { level: 9 }).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const k of keys) visit(k);
    return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('storefront entry not found in the manifest');
  const routeKey = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k));
  const pages = {
    home: routeKey(/routes\/home[^/]*\.tsx$/),
    productList: routeKey(/routes\/product-list[^/]*\.tsx$/),
    productDetail: routeKey(/routes\/product-detail[^/]*\.tsx$/),
  };
  const sizes: Record<string, { files: number; gzipKb: number }> = {};
  for (const [name, key] of Object.entries(pages)) {
    const files = closure([entry, ...(key ? [key] : [])]);
    sizes[name] = {
      files: files.length,
      gzipKb: Math.round((files.reduce((s, f) => s + gz(f), 0) / 1024) * 10) / 10,
    };
  }
  return sizes;
}

const started = new Date();
log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
// BENCH_PARTS=api skips the web build (handy while working on the server); reports need both.
const parts = (process.env.BENCH_PARTS ?? 'web,api').split(',');
const bundles = parts.includes('web') ? bundleSizes() : { home: { files: 0, gzipKb: Number.NaN } };
log(`initial JS gzip: ${JSON.stringify(bundles)}`);
const load1 = os.loadavg()[0]!;
ensureSeeded();
const searchDb = await searchInDatabase();
const hello = await helloCeiling();
log(`hello-world ceiling H: ${hello.requestsPerSecond} req/s (p99 ${hello.p99Ms} ms)`);
const { listing: list, detail, search } = await api();
const toH = (rps: number) => Math.round((rps / hello.requestsPerSecond) * 1000) / 1000;
const ratio = toH(list.requestsPerSecond);
const detailRatio = toH(detail.requestsPerSecond);
log(`class listing: ${list.requestsPerSecond} req/s (p99 ${list.p99Ms} ms) = ${ratio} × H`);
log(`product detail: ${detail.requestsPerSecond} req/s (p99 ${detail.p99Ms} ms) = ${detailRatio} × H`);
log(`search API: ${search.requestsPerSecond} req/s, p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms`);

const report = {
  date: started.toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  },
  settings: { connections, durationSeconds, products, database: 'pglite (embedded, child process)' },
  // Other work on this machine skews H and the ratios: the 1-minute load average before and after the run.
  loadAverage: { before: Math.round(load1 * 100) / 100, after: Math.round(os.loadavg()[0]! * 100) / 100 },
  helloWorld: hello,
  classListing: { ...list, ratioToHello: ratio },
  productDetail: { ...detail, ratioToHello: detailRatio },
  searchInDatabase: searchDb,
  searchApi: search,
  initialJs: bundles,
  budgets,
  withinBudget: {
    initialHomeJs: bundles.home!.gzipKb <= budgets.initialHomeJsGzipKb,
    listingThroughput: ratio >= budgets.listingRatio,
    listingP99: list.p99Ms <= budgets.listingP99Ms,
    detailThroughput: detailRatio >= budgets.detailRatio,
    searchDbP95: searchDb.worstP95Ms <= budgets.searchDbP95Ms,
    searchApiP99: search.p99Ms <= budgets.searchApiP99Ms,
  },
};
const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
writeFileSync(path.join(out, `${started.toISOString().slice(0, 10)}.json`), json);
writeFileSync(path.join(out, 'latest.json'), json);
log(`written to bench/results/latest.json; within budget: ${JSON.stringify(report.withinBudget)}`);
