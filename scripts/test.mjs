// `npm test`: lint, typecheck, unit + API tests, web build, browser tests; then one closing line with the
// number of tests that passed and failed across the runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'mall-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
/** The commands of an npm script `a && b ...`, so that a step runs exactly what `npm run <name>` runs. */
const commandsOf = (script) =>
  script.split('&&').map((command) => {
    const [cmd, ...args] = command.trim().split(/\s+/);
    return cmd === 'node' ? ['node', args] : ['npx', [cmd, ...args]];
  });
// `npm run lint`: biome, and the OpenAPI document through Redocly's linter; side by side.
const lint = commandsOf(scripts.lint);
// The projects of `npm run typecheck` (`tsc -p A && tsc -p B ...`), run two at a time below: tsc uses one
// core and the machine has two.
const typecheck = commandsOf(scripts.typecheck);

/** Each step: its commands (more than one: shared out over two lanes), and extra environment. */
const steps = [
  { name: 'lint', commands: lint },
  { name: 'typecheck', commands: typecheck },
  {
    name: 'unit and API tests',
    commands: [
      [
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      ],
    ],
  },
  { name: 'web build', commands: [['npm', ['run', '--silent', 'build']]] },
  {
    name: 'browser tests',
    commands: [['npx', ['playwright', 'test', '--reporter=list,json']]],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

/** Runs a command with the terminal as its output; answers its exit code. */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a step's commands, two at a time: all must pass (answers the first failing code, else 0). */
async function runStep({ commands, env = {} }) {
  const queue = [...commands];
  const lane = async () => {
    let status = 0;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const code = await run(next[0], next[1], env);
      if (code !== 0) status = code;
    }
    return status;
  };
  const lanes = await Promise.all(commands.length > 1 ? [lane(), lane()] : [lane()]);
  return lanes.find((code) => code !== 0) ?? 0;
}

let failedStep = null;
/** Seconds per step, repeated at the end: the budget of `npm test` is watched step by step. */
const durations = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const status = await runStep(step);
  const seconds = Math.round((Date.now() - started) / 1000);
  durations.push(`${step.name} ${seconds} s`);
  console.log(`${status === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  if (status !== 0) {
    failedStep = step.name;
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
console.log(`\nSteps: ${durations.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
