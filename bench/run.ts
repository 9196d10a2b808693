// `npm run bench`: measures, in one run, the parts BENCH_PARTS names (comma-separated; default
// web,api,lighthouse,chat,jobs), then prints a table of every budget and writes the report to
// bench/results/<date>.json and latest.json (figures of parts left out are null).
// Before any of web, api or lighthouse the web app is built as `npm run build` builds it (apps/web/dist, the
// app the servers below serve).
// - web: the gzip size (level 9) of the initial JS of home, product list and product detail (entry, app,
//   storefront layout, the page's chunk and their static imports, read from Vite's manifest; a client build of its own
//   in .data/bench-web-manifest when the real build writes none). Budget: ≤ 250 KB each.
// - api: on the embedded database with a large catalogue (BENCH_PRODUCTS, default 200,000; seeded once into
//   .data/bench-<n>): product search in the database (p95 per query length, every statement explained: no
//   sequential scan of products), the hello-world ceiling H of a bare Fastify, then, at 10 connections for
//   BENCH_SECONDS (default 10) after as long a warm-up, on one server in production mode (BENCH_API_PORT,
//   default 18180) serving the built app: the class listing API, the product detail API, the search API, and
//   the server-rendered product detail page as a visitor opens it (GET /mallview/mall/product/detail, no
//   cookies, Accept: text/html) once on one product and once on a rotation of about 4,000 products spread
//   over the catalogue, shared by the connections (the server's per-address page cache holds fewer: it cannot
//   hide the render; its x-page-cache answers are counted). The report says whether the page's HTML held the
//   product's name (server-rendered): the page's budget counts only a server-rendered page without errors or
//   timeouts. Before the load, 10 uncached product pages one by one: a lone visitor's wait, the render time.
//   Budgets: listing ≥ 0.04 × H with p99 ≤ 50 ms, detail API ≥ 0.04 × H, product page ≥ 0.05 × H with
//   p99 ≤ 50 ms (both variants), search in the database p95 ≤ 10 ms, search API p99 ≤ 50 ms. With
//   DATABASE_URL set, the same on PostgreSQL (a database of its own: seeded here).
// - lighthouse (bench/lighthouse.ts): Lighthouse 12.2.3 with Debian's Chromium on home, product list and
//   product detail of a demo server, mobile and desktop, median of BENCH_LIGHTHOUSE_RUNS (default 3) runs
//   (server port BENCH_LIGHTHOUSE_PORT, default 18182). Budgets: performance ≥ 90 mobile and ≥ 98 desktop,
//   CLS ≤ 0.02, mobile LCP ≤ 2.5 s.
// - chat (bench/chat.ts): live-chat delivery latency; its own variables are described there.
// - jobs (bench/jobs.ts): the job queue's throughput and the database load of a server at rest, with job
//   workers on and off, on the embedded database and PostgreSQL; its own variables are described there.
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { catalogReads, parseSearch } from '../apps/server/src/modules/catalog';
import { chatBench, stopServer, waitForHttp } from './chat';
import { jobsBench } from './jobs';
import { type LighthouseReport, lighthouseBench, lighthousePages } from './lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const products = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const dataDir = path.join(root, '.data', `bench-${products}`);
const apiPort = Number(process.env.BENCH_API_PORT ?? 18_180);
const budgets = {
  initialJsGzipKb: 250,
  listingRatio: 0.04,
  listingP99Ms: 50,
  detailRatio: 0.04,
  productPageRatio: 0.05,
  productPageP99Ms: 50,
  searchDbP95Ms: 10,
  searchApiP99Ms: 50,
};
// Real words of the seeded catalog by length (names, class names, English keywords, translated names), the
// very broad 装 (in about half the names) included: every one finds products.
const searchQueries: Record<string, string[]> = {
  chinese1: ['米', '茶', '鞋', '酒', '装'],
  chinese2: ['大米', '苹果', '手机', '耳机', '牛奶'],
  chinese3: ['铁观音', '洗衣机', '电饭煲', '山核桃', '矿泉水'],
  chinese4: ['蓝牙耳机', '西湖龙井', '空气炸锅', '风干牛肉'],
  english: ['honey', 'coffee', 'rice', 'shoes', 'tea', 'kg'],
  // The translated names' postings (issue 18): a Russian or Spanish word, in any case form or accent.
  russian: ['яблоки', 'молоко', 'кофе'],
  spanish: ['manzana', 'leche', 'café', 'jamón'],
};
const dbRuns = 50;
const warmupRounds = 10;

