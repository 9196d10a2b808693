// `npm test`: lint, typecheck, unit + API tests, web build, browser tests; then one closing line with the
// number of tests that passed and failed across the runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'mall-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  // The four projects of `npm run typecheck`, two at a time (tsc uses one core; the machine has two).
  [
    'typecheck',
    'npx',
    ['tsc', '-p', 'packages/contracts'],
    {},
    [
      ['npx', ['tsc', '-p', 'apps/server']],
      ['npx', ['tsc', '-p', 'apps/web']],
      ['npx', ['tsc', '-p', 'tsconfig.json']],
    ],
  ],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['web build', 'npm', ['run', '--silent', 'build']],
  [
    'browser tests',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  ],
];

/** Runs a command with the terminal as its output; answers its exit code. */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The main command and, when given, more commands shared out over two lanes: all must pass. */
async function runStep(cmd, args, env, more = []) {
  const queue = [[cmd, args], ...more];
  const lane = async () => {
    let status = 0;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const code = await run(next[0], next[1], env);
      if (code !== 0) status = code;
    }
    return status;
  };
  const lanes = await Promise.all(more.length > 0 ? [lane(), lane()] : [lane()]);
  return lanes.find((code) => code !== 0) ?? 0;
}

let failedStep = null;
for (const [name, cmd, args, env, more] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = await runStep(cmd, args, env ?? {}, more);
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}
if (existsSync(playwrightReport)) {
  const r = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
  failed += r.stats?.unexpected ?? 0;
}
if (failedStep && failed === 0) failed = 1;
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
