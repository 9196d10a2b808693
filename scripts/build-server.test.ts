import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Production runs the JavaScript build (`node apps/server/dist/server.js`), not the TypeScript sources
 * through tsx. This builds the server into a folder of its own and starts it as a deployment would: production
 * mode, an embedded database in a new data folder, no tsx loader; it must answer ready.
 */

const root = path.resolve(import.meta.dirname, '..');
// Inside the repository (a .data folder, ignored everywhere) so the build's imports find node_modules.
const scratch = path.join(root, 'apps/server/.data');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(path.join(scratch, 'build-test-'));
const outdir = path.join(work, 'dist');
/** Only a guard against a hang: a loaded machine takes one to two minutes for migrations and the first seed. */
const guardMs = 180_000;

/** The environment of a deployment: nothing inherited from the test runner (no loader, no NODE_OPTIONS). */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://mall.example.com',
    HOST: '127.0.0.1',
    PORT: '0',
    MALL_DATA_DIR: path.join(work, 'data'),
    WEB_DIST_DIR: path.join(work, 'no-web'),
    WEB_SSR_DIR: path.join(work, 'no-ssr'),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

let server: ChildProcess | undefined;

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: root,
    encoding: 'utf8',
    timeout: guardMs,
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
}, guardMs);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('the server build', () => {
  it('holds the server, the command-line tools, the processes it starts and the migrations', () => {
    const files = readdirSync(outdir);
    expect(files).toEqual(
      expect.arrayContaining([
        'server.js',
        'seed.js',
        'create-platform-account.js',
        'review.js',
        'audit-verify.js',
        'pglite-server.mjs',
        'spreadsheet.worker.mjs',
        'drizzle',
      ]),
    );
    expect(readdirSync(path.join(outdir, 'drizzle')).some((f) => f.endsWith('.sql'))).toBe(true);
    // Only JavaScript is imported at run time: packages by name, the build's own files, never a .ts source.
    for (const file of files.filter((f) => /\.m?js$/.test(f))) {
      const text = readFileSync(path.join(outdir, file), 'utf8');
      expect(text, file).not.toMatch(/\bfrom\s*["'][^"']+\.tsx?["']/);
      expect(text, file).not.toMatch(/\bfrom\s*["']tsx(\/[^"']*)?["']/);
      expect(text, file).not.toMatch(/\bfrom\s*["']@mall\//);
    }
  });

  it(
    'starts in production on an embedded database and answers ready',
    async () => {
      const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
        cwd: root,
        env: productionEnv({}),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let output = '';
      child.stderr?.on('data', (chunk) => {
        output += String(chunk);
      });
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk) => {
          output += String(chunk);
          const ready = /Mall storefront ready: (http:\/\/[^/\s]+)\//.exec(output);
          if (ready?.[1]) resolve(ready[1]);
        });
        child.once('exit', (code) => reject(new Error(`the built server exited (${code}):\n${output}`)));
      });
      const res = await fetch(`${address}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 0, ext: { status: 'ok', database: 'pglite' } });
      expect(output).toContain('Production mode');
      child.kill('SIGTERM');
      expect(await new Promise((resolve) => child.once('exit', (code) => resolve(code)))).toBe(0);
    },
    guardMs,
  );

  it(
    'stops a production start whose storefront renderer fails to start, with the reason (exit 1)',
    async () => {
      const web = path.join(work, 'broken-web');
      mkdirSync(path.join(web, 'dist'), { recursive: true });
      mkdirSync(path.join(web, 'ssr'));
      writeFileSync(path.join(web, 'dist', 'index.html'), '<html><body><div id="root"></div></body></html>');
      // What a development build of the renderer did (NODE_ENV=development npm start): it throws as it starts.
      writeFileSync(
        path.join(web, 'ssr', 'entry-server.js'),
        'export async function createRenderer() { throw new TypeError("jsxDEV is not a function"); }',
      );
      const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
        cwd: root,
        env: productionEnv({
          MALL_DATA_DIR: path.join(work, 'broken-data'),
          WEB_DIST_DIR: path.join(web, 'dist'),
          WEB_SSR_DIR: path.join(web, 'ssr'),
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let output = '';
      // It exits; a server that starts anyway (serving client-rendered pages) is stopped and the test fails.
      const code = await new Promise((resolve) => {
        const read = (chunk: unknown) => {
          output += String(chunk);
          if (output.includes('Mall storefront ready')) child.kill('SIGKILL');
        };
        child.stdout?.on('data', read);
        child.stderr?.on('data', read);
        child.once('exit', (exit) => resolve(exit));
      });
      expect(output).not.toContain('Mall storefront ready');
      expect(output).toMatch(
        /Failed to start: the storefront renderer \(.+entry-server\.js\) failed to start: jsxDEV is not a function/,
      );
      expect(code).toBe(1);
    },
    guardMs,
  );

  it(
    'runs the command-line tools, which check their arguments first',
    () => {
      const result = spawnSync(process.execPath, [path.join(outdir, 'create-platform-account.js')], {
        cwd: root,
        env: productionEnv({}),
        encoding: 'utf8',
        timeout: guardMs,
      });
      expect(result.stderr).toMatch(/--mobile is required/);
      expect(result.status).toBe(2);
      const seed = spawnSync(process.execPath, [path.join(outdir, 'seed.js'), '--products', 'many'], {
        cwd: root,
        env: productionEnv({}),
        encoding: 'utf8',
        timeout: guardMs,
      });
      expect(seed.stderr).toMatch(/^seed: /);
      expect(seed.status).toBe(2);
      // The audit chain check on a new embedded database of its own: migrated, nothing written yet.
      const audit = spawnSync(process.execPath, [path.join(outdir, 'audit-verify.js')], {
        cwd: root,
        env: productionEnv({ MALL_DATA_DIR: path.join(work, 'audit-data') }),
        encoding: 'utf8',
        timeout: guardMs,
      });
      expect(audit.stdout).toMatch(/^audit:verify: 0 entries intact; head 0{64}$/m);
      expect(audit.status).toBe(0);
    },
    guardMs,
  );
});
