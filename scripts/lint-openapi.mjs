// Part of `npm run lint` (and so of the lint step of `npm test`). The OpenAPI document the server serves at
// /api/docs is generated from the contracts and committed as docs/openapi.json, for the console and outside
// clients to read without running the server. This fails when the committed file has drifted from the code
// (`npm run openapi` writes it again), then lints it with Redocly's CLI against redocly.yaml.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const file = path.join(root, 'docs', 'openapi.json');
const { buildOpenApiDocument } = await tsImport('../apps/server/src/lib/openapi.ts', import.meta.url);
const generated = `${JSON.stringify(buildOpenApiDocument('0.1.0'), null, 2)}\n`;

if (process.argv.includes('--write')) {
  writeFileSync(file, generated);
  console.log(`wrote ${path.relative(root, file)}`);
  process.exit(0);
}
const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (committed !== generated) {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const first = b.findIndex((line, i) => line !== a[i]);
  console.error(
    `docs/openapi.json differs from the contracts (first at line ${first + 1}: ${JSON.stringify(b[first] ?? '')}).\n` +
      'Run `npm run openapi` and commit the document with the change that moved it.',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '50'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(result.status ?? 1);
