// Writes .br and .gz beside every built asset worth compressing, so the server sends them as they are
// instead of compressing the same bytes on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'apps/web/dist/assets');
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json|html)$/.test(name)) continue;
  const file = path.join(dir, name);
  if (statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets in ${path.relative(process.cwd(), dir)}`);
