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
// - consoles (bench/consoles.ts): the merchant workbench's product and order list APIs (p95 ≤ 50 ms), publish
//   → findable in search (≤ 1 s), the consoles' initial JS; on the api part's catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPart, products } from './catalogue-api';
import { chatBench } from './chat';
import { consoleBudgets, consolesPart } from './consoles';
import { jobsBench } from './jobs';
import { type LighthouseReport, lighthouseBench } from './lighthouse';
import { connections, durationSeconds, log, root } from './load';
import { buildWeb, bundleSizes } from './web-bundles';

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

const started = new Date();
log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const parts = (process.env.BENCH_PARTS ?? 'web,api,lighthouse,chat,jobs,consoles')
  .split(',')
  .map((p) => p.trim());
const load1 = os.loadavg()[0]!;
if (parts.some((p) => ['web', 'api', 'lighthouse', 'consoles'].includes(p))) buildWeb();
const bundles = parts.includes('web') ? bundleSizes() : null;
if (bundles) log(`initial JS gzip: ${JSON.stringify(bundles)}`);

const apiResults = parts.includes('api') ? await apiPart() : null;

// Lighthouse on a demo server of its own (bench/lighthouse.ts), after the load tests: nothing else runs.
const lighthouse: LighthouseReport | null = parts.includes('lighthouse') ? await lighthouseBench(log) : null;

// Chat delivery (bench/chat.ts).
const chat = parts.includes('chat') ? await chatBench({ log }) : undefined;

// The job queue (bench/jobs.ts).
const jobs = parts.includes('jobs') ? await jobsBench({ log }) : null;

// The consoles (bench/consoles.ts), on the api part's catalogue; the consoles are built with the web app.
const consoles = parts.includes('consoles') ? await consolesPart() : null;
type ListFigures = { sequential: { p95Ms: number } };
const consoleLists = consoles ? Object.values(consoles.lists as Record<string, ListFigures>) : [];

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
  consoleListsP95: consoles
    ? consoleLists.every((m) => m.sequential.p95Ms <= consoleBudgets.listP95Ms)
    : null,
  consolePublishToSearch: consoles ? consoles.publish.maxMs <= consoleBudgets.publishToSearchMs : null,
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
  consoles,
  budgets: { ...budgets, consoles: consoleBudgets, lighthouse: lighthouse?.budgets ?? null },
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
  if (consoles) {
    for (const [name, m] of Object.entries(consoles.lists as Record<string, ListFigures>))
      rows.push([
        `workbench ${name} list API p95 (one at a time)`,
        ms(m.sequential.p95Ms),
        `≤ ${consoleBudgets.listP95Ms} ms`,
        m.sequential.p95Ms <= consoleBudgets.listP95Ms,
      ]);
    rows.push([
      `publish → found in search, slowest of ${consoles.publish.runs}`,
      ms(consoles.publish.maxMs),
      `≤ ${consoleBudgets.publishToSearchMs} ms`,
      w.consolePublishToSearch,
    ]);
    rows.push([
      'consoles initial JS (gzip), with the dashboard and zh_CN',
      `${consoles.bundle.initialKb} KB, ${consoles.bundle.withFirstPageKb} KB`,
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
