// Lighthouse benchmark, a part of `npm run bench` (BENCH_PARTS=lighthouse runs it alone; it needs the built
// web app, which run.ts builds first). Lighthouse 12.2.3 (the last release for Node 20) drives Debian's
// Chromium (/usr/bin/chromium, launched by chrome-launcher, a fresh browser and profile for every run) against a
// server started as the browser tests start theirs: development mode, the demo seed in a fresh data folder
// (.data/bench-lighthouse), the built app of apps/web/dist. As a visitor (no cookies; Lighthouse clears the
// origin's storage and cache before each run), in Chinese (the e2e suite's locale), on the home page, a class's
// product list and a product detail, in both form factors: mobile (Lighthouse's default: moto g power, simulated
// slow 4G and 4× CPU slowdown) and desktop (Lighthouse's desktop config). Each page and form factor is run
// BENCH_LIGHTHOUSE_RUNS times (default 3) after one untimed warm-up run per page; every figure is the median of
// its runs (each figure on its own), the runs themselves are kept in the report, and every run's full
// Lighthouse JSON is written to .data/bench-lighthouse/reports/ for a closer look (not committed).
// BENCH_LIGHTHOUSE_PORT (default 18182) is the server's port.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { stopServer, waitForHttp } from './processes';

const root = path.resolve(import.meta.dirname, '..');

export const lighthousePages = {
  home: '/mallview/mall/home',
  productList: '/mallview/mall/product?classId=1',
  productDetail: '/mallview/mall/product/detail?productId=1',
} as const;

export type PageName = keyof typeof lighthousePages;
export type FormFactor = 'mobile' | 'desktop';

export const lighthouseBudgets = {
  mobilePerformance: 90,
  desktopPerformance: 98,
  cls: 0.02,
  mobileLcpMs: 2500,
  /** Issue 18: Lighthouse accessibility on every page, mobile and desktop. */
  accessibility: 98,
};

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The visitor the e2e suite plays: a Chinese browser (the server picks the page's language from it).
  '--lang=zh-CN',
  '--accept-lang=zh-CN,zh',
];

/** One run's figures: scores 0-100, times in ms, CLS unitless. */
export interface RunFigures {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Not targets, but what explains them: the document's response time, main-thread work, script bytes. */
  serverResponseMs: number | null;
  mainThreadMs: number | null;
  scriptTransferKb: number | null;
}

export interface PageResult {
  url: string;
  /** Median of the successful runs, figure by figure. */
  median: RunFigures;
  runs: RunFigures[];
  /** Attempts that ended in an error or a Lighthouse runtime error (no figures; a failed run is tried twice). */
  failedRuns: string[];
  withinBudget: Record<string, boolean>;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  /** Times the demo server stopped during the runs and was started again (see its server.log). */
  serverRestarts: number;
  pages: Record<PageName, Record<FormFactor, PageResult>>;
  budgets: typeof lighthouseBudgets;
  withinBudget: {
    mobilePerformance: boolean;
    desktopPerformance: boolean;
    cls: boolean;
    mobileLcp: boolean;
    accessibility: boolean;
  };
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function figures(lhr: Lhr): RunFigures {
  const score = (category: string) => {
    const s = lhr.categories[category]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const value = (audit: string, digits = 0) => {
    const v = lhr.audits[audit]?.numericValue;
    if (v === undefined) return null;
    const f = 10 ** digits;
    return Math.round(v * f) / f;
  };
  const script = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift', 3),
    speedIndexMs: value('speed-index'),
    serverResponseMs: value('server-response-time'),
    mainThreadMs: value('mainthread-work-breakdown'),
    scriptTransferKb:
      script?.transferSize === undefined ? null : Math.round(script.transferSize / 102.4) / 10,
  };
}

let browserVersion = '';

/** One Lighthouse run in a browser of its own; the Lighthouse result, or the reason there is none. */
async function runOnce(url: string, formFactor: FormFactor): Promise<Lhr | string> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'error',
  });
  try {
    if (!browserVersion) {
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
        Browser?: string;
      };
      browserVersion = version.Browser ?? '';
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) return 'Lighthouse returned no result';
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    return lhr;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    chrome.kill();
  }
}

/** The demo seed must hold the product and the class the pages open (a 404 page would be measured instead). */
async function checkDemoIds(base: string) {
  const detail = (await (
    await fetch(`${base}/api/member/product/product/getproductdetail?productId=1`)
  ).json()) as { code: number; ext?: { productName?: string } };
  if (detail.code !== 0 || !detail.ext?.productName)
    throw new Error(`the demo seed has no product 1: ${JSON.stringify(detail)}`);
  const list = (await (
    await fetch(`${base}/api/product/product/queryproductlist?classId=1&offset=1&limit=20`)
  ).json()) as { code: number; total?: number };
  if (list.code !== 0 || !list.total)
    throw new Error(`the demo seed has no products in class 1: ${JSON.stringify(list)}`);
  return { productName: detail.ext.productName, classProducts: list.total };
}

