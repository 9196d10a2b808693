/**
 * Tests reach the API through the typed client (packages/contracts/src/testing): a renamed path or a changed
 * response then fails to compile. This check, part of `npm run lint`, fails when a test file (server tests,
 * their kits, e2e) still writes an endpoint's path by hand, or compares a response code with a number
 * instead of its `ErrorCode` name.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@mall/contracts';

const root = path.resolve(import.meta.dirname, '..');
const endpointPaths = new Set<string>();
for (const [name, group] of Object.entries(contracts)) {
  if (!name.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
  for (const endpoint of Object.values(group as Record<string, { path?: unknown }>))
    if (typeof endpoint.path === 'string') endpointPaths.add(endpoint.path);
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(name)) yield full;
  }
}

const isTestFile = (file: string) =>
  (/\.test\.tsx?$/.test(file) ||
    file.includes(`${path.sep}e2e${path.sep}`) ||
    file.includes('/apps/server/test/')) &&
  // The fake outside services (SMS, payment gateways) answer their own paths, not ours.
  !file.includes('/apps/server/test/fake-');

const problems: string[] = [];
// A quoted or templated path: '/api/x/y', `/api/x/y?...`, or the kits' old form without /api.
const literal = /['"`](\/[A-Za-z0-9_/.-]+)(?:[?'"`$])/g;
// `.code` of an envelope; a product's `productType.code` is its type, not a response code.
const rawCode = [
  /(?<!productType)\.code\)(?:\.not)?\.toBe\(\s*-?\d+\s*\)/,
  /\.code,[^)]*\)(?:\.not)?\.toBe\(\s*-?\d+\s*\)/,
  /\bcode: -?\d{5}\b/,
  /toBe\(\s*[45]\d{4}\s*\)/,
];

// The web app's own unit tests are left out: they drive the browser's http client against a fake fetch and
// assert the URL it builds; they never call the API.
for (const dir of ['apps/server/src', 'apps/server/test', 'e2e']) {
  for (const file of files(path.join(root, dir))) {
    if (!isTestFile(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${path.relative(root, file)}:${i + 1}`;
      for (const match of line.matchAll(literal)) {
        const raw = match[1]!;
        const apiPath = raw.startsWith('/api/') ? raw.slice(4) : raw;
        if (endpointPaths.has(apiPath)) problems.push(`${where}: the endpoint path ${raw} written by hand`);
      }
      for (const pattern of rawCode)
        if (pattern.test(line))
          problems.push(`${where}: a response code compared as a number: ${line.trim()}`);
    });
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} test call(s) bypass the typed client: call the endpoint (api(app).call(xEndpoints.y, …)) ` +
      'and compare codes by name (ErrorCode.X, expectError).',
  );
  process.exit(1);
}
console.log(`test calls: every endpoint reached through the typed client (${endpointPaths.size} endpoints)`);
