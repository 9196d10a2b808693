// `npm run build` (after the web app): compiles the server and its command-line tools to JavaScript in
// apps/server/dist, so production runs `node apps/server/dist/server.js` without tsx. One esbuild bundle per
// entry (shared code in chunks), ESM for Node 20; packages from npm stay in node_modules (imported at run
// time, as from the sources), the workspace's own @mall/contracts (TypeScript) is compiled in. The two
// process entries the server starts by file name (the embedded database, the spreadsheet worker) are built
// beside it as .mjs, and the migrations are copied in, so the folder is complete with node_modules. Every
// output file sits directly in the folder: code that finds files from import.meta.url relies on it.
// Why a bundle and not tsc: docs/adr/0004-server-build.md. `node scripts/build-server.mjs [--outdir DIR]`.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1] ?? '') : path.join(server, 'dist');

/**
 * Every `node --import tsx` entry of package.json's scripts and the docs, except the benchmarks (a
 * development tool): the server, the seed, the platform account, the finance review (docs/merchant.md), the
 * audit log's chain check (docs/audit-log.md).
 */
const entries = {
  server: 'src/server.ts',
  seed: 'src/seed/cli.ts',
  'create-platform-account': 'src/modules/account/platform-account-cli.ts',
  review: 'src/modules/merchant/review-cli.ts',
  'audit-verify': 'src/modules/audit/verify-cli.ts',
};
/** Started by file name next to the code that starts them (db/client.ts, quick-order/spreadsheet-pool.ts). */
const processEntries = {
  'pglite-server': 'src/db/pglite-server.mjs',
  'spreadsheet.worker': 'src/modules/buying/quick-order/spreadsheet.worker.mjs',
};

/** npm packages stay imports (node_modules is installed beside the build); workspace packages are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mall/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  absWorkingDir: server,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({ ...common, entryPoints: entries, splitting: true, chunkNames: '[name]-[hash]' });
await build({ ...common, entryPoints: processEntries, outExtension: { '.js': '.mjs' } });
cpSync(path.join(server, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
console.log(
  `Server built into ${path.relative(root, outdir) || outdir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