export async function lighthouseBench(log: (line: string) => void): Promise<LighthouseReport> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 18_182);
  const dataDir = path.join(root, '.data', 'bench-lighthouse');
  const reportsDir = path.join(dataDir, 'reports');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  // The server's log (info: requests, start, shutdown) goes to a file beside its data.
  const serverLog = openSync(path.join(dataDir, 'server.log'), 'a');
  const start = () =>
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', serverLog, serverLog],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MALL_DATA_DIR: path.join(dataDir, 'mall'),
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIST_DIR: 'apps/web/dist',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '100000',
        RENDER_RATE_LIMIT_PER_MINUTE: '100000',
        NODE_ENV: 'development',
      },
    });
  let server = start();
  // A server gone (crashed, or stopped from outside: on a shared machine a broad `pkill` of another's does it)
  // would make every later run measure Chrome's error page. It is started again on the same data (at most
  // three times) and the run is tried again.
  let restarts = 0;
  const ensureServer = async () => {
    if (server.exitCode === null && server.signalCode === null) return;
    if (++restarts > 3) throw new Error('the demo server stopped more than three times: see its server.log');
    log(`lighthouse: the demo server stopped (${server.signalCode ?? server.exitCode}): starting it again`);
    server = start();
    await waitForHttp(`${base}/api/health`, 180_000);
  };
  // Lighthouse sometimes loses a run's trace (NO_NAVSTART, NO_FCP: "please run Lighthouse again"): one more try.
  const measure = async (url: string, formFactor: FormFactor, failed: string[]) => {
    for (let attempt = 1; ; attempt++) {
      await ensureServer();
      const outcome = await runOnce(url, formFactor);
      if (typeof outcome !== 'string' || attempt === 2) return outcome;
      failed.push(outcome);
      log(`lighthouse: ${url} ${formFactor} failed, once more: ${outcome}`);
    }
  };
  try {
    await waitForHttp(`${base}/api/health`, 180_000);
    const seeded = await checkDemoIds(base);
    log(
      `lighthouse: demo server on ${base}: product 1 is ${seeded.productName}, class 1 has ${seeded.classProducts}`,
    );
    const names = Object.keys(lighthousePages) as PageName[];
    let version = '';
    // One untimed run per page: the server's first answers (code paths compiled, caches filled) are not what
    // a visitor meets on a running mall.
    for (const name of names) {
      const warm = await measure(base + lighthousePages[name], 'desktop', []);
      if (typeof warm === 'string') log(`lighthouse: warm-up of ${name} failed: ${warm}`);
      else version = warm.lighthouseVersion;
    }
    const pages = {} as LighthouseReport['pages'];
    for (const name of names) {
      const url = base + lighthousePages[name];
      pages[name] = {} as Record<FormFactor, PageResult>;
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: RunFigures[] = [];
        const failedRuns: string[] = [];
        for (let i = 1; i <= runs; i++) {
          const outcome = await measure(url, formFactor, failedRuns);
          if (typeof outcome === 'string') {
            failedRuns.push(outcome);
            log(`lighthouse: ${name} ${formFactor} run ${i} failed: ${outcome}`);
            continue;
          }
          writeFileSync(path.join(reportsDir, `${name}-${formFactor}-${i}.json`), JSON.stringify(outcome));
          const run = figures(outcome);
          results.push(run);
          log(
            `lighthouse: ${name} ${formFactor} run ${i}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
          );
        }
        const keys = [
          'performance',
          'accessibility',
          'fcpMs',
          'lcpMs',
          'tbtMs',
          'cls',
          'speedIndexMs',
          'serverResponseMs',
          'mainThreadMs',
          'scriptTransferKb',
        ] as const;
        const mid = Object.fromEntries(
          keys.map((k) => [k, median(results.map((r) => r[k]))]),
        ) as unknown as RunFigures;
        const b = lighthouseBudgets;
        const withinBudget: Record<string, boolean> =
          formFactor === 'mobile'
            ? {
                performance: (mid.performance ?? 0) >= b.mobilePerformance,
                lcp: mid.lcpMs !== null && mid.lcpMs <= b.mobileLcpMs,
                cls: mid.cls !== null && mid.cls <= b.cls,
                accessibility: (mid.accessibility ?? 0) >= b.accessibility,
              }
            : {
                performance: (mid.performance ?? 0) >= b.desktopPerformance,
                cls: mid.cls !== null && mid.cls <= b.cls,
                accessibility: (mid.accessibility ?? 0) >= b.accessibility,
              };
        pages[name][formFactor] = {
          url: lighthousePages[name],
          median: mid,
          runs: results,
          failedRuns,
          withinBudget,
        };
      }
    }
    const all = names.flatMap((n) => [pages[n].mobile, pages[n].desktop]);
    return {
      lighthouseVersion: version,
      chromium: browserVersion,
      runsPerPage: runs,
      serverRestarts: restarts,
      pages,
      budgets: lighthouseBudgets,
      withinBudget: {
        mobilePerformance: names.every((n) => pages[n].mobile.withinBudget.performance),
        desktopPerformance: names.every((n) => pages[n].desktop.withinBudget.performance),
        cls: all.every((p) => p.withinBudget.cls),
        mobileLcp: names.every((n) => pages[n].mobile.withinBudget.lcp),
        accessibility: all.every((p) => p.withinBudget.accessibility),
      },
    };
  } finally {
    await stopServer(server);
    closeSync(serverLog);
  }
}