function log(line: string) {
  console.log(`[bench] ${line}`);
}

interface LoadOptions {
  headers?: Record<string, string>;
  /**
   * Every connection takes the next address of one shared rotation (by default each connection walks the
   * list on its own, so the connections ask for the same address at about the same time).
   */
  shared?: boolean;
  /** A response header whose values are counted (e.g. a cache's hit or miss). */
  countHeader?: string;
}

async function load(url: string | string[], options: LoadOptions = {}) {
  const urls = Array.isArray(url) ? url : [url];
  const first = new URL(urls[0]!);
  const paths = urls.map((u) => new URL(u).pathname + new URL(u).search);
  const counts: Record<string, number> = {};
  const onResponse = options.countHeader
    ? (_status: number, _body: string, _context: object, headers?: Record<string, unknown>) => {
        const name = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === options.countHeader);
        const value = name ? String(headers![name]) : 'none';
        counts[value] = (counts[value] ?? 0) + 1;
      }
    : undefined;
  let next = 0;
  const result = await autocannon({
    url: first.origin,
    connections,
    duration: durationSeconds,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: options.shared
      ? [
          {
            method: 'GET',
            path: paths[0],
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            onResponse,
          },
        ]
      : paths.map((path) => ({ method: 'GET', path, onResponse })),
  });
  // No answer at all (every request timed out): no latency to report (null in the JSON), not 0 ms.
  const answered = result.requests.total > 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: answered ? result.latency.p50 : Number.NaN,
    p99Ms: answered ? result.latency.p99 : Number.NaN,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    // Left out of the JSON when nothing was counted.
    counted: options.countHeader ? { header: options.countHeader, values: counts } : undefined,
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
    const repo = catalogReads(database.db);
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

/**
 * What a browser sends when a visitor opens a page: no cookie, HTML first, compressed answers accepted
 * (every browser asks for them; the server keeps a cached page compressed, so a load without this header
 * would measure copying 150-250 KB of plain HTML per answer, which no visitor causes).
 */
const pageHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Products a visitor can open on the product detail page (not supplies), about `count` spread over the catalogue. */
async function visitorProductIds(base: string, count: number) {
  const candidates = [
    ...new Set(Array.from({ length: count }, (_, i) => 1 + Math.floor((i * products) / count))),
  ];
  const kept: number[] = [];
  for (let i = 0; i < candidates.length; i += 20) {
    const batch = candidates.slice(i, i + 20);
    const answers = await Promise.all(
      batch.map(async (id) => {
        const res = await fetch(`${base}/api/member/product/product/getproductdetail?productId=${id}`);
        return (await res.json()) as { code: number; ext?: { productType?: { code: number } } };
      }),
    );
    answers.forEach((a, j) => {
      if (a.code === 0 && a.ext?.productType?.code === 4) kept.push(batch[j]!);
    });
  }
  return kept;
}

/**
 * The storefront's product detail page as a visitor opens it: on one product, and rotating over many
 * (each connection takes the next product of one shared rotation, longer than the page cache holds, so a
 * per-address cache answers next to none: the `x-page-cache` answers are counted to show it). Its status,
 * type and whether the HTML holds the product's name (server-rendered) are checked first.
 */
