import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  chatPanel,
  conversationWith,
  demoBuyer,
  demoMerchant,
  messagesWith,
  openParty,
  type Party,
  sendText,
  unique,
} from './support';

// A server of its own (port and data folder next to the suite's), which the test stops and starts again:
// the suite's shared server must stay up for the other tests.
const port = Number(process.env.E2E_PORT ?? 18080) + 19;
const base = `http://127.0.0.1:${port}`;
const dataDir = `${process.env.MALL_E2E_DATA_DIR ?? path.resolve('.data/e2e')}-restart`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MALL_DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      RENDER_RATE_LIMIT_PER_MINUTE: '100000',
      NODE_ENV: 'development',
      MALL_DEV_OUTBOX: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SMS_PER_IP_PER_HOUR: '100000',
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp(server: ChildProcess) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not come up');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

// While the server is down the browser logs its failed socket and requests: expected here, nothing else is.
const downNoise = /ERR_CONNECTION_REFUSED|WebSocket connection to .* failed|Failed to load resource/;

test('after the server restarts the chat reconnects: nothing lost, nothing doubled, in order', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let server = startServer();
  const api = await playwrightRequest.newContext({ baseURL: base });
  const parties: Party[] = [];
  try {
    await waitUntilUp(server); // the first start seeds the demo mall
    const buyer = await openParty(browser, api, demoBuyer);
    const merchant = await openParty(browser, api, demoMerchant);
    parties.push(buyer, merchant);
    const messageId = await conversationWith(api, buyer.token, merchant.custId);

    await buyer.page.goto(`${base}/mallview/chat?receiveCustId=${merchant.custId}`);
    const before = unique('重启前');
    await sendText(api, merchant.token, messageId, before);
    await expect(messagesWith(buyer.page, before)).toHaveCount(1);

    await stopServer(server);
    await expect(buyer.page.getByTestId('chat-reconnecting')).toBeVisible();

    server = startServer();
    await waitUntilUp(server);
    // Written after the restart, before the buyer's client is back (it retries 10 s after an error).
    const missed = [unique('重启后一'), unique('重启后二')];
    for (const text of missed) await sendText(api, merchant.token, messageId, text);

    for (const text of missed)
      await expect(messagesWith(buyer.page, text)).toHaveCount(1, { timeout: 60_000 });
    await expect(buyer.page.getByTestId('chat-reconnecting')).toBeHidden();
    const after = unique('恢复后');
    await sendText(api, merchant.token, messageId, after);
    await expect(messagesWith(buyer.page, after)).toHaveCount(1);
    await expect(messagesWith(buyer.page, before)).toHaveCount(1);
    const texts = await chatPanel(buyer.page).getByTestId('chat-message').allTextContents();
    const order = [before, ...missed, after].map((text) => texts.findIndex((t) => t.includes(text)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    for (const party of parties) expect(party.errors.filter((e) => !downNoise.test(e))).toEqual([]);
  } finally {
    for (const party of parties) await party.context.close();
    await api.dispose();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
