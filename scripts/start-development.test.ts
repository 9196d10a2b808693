import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The build must not depend on the caller's shell. `npm start` builds the web app with the caller's
 * environment, so `NODE_ENV=development npm start` (or a test runner's NODE_ENV=test) once made a
 * development client bundle and a server renderer that failed to load (`jsxDEV is not a function`): the
 * server logged one line and every page lost its server rendering. This builds the web app as `npm start`
 * does (its two Vite builds, with that NODE_ENV; into a folder of its own instead of apps/web), starts the
 * server as `npm start` does (`node --import tsx apps/server/src/server.ts`, development, demo seed) and
 * fetches a product page's HTML.
 */

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const work = mkdtempSync(path.join(tmpdir(), 'mall-start-dev-'));
/** Only a guard against a hang: a loaded machine takes well under a minute for both builds and the seed. */
const guardMs = 180_000;

/** The caller's environment as a shell has it: no test runner variables, NODE_ENV as given. */
function shellEnv(nodeEnv: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: nodeEnv, ...extra };
}

/** `vite build [--ssr ...]` as apps/web's build script runs it, into `outDir`. */
function viteBuild(nodeEnv: string, outDir: string, ssr: boolean) {
  const build = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      ...(ssr ? ['--ssr', 'src/ssr/entry-server.tsx'] : []),
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    {
      cwd: web,
      env: shellEnv(nodeEnv, { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }),
      encoding: 'utf8',
      timeout: guardMs,
    },
  );
  expect(build.status, build.stderr).toBe(0);
}

/** Starts the server as `npm start` does and answers its address once it says it is ready. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const ready = /Mall storefront ready: (http:\/\/[^/\s]+)\//.exec(output);
      if (ready?.[1]) resolve({ child, address: ready[1] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('npm start with NODE_ENV set by the caller', () => {
  it(
    'NODE_ENV=development: the production build, and a product page rendered on the server',
    async () => {
      const dist = path.join(work, 'dev-dist');
      const ssr = path.join(work, 'dev-ssr');
      viteBuild('development', dist, false);
      viteBuild('development', ssr, true);
      const { child, address } = await startServer(
        shellEnv('development', {
          HOST: '127.0.0.1',
          PORT: '0',
          MALL_DATA_DIR: path.join(work, 'dev-data'),
          WEB_DIST_DIR: dist,
          WEB_SSR_DIR: ssr,
          LOG_LEVEL: 'warn',
        }),
      );
      const api = await fetch(`${address}/api/member/product/product/getproductdetail?productId=1`);
      const product = (await api.json()) as { code: number; ext: { productName: string } };
      expect(product.code).toBe(0);
      const res = await fetch(`${address}/mallview/mall/product/detail?productId=1`, {
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      // Rendered on the server: the product's name inside the root, and the state the browser hydrates from.
      const body = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
      expect(body).toContain(product.ext.productName);
      expect(html).toContain('id="mall-ssr-state"');
      const ready = await fetch(`${address}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(
        ((await ready.json()) as { ext: { checks: { renderer: unknown } } }).ext.checks.renderer,
      ).toMatchObject({
        status: 'ok',
      });
      // The client bundle is React's production build: the development JSX runtime is in none of its files.
      const assets = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
      expect(assets.length).toBeGreaterThan(0);
      const development = assets.filter((file) =>
        readFileSync(path.join(dist, 'assets', file), 'utf8').includes('jsxDEV'),
      );
      expect(development).toEqual([]);
      child.kill('SIGTERM');
      expect(await new Promise((resolve) => child.once('exit', (code) => resolve(code)))).toBe(0);
    },
    guardMs,
  );

  it(
    'NODE_ENV=test: a server renderer that starts',
    () => {
      const ssr = path.join(work, 'test-ssr');
      viteBuild('test', ssr, true);
      const template =
        '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>';
      const load = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(path.join(ssr, 'entry-server.js'))});
           await m.createRenderer(${JSON.stringify(template)});
           console.log('renderer ready');`,
        ],
        { cwd: root, env: shellEnv('test'), encoding: 'utf8', timeout: guardMs },
      );
      expect(load.stderr).toBe('');
      expect(load.stdout.trim()).toBe('renderer ready');
    },
    guardMs,
  );
});
