import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli-args';

describe('parseSeedArgs', () => {
  it('defaults to the demo mall', () => {
    expect(parseSeedArgs([])).toEqual({ ok: true, mode: 'demo' });
  });

  it('accepts a product count and a mode', () => {
    expect(parseSeedArgs(['--products', '200000'])).toEqual({ ok: true, mode: 'demo', products: 200000 });
    expect(parseSeedArgs(['--products=2000000', '--mode', 'demo'])).toEqual({
      ok: true,
      mode: 'demo',
      products: 2000000,
    });
    expect(parseSeedArgs(['--mode', 'none'])).toEqual({ ok: true, mode: 'none' });
  });

  it.each([['0'], ['-5'], ['1.5'], ['1e5'], ['abc'], ['2000001'], ['']])('rejects --products %j', (value) => {
    const parsed = parseSeedArgs(['--products', value]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/--products must be a whole number from 1 to 2,000,000/);
  });

  it('rejects an unknown mode, unknown options and products without demo mode', () => {
    expect(parseSeedArgs(['--mode', 'full']).ok).toBe(false);
    expect(parseSeedArgs(['--product', '5']).ok).toBe(false);
    expect(parseSeedArgs(['extra']).ok).toBe(false);
    expect(parseSeedArgs(['--mode', 'none', '--products', '5']).ok).toBe(false);
  });
});
