import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GatewayConfigError, loadGatewayConfig } from './gateway-config';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const problems = (env: Record<string, string>) => {
  try {
    loadGatewayConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayConfigError);
    return (error as Error).message;
  }
};

describe(loadGatewayConfig.name, () => {
  it('offers no gateway unless PAYMENT_GATEWAYS names it', () => {
    expect(loadGatewayConfig({})).toEqual({});
    expect(loadGatewayConfig({ ALIPAY_APP_ID: '2021000000000001' })).toEqual({});
  });

  it('refuses to start a switched-on gateway with missing material, naming each variable', () => {
    const message = problems({ NODE_ENV: 'production', PAYMENT_GATEWAYS: 'alipay,wechat' });
    for (const name of [
      'ALIPAY_APP_ID',
      'ALIPAY_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
      'WECHATPAY_MCH_ID',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_API_V3_KEY',
      'WECHATPAY_PUBLIC_KEY',
      'WECHATPAY_PUBLIC_KEY_ID',
    ])
      expect(message).toContain(name);
    expect(problems({ PAYMENT_GATEWAYS: 'paypal' })).toContain('PAYMENT_GATEWAYS: unknown paypal');
  });

  it('refuses keys that do not read as keys, without printing them', () => {
    const message = problems({
      PAYMENT_GATEWAYS: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: 'not-a-secret-key-at-all',
      ALIPAY_PUBLIC_KEY: publicPem,
    });
    expect(message).toContain('ALIPAY_PRIVATE_KEY: not a readable RSA private key');
    expect(message).not.toContain('not-a-secret-key-at-all');
  });

  it('reads keys from NAME_FILE', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-keys-'));
    writeFileSync(path.join(dir, 'key.pem'), privatePem);
    writeFileSync(path.join(dir, 'v3'), `${'k'.repeat(32)}\n`);
    const config = loadGatewayConfig({
      PAYMENT_GATEWAYS: 'wechat',
      WECHATPAY_MCH_ID: '1900000109',
      WECHATPAY_APP_ID: 'wxd678efh567hg6787',
      WECHATPAY_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'key.pem'),
      WECHATPAY_API_V3_KEY_FILE: path.join(dir, 'v3'),
      WECHATPAY_PUBLIC_KEY: publicPem,
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
    });
    // The file's trailing newline is dropped (env-secret), nothing else.
    expect(config.wechat).toMatchObject({ privateKey: privatePem.trimEnd(), apiV3Key: 'k'.repeat(32) });
    expect(config.wechat?.baseUrl).toBe('https://api.mch.weixin.qq.com');
  });
});
