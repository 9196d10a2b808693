import { catalogEndpoints, chatEndpoints, chatSocketPath, limits, orderEndpoints } from '@mall/contracts';
import { api } from '../../support/api';
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
  typeAndSend,
  unique,
} from './support';

// Both tests talk between the same two demo accounts: one at a time.
test.describe.configure({ mode: 'serial' });

let buyer: Party;
let merchant: Party;

test.beforeEach(async ({ browser, request }) => {
  buyer = await openParty(browser, request, demoBuyer);
  merchant = await openParty(browser, request, demoMerchant);
});
test.afterEach(async () => {
  await buyer.context.close();
  await merchant.context.close();
  expect(buyer.errors, 'buyer page errors').toEqual([]);
  expect(merchant.errors, 'merchant page errors').toEqual([]);
});

test('buyer and merchant exchange text, a product card and an order card in real time', async ({
  request,
}) => {
  test.setTimeout(120_000);
  // A product of the merchant's shop (the first shop).
  const { rows } = await api(request).ok(catalogEndpoints.productList, { query: { shopId: 1, limit: 1 } });
  const product = rows[0]!;

  await merchant.page.goto('/mallview/chat');
  const merchantPanel = chatPanel(merchant.page);
  // A seller centre answers from the customer list (and can switch to its own enquiries).
  await expect(merchantPanel.getByText('客户咨询', { exact: true })).toBeVisible();
  await expect(merchantPanel.getByText('我的咨询', { exact: true })).toBeVisible();

  // The product page's "chat with merchant" opens the chat window with that merchant.
  await buyer.page.goto(`/mallview/mall/product/detail?productId=${product.productId}`);
  await buyer.page.getByTestId('chat-merchant').click();
  const chatWindow = buyer.page.getByRole('dialog', { name: `与${product.shopName}沟通` });
  await expect(chatWindow).toBeVisible();
  const buyerPanel = chatPanel(buyer.page);
  await expect(buyerPanel.getByTestId('chat-product-bar')).toContainText(product.productName);

  // Enter sends; Shift+Enter is a new line.
  const hello = unique('你好，请问有货吗');
  const input = buyerPanel.getByTestId('chat-input');
  await input.fill(hello);
  await input.press('Shift+Enter');
  await input.pressSequentially('第二行');
  await expect(input).toHaveValue(`${hello}\n第二行`);
  await input.press('Enter');
  await expect(messagesWith(buyer.page, hello)).toHaveCount(1);
  await expect(input).toHaveValue('');
  await expect(messagesWith(buyer.page, hello).locator('.chat-msg__bubble')).toHaveText(`${hello}\n第二行`);

  // The merchant's list shows the buyer with an unread dot, cleared on opening.
  const contact = merchantPanel.getByTestId('chat-contact').filter({ hasText: hello });
  await expect(contact).toBeVisible();
  await expect(contact.getByTestId('unread-dot')).toBeVisible();
  await contact.click();
  await expect(contact.getByTestId('unread-dot')).toHaveCount(0);
  await expect(messagesWith(merchant.page, hello)).toHaveCount(1);

  // The answer reaches the open window without a reload; text stays text.
  const reply = unique('<b>有货</b><img src=x onerror="window.hacked=1">');
  await typeAndSend(merchant.page, reply);
  await expect(messagesWith(buyer.page, reply)).toHaveCount(1);
  await expect(messagesWith(buyer.page, reply).locator('.chat-msg__bubble')).toHaveText(reply);
  await expect(messagesWith(buyer.page, reply).locator('b, img[src="x"]')).toHaveCount(0);
  expect(await buyer.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // Product card from the product bar.
  await buyerPanel.getByRole('button', { name: '发送商品' }).click();
  const productCard = merchantPanel.getByTestId('chat-product-card').filter({ hasText: product.productName });
  await expect(productCard.last()).toBeVisible();

  // Order card from the My orders tab: only the buyer's orders with this merchant.
  await buyerPanel.getByRole('tab', { name: '我的订单' }).click();
  const orders = buyerPanel.getByTestId('chat-order');
  await expect(orders.first()).toBeVisible();
  await expect(orders.filter({ hasNotText: product.shopName })).toHaveCount(0);
  const orderNumber = ((await orders.first().locator('.chat-order__number').textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  expect(orderNumber).not.toBe('');
  await orders
    .first()
    .getByRole('button', { name: `发送订单 ${orderNumber}` })
    .click();
  // The page sends only the number; the server builds the card from the order (its lines and prices).
  const [picked] = (
    await api(request).ok(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: merchant.custId } },
      { token: buyer.token },
    )
  ).rows;
  expect(picked?.orderNumber).toBe(orderNumber);
  const merchantCard = merchantPanel.getByTestId('chat-order-card').filter({ hasText: orderNumber }).last();
  await expect(merchantCard).toBeVisible();
  await expect(merchantCard).toContainText(picked?.orderItems[0]?.title ?? '');
  await expect(
    buyerPanel.getByTestId('chat-order-card').filter({ hasText: orderNumber }).last(),
  ).toBeVisible();

  // The merchant information tab shows the merchant's company.
  await buyerPanel.getByRole('tab', { name: '商家信息' }).click();
  await expect(buyerPanel.getByTestId('merchant-card')).toContainText('杭州鲜丰果业有限公司');

  // Opening a product card goes to that product.
  await productCard.last().click();
  await expect(merchant.page).toHaveURL(new RegExp(`/product/detail\\?productId=${product.productId}$`));
});

test('messages sent while the socket is down arrive exactly once after it reconnects', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const messageId = await conversationWith(request, buyer.token, merchant.custId);

  // The buyer's socket goes through the test, which can cut it.
  const sockets: { url: string; close: () => Promise<void>; ready: Promise<void>; readsBefore: number }[] =
    [];
  await buyer.page.routeWebSocket(
    (url) => url.pathname.startsWith(`/api${chatSocketPath}/`),
    (ws) => {
      const server = ws.connectToServer();
      let markReady: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        markReady = resolve;
      });
      server.onMessage((frame) => {
        if (String(frame).includes('chat.ready.v1')) markReady();
        ws.send(frame);
      });
      ws.onMessage((frame) => server.send(frame));
      sockets.push({ url: ws.url(), close: () => ws.close(), ready, readsBefore: reads.total });
    },
  );

  // The page reloads its chat lists over HTTP after each change on the live channel, throttled
  // (limits.debounceMs, with a trailing read). The test follows those reads so that it writes the missed
  // messages only once the page is quiet: a trailing read still due would otherwise fetch them.
  const reads = { inFlight: 0, lastAt: Date.now(), total: 0 };
  const chatReads = [
    chatEndpoints.buyerConversations,
    chatEndpoints.sellerConversations,
    chatEndpoints.messageDetail,
  ].map((endpoint) => `/api${endpoint.path}`);
  const isChatRead = (url: string) => chatReads.some((path) => new URL(url).pathname === path);
  buyer.page.on('request', (req) => {
    if (!isChatRead(req.url())) return;
    reads.inFlight += 1;
    reads.total += 1;
    reads.lastAt = Date.now();
  });
  const readEnded = (req: { url(): string }) => {
    if (!isChatRead(req.url())) return;
    reads.inFlight -= 1;
    reads.lastAt = Date.now();
  };
  buyer.page.on('requestfinished', readEnded);
  buyer.page.on('requestfailed', readEnded);

  await buyer.page.goto(`/mallview/chat?receiveCustId=${merchant.custId}`);
  const before = unique('断线前');
  await sendText(request, merchant.token, messageId, before);
  await expect(messagesWith(buyer.page, before)).toHaveCount(1);
  await sockets[0]?.ready;

  // The connection drops; the merchant keeps writing.
  await sockets[0]?.close();
  await expect(buyer.page.getByTestId('chat-reconnecting')).toBeVisible();
  // No read under way and none for two throttle windows: nothing more is due from the last change.
  await expect
    .poll(() => reads.inFlight === 0 && Date.now() - reads.lastAt > 2 * limits.debounceMs, {
      timeout: 10_000,
    })
    .toBe(true);
  const missed = [unique('断线中一'), unique('断线中二')];
  const readsWhileDown = reads.total;
  for (const text of missed) await sendText(request, merchant.token, messageId, text);
  // Nothing arrives while the socket is down: the page does not poll (no read from here until the new
  // socket opens) ...
  await expect(messagesWith(buyer.page, missed[0] as string)).toHaveCount(0);

  // ... then the client reconnects after 10 s from the last id it saw, and gets each exactly once.
  await expect.poll(() => sockets.length, { timeout: 20_000 }).toBe(2);
  expect(sockets[1]?.readsBefore, 'chat reads while the socket was down').toBe(readsWhileDown);
  expect(sockets[1]?.url).toMatch(/[?&]lastId=\d+/);
  for (const text of missed) await expect(messagesWith(buyer.page, text)).toHaveCount(1);
  await expect(buyer.page.getByTestId('chat-reconnecting')).toBeHidden();
  await expect(messagesWith(buyer.page, before)).toHaveCount(1);

  const after = unique('重连后');
  await sendText(request, merchant.token, messageId, after);
  await expect(messagesWith(buyer.page, after)).toHaveCount(1);
  // In order: before, the two missed ones, after.
  const texts = await chatPanel(buyer.page).getByTestId('chat-message').allTextContents();
  const order = [before, ...missed, after].map((text) => texts.findIndex((t) => t.includes(text)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});
