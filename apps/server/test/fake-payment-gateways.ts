import { pathToFileURL } from 'node:url';
import { FakeAlipay } from './fake-gateways/alipay';
import { listen } from './fake-gateways/common';
import type { FakeGatewayKeys } from './fake-gateways/keys';
import { FakeWechatPay } from './fake-gateways/wechat-pay';

/**
 * Both fake payment gateways (fake-gateways/alipay.ts, wechat-pay.ts) on one port, for the browser tests:
 * `node --import tsx apps/server/test/fake-payment-gateways.ts PORT`, with the key material in
 * FAKE_PAYMENT_GATEWAY_KEYS (JSON of fake-gateways/keys.ts, made by playwright.config.ts for each run; the
 * server gets the matching settings from fakeGatewayServerEnv). Alipay answers at /gateway.do and its
 * cashier under /alipay/, WeChat Pay at /v3/... and its H5 page at /h5pay.
 *
 * A test plays the payer who scanned the QR code with POST /control/pay {provider, payNo, notify}: the
 * trade is paid at the gateway and, unless notify is false, the signed notification is delivered to our
 * server as the gateway would (the answer says what our server replied).
 */
export async function startFakePaymentGateways(keys: FakeGatewayKeys, port = 0) {
  const alipay = new FakeAlipay({ app: keys.alipayApp, alipay: keys.alipay });
  const wechat = new FakeWechatPay(undefined, {
    merchant: keys.wechatMerchant,
    platform: keys.wechatPlatform,
    apiV3Key: keys.wechatApiV3Key,
  });
  const { server, origin } = await listen(async (request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    if (request.method === 'POST' && url.pathname === '/control/pay') {
      const input = JSON.parse(body || '{}') as { provider?: string; payNo?: string; notify?: boolean };
      const fake = input.provider === 'alipay' ? alipay : input.provider === 'wechat' ? wechat : undefined;
      response.setHeader('content-type', 'application/json');
      if (!fake?.trades.has(input.payNo ?? '')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: `no ${input.provider} trade ${input.payNo}` }));
        return;
      }
      const delivered = await fake.payAndNotify(input.payNo ?? '', input.notify !== false);
      response.end(JSON.stringify({ delivered: delivered ?? null }));
      return;
    }
    if (FakeAlipay.owns(url.pathname)) await alipay.serve(request, body, response);
    else await wechat.serve(request, body, response);
  }, port);
  alipay.origin = origin;
  wechat.origin = origin;
  return { server, origin, alipay, wechat };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const keys = process.env.FAKE_PAYMENT_GATEWAY_KEYS;
  if (!keys) throw new Error('FAKE_PAYMENT_GATEWAY_KEYS: the key material (playwright.config.ts makes it)');
  const { origin } = await startFakePaymentGateways(
    JSON.parse(keys) as FakeGatewayKeys,
    Number(process.argv[2] ?? 0),
  );
  process.stdout.write(`fake payment gateways at ${origin}\n`);
}
