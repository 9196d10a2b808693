import { createPrivateKey, createPublicKey } from 'node:crypto';
import { EnvSecretError, secretFromEnv } from '../../../lib/env-secret';

/**
 * The payment gateways' settings (Alipay, WeChat Pay API v3), read from the environment apart from
 * config.ts. A gateway is switched on by PAYMENT_GATEWAYS (a comma-separated list: alipay, wechat); every
 * key of a switched-on gateway must then be there and readable, in every mode, or the server does not
 * start (the message names the variable). Keys come from NAME or NAME_FILE (lib/env-secret.ts), never
 * from the repository.
 */
export interface AlipayConfig {
  appId: string;
  /** The application's private key (PEM, PKCS#8 or PKCS#1) that signs our requests. */
  privateKey: string;
  /** Alipay's public key (PEM) that signs its answers and notifications. */
  alipayPublicKey: string;
  /** The OpenAPI gateway (ALIPAY_GATEWAY); the sandbox or a test double is another address. */
  gateway: string;
  /** What a desktop browser gets: a QR code drawn by the pay dialog (precreate) or Alipay's own page (page). */
  desktop: 'precreate' | 'page';
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (the Authorization header's serial_no). */
  mchSerial: string;
  /** The merchant's API private key (apiclient_key.pem) that signs our requests. */
  privateKey: string;
  /** The 32-byte API v3 key that decrypts notification resources. */
  apiV3Key: string;
  /** The WeChat Pay public key (PEM) that signs answers and notifications (public-key mode). */
  platformPublicKey: string;
  /** Its id, e.g. PUB_KEY_ID_0112…: the Wechatpay-Serial header of what it signed. */
  platformPublicKeyId: string;
  /** API base (WECHATPAY_BASE_URL). */
  baseUrl: string;
}

export interface GatewayConfig {
  alipay?: AlipayConfig;
  wechat?: WechatPayConfig;
}

export class GatewayConfigError extends Error {}

export const gatewayCodes = ['alipay', 'wechat'] as const;

/** Every variable this module reads (README, "Payment gateways"). */
export const gatewayVariables = [
  'PAYMENT_GATEWAYS',
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'ALIPAY_GATEWAY',
  'ALIPAY_DESKTOP',
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_MCH_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_BASE_URL',
] as const;

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  /** A plain setting, required. */
  text(name: string, pattern?: RegExp, hint?: string): string {
    const value = this.env[name]?.trim() || undefined;
    if (value === undefined) this.problems.push(`${name}: required${hint ? ` (${hint})` : ''}`);
    else if (pattern && !pattern.test(value)) this.problems.push(`${name}: ${hint ?? 'not understood'}`);
    return value ?? '';
  }

  /** A secret from NAME or NAME_FILE, required; `check` says what is wrong with a present one. */
  secret(name: string, check?: (value: string) => string | undefined): string {
    let value: string | undefined;
    try {
      value = secretFromEnv(this.env, name);
    } catch (error) {
      if (!(error instanceof EnvSecretError)) throw error;
      this.problems.push(error.message);
      return '';
    }
    if (value === undefined) {
      this.problems.push(`${name}: required (or ${name}_FILE, a file holding it)`);
      return '';
    }
    const wrong = check?.(value);
    if (wrong) this.problems.push(`${name}: ${wrong}`);
    return value;
  }

  url(name: string, fallback: string): string {
    const raw = this.env[name]?.trim() || fallback;
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') return raw.replace(/\/+$/, '');
    } catch {
      // Reported below.
    }
    this.problems.push(`${name}: must be an absolute http(s) address`);
    return fallback;
  }
}

const privateKeyProblem = (value: string) => {
  try {
    createPrivateKey(pemOf(value, 'PRIVATE KEY'));
    return undefined;
  } catch {
    return 'not a readable RSA private key (PEM)';
  }
};

const publicKeyProblem = (value: string) => {
  try {
    createPublicKey(pemOf(value, 'PUBLIC KEY'));
    return undefined;
  } catch {
    return 'not a readable RSA public key (PEM)';
  }
};

/** Keys are handed out as PEM or as the bare base64 body (Alipay's console shows the latter). */
export function pemOf(value: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  if (value.includes('-----BEGIN')) return value;
  const body = value.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

/** Reads the gateways switched on by PAYMENT_GATEWAYS; throws GatewayConfigError listing every problem. */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const listed = (env.PAYMENT_GATEWAYS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const read = new Reader(env);
  const unknown = listed.filter((code) => !(gatewayCodes as readonly string[]).includes(code));
  if (unknown.length > 0)
    read.problems.push(`PAYMENT_GATEWAYS: unknown ${unknown.join(', ')} (known: ${gatewayCodes.join(', ')})`);
  const config: GatewayConfig = {};
  if (listed.includes('alipay')) {
    const desktop = env.ALIPAY_DESKTOP?.trim() || 'precreate';
    if (desktop !== 'precreate' && desktop !== 'page')
      read.problems.push('ALIPAY_DESKTOP: precreate (a QR code in the pay dialog) or page (Alipay’s page)');
    config.alipay = {
      appId: read.text('ALIPAY_APP_ID', /^\d{8,32}$/, 'the application id, digits'),
      privateKey: read.secret('ALIPAY_PRIVATE_KEY', privateKeyProblem),
      alipayPublicKey: read.secret('ALIPAY_PUBLIC_KEY', publicKeyProblem),
      gateway: read.url('ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'),
      desktop: desktop === 'page' ? 'page' : 'precreate',
    };
  }
  if (listed.includes('wechat')) {
    config.wechat = {
      mchId: read.text('WECHATPAY_MCH_ID', /^\d{6,32}$/, 'the merchant id, digits'),
      appId: read.text('WECHATPAY_APP_ID', /^\w{6,64}$/, 'the AppID bound to the merchant'),
      mchSerial: read.text('WECHATPAY_MCH_SERIAL', /^[0-9A-Fa-f]{8,64}$/, 'the API certificate serial (hex)'),
      privateKey: read.secret('WECHATPAY_PRIVATE_KEY', privateKeyProblem),
      apiV3Key: read.secret('WECHATPAY_API_V3_KEY', (v) =>
        Buffer.byteLength(v) === 32 ? undefined : 'must be the 32-character API v3 key',
      ),
      platformPublicKey: read.secret('WECHATPAY_PUBLIC_KEY', publicKeyProblem),
      platformPublicKeyId: read.text('WECHATPAY_PUBLIC_KEY_ID', /^[\w-]{4,64}$/, 'e.g. PUB_KEY_ID_0112…'),
      baseUrl: read.url('WECHATPAY_BASE_URL', 'https://api.mch.weixin.qq.com'),
    };
  }
  if (read.problems.length > 0)
    throw new GatewayConfigError(
      `Invalid payment gateway configuration:\n${read.problems.map((p) => `  ${p}`).join('\n')}`,
    );
  return config;
}
