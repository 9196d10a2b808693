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
import { CatalogRepository, parseSearch } from '../apps/server/src/modules/catalog';
import { chatBench, stopServer } from './chat';

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
// Real words of the seeded catalog by length (names, class names, English keywords), the very broad 装 (in
// about half the names) included: every one finds products.
const searchQueries: Record<string, string[]> = {
  chinese1: ['米', '茶', '鞋', '酒', '装'],
  chinese2: ['大米', '苹果', '手机', '耳机', '牛奶'],
  chinese3: ['铁观音', '洗衣机', '电饭煲', '山核桃', '矿泉水'],
  chinese4: ['蓝牙耳机', '西湖龙井', '空气炸锅', '风干牛肉'],
  english: ['honey', 'coffee', 'rice', 'shoes', 'tea', 'kg'],
};
const dbRuns = 50;
const warmupRounds = 10;

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

function seed(env: Record<string, string>) {
  const seeding = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--products', String(products)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (seeding.status !== 0) throw new Error('seeding failed');
}

/** Seeds the PGlite bench folder once (reused by later runs while its marker says the same size). */
function ensureSeeded() {
  const marker = path.join(dataDir, 'seeded.json');
  if (!existsSync(marker)) {
    log(`seeding ${products} products into ${dataDir} (once; reused by later runs)`);
    mkdirSync(dataDir, { recursive: true });
    const started = Date.now();
    seed({ MALL_DATA_DIR: dataDir, DATABASE_URL: '' });
    writeFileSync(marker, JSON.stringify({ products, seconds: (Date.now() - started) / 1000 }));
  }
}

