import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { fakeGatewayServerEnv, makeFakeGatewayKeys } from './apps/server/test/fake-gateways/keys';
import { fakeSmsKeys } from './apps/server/test/fake-sms-keys';

// Each run starts from an empty database that the server seeds on first start. The folder is emptied
// once, in the main process (the previous run's data goes with it, so nothing piles up); workers load
// this file again and inherit the variable instead of wiping the folder the server is using.
// E2E_PORT, E2E_DATA_DIR and WEB_DIST_DIR let several runs (one per work tree or helper) go side by side.
if (!process.env.MALL_E2E_DATA_DIR) {
  process.env.MALL_E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e');
  // `playwright test --list` starts no server: it leaves the folder alone (it wiped the files of a run going
  // on in the same checkout, whose pages then lost their pictures).
  if (!process.argv.includes('--list'))
    rmSync(process.env.MALL_E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.MALL_E2E_DATA_DIR, { recursive: true });
}

// The fake payment gateways' keys and the server's are one set, made once per run in the main process
// (test material, never in the repository); workers inherit it with the variable.
if (!process.env.FAKE_PAYMENT_GATEWAY_KEYS)
  process.env.FAKE_PAYMENT_GATEWAY_KEYS = JSON.stringify(makeFakeGatewayKeys());

/** Debian's headless shell for headless runs when installed, else Debian's Chromium. */
function chromiumPath(): string {
  const headed = process.argv.includes('--headed') || process.argv.includes('--debug') || process.env.PWDEBUG;
  const shell = '/usr/bin/chromium-headless-shell';
  return !headed && existsSync(shell) ? shell : '/usr/bin/chromium';
}

const port = Number(process.env.E2E_PORT ?? 18080);
/** The fake SMS gateway's port: 10000 above the server's, clear of the other runs' consecutive ports. */
const smsGatewayPort = port + 10_000;
/** The fake Alipay and WeChat Pay (one process): 20000 above the server's (e2e/support/pay-gateway.ts). */
const payGatewayPort = port + 20_000;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/specs',
  // Pictures for a person to look at (screenshots.spec.ts) are taken by `npm run screenshots`, not by
  // `npm test`: they assert little that other specs do not, and they cost minutes.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // As a visitor who asked the system for reduced motion: no antd animations to wait for (the machine's
    // two cores run the browser, the server and the tests; layout.spec.ts checks both settings).
    reducedMotion: 'reduce',
    // Recording a trace costs every test time; in CI (one retry) the retry of a failing test records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: never a browser download. Headless runs use Debian's headless shell (the same engine
    // without the browser's window code) when it is installed (.ci/run installs it): every-route.spec.ts took
    // 102 s with it against 121 s with the full browser on this two-core machine. `--headed` needs the full one.
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A page a test serves through page.route (renderInBrowser) has no address, so Chromium counts it
        // as public and would block its live channel to 127.0.0.1 as a local-network request.
        '--disable-features=LocalNetworkAccessChecks,LocalNetworkAccessChecksWebSockets',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // The server serves the BUILT app (apps/web/dist): run `npm run build -w @mall/web` first.
  // SMS goes through the real Aliyun SDK to a local fake of Aliyun SMS (apps/server/test/fake-sms-gateway.ts):
  // codes still reach the dev outbox, and fixed numbers get the provider's refusals (sms-failure.spec.ts).
  // Alipay and WeChat Pay go through their real clients (alipay-sdk, our v3 signing) to local fakes
  // (apps/server/test/fake-payment-gateways.ts) that check our signatures and send signed notifications.
  webServer: [
    {
      command: `node --import tsx apps/server/test/fake-payment-gateways.ts ${payGatewayPort}`,
      url: `http://127.0.0.1:${payGatewayPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx apps/server/test/fake-sms-gateway.ts ${smsGatewayPort}`,
      url: `http://127.0.0.1:${smsGatewayPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/server/src/server.ts',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        MALL_DATA_DIR: process.env.MALL_E2E_DATA_DIR,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // Every page is opened from this one address: rendered on the server, never over its render limit.
        RENDER_RATE_LIMIT_PER_MINUTE: '100000',
        // Every browser test asks from this one address, on a fresh seed (the limit's own tests are API tests).
        THUMBNAILS_PER_MINUTE: '100000',
        // Small enough for the gallery spec to fill it with a few pictures.
        GALLERY_QUOTA_MB: '3',
        // Sign-on tests read SMS codes and captcha answers from the dev outbox (refused in production) and
        // sign in many times from one address.
        NODE_ENV: 'development',
        MALL_DEV_OUTBOX: '1',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        // Every test registers its buyers from this one address (the limit's own tests are API tests).
        SMS_PER_IP_PER_HOUR: '100000',
        SMS_PROVIDER: 'aliyun',
        SMS_ENDPOINT: `http://127.0.0.1:${smsGatewayPort}`,
        // The browser, the tests and both servers share two cores: a send is not "unavailable" after 5 s here.
        SMS_TIMEOUT_MS: '30000',
        SMS_SIGN_NAME: '云采商城',
        SMS_TEMPLATE_LOGIN: 'SMS_100000001',
        SMS_TEMPLATE_REGISTER: 'SMS_100000002',
        SMS_TEMPLATE_RESET: 'SMS_100000003',
        SMS_TEMPLATE_CHANGE_MOBILE: 'SMS_100000004',
        ALIYUN_SMS_ACCESS_KEY_ID: fakeSmsKeys.aliyun.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: fakeSmsKeys.aliyun.accessKeySecret,
        ...fakeGatewayServerEnv(
          JSON.parse(process.env.FAKE_PAYMENT_GATEWAY_KEYS),
          `http://127.0.0.1:${payGatewayPort}`,
        ),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
