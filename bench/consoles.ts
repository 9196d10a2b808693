// The consoles part of `npm run bench` (bench/run.ts), issue 33's figures, on the api part's large catalogue
// (BENCH_PRODUCTS, default 200,000, seeded once into .data/bench-<n>), one server in production mode:
// - the merchant workbench's product list and order list APIs at 10 connections for BENCH_SECONDS (their
//   first page, a status filter and a word of a name), p95 and p99; budget p95 ≤ 50 ms;
// - publish → findable in search: a new product saved and published through the workbench's API, then the
//   storefront's search asked for its unique name until it answers it; budget ≤ 1 s (the slowest of 5 runs);
// - the consoles' initial JS (gzip level 9): the entry and what index.html preloads, then with the first page a
//   merchant opens (the dashboard) and the Chinese language pack, which load right after.
// The bench signs the demo merchant (13900000001) in by writing a session into the database before the
// server starts (the sign-in's image captcha has no answer outside development).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  catalogEndpoints,
  centreCodes,
  galleryEndpoints,
  shopProductEndpoints,
  storageKeys,
  workbenchEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { sessions, users } from '../apps/server/src/db/schema/account';
import { hashToken } from '../apps/server/src/modules/account';
import { benchDataDir, ensureSeeded } from './catalogue-api';
import { load, log, percentile, root, round } from './load';
import { stopServer, waitForHttp } from './processes';

const port = Number(process.env.BENCH_CONSOLE_PORT ?? 18_186);
const merchantMobile = '13900000001';
const publishRuns = 5;
export const consoleBudgets = { listP95Ms: 50, publishToSearchMs: 1_000 };

/** A seller-centre session of the demo merchant, written before the server opens the database. */
async function merchantSession(): Promise<string> {
  const database = await openDatabase({ dataDir: path.join(benchDataDir, 'pglite') });
  try {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, merchantMobile));
    if (!user) throw new Error(`the bench database has no ${merchantMobile}`);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      subsysCode: centreCodes.merchant,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    return token;
  } finally {
    await database.close();
  }
}

