import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      MALL_SEED: 'demo',
      RATE_LIMIT_PER_MINUTE: 1200,
    });
    expect(config.MALL_DATA_DIR).toBe(path.resolve('.data'));
    expect(config.pgliteDir).toBe(path.resolve('.data/pglite'));
  });

  it('treats empty values as unset and names every bad variable', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MALL_SEED: 'lots' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/MALL_SEED/);
    }
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
