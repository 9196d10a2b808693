// The web part of `npm run bench` (bench/run.ts): the web app built as `npm run build` builds it, and the gzip
// size of each page's initial JS.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './load';

/** The web app as `npm run build` makes it: what the servers of the api and lighthouse parts serve. */
export function buildWeb() {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}

export function bundleSizes() {
  const web = path.join(root, 'apps/web');
  // Vite's manifest maps source files to chunks. The real build (buildWeb, just before) writes none unless
  // its configuration asks for one: then a client build of its own, elsewhere, leaves apps/web/dist as it is.
  let dist = path.join(web, 'dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    dist = path.join(root, '.data/bench-web-manifest');
    const build = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir'], {
      cwd: web,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('web build with a manifest failed');
  }
  type Chunk = {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
  };
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const k of keys) visit(k);
    return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('storefront entry not found in the manifest');
  // Every page renders inside the storefront layout: loaded lazily, its chunk counts for every page; loaded
  // with the entry, it is in the entry's closure already. The same for a page without a chunk of its own; a
  // page whose file moved must not be measured as the entry alone.
  // The entry (boot.ts) imports the app (main.tsx) after the first paint: still initial JS, counted here.
  const app = 'src/main.tsx';
  const layout = 'src/app/layouts/storefront-layout.tsx';
  const pages = {
    home: 'src/app/routes/home.tsx',
    productList: 'src/app/routes/product-list.tsx',
    productDetail: 'src/app/routes/product-detail.tsx',
  };
  const sizes: Record<string, { files: number; gzipKb: number }> = {};
  for (const [name, source] of Object.entries(pages)) {
    for (const file of [app, layout, source])
      if (!existsSync(path.join(web, file)))
        throw new Error(`${file} is gone: update bundleSizes in bench/web-bundles.ts`);
    const files = closure([entry, app, layout, source]);
    sizes[name] = {
      files: files.length,
      gzipKb: Math.round((files.reduce((s, f) => s + gz(f), 0) / 1024) * 10) / 10,
    };
  }
  return sizes;
}