/** The gzip size of the consoles' initial JS, read from the built index.html and its chunks. */
export function consoleBundle(): { initialKb: number; withFirstPageKb: number } {
  const dist = path.join(root, 'apps/console/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const initial = files.reduce((sum, file) => sum + gz(file), 0);
  const assets = readdirSync(path.join(dist, 'assets'));
  const chunk = (prefix: string) => {
    const name = assets.find((n) => n.startsWith(prefix) && n.endsWith('.js'));
    return name ? gz(`assets/${name}`) : 0;
  };
  const first = chunk('dashboard-') + chunk('zh_CN-');
  return { initialKb: round(initial / 1024), withFirstPageKb: round((initial + first) / 1024) };
}

/** Latency percentiles of `runs` sequential GETs of one address (p95 needs more answers than load's p99). */
async function sequential(url: string, cookie: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { code: number };
    if (body.code !== 0) throw new Error(`${url} answered ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

/** A 64 × 64 PNG in one colour (the bench needs no picture files). */
async function picture(): Promise<Blob> {
  const sharp = (await import('sharp')).default;
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function publishToSearch(base: string, cookie: string) {
  const api = async <T>(pathName: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}/api${pathName}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; ext: T; msg: string };
    if (answer.code !== 0) throw new Error(`${pathName} answered ${answer.code} ${answer.msg}`);
    return answer.ext;
  };
  const folder = await api<{ id: number }>(galleryEndpoints.addFolder.path, {
    name: `bench ${Date.now() % 100_000}`,
    pid: 0,
  });
  const form = new FormData();
  form.set('folderId', String(folder.id));
  form.set('file', await picture(), 'bench.png');
  const uploaded = (await (
    await fetch(`${base}/api${galleryEndpoints.upload.path}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
  ).json()) as { code: number; ext: { fileUrl: string } };
  if (uploaded.code !== 0) throw new Error(`upload answered ${JSON.stringify(uploaded)}`);
  const tree = (await (
    await fetch(`${base}/api${catalogEndpoints.classTree.path}?classType=1&showView=1`)
  ).json()) as { ext: { children: { children: { id: number }[] }[] }[] };
  const classId = tree.ext[0]!.children[0]!.children[0]!.id;
  const times: number[] = [];
  for (let run = 0; run < publishRuns; run++) {
    // A name no product has: found only once this one is in the index.
    const word = `基准${randomBytes(4).toString('hex')}`;
    const draft = await api<{ productId: number; version: number }>(shopProductEndpoints.productSave.path, {
      classId,
      name: { zh_CN: `${word} 测试商品` },
      unit: '件',
      price: '9.90',
      stock: '100',
      images: [uploaded.ext.fileUrl],
    });
    const started = performance.now();
    await api(shopProductEndpoints.productPublish.path, {
      productId: draft.productId,
      version: draft.version,
      action: 'publish',
    });
    const searchUrl = `${base}/api${catalogEndpoints.productList.path}?searchkey=${encodeURIComponent(word)}&offset=1&limit=20`;
    for (;;) {
      const page = (await (await fetch(searchUrl)).json()) as { rows: { productId: number }[] };
      if (page.rows.some((row) => row.productId === draft.productId)) break;
      if (performance.now() - started > 10_000) throw new Error(`${word} not found in search after 10 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - started);
    // Taken down again: the bench catalogue stays as seeded.
    const detail = await (
      await fetch(`${base}/api${shopProductEndpoints.productDetail.path}?productId=${draft.productId}`, {
        headers: { cookie },
      })
    ).json();
    await api(shopProductEndpoints.productPublish.path, {
      productId: draft.productId,
      version: (detail as { ext: { version: number } }).ext.version,
      action: 'takeDown',
    });
  }
  times.sort((a, b) => a - b);
  return {
    runs: publishRuns,
    medianMs: round(times[Math.floor(times.length / 2)]!),
    maxMs: round(times.at(-1)!),
  };
}

export async function consolesPart() {
  ensureSeeded();
  const token = await merchantSession();
  const cookie = `${storageKeys.token}=${token}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      MALL_DATA_DIR: benchDataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health/ready`, 180_000);
    const lists = {
      products: `${base}/api${shopProductEndpoints.productList.path}?offset=1&limit=20`,
      productsOnSale: `${base}/api${shopProductEndpoints.productList.path}?offset=1&limit=20&status=onSale`,
      productsByWord: `${base}/api${shopProductEndpoints.productList.path}?offset=1&limit=20&keyword=${encodeURIComponent('苹果')}`,
      orders: `${base}/api${workbenchEndpoints.orderList.path}?offset=1&limit=20`,
    };
    const sample = (await (await fetch(lists.products, { headers: { cookie } })).json()) as {
      code: number;
      total: number;
    };
    if (sample.code !== 0) throw new Error(`the product list answered ${JSON.stringify(sample)}`);
    log(`workbench product list: ${sample.total} products in the demo merchant's shop`);
    const measured: Record<string, unknown> = {};
    for (const [name, url] of Object.entries(lists)) {
      await sequential(url, cookie, 20); // warm-up
      const one = await sequential(url, cookie, 200);
      await load(url, { headers: { cookie } }); // warm-up
      const loaded = await load(url, { headers: { cookie } });
      measured[name] = { sequential: one, at10: loaded };
      log(
        `${name}: one at a time p95 ${one.p95Ms} ms; 10 connections ${loaded.requestsPerSecond}/s p99 ${loaded.p99Ms} ms`,
      );
    }
    const publish = await publishToSearch(base, cookie);
    log(`publish → search: median ${publish.medianMs} ms, slowest ${publish.maxMs} ms`);
    return { shopProducts: sample.total, lists: measured, publish, bundle: consoleBundle() };
  } finally {
    await stopServer(server);
  }
}