/** Seeds the PostgreSQL bench database unless it already holds the same catalogue size. */
async function ensureSeededPostgres(url: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  let count = -1;
  try {
    await migrateDatabase(database);
    const result = await database.pool.query<{ n: number }>('select count(*)::int4 as n from products');
    count = result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
  if (count !== products) {
    log(`seeding ${products} products into PostgreSQL`);
    const started = Date.now();
    seed({ DATABASE_URL: url, MALL_DATA_DIR: path.join(dataDir, 'postgres-files') });
    log(`seeded PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Where a measurement runs: the embedded database in its data folder, or PostgreSQL. */
type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const openTarget = (target: Target) =>
  openDatabase(
    target.kind === 'pglite'
      ? { dataDir: path.join(target.dataDir, 'pglite') }
      : { databaseUrl: target.url, poolSize: 1 },
  );

/**
 * The search the API runs for a first page of 20 in relevance order, timed around its database round trips
 * (a plan lookup and the page; sometimes a second pass): what the database spends, without HTTP. Every query
 * is then explained to prove none reads products sequentially. Run before a server opens the same PGlite data.
 */
async function searchInDatabase(target: Target) {
  const database = await openTarget(target);
  try {
    await migrateDatabase(database);
    const repo = new CatalogRepository(database.db);
    // Every statement the search sends, to explain afterwards.
    const sent: { text: string; values: unknown[] }[] = [];
    const pool = database.pool as unknown as { query: (q: unknown, v?: unknown) => Promise<unknown> };
    const query = pool.query.bind(pool);
    let recording = false;
    pool.query = (q: unknown, v?: unknown) => {
      const text = typeof q === 'string' ? q : (q as { text: string }).text;
      const values = (typeof q === 'string' ? v : (q as { values?: unknown[] }).values) as unknown[];
      if (recording) sent.push({ text, values: values ?? [] });
      return query(q, v);
    };
    const groups: Record<
      string,
      { p50Ms: number; p95Ms: number; maxMs: number; matches: Record<string, string> }
    > = {};
    // Untimed rounds of every query first: the database process compiles its hot code to the fast tier on
    // first heavy use (WebAssembly), and a freshly started process is not the steady state the budget is about.
    for (let round = 0; round < warmupRounds; round++)
      for (const words of Object.values(searchQueries))
        for (const word of words)
          await repo.search.page(
            { productType: 4, search: parseSearch(word)! },
            { sort: 'relevance', order: 'desc' },
            1,
            20,
          );
    for (const [group, words] of Object.entries(searchQueries)) {
      const times: number[] = [];
      const matches: Record<string, string> = {};
      for (const word of words) {
        const search = parseSearch(word)!;
        const run = () =>
          repo.search.page({ productType: 4, search }, { sort: 'relevance', order: 'desc' }, 1, 20);
        recording = true;
        const warm = await run();
        recording = false;
        matches[word] = `${warm.exact ? '' : '~'}${warm.total} (${warm.plan})`;
        if (warm.rows.length === 0) throw new Error(`bench query ${word} found nothing`);
        for (let i = 0; i < dbRuns; i++) {
          const started = performance.now();
          await run();
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
        `search in database (${target.kind}), ${group}: p50 ${groups[group].p50Ms} ms, p95 ${groups[group].p95Ms} ms (matches: ${JSON.stringify(matches)})`,
      );
    }
    const worstP95Ms = Math.max(...Object.values(groups).map((g) => g.p95Ms));
    let sequentialScans = 0;
    for (const statement of sent) {
      const plan = (await query({ text: `explain ${statement.text}`, values: statement.values })) as {
        rows: Record<string, string>[];
      };
      if (plan.rows.some((r) => /Seq Scan on products\b/.test(Object.values(r)[0] ?? ''))) sequentialScans++;
    }
    log(`search statements explained: ${sent.length}, reading products sequentially: ${sequentialScans}`);
    return {
      runsPerQuery: dbRuns,
      warmupRounds,
      groups,
      worstP95Ms,
      statements: sent.length,
      sequentialScans,
    };
  } finally {
    await database.close();
  }
}

async function api(target: Target) {
  const port = 18_180;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      MALL_DATA_DIR: dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      // Measured in production mode (the default without NODE_ENV), which requires its public address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    await stopServer(server);
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
  // Every page renders inside the lazily loaded storefront layout, so its chunk counts for every page.
  const layout = routeKey(/layouts\/storefront-layout[^/]*\.tsx$/);
  if (!layout) throw new Error('storefront layout not found in the manifest');
  const sizes: Record<string, { files: number; gzipKb: number }> = {};
  for (const [name, key] of Object.entries(pages)) {
    const files = closure([entry, layout, ...(key ? [key] : [])]);
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
const parts = (process.env.BENCH_PARTS ?? 'web,api,chat').split(',');
const bundles = parts.includes('web') ? bundleSizes() : { home: { files: 0, gzipKb: Number.NaN } };
log(`initial JS gzip: ${JSON.stringify(bundles)}`);
const load1 = os.loadavg()[0]!;
ensureSeeded();
const pglite: Target = { kind: 'pglite', dataDir };
const searchDb = await searchInDatabase(pglite);
const hello = await helloCeiling();
log(`hello-world ceiling H: ${hello.requestsPerSecond} req/s (p99 ${hello.p99Ms} ms)`);
const { listing: list, detail, search } = await api(pglite);
const toH = (rps: number) => Math.round((rps / hello.requestsPerSecond) * 1000) / 1000;
const ratio = toH(list.requestsPerSecond);
const detailRatio = toH(detail.requestsPerSecond);
log(`class listing: ${list.requestsPerSecond} req/s (p99 ${list.p99Ms} ms) = ${ratio} × H`);
log(`product detail: ${detail.requestsPerSecond} req/s (p99 ${detail.p99Ms} ms) = ${detailRatio} × H`);
log(`search API: ${search.requestsPerSecond} req/s, p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms`);

// The same on PostgreSQL when DATABASE_URL names one (use a database of its own: it is seeded here).
let postgres: Record<string, unknown> | undefined;
if (process.env.DATABASE_URL) {
  const target: Target = { kind: 'postgres', url: process.env.DATABASE_URL };
  await ensureSeededPostgres(target.url);
  const pgSearchDb = await searchInDatabase(target);
  const pgApi = await api(target);
  postgres = {
    searchInDatabase: pgSearchDb,
    classListing: { ...pgApi.listing, ratioToHello: toH(pgApi.listing.requestsPerSecond) },
    productDetail: { ...pgApi.detail, ratioToHello: toH(pgApi.detail.requestsPerSecond) },
    searchApi: pgApi.search,
  };
  log(
    `PostgreSQL: listing ${toH(pgApi.listing.requestsPerSecond)} × H, detail ${toH(pgApi.detail.requestsPerSecond)} × H, search API p99 ${pgApi.search.p99Ms} ms, worst in-DB search p95 ${pgSearchDb.worstP95Ms} ms`,
  );
}

// Chat delivery (bench/chat.ts), unless BENCH_PARTS leaves it out.
const chat = parts.includes('chat') ? await chatBench({ log }) : undefined;

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
  ...(postgres ? { postgres } : {}),
  initialJs: bundles,
  chat,
  budgets,
  withinBudget: {
    chat: chat?.withinBudget ?? null,
    initialHomeJs: bundles.home!.gzipKb <= budgets.initialHomeJsGzipKb,
    listingThroughput: ratio >= budgets.listingRatio,
    listingP99: list.p99Ms <= budgets.listingP99Ms,
    detailThroughput: detailRatio >= budgets.detailRatio,
    searchDbP95: searchDb.worstP95Ms <= budgets.searchDbP95Ms,
    searchWithoutSequentialScan: searchDb.sequentialScans === 0,
    searchApiP99: search.p99Ms <= budgets.searchApiP99Ms,
  },
};
const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
writeFileSync(path.join(out, `${started.toISOString().slice(0, 10)}.json`), json);
writeFileSync(path.join(out, 'latest.json'), json);
log(`written to bench/results/latest.json; within budget: ${JSON.stringify(report.withinBudget)}`);
