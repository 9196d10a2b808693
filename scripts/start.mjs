// `npm start`: the demo. Build the web app when its sources are newer than the build, then run the server
// (which migrates, seeds an empty database and prints its URL) in development mode: demo seed, dev outbox,
// sandbox payments, SMS codes in the log (the defaults config.ts gives that mode; the server prints one
// line saying so). Only an unset NODE_ENV becomes development: `NODE_ENV=production npm start` is a
// production start, with production's defaults and refusals.
// `npm run dev:server` is the same with `--watch`: no build (Vite serves the web app), restart on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const builtConsole = path.join(root, 'apps/console/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const watch = process.argv.includes('--watch');
const sources = [
  path.join(root, 'apps/web'),
  path.join(root, 'apps/console'),
  path.join(root, 'packages/contracts/src'),
];
/** The older of the two builds (the storefront's and the consoles'), or 0 when either is missing. */
const builtAt = [builtIndex, builtConsole].reduce(
  (oldest, file) => (existsSync(file) ? Math.min(oldest, statSync(file).mtimeMs) : 0),
  Number.POSITIVE_INFINITY,
);
const stale = Math.max(...sources.map(newestMtime)) > builtAt;
if (stale && !watch) {
  console.log('Building the web app and the consoles...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', ...(watch ? ['--watch'] : []), 'apps/server/src/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    // An empty value counts as unset, as in config.ts.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
