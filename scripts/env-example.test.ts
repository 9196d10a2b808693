import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../apps/server/src/config';

/*
 * .env.example is the operator's list of settings: it must name every environment variable the server
 * reads, wherever in apps/server/src it is read (config.ts's schema, a provider's own schema, process.env,
 * a secret read through env-secret.ts), and nothing the server does not read.
 */

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const variable = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,}';
/** The ways the server's code reads a variable by name. */
const readPatterns = [
  // process.env.NAME, env.NAME, cleaned.NAME... any `env`-named object
  new RegExp(`\\b(?:process\\.env|env|cleaned)\\.(${variable})\\b`, 'g'),
  // env['NAME'], process.env["NAME"]
  new RegExp(`\\benv\\[\\s*['"\`](${variable})['"\`]\\s*\\]`, 'g'),
  // secretFromEnv(env, 'NAME')
  new RegExp(`secretFromEnv\\(\\s*[\\w.]+\\s*,\\s*['"\`](${variable})['"\`]`, 'g'),
  // a zod object of settings: `  NAME: z.…` at the start of a line
  new RegExp(`^\\s*(${variable})\\s*:\\s*(?:z\\.|flag\\b|trustProxy\\b|publicUrl\\b)`, 'gm'),
];
/**
 * A provider's settings module (`*-config.ts`: the SMS and payment gateways) reads its variables through
 * small helpers (`required(env, 'NAME')`): there every quoted NAME_LIKE_THIS is a variable.
 */
const quotedName = new RegExp(`['"\`](${variable})['"\`]`, 'g');

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(serverSrc)) {
    const text = readFileSync(file, 'utf8');
    const patterns = file.endsWith('-config.ts') ? [...readPatterns, quotedName] : readPatterns;
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        if (match[1] && !found.has(match[1])) found.set(match[1], path.relative(root, file));
  }
  for (const name of configVariables) if (!found.has(name)) found.set(name, 'apps/server/src/config.ts');
  return found;
}

const composeOnly = '# --- compose.yaml only';

/**
 * Names set or shown (commented out) in .env.example: `NAME=` or `# NAME=` at the start of a line; the
 * server's section only, or with `compose`, also the passwords compose.yaml reads at the end.
 */
function variablesListed({ compose = false } = {}): Set<string> {
  const whole = readFileSync(path.join(root, '.env.example'), 'utf8');
  const text = compose ? whole : (whole.split(composeOnly)[0] ?? '');
  const names = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
  // A secret shown as NAME_FILE (the way to give it in production) lists NAME too: env-secret.ts reads both.
  return new Set(names.flatMap((name) => (name.endsWith('_FILE') ? [name, name.slice(0, -5)] : [name])));
}

describe('.env.example', () => {
  it('lists every variable the server reads', () => {
    const listed = variablesListed({ compose: true });
    const missing = [...variablesRead()]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only variables the server reads', () => {
    const read = variablesRead();
    // NAME_FILE is the file form of a secret NAME (lib/env-secret.ts).
    const unknown = [...variablesListed()].filter(
      (name) => !read.has(name) && !read.has(name.replace(/_FILE$/, '')),
    );
    expect(unknown).toEqual([]);
  });

  it('lists every variable compose.yaml reads from it', () => {
    const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
    // ${NAME}, ${NAME:-default}, ${NAME:?message}; $$NAME is the container's own shell variable.
    const read = new Set([...compose.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string));
    const listed = variablesListed({ compose: true });
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('finds the ways the code reads variables (the scan itself)', () => {
    const read = variablesRead();
    // config.ts's schema, the raw environment in productionRefusals (env.MALL_SEED), the seed CLI's process.env
    expect(read.get('PAGE_CACHE_MB')).toBe('apps/server/src/config.ts');
    expect(read.has('NODE_ENV')).toBe(true);
    const sample =
      "const key = secretFromEnv(env, 'EXAMPLE_PRIVATE_KEY');\n  EXAMPLE_APP_ID: z.string(),\nprocess.env.EXAMPLE_HOST";
    const names = readPatterns.flatMap((p) => [...sample.matchAll(p)].map((m) => m[1]));
    expect(names.sort()).toEqual(['EXAMPLE_APP_ID', 'EXAMPLE_HOST', 'EXAMPLE_PRIVATE_KEY']);
  });
});
