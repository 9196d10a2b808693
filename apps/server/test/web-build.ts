import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Builds the storefront as `npm run build -w @mall/web` does (its two Vite builds, without the
 * precompressed copies) into `outDir`/dist and `outDir`/ssr, for a test that serves the real pages
 * without touching apps/web/dist. A few seconds.
 */
export function buildWebApp(outDir: string): { dist: string; ssr: string } {
  const dist = path.join(outDir, 'dist');
  const ssr = path.join(outDir, 'ssr');
  for (const [out, extra] of [
    [dist, []],
    [ssr, ['--ssr', 'src/ssr/entry-server.tsx']],
  ] as const) {
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...extra, '--outDir', out, '--emptyOutDir'],
      {
        cwd: path.join(root, 'apps/web'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { dist, ssr };
}