async function productPages(base: string) {
  const pageUrl = (id: number) =>
    `${base}${lighthousePages.productDetail.replace(/productId=\d+/, `productId=${id}`)}`;
  // About 4,000 measured pages: more than the page cache keeps (PAGE_CACHE_MB, 64 MB: some 600 pages).
  const ids = await visitorProductIds(base, 5000);
  if (ids.length === 0) throw new Error('no product for the product page found');
  const api = (await (
    await fetch(`${base}/api/member/product/product/getproductdetail?productId=${ids[0]}`)
  ).json()) as { code: number; ext?: { productName?: string } };
  const res = await fetch(pageUrl(ids[0]!), { headers: pageHeaders });
  const html = await res.text();
  const name = api.ext?.productName ?? '';
  const sample = {
    productId: ids[0]!,
    status: res.status,
    contentType: res.headers.get('content-type'),
    bytes: Buffer.byteLength(html),
    serverRendered: name !== '' && (html.includes(name) || html.includes(escapeHtml(name))),
  };
  log(`product page sample: ${JSON.stringify(sample)}`);
  if (res.status !== 200 || !sample.contentType?.startsWith('text/html'))
    throw new Error(`the product page answered ${res.status} ${sample.contentType}: is the web app built?`);
  // One visitor alone: the render time of pages no cache holds yet, one after the other.
  const alone: number[] = [];
  for (const id of ids.slice(-10)) {
    const t = performance.now();
    await (await fetch(pageUrl(id), { headers: pageHeaders })).text();
    alone.push(performance.now() - t);
  }
  alone.sort((x, y) => x - y);
  const oneByOne = { pages: alone.length, p50Ms: round(percentile(alone, 50)), maxMs: round(alone.at(-1)!) };
  log(`product page alone, uncached: ${JSON.stringify(oneByOne)}`);
  const options: LoadOptions = { headers: pageHeaders, countHeader: 'x-page-cache' };
  const one = [pageUrl(ids[0]!)];
  await load(one, options); // warm-up
  const single = { productId: ids[0]!, ...(await load(one, options)) };
  // Warmed up on other products than those measured: no page of the measured rotation is cached before.
  const warm = Math.min(500, Math.ceil(ids.length / 4));
  await load(ids.slice(0, warm).map(pageUrl), { ...options, shared: true }); // warm-up
  const rotating = {
    products: ids.length - warm,
    ...(await load(ids.slice(warm).map(pageUrl), { ...options, shared: true })),
  };
  return {
    path: lighthousePages.productDetail.split('?')[0],
    headers: pageHeaders,
    sample,
    oneByOne,
    single,
    rotating,
  };
}

async function api(target: Target) {
  const port = apiPort;
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
      // The app the product page measurement loads: the build made at the start of the run.
      WEB_DIST_DIR: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // The load comes from one address: every uncached page is to be rendered, not sent to the browser.
      RENDER_RATE_LIMIT_PER_MINUTE: '100000000',
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
    const productPage = await productPages(base);
    return { listing, detail, search, productPage };
  } finally {
    await stopServer(server);
  }
}

/** The web app as `npm run build` makes it: what the servers of the api and lighthouse parts serve. */
function buildWeb() {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}

