import { randomBytes } from 'node:crypto';
import { rsaKeys } from './common';

/**
 * Key material for the fake payment gateways and the server that talks to them, made fresh for each run
 * (test material only: nothing secret is kept in the repository). The application's and the merchant's
 * private keys are ours; "Alipay's" and "WeChat Pay's" private keys sign answers and notifications.
 */
export interface FakeGatewayKeys {
  alipayApp: { privateKey: string; publicKey: string };
  alipay: { privateKey: string; publicKey: string };
  wechatMerchant: { privateKey: string; publicKey: string };
  wechatPlatform: { privateKey: string; publicKey: string };
  wechatApiV3Key: string;
}

export function makeFakeGatewayKeys(): FakeGatewayKeys {
  return {
    alipayApp: rsaKeys(),
    alipay: rsaKeys(),
    wechatMerchant: rsaKeys(),
    wechatPlatform: rsaKeys(),
    wechatApiV3Key: randomBytes(16).toString('hex'),
  };
}

/** The fakes' fixed identities (test values, no merchant's). */
export const fakeGatewayIds = {
  alipayAppId: '2021000000000001',
  wechatMchId: '1900000109',
  wechatAppId: 'wxd678efh567hg6787',
  wechatMchSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  wechatPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
} as const;

/**
 * The server's settings (gateway-config.ts) for both gateways served by fake-payment-gateways.ts at
 * `origin`: Alipay's desktop flow is its own page (page pay), so the browser tests see a QR code
 * (WeChat Native) and a gateway page with its return (Alipay) on desktop, and the wap/H5 pages on phones.
 */
export function fakeGatewayServerEnv(keys: FakeGatewayKeys, origin: string): Record<string, string> {
  return {
    PAYMENT_GATEWAYS: 'alipay,wechat',
    ALIPAY_APP_ID: fakeGatewayIds.alipayAppId,
    ALIPAY_PRIVATE_KEY: keys.alipayApp.privateKey,
    ALIPAY_PUBLIC_KEY: keys.alipay.publicKey,
    ALIPAY_GATEWAY: `${origin}/gateway.do`,
    ALIPAY_DESKTOP: 'page',
    WECHATPAY_MCH_ID: fakeGatewayIds.wechatMchId,
    WECHATPAY_APP_ID: fakeGatewayIds.wechatAppId,
    WECHATPAY_MCH_SERIAL: fakeGatewayIds.wechatMchSerial,
    WECHATPAY_PRIVATE_KEY: keys.wechatMerchant.privateKey,
    WECHATPAY_API_V3_KEY: keys.wechatApiV3Key,
    WECHATPAY_PUBLIC_KEY: keys.wechatPlatform.publicKey,
    WECHATPAY_PUBLIC_KEY_ID: fakeGatewayIds.wechatPublicKeyId,
    WECHATPAY_BASE_URL: origin,
  };
}
