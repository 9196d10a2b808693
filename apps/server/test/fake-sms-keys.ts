/** The keys the fake SMS gateway (fake-sms-gateway.ts) checks signatures with: test values, no account's. */
export const fakeSmsKeys = {
  aliyun: { accessKeyId: 'LTAIfakeAccessKeyId', accessKeySecret: 'fake-aliyun-secret-0123456789' },
  tencent: {
    secretId: 'AKIDfakeSecretId',
    secretKey: 'fake-tencent-secret-0123456789',
    sdkAppId: '1400000001',
  },
} as const;