function bundleSizes() {
  const web = path.join(root, 'apps/web');
  // Vite's manifest maps source files to chunks. The real build (buildWeb, just before) writes none unless
  // its configuration asks for one: then a client build of its own, elsewhere, leaves apps/web/dist as it is.
  let dist = path.join(web, 'dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    dist = path.join(root, '.data/bench-web-manifest');
    const build = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir'], {
      cwd: web,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('web build with a manifest failed');
  }
  type Chunk = {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
  };
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
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
  // Every page renders inside the storefront layout: loaded lazily, its chunk counts for every page; loaded
  // with the entry, it is in the entry's closure already. The same for a page without a chunk of its own; a
  // page whose file moved must not be measured as the entry alone.
  // The entry (boot.ts) imports the app (main.tsx) after the first paint: still initial JS, counted here.
  const app = 'src/main.tsx';
  const layout = 'src/app/layouts/storefront-layout.tsx';
  const pages = {
    home: 'src/app/routes/home.tsx',
    productList: 'src/app/routes/product-list.tsx',
    productDetail: 'src/app/routes/product-detail.tsx',
  };
  const sizes: Record<string, { files: number; gzipKb: number }> = {};
  for (const [name, source] of Object.entries(pages)) {
    for (const file of [app, layout, source])
      if (!existsSync(path.join(web, file)))
        throw new Error(`${file} is gone: update bundleSizes in bench/run.ts`);
    const files = closure([entry, app, layout, source]);
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
const parts = (process.env.BENCH_PARTS ?? 'web,api,lighthouse,chat,jobs').split(',').map((p) => p.trim());
const load1 = os.loadavg()[0]!;
if (parts.some((p) => ['web', 'api', 'lighthouse'].includes(p))) buildWeb();
const bundles = parts.includes('web') ? bundleSizes() : null;
if (bundles) log(`initial JS gzip: ${JSON.stringify(bundles)}`);

const toRatio = (rps: number, hello: number) => Math.round((rps / hello) * 1000) / 1000;
async function apiPart() {
  ensureSeeded();
  const pglite: Target = { kind: 'pglite', dataDir };
  const searchDb = await searchInDatabase(pglite);
  const hello = await helloCeiling();
  log(`hello-world ceiling H: ${hello.requestsPerSecond} req/s (p99 ${hello.p99Ms} ms)`);
  const measured = await api(pglite);
  const toH = (rps: number) => toRatio(rps, hello.requestsPerSecond);
  const { listing: list, detail, search, productPage } = measured;
  log(
    `class listing: ${list.requestsPerSecond} req/s (p99 ${list.p99Ms} ms) = ${toH(list.requestsPerSecond)} × H`,
  );
  log(
    `product detail: ${detail.requestsPerSecond} req/s (p99 ${detail.p99Ms} ms) = ${toH(detail.requestsPerSecond)} × H`,
  );
  log(`search API: ${search.requestsPerSecond} req/s, p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms`);
  for (const [variant, m] of Object.entries({ single: productPage.single, rotating: productPage.rotating }))
    log(
      `product page (${variant}): ${m.requestsPerSecond} req/s (p99 ${m.p99Ms} ms) = ${toH(m.requestsPerSecond)} × H, server-rendered: ${productPage.sample.serverRendered}`,
    );

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
      productPage: {
        ...pgApi.productPage,
        single: {
          ...pgApi.productPage.single,
          ratioToHello: toH(pgApi.productPage.single.requestsPerSecond),
        },
        rotating: {
          ...pgApi.productPage.rotating,
          ratioToHello: toH(pgApi.productPage.rotating.requestsPerSecond),
        },
      },
    };
    log(
      `PostgreSQL: listing ${toH(pgApi.listing.requestsPerSecond)} × H, detail ${toH(pgApi.detail.requestsPerSecond)} × H, product page ${toH(pgApi.productPage.rotating.requestsPerSecond)} × H (rotating), search API p99 ${pgApi.search.p99Ms} ms, worst in-DB search p95 ${pgSearchDb.worstP95Ms} ms`,
    );
  }
  return {
    helloWorld: hello,
    classListing: { ...list, ratioToHello: toH(list.requestsPerSecond) },
    productDetail: { ...detail, ratioToHello: toH(detail.requestsPerSecond) },
    productPage: {
      ...productPage,
      single: { ...productPage.single, ratioToHello: toH(productPage.single.requestsPerSecond) },
      rotating: { ...productPage.rotating, ratioToHello: toH(productPage.rotating.requestsPerSecond) },
    },
    searchInDatabase: searchDb,
    searchApi: search,
    ...(postgres ? { postgres } : {}),
  };
}
const apiResults = parts.includes('api') ? await apiPart() : null;

// Lighthouse on a demo server of its own (bench/lighthouse.ts), after the load tests: nothing else runs.
const lighthouse: LighthouseReport | null = parts.includes('lighthouse') ? await lighthouseBench(log) : null;

// Chat delivery (bench/chat.ts).
const chat = parts.includes('chat') ? await chatBench({ log }) : undefined;

// The job queue (bench/jobs.ts).
const jobs = parts.includes('jobs') ? await jobsBench({ log }) : null;

const a = apiResults;
const lh = lighthouse?.withinBudget;
// The product page budget is about a server-rendered page answered without errors: an empty shell sent fast
// does not meet it.
type PageLoad = { ratioToHello: number; p99Ms: number; errors: number; timeouts: number };
const pageMeets = (m: PageLoad, what: 'throughput' | 'p99') =>
  a!.productPage.sample.serverRendered &&
  m.errors === 0 &&
  m.timeouts === 0 &&
  (what === 'throughput' ? m.ratioToHello >= budgets.productPageRatio : m.p99Ms <= budgets.productPageP99Ms);
