import { parseArgs } from 'node:util';

export const maxProducts = 2_000_000;

export const usage = 'usage: npm run seed -- [--products N] [--mode demo|none]';

export type SeedArgs =
  | { ok: true; mode: 'demo' | 'none'; products?: number }
  | { ok: false; message: string };

/** Parses the seed command line; `products` is a positive whole number up to 2,000,000. */
export function parseSeedArgs(argv: string[]): SeedArgs {
  // parseArgs takes "--products -5" for a missing value; joined, it reaches the range check below.
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--products' && /^-\d/.test(argv[i + 1] ?? '')) args.push(`--products=${argv[++i]}`);
    else args.push(argv[i]);
  }
  let values: { products?: string; mode?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { products: { type: 'string' }, mode: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const mode = values.mode ?? 'demo';
  if (mode !== 'demo' && mode !== 'none') {
    return { ok: false, message: `--mode must be demo or none, not "${mode}"` };
  }
  if (values.products === undefined) return { ok: true, mode };
  const products = /^\d+$/.test(values.products) ? Number(values.products) : Number.NaN;
  if (!Number.isSafeInteger(products) || products < 1 || products > maxProducts) {
    return {
      ok: false,
      message: `--products must be a whole number from 1 to ${maxProducts.toLocaleString('en-US')}, not "${values.products}"`,
    };
  }
  if (mode === 'none')
    return { ok: false, message: '--products needs --mode demo (mode none seeds no products)' };
  return { ok: true, mode, products };
}
