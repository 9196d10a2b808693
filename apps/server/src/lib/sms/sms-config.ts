import { EnvSecretError, secretFromEnv } from '../env-secret';

/** What a code is for, as the SMS provider's templates see it (each has its own approved template). */
export type SmsTemplatePurpose = 'login' | 'register' | 'reset' | 'changeMobile';

interface GatewayCommon {
  signName: string;
  templates: Record<SmsTemplatePurpose, string>;
  region: string;
  /** Overrides the provider's address (a proxy, a private endpoint, or the tests' fake gateway). */
  endpoint?: URL;
  timeoutMs: number;
}

export interface AliyunSmsSettings extends GatewayCommon {
  kind: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
}

export interface TencentSmsSettings extends GatewayCommon {
  kind: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
}

/** A real SMS gateway's settings (SMS_PROVIDER=aliyun or tencent). */
export type SmsGatewaySettings = AliyunSmsSettings | TencentSmsSettings;

/** The variables behind each template purpose. */
export const smsTemplateVariables: Record<SmsTemplatePurpose, string> = {
  login: 'SMS_TEMPLATE_LOGIN',
  register: 'SMS_TEMPLATE_REGISTER',
  reset: 'SMS_TEMPLATE_RESET',
  changeMobile: 'SMS_TEMPLATE_CHANGE_MOBILE',
};

/** Every variable the SMS gateways read besides SMS_PROVIDER (the README's "SMS providers" table lists these). */
export const smsGatewayVariables = [
  'SMS_SIGN_NAME',
  ...Object.values(smsTemplateVariables),
  'SMS_REGION',
  'SMS_ENDPOINT',
  'SMS_TIMEOUT_MS',
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
] as const;

export const smsDefaults = {
  region: { aliyun: 'cn-hangzhou', tencent: 'ap-guangzhou' },
  timeoutMs: 5000,
} as const;

export type SmsConfigProblem = [variable: string, message: string];

/**
 * The gateway settings for SMS_PROVIDER=aliyun or tencent, read from the environment; undefined for the
 * other providers. A missing or malformed setting is a problem naming its variable: the server refuses
 * to start rather than fail on the first code a user asks for.
 */
export function readSmsGatewaySettings(env: Record<string, string | undefined>): {
  settings?: SmsGatewaySettings;
  problems: SmsConfigProblem[];
} {
  const kind = env.SMS_PROVIDER;
  if (kind !== 'aliyun' && kind !== 'tencent') return { problems: [] };
  const problems: SmsConfigProblem[] = [];
  const why = `required when SMS_PROVIDER=${kind}`;
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) problems.push([name, why]);
    return value ?? '';
  };
  const secret = (name: string) => {
    try {
      const value = secretFromEnv(env, name);
      if (!value) problems.push([name, `${why} (or ${name}_FILE naming a file that holds it)`]);
      return value ?? '';
    } catch (error) {
      if (!(error instanceof EnvSecretError)) throw error;
      problems.push([name, error.message]);
      return '';
    }
  };

  const signName = required('SMS_SIGN_NAME');
  const templates = Object.fromEntries(
    Object.entries(smsTemplateVariables).map(([purpose, name]) => [purpose, required(name)]),
  ) as Record<SmsTemplatePurpose, string>;
  const region = env.SMS_REGION?.trim() || smsDefaults.region[kind];
  let endpoint: URL | undefined;
  if (env.SMS_ENDPOINT) {
    try {
      endpoint = new URL(env.SMS_ENDPOINT);
    } catch {
      endpoint = undefined;
    }
    if (
      !endpoint ||
      (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') ||
      (endpoint.pathname !== '/' && endpoint.pathname !== '') ||
      endpoint.search
    ) {
      problems.push(['SMS_ENDPOINT', 'an address like https://dysmsapi.aliyuncs.com (scheme and host only)']);
      endpoint = undefined;
    }
  }
  let timeoutMs: number = smsDefaults.timeoutMs;
  if (env.SMS_TIMEOUT_MS) {
    timeoutMs = Number(env.SMS_TIMEOUT_MS);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
      problems.push(['SMS_TIMEOUT_MS', 'milliseconds, a whole number from 100 to 60000']);
  }
  const common = { signName, templates, region, endpoint, timeoutMs };

  if (kind === 'aliyun') {
    const accessKeyId = required('ALIYUN_SMS_ACCESS_KEY_ID');
    const accessKeySecret = secret('ALIYUN_SMS_ACCESS_KEY_SECRET');
    if (problems.length > 0) return { problems };
    return { settings: { kind, ...common, accessKeyId, accessKeySecret }, problems };
  }
  const secretId = required('TENCENT_SMS_SECRET_ID');
  const secretKey = secret('TENCENT_SMS_SECRET_KEY');
  const sdkAppId = required('TENCENT_SMS_SDK_APP_ID');
  if (problems.length > 0) return { problems };
  return { settings: { kind, ...common, secretId, secretKey, sdkAppId }, problems };
}
