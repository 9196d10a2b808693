import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Config, ConfigError, configVariables, loadConfig } from './config';
import { modeLine } from './mode-line';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://mall.example.com' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return expect.unreachable('the configuration was accepted');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      MALL_SEED: 'none',
      RATE_LIMIT_PER_MINUTE: 1200,
      publicOrigin: 'https://mall.example.com',
    });
    expect(config.MALL_DATA_DIR).toBe(path.resolve('.data'));
    expect(config.pgliteDir).toBe(path.resolve('.data/pglite'));
  });

  it('treats empty values as unset and names every bad variable', () => {
    expect(loadConfig({ ...production, PORT: '' }).PORT).toBe(8080);
    const message = configError({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MALL_SEED: 'lots' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/MALL_SEED/);
  });

  it('stops the server before it starts anything when the configuration is bad', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: { ...process.env, PORT: '99999', MALL_DATA_DIR: path.join('/tmp', 'mall-never-created') },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Invalid configuration:\n\s+PORT: /);
  });
});

describe('run modes', () => {
  it('gives development (npm start) the demo: demo seed, dev outbox, sandbox payments, SMS in the log', () => {
    for (const mode of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV: mode })).toMatchObject({
        MALL_SEED: 'demo',
        MALL_DEV_OUTBOX: true,
        PAYMENT_SANDBOX: true,
        SMS_PROVIDER: 'log',
        publicOrigin: 'http://127.0.0.1:8080',
      });
    }
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe(
      'http://127.0.0.1:9000',
    );
    expect(loadConfig({ NODE_ENV: 'development', HOST: '::1' }).publicOrigin).toBe('http://[::1]:8080');
  });

  it('gives production none of it, and lets development switch each part off', () => {
    expect(loadConfig(production)).toMatchObject({
      MALL_SEED: 'none',
      MALL_DEV_OUTBOX: false,
      PAYMENT_SANDBOX: false,
      SMS_PROVIDER: 'none',
    });
    expect(
      loadConfig({
        NODE_ENV: 'development',
        PAYMENT_SANDBOX: '0',
        SMS_PROVIDER: 'none',
        MALL_DEV_OUTBOX: 'no',
      }),
    ).toMatchObject({ PAYMENT_SANDBOX: false, SMS_PROVIDER: 'none', MALL_DEV_OUTBOX: false });
  });

  it('refuses in production the demo seed, the dev outbox, the sandbox provider and SMS codes in the log, naming each', () => {
    const message = configError({
      ...production,
      MALL_SEED: 'demo',
      MALL_DEV_OUTBOX: '1',
      PAYMENT_SANDBOX: 'true',
      SMS_PROVIDER: 'log',
    });
    expect(message).toMatch(/^ {2}MALL_SEED: demo is refused when NODE_ENV=production/m);
    expect(message).toMatch(/^ {2}MALL_DEV_OUTBOX: must not be set when NODE_ENV=production/m);
    expect(message).toMatch(/^ {2}PAYMENT_SANDBOX: must not be set when NODE_ENV=production/m);
    expect(message).toMatch(/^ {2}SMS_PROVIDER: log is refused when NODE_ENV=production/m);
    expect(message).not.toMatch(/PUBLIC_URL/);
    // Reported together with values that do not parse, and when NODE_ENV is unset (production).
    const both = configError({ MALL_SEED: 'demo', TRUST_PROXY: 'true' });
    expect(both).toMatch(/^ {2}TRUST_PROXY: true would trust/m);
    expect(both).toMatch(/^ {2}MALL_SEED: demo is refused/m);
    expect(both).toMatch(/^ {2}PUBLIC_URL: required/m);
  });

  it('requires PUBLIC_URL in production and keeps only its origin', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'HTTPS://Mall.Example.com:443/' }).publicOrigin,
    ).toBe('https://mall.example.com');
    for (const bad of [
      'mall.example.com',
      'ftp://mall.example.com',
      'https://mall.example.com/shop',
      'https://u:p@mall.example.com',
    ])
      expect(configError({ ...production, PUBLIC_URL: bad })).toMatch(/PUBLIC_URL: /);
  });

  it('stops a production start that asks for the demo, before it opens a database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        ...production,
        MALL_SEED: 'demo',
        MALL_DATA_DIR: path.join('/tmp', 'mall-never-created'),
      },
      encoding: 'utf8',
      // Only a guard against a hang: loading the server through tsx takes seconds, and far longer on a busy
      // machine (20 s was not enough with the rest of the suite running beside it).
      timeout: 120_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Invalid configuration:\n\s+MALL_SEED: demo is refused/);
  }, 150_000);
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ ...production, TRUST_PROXY: value }).TRUST_PROXY;

  it('takes false, a hop count, or addresses and CIDRs', () => {
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (any sender) and what is not an address, saying what to give instead', () => {
    expect(configError({ ...production, TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY: true would trust an X-Forwarded-For written by the client itself.*1 behind one load balancer/,
    );
    expect(configError({ ...production, TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY: true would trust/);
    expect(configError({ ...production, TRUST_PROXY: '10.0.0.0/33,balancer' })).toMatch(
      /TRUST_PROXY: .*not understood: 10\.0\.0\.0\/33, balancer/,
    );
    expect(configError({ ...production, TRUST_PROXY: '99' })).toMatch(/TRUST_PROXY: a hop count/);
  });
});

/** The README's configuration table: variable names, then the development and the production default. */
function documentedDefaults() {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const rows = table.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => {
    const [names = '', development = '', productionCell = ''] = row
      .split('|')
      .slice(1)
      .map((c) => c.trim());
    const cell = (text: string) => (text.startsWith('`') ? (text.match(/^`([^`]*)`/)?.[1] ?? '') : text);
    return [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => ({
      name: m[1] as string,
      development: cell(development),
      production: cell(productionCell),
    }));
  });
}

/** A config value as the README writes it: `—` for unset, paths as given (resolved before comparing). */
function shown(config: Config, name: string): string {
  if (name === 'PUBLIC_URL') return config.publicOrigin;
  const value = (config as unknown as Record<string, unknown>)[name];
  return value === undefined ? '—' : String(value);
}

describe(modeLine.name, () => {
  it('is the line the README shows for npm start, and names what production leaves out', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const demo = modeLine(loadConfig({ NODE_ENV: 'development' }));
    expect(demo).toMatch(
      /^DEMO, not for real use \(NODE_ENV=development\): demo accounts .*sandbox payments/,
    );
    expect(readme).toContain(`\n${demo}\n`);
    expect(modeLine(loadConfig(production))).toBe(
      'Production mode: no demo seed, dev outbox or sandbox payments; SMS is not configured (SMS sign-in, registration and resets are refused).',
    );
  });
});

describe('README configuration table', () => {
  const documented = documentedDefaults();

  it('documents every variable the server reads, and no other', () => {
    expect(documented.map((d) => d.name).sort()).toEqual([...configVariables].sort());
  });

  it('states each default as the schema gives it, in development and in production', () => {
    const development = loadConfig({ NODE_ENV: 'development' });
    const productionDefaults = loadConfig({ PUBLIC_URL: production.PUBLIC_URL });
    for (const { name, development: dev, production: prod } of documented) {
      if (name === 'NODE_ENV') {
        // Unset, the server runs in production; `npm start` sets development when it is unset.
        expect(prod).toBe(productionDefaults.NODE_ENV);
        expect(dev).toBe('development');
        expect(
          readFileSync(path.resolve(import.meta.dirname, '../../../scripts/start.mjs'), 'utf8'),
        ).toContain("NODE_ENV: process.env.NODE_ENV || 'development'");
        continue;
      }
      if (name === 'PUBLIC_URL') {
        expect(prod).toBe('required');
        expect(() => loadConfig({})).toThrow(/PUBLIC_URL: required/);
      }
      // The folders the static file server serves from are made absolute.
      const resolve = (v: string) =>
        ['MALL_DATA_DIR', 'WEB_DIST_DIR', 'CONSOLE_DIST_DIR'].includes(name) ? path.resolve(v) : v;
      expect(resolve(dev), `${name} in development`).toBe(shown(development, name));
      if (prod !== 'required')
        expect(resolve(prod), `${name} in production`).toBe(shown(productionDefaults, name));
    }
  });
});