const withinBudget = {
  chat: chat?.withinBudget ?? null,
  initialJsHome: bundles ? bundles.home!.gzipKb <= budgets.initialJsGzipKb : null,
  initialJsProductList: bundles ? bundles.productList!.gzipKb <= budgets.initialJsGzipKb : null,
  initialJsProductDetail: bundles ? bundles.productDetail!.gzipKb <= budgets.initialJsGzipKb : null,
  listingThroughput: a ? a.classListing.ratioToHello >= budgets.listingRatio : null,
  listingP99: a ? a.classListing.p99Ms <= budgets.listingP99Ms : null,
  detailThroughput: a ? a.productDetail.ratioToHello >= budgets.detailRatio : null,
  productPageThroughput: a ? pageMeets(a.productPage.single, 'throughput') : null,
  productPageP99: a ? pageMeets(a.productPage.single, 'p99') : null,
  productPageRotatingThroughput: a ? pageMeets(a.productPage.rotating, 'throughput') : null,
  productPageRotatingP99: a ? pageMeets(a.productPage.rotating, 'p99') : null,
  searchDbP95: a ? a.searchInDatabase.worstP95Ms <= budgets.searchDbP95Ms : null,
  searchWithoutSequentialScan: a ? a.searchInDatabase.sequentialScans === 0 : null,
  searchApiP99: a ? a.searchApi.p99Ms <= budgets.searchApiP99Ms : null,
  lighthouseMobilePerformance: lh?.mobilePerformance ?? null,
  lighthouseDesktopPerformance: lh?.desktopPerformance ?? null,
  lighthouseCls: lh?.cls ?? null,
  lighthouseMobileLcp: lh?.mobileLcp ?? null,
  lighthouseAccessibility: lh?.accessibility ?? null,
};

const report = {
  date: started.toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  },
  parts,
  settings: { connections, durationSeconds, products, database: 'pglite (embedded, child process)' },
  // Other work on this machine skews H and the ratios: the 1-minute load average before and after the run.
  loadAverage: { before: Math.round(load1 * 100) / 100, after: Math.round(os.loadavg()[0]! * 100) / 100 },
  helloWorld: a?.helloWorld ?? null,
  classListing: a?.classListing ?? null,
  productDetail: a?.productDetail ?? null,
  productPage: a?.productPage ?? null,
  searchInDatabase: a?.searchInDatabase ?? null,
  searchApi: a?.searchApi ?? null,
  ...(a?.postgres ? { postgres: a.postgres } : {}),
  initialJs: bundles,
  lighthouse,
  chat,
  jobs,
  budgets: { ...budgets, lighthouse: lighthouse?.budgets ?? null },
  withinBudget,
};
const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
// A run of some parts only is named by them (2026-11-27-api.json), so it does not replace the day's run of
// other parts with nulls.
const allParts = process.env.BENCH_PARTS === undefined;
const name = `${started.toISOString().slice(0, 10)}${allParts ? '' : `-${parts.join('-')}`}.json`;
writeFileSync(path.join(out, name), json);
writeFileSync(path.join(out, 'latest.json'), json);
log(`written to bench/results/${name} and latest.json`);
printSummary();

