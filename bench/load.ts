// The load generator and the measuring helpers every part of `npm run bench` uses (bench/run.ts).
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 10;

export function log(line: string) {
  console.log(`[bench] ${line}`);
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /**
   * Every connection takes the next address of one shared rotation (by default each connection walks the
   * list on its own, so the connections ask for the same address at about the same time).
   */
  shared?: boolean;
  /** A response header whose values are counted (e.g. a cache's hit or miss). */
  countHeader?: string;
}

export async function load(url: string | string[], options: LoadOptions = {}) {
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

export function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`process exited early (${code})`)));
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type === 'ready' && m.port) resolve(m.port);
    });
  });
}

export async function helloCeiling() {
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

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (ms: number) => Math.round(ms * 100) / 100;
