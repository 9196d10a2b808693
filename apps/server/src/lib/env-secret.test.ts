import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSecretError, secretFromEnv } from './env-secret.js';

const dir = mkdtempSync(path.join(tmpdir(), 'env-secret-'));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('secretFromEnv', () => {
  it('reads the variable itself, or nothing when unset or empty', () => {
    expect(secretFromEnv({ KEY: 'abc' }, 'KEY')).toBe('abc');
    expect(secretFromEnv({}, 'KEY')).toBeUndefined();
    expect(secretFromEnv({ KEY: '' }, 'KEY')).toBeUndefined();
  });

  it('reads NAME_FILE, keeping a multi-line key but dropping the final newline', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----';
    expect(secretFromEnv({ KEY_FILE: file('k.pem', `${pem}\n`) }, 'KEY')).toBe(pem);
  });

  it('refuses both set, a missing file and an empty file, naming the variable', () => {
    expect(() => secretFromEnv({ KEY: 'a', KEY_FILE: file('a', 'b') }, 'KEY')).toThrow(/KEY and KEY_FILE/);
    expect(() => secretFromEnv({ KEY_FILE: path.join(dir, 'missing') }, 'KEY')).toThrow(EnvSecretError);
    expect(() => secretFromEnv({ KEY_FILE: file('empty', '\n') }, 'KEY')).toThrow(/empty/);
  });
});