/** The figures a person reads first: every budget measured in this run, then Lighthouse page by page. */
function printSummary() {
  const rows: [string, string, string, boolean | null][] = [];
  const ms = (v: number | null | undefined) =>
    v === null || v === undefined || Number.isNaN(v) ? '-' : `${Math.round(v)} ms`;
  const w = withinBudget;
  if (bundles) {
    const ok = {
      home: w.initialJsHome,
      productList: w.initialJsProductList,
      productDetail: w.initialJsProductDetail,
    };
    for (const [name, size] of Object.entries(bundles))
      rows.push([
        `initial JS ${name} (gzip)`,
        `${size.gzipKb} KB`,
        `≤ ${budgets.initialJsGzipKb} KB`,
        ok[name as keyof typeof ok],
      ]);
  }
  if (a) {
    rows.push(['hello-world ceiling H', `${a.helloWorld.requestsPerSecond} req/s`, '', null]);
    const rps = (m: { ratioToHello: number; requestsPerSecond: number }) =>
      `${m.ratioToHello} × H (${m.requestsPerSecond} req/s)`;
    rows.push([
      'class listing API',
      rps(a.classListing),
      `≥ ${budgets.listingRatio} × H`,
      w.listingThroughput,
    ]);
    rows.push([
      'class listing API p99',
      ms(a.classListing.p99Ms),
      `≤ ${budgets.listingP99Ms} ms`,
      w.listingP99,
    ]);
    rows.push([
      'product detail API',
      rps(a.productDetail),
      `≥ ${budgets.detailRatio} × H`,
      w.detailThroughput,
    ]);
    const page = a.productPage;
    const rendered = page.sample.serverRendered ? 'server-rendered' : 'NOT server-rendered';
    rows.push([
      `product page alone, ${page.oneByOne.pages} uncached one by one (p50, max)`,
      `${ms(page.oneByOne.p50Ms)}, ${ms(page.oneByOne.maxMs)}`,
      '',
      null,
    ]);
    for (const [label, m, ok, okP99] of [
      [`product page, 1 product`, page.single, w.productPageThroughput, w.productPageP99],
      [
        `product page, ${page.rotating.products} rotating`,
        page.rotating,
        w.productPageRotatingThroughput,
        w.productPageRotatingP99,
      ],
    ] as const) {
      const cache = JSON.stringify(m.counted?.values ?? {});
      const notes = `${rendered}, errors ${m.errors}, timeouts ${m.timeouts}, x-page-cache ${cache}`;
      rows.push([`${label} (${notes})`, rps(m), `≥ ${budgets.productPageRatio} × H`, ok]);
      rows.push([`${label} p99`, ms(m.p99Ms), `≤ ${budgets.productPageP99Ms} ms`, okP99]);
    }
    rows.push([
      'search in database, worst p95',
      ms(a.searchInDatabase.worstP95Ms),
      `≤ ${budgets.searchDbP95Ms} ms`,
      w.searchDbP95,
    ]);
    rows.push(['search API p99', ms(a.searchApi.p99Ms), `≤ ${budgets.searchApiP99Ms} ms`, w.searchApiP99]);
  }
  if (chat) rows.push(['chat', JSON.stringify(chat.withinBudget), '', null]);
  for (const r of jobs?.reports ?? []) {
    for (const t of r.throughput)
      rows.push([
        `jobs ${r.database}, batch ${t.batchSize}`,
        `${t.sentPerSecond} sent/s, ${t.workedPerSecond} worked/s`,
        '',
        null,
      ]);
    for (const i of r.atRest)
      rows.push([
        `server at rest ${r.database}, job workers ${i.jobWorkers ? 'on' : 'off'}`,
        `${i.statementsPerMinute} statements/min ${JSON.stringify({ ...i, jobWorkers: undefined, statementsPerMinute: undefined })}`,
        '',
        null,
      ]);
  }
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? 'ok' : 'MISSED');
  const table = (header: string[], body: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
    const line = (r: string[]) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
  };
  console.log('');
  if (rows.length)
    table(
      ['measure', 'measured', 'budget', ''],
      rows.map(([m, v, b, ok]) => [m, v, b, mark(ok)]),
    );
  if (lighthouse) {
    const b = lighthouse.budgets;
    const body: string[][] = [];
    for (const [page, byForm] of Object.entries(lighthouse.pages))
      for (const [form, r] of Object.entries(byForm)) {
        const m = r.median;
        const target = form === 'mobile' ? b.mobilePerformance : b.desktopPerformance;
        body.push([
          page,
          form,
          `${m.performance ?? '-'} ${mark(r.withinBudget.performance ?? null)} (≥ ${target})`,
          ms(m.fcpMs),
          `${ms(m.lcpMs)}${form === 'mobile' ? ` ${mark(r.withinBudget.lcp ?? null)}` : ''}`,
          ms(m.tbtMs),
          `${m.cls ?? '-'} ${mark(r.withinBudget.cls ?? null)}`,
          ms(m.speedIndexMs),
          `${m.accessibility ?? '-'} ${mark(r.withinBudget.accessibility ?? null)} (≥ ${b.accessibility})`,
          `${r.runs.length}/${lighthouse.runsPerPage}`,
        ]);
      }
    console.log('');
    console.log(
      `Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.chromium}, median of ${lighthouse.runsPerPage} (CLS ≤ ${b.cls}, mobile LCP ≤ ${b.mobileLcpMs} ms):`,
    );
    table(['page', 'form', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'a11y', 'runs'], body);
  }
}
