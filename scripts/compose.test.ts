import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * compose.yaml, the shape of a deployment (no Docker engine runs in the tests, so its properties are read
 * from the file): the object store is reached by the mall only, with a user of its own allowed the mall's
 * bucket and nothing else, never with the store's root keys.
 */

interface Service {
  image?: string;
  ports?: unknown[];
  network_mode?: string;
  environment?: Record<string, string>;
  entrypoint?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const root = path.resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};
const { services } = compose;
const mall = services.mall as Service;
const init = services['minio-bucket'] as Service;
/** The init container's shell script as sh runs it (compose turns `$$` into `$`). */
const script = (init.entrypoint?.at(-1) ?? '').replaceAll('$$', '$');
/** The variable an `${NAME...}` setting of compose.yaml is read from. */
const variableOf = (value: string | undefined) => /^\$\{([A-Z0-9_]+)/.exec(value ?? '')?.[1];

describe('compose.yaml', () => {
  it('publishes no port of the object store, nor of the database or Redis: the mall alone is reachable', () => {
    expect(services.minio).toBeDefined();
    for (const [name, service] of Object.entries(services)) {
      if (name === 'mall') continue;
      expect(service.ports, name).toBeUndefined();
      expect(service.network_mode, name).toBeUndefined();
    }
  });

  it('gives the mall keys of its own, not the store root keys', () => {
    const env = mall.environment ?? {};
    const id = variableOf(env.S3_ACCESS_KEY_ID);
    const secret = variableOf(env.S3_SECRET_ACCESS_KEY);
    expect(id).toBe('MALL_S3_ACCESS_KEY_ID');
    expect(secret).toBe('MALL_S3_SECRET_ACCESS_KEY');
    const rootKeys = [
      services.minio?.environment?.MINIO_ROOT_USER,
      services.minio?.environment?.MINIO_ROOT_PASSWORD,
    ];
    for (const value of rootKeys) expect([id, secret]).not.toContain(variableOf(value));
    expect(Object.values(env).join(' ')).not.toMatch(/MINIO_ROOT/);
    // The mall starts once its user exists.
    expect(mall.depends_on?.['minio-bucket']?.condition).toBe('service_completed_successfully');
  });

  it('makes that user, with a policy for the mall bucket only, and keeps the bucket private', () => {
    expect(init.environment?.MALL_S3_ACCESS_KEY_ID).toBe(mall.environment?.S3_ACCESS_KEY_ID);
    expect(init.environment?.MALL_S3_SECRET_ACCESS_KEY).toBe(mall.environment?.S3_SECRET_ACCESS_KEY);
    expect(init.environment?.S3_BUCKET).toBe(mall.environment?.S3_BUCKET);
    expect(script).toContain('mc admin user add store "$MALL_S3_ACCESS_KEY_ID" "$MALL_S3_SECRET_ACCESS_KEY"');
    expect(script).toMatch(/mc admin policy create store mall-bucket (\S+)/);
    expect(script).toContain('mc admin policy attach store mall-bucket --user "$MALL_S3_ACCESS_KEY_ID"');
    expect(script).toContain('mc anonymous set none "store/$S3_BUCKET"');
    expect(script).not.toMatch(/mc anonymous set (download|public|upload)/);

    // The policy as the printf writes it, for a bucket named mall.
    const printf = /printf '([^']+)' "\$S3_BUCKET" "\$S3_BUCKET"/.exec(script);
    expect(printf).not.toBeNull();
    const policy = JSON.parse((printf?.[1] ?? '').replaceAll('%s', 'mall')) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    const resources = policy.Statement.flatMap((s) => s.Resource);
    expect(new Set(resources)).toEqual(new Set(['arn:aws:s3:::mall', 'arn:aws:s3:::mall/*']));
    const actions = policy.Statement.flatMap((s) => s.Action);
    expect(actions.sort()).toEqual(
      ['s3:DeleteObject', 's3:GetBucketLocation', 's3:GetObject', 's3:ListBucket', 's3:PutObject'].sort(),
    );
    expect(policy.Statement.every((s) => s.Effect === 'Allow')).toBe(true);
  });

  it('has an init script the shell can read (syntax)', () => {
    expect(init.entrypoint?.slice(0, 2)).toEqual(['sh', '-c']);
    expect(() => execFileSync('sh', ['-n', '-c', script], { stdio: 'pipe' })).not.toThrow();
  });
});
