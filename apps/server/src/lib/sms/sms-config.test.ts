import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { smsGatewayVariables } from './sms-config';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://mall.example.com' };
const aliyun = {
  SMS_PROVIDER: 'aliyun',
  SMS_SIGN_NAME: '某某商城',
  SMS_TEMPLATE_LOGIN: 'SMS_1',
  SMS_TEMPLATE_REGISTER: 'SMS_2',
  SMS_TEMPLATE_RESET: 'SMS_3',
  SMS_TEMPLATE_CHANGE_MOBILE: 'SMS_4',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIexample',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-secret',
};
const tencent = {
  SMS_PROVIDER: 'tencent',
  SMS_SIGN_NAME: '某某商城',
  SMS_TEMPLATE_LOGIN: '100001',
  SMS_TEMPLATE_REGISTER: '100002',
  SMS_TEMPLATE_RESET: '100003',
  SMS_TEMPLATE_CHANGE_MOBILE: '100004',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: 'tencent-secret',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
};
const dir = mkdtempSync(path.join(tmpdir(), 'sms-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return expect.unreachable('the configuration was accepted');
}

describe('SMS gateway settings', () => {
  it('reads the Aliyun and Tencent settings with their defaults', () => {
    expect(loadConfig({ ...production, ...aliyun }).smsGateway).toEqual({
      kind: 'aliyun',
      signName: '某某商城',
      templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', changeMobile: 'SMS_4' },
      region: 'cn-hangzhou',
      endpoint: undefined,
      timeoutMs: 5000,
      accessKeyId: 'LTAIexample',
      accessKeySecret: 'aliyun-secret',
    });
    const t = loadConfig({ ...production, ...tencent, SMS_REGION: 'ap-beijing', SMS_TIMEOUT_MS: '2500' });
    expect(t.SMS_PROVIDER).toBe('tencent');
    expect(t.smsGateway).toMatchObject({
      kind: 'tencent',
      region: 'ap-beijing',
      timeoutMs: 2500,
      secretId: 'AKIDexample',
      secretKey: 'tencent-secret',
      sdkAppId: '1400000001',
    });
    expect(loadConfig(production).smsGateway).toBeUndefined();
  });

  it('refuses to start a configured provider with a missing setting, naming each variable', () => {
    const { SMS_TEMPLATE_RESET, ALIYUN_SMS_ACCESS_KEY_SECRET, ...partial } = aliyun;
    const message = configError({ ...production, ...partial });
    expect(message).toMatch(/SMS_TEMPLATE_RESET: required when SMS_PROVIDER=aliyun/);
    expect(message).toMatch(/ALIYUN_SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun/);
    expect(message).not.toMatch(/SMS_TEMPLATE_LOGIN/);
    // Also outside production: a gateway without its settings could send nothing.
    expect(configError({ NODE_ENV: 'development', SMS_PROVIDER: 'tencent' })).toMatch(
      /TENCENT_SMS_SECRET_ID: .*\n.*TENCENT_SMS_SECRET_KEY: .*\n.*TENCENT_SMS_SDK_APP_ID/s,
    );
  });

  it('refuses a malformed endpoint or timeout and never echoes a secret', () => {
    const message = configError({
      ...production,
      ...aliyun,
      SMS_ENDPOINT: 'dysmsapi.aliyuncs.com/path',
      SMS_TIMEOUT_MS: 'soon',
    });
    expect(message).toMatch(/SMS_ENDPOINT: an address like/);
    expect(message).toMatch(/SMS_TIMEOUT_MS: milliseconds/);
    expect(message).not.toContain('aliyun-secret');
  });

  it('takes a key from NAME_FILE, and refuses both set or an unreadable file', () => {
    const file = path.join(dir, 'tencent-key');
    writeFileSync(file, 'key-from-file\n');
    const { TENCENT_SMS_SECRET_KEY, ...rest } = tencent;
    const config = loadConfig({ ...production, ...rest, TENCENT_SMS_SECRET_KEY_FILE: file });
    expect(config.smsGateway).toMatchObject({ secretKey: 'key-from-file' });
    expect(configError({ ...production, ...tencent, TENCENT_SMS_SECRET_KEY_FILE: file })).toMatch(
      /TENCENT_SMS_SECRET_KEY: TENCENT_SMS_SECRET_KEY and TENCENT_SMS_SECRET_KEY_FILE are both set/,
    );
    expect(
      configError({ ...production, ...rest, TENCENT_SMS_SECRET_KEY_FILE: path.join(dir, 'missing') }),
    ).toMatch(/TENCENT_SMS_SECRET_KEY: TENCENT_SMS_SECRET_KEY_FILE: cannot read .* \(ENOENT\)/);
  });

  it('is documented in the README’s SMS providers table, every variable and no other', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## SMS providers'));
    const table = section.slice(0, section.indexOf('\n## '));
    const names = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => /^\| `([A-Z0-9_]+)`/.exec(line)?.[1]);
    expect(names.sort()).toEqual([...smsGatewayVariables].sort());
  });
});
