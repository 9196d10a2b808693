// Part of `npm run lint` (and so of the lint step of `npm test`): writes the OpenAPI document the server
// serves at /api/docs to a temporary file and lints it with Redocly's CLI against redocly.yaml.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { buildOpenApiDocument } = await tsImport('../apps/server/src/lib/openapi.ts', import.meta.url);
const dir = mkdtempSync(path.join(tmpdir(), 'mall-openapi-'));
const file = path.join(dir, 'openapi.json');
let status = 1;
try {
  writeFileSync(file, JSON.stringify(buildOpenApiDocument('0.1.0'), null, 2));
  const result = spawnSync(
    'npx',
    ['redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '50'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
